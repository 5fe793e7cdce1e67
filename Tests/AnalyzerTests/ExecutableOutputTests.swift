import Foundation
import Testing

/// The executable when its output cannot be written, when its store is not a file, and when an
/// address or a file name is bad: a clear message, exit status 1 (141 on a pipe whose reader has
/// gone, as any program), never a crash, never a password printed.
@Suite(.serialized) struct ExecutableOutputTests {
    static let position = """
        position "corner"
        game tictactoe
        board "X.O/.X./O.."

        """

    /// A folder holding `corner.analyze`, removed by the caller.
    static func puzzleFolder() throws -> String {
        let folder = try Executable.scratchFolder()
        try position.write(toFile: folder + "/corner.analyze", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func solveJson_toAFullDevice_saysSo_andExitsWith1() throws {
        let folder = try Self.puzzleFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Executable.run(#"exec "$A" solve --json --no-cache "$1" > /dev/full"#, [folder])
        #expect(!run.signalled, "\(run.errors)")
        #expect(run.status == 1)
        #expect(run.errors.contains("analyze: cannot write to standard output: no space left on the device"))
    }

    @Test func check_toAFullDevice_saysSo_andExitsWith1() throws {
        let folder = try Self.puzzleFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Executable.run(#"exec "$A" check "$1" > /dev/full"#, [folder])
        #expect(!run.signalled, "\(run.errors)")
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write to standard output"))
    }

    @Test func run_withStandardOutputClosed_saysSo_andExitsWith1() throws {
        let run = try Executable.run(#"exec "$A" run - >&-"#, input: "game tictactoe\nshow\n")
        #expect(!run.signalled, "\(run.errors)")
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write to standard output: it is closed"))
    }

    @Test func run_withStandardErrorFull_exitsWith1_withoutACrash() throws {
        let run = try Executable.run(#"exec "$A" run - 2> /dev/full"#, input: "game tictactoe\nplay z9\nshow\n")
        #expect(!run.signalled)
        #expect(run.status == 1)
    }

    @Test func run_toAPipeItsReaderClosed_endsAsAClosedPipeDoes() throws {
        // Far more than a pipe holds, so the writer meets the closed end.
        let input = "game connect4\n" + String(repeating: "show\n", count: 4_000)
        let run = try Executable.run(#""$A" run - | true; exit "${PIPESTATUS[0]}""#, input: input)
        #expect(run.status == 141, "\(run.errors)")
        #expect(!run.errors.contains("Fatal error"))
    }

    @Test func cacheStats_ofAFIFO_isRefusedAtOnce() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/f", 0o600) == 0)
        let run = try Executable.run(#"exec "$A" cache stats --store "$1""#, [folder + "/f"], seconds: 20)
        #expect(!run.timedOut, "cache stats waited on the FIFO")
        #expect(run.status == 1)
        #expect(run.errors.contains("is a FIFO (named pipe), not a results database"))
    }

    @Test func cacheClearForce_neverDeletesADeviceOrAFileThatIsNoDatabase() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A device node of its own where one may be made (as root): the zero device's numbers,
        // which reads as a file that is no database; a FIFO otherwise, no regular file either.
        let node = folder + "/d"
        if mknod(node, S_IFCHR | 0o600, dev_t(1 << 8 | 5)) != 0 { #expect(mkfifo(node, 0o600) == 0) }
        let device = try Executable.run(#"exec "$A" cache clear --force --store "$1""#, [node], seconds: 20)
        #expect(!device.timedOut)
        #expect(device.status == 1)
        #expect(!device.output.contains("deleted"))
        var status = stat()
        #expect(lstat(node, &status) == 0, "the node was deleted")
        let text = folder + "/notes.txt"
        try "not a database\n".write(toFile: text, atomically: true, encoding: .utf8)
        let notes = try Executable.run(#"exec "$A" cache clear --force --store "$1""#, [text])
        #expect(notes.status == 1)
        #expect(FileManager.default.fileExists(atPath: text), "a file that is no database was deleted")
    }

    @Test func cacheClearForce_stillDeletesADamagedSQLiteFile() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/damaged.sqlite"
        try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0xEE, count: 4_000)).write(to: URL(fileURLWithPath: file))
        let run = try Executable.run(#"exec "$A" cache clear --force --store "$1""#, [file])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test(arguments: [
        #"exec "$A" solve --store "$1" "$2""#,
        #"exec "$A" store stats --store "$1""#,
        #"exec "$A" book build connect4-4x4 --plies 1 --out "$2/book.txt" --store "$1""#,
    ])
    func aPassword_isNeverPrinted(command: String) throws {
        let folder = try Self.puzzleFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for url in ["postgresql://ann:Real%Pw_1@127.0.0.1:1/results", "postgresql://ann:Sec.ret7@[::1/results"] {
            let run = try Executable.run(command, [url, folder], seconds: 30)
            #expect(run.status == 1, "\(run.errors)")
            #expect(run.errors.contains("postgresql://ann@"), "\(run.errors)")
            for secret in ["Real", "Pw_1", "Sec.ret7"] {
                #expect(!run.errors.contains(secret) && !run.output.contains(secret), "\(run.errors)")
            }
        }
    }

    @Test func help_toAFullDevice_saysSo_andExitsWith1() throws {
        let run = try Executable.run(#"exec "$A" --help > /dev/full"#)
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write to standard output"))
    }

    @Test func trainOut_aLink_saysWhyInWords() throws {
        let folder = try Self.puzzleFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/corner.analyze")
        let run = try Executable.run(#"exec "$A" train reversi-4x4 --positions 100 --empties 1-2 --out "$1""#, [folder + "/link"])
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write '\(folder)/link': it is a symbolic link"), "\(run.errors)")
        #expect(!run.errors.contains("WriteError"))
    }

    @Test func benchOnly_anEmptySelection_isRefused() throws {
        let run = try Executable.run(#"exec "$A" bench --only """#)
        #expect(run.status != 0)
        #expect(run.errors.contains("--only"))
    }
}
