import Foundation
import Testing

@testable import Analyzer

/// What `save`, `export` and `load` may touch: only regular files are replaced, through a
/// temporary file and a rename; `check` writes nothing and loads only from the folder it runs;
/// a file that is not a rule file is refused without quoting it.
@Suite struct FileSafetyTests {
    /// A fresh folder for one test, removed at the end.
    final class Scratch {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "analyze-safety-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
    }

    func firstError(_ session: Session, _ text: String) -> String {
        session.errors(text).first ?? "(no error)"
    }

    @Test func save_ontoADevice_isRefusedAndLeavesIt() throws {
        var before = stat()
        lstat("/dev/null", &before)
        let message = firstError(makeSession(), "save \"/dev/null\"")
        var after = stat()
        lstat("/dev/null", &after)
        #expect(message.contains("cannot write '/dev/null': it is a device; only a regular file is replaced"), "\(message)")
        #expect(after.st_mode == before.st_mode && after.st_rdev == before.st_rdev)
    }

    @Test func save_ontoASymbolicLink_isRefusedAndLeavesLinkAndTarget() throws {
        let scratch = try Scratch()
        try "precious\n".write(toFile: scratch.file("target"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: scratch.file("target"))
        let message = firstError(makeSession(), "save \"\(scratch.file("link"))\"")
        #expect(message.contains("it is a symbolic link; only a regular file is replaced"), "\(message)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("link")) == scratch.file("target"))
        #expect(try String(contentsOfFile: scratch.file("target"), encoding: .utf8) == "precious\n")
    }

    @Test func export_ontoAFolderOrAFIFO_isRefusedWithTheReason() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.file("pipe"), 0o644) == 0)
        let session = makeSession()
        #expect(firstError(session, "export svg \"\(scratch.path)\"").contains("it is a folder; only a regular file is replaced"))
        #expect(firstError(session, "export svg \"\(scratch.file("pipe"))\"").contains("it is a FIFO (named pipe)"))
        #expect(firstError(session, "save \"\(scratch.file("none/x"))\"").contains("the folder '\(scratch.file("none"))' does not exist"))
    }

    @Test func save_overAFile_keepsItsModeAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        let path = scratch.file("s.analyze")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        let session = makeSession()
        #expect(session.errors("game connect4\nmoves 44\nsave \"\(path)\"").isEmpty)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == session.savedScript)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["s.analyze"])
    }

    @Test func save_aTitleWithShellTextQuotesAndBackslashes_readsBackIdentical() throws {
        let scratch = try Scratch()
        let first = scratch.file("first.analyze"), second = scratch.file("second.analyze")
        let session = makeSession()
        let setup = #"rules "t \"q\"""# + "\nextends tictactoe\n" + #"title "$(rm -rf ~) \"quoted\" back\\slash `tick` # not a comment""#
            + "\ngame \"t \\\"q\\\"\"\nplay b2\nsave \"\(first)\""
        #expect(session.errors(setup).isEmpty, "\(session.errors(setup))")
        let copy = makeSession()
        #expect(copy.errors(try String(contentsOfFile: first, encoding: .utf8) + "save \"\(second)\"").isEmpty)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == String(contentsOfFile: second, encoding: .utf8))
        #expect(copy.output("rules") == session.output("rules"))
        #expect(copy.history == ["b2"])
    }

    @Test func check_aFileThatSaves_writesNothingAndSaysWhy() throws {
        let scratch = try Scratch()
        var options = testOptions()
        options.allowWrites = false
        options.writesRefused = "'analyze check' writes no files unless --allow-writes"
        var checker = Checker(options: options)
        checker.check("game tictactoe\nsave \"\(scratch.file("out"))\"\nexport svg \"\(scratch.file("p.svg"))\"\n",
            file: scratch.file("t.analyze"))
        #expect(checker.failures.count == 2)
        #expect(checker.failures.allSatisfy { $0.text.contains("was not written: 'analyze check' writes no files unless --allow-writes") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func check_loadOutsideItsFolder_isRefusedWithoutEchoingTheFile() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("tree/sub"), withIntermediateDirectories: true)
        try "rules \"tiny\"\nextends tictactoe\nboard 2 x 2\nline 2\n".write(toFile: scratch.file("tree/tiny.rules"), atomically: false, encoding: .utf8)
        try "secret-word and more\n".write(toFile: scratch.file("outside.txt"), atomically: false, encoding: .utf8)
        var options = testOptions()
        options.confineLoads = true
        options.loadRoots = [scratch.file("tree")]
        var checker = Checker(options: options)
        let script = "load \"/etc/passwd\"\nload \"../../outside.txt\"\nposition \"p\"\nload \"../tiny.rules\"\ngame tiny\nexpect value win in 3\n"
        checker.check(script, file: scratch.file("tree/sub/t.analyze"))
        let texts = checker.failures.map(\.text)
        #expect(texts.count == 2, "\(texts.joined(separator: "\n"))")
        #expect(texts.allSatisfy { $0.contains("was not loaded: it is outside the folder being run") })
        #expect(!texts.joined().contains("root:") && !texts.joined().contains("secret-word"))
        #expect(checker.passed == 1)
    }

    @Test func load_aFileThatIsNotARuleFile_isRefusedWithoutQuotingIt() throws {
        let scratch = try Scratch()
        try "secret-word: x\nsecond line\n".write(toFile: scratch.file("notes"), atomically: false, encoding: .utf8)
        try "game tictactoe\nplay b2\n".write(toFile: scratch.file("script.analyze"), atomically: false, encoding: .utf8)
        let session = makeSession()
        let garbage = firstError(session, "load \"\(scratch.file("notes"))\"")
        #expect(garbage.contains("is not a rule file: line 1 is not a statement; a rule file starts with rules \"NAME\" or load"), "\(garbage)")
        #expect(!garbage.contains("secret-word"))
        let script = firstError(session, "load \"\(scratch.file("script.analyze"))\"")
        #expect(script.contains("is not a rule file: line 1 is a 'game' statement"), "\(script)")
    }

    @Test func read_aFIFO_isRefusedAsNotARegularFile() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.file("pipe"), 0o644) == 0)
        #expect(throws: SourceFiles.ReadError.self) { try SourceFiles.read(scratch.file("pipe")) }
        do {
            _ = try SourceFiles.read(scratch.file("pipe"))
        } catch {
            #expect(error.reason == "not a regular file (a FIFO (named pipe))")
        }
        do {
            _ = try SourceFiles.read(scratch.path)
        } catch {
            #expect(error.reason == "it is a folder")
        }
    }
}
