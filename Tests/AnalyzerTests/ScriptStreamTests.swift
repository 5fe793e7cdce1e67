import Foundation
import Language
import Testing

@testable import Analyzer

/// Scripts read a statement at a time: the same statements, lines and errors as the whole text
/// gives, with memory that does not grow with the file.
@Suite struct ScriptStreamTests {
    /// The pieces of `text` written to a file and streamed back.
    func pieces(_ text: String) throws -> [String] {
        try pieces(Data(text.utf8))
    }

    func pieces(_ data: Data) throws -> [String] {
        let path = NSTemporaryDirectory() + "analyze-stream-" + UUID().uuidString
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try ScriptStream(path: path)
        var found: [String] = []
        while let piece = stream.next() {
            switch piece {
            case .statement(let text, let line): found.append("\(line): \(text)")
            case .problem(let problem): found.append("\(problem.location.line): error: \(problem.message)")
            }
        }
        return found
    }

    @Test func diagramsAndRuleKeyRows_comeWithTheirLine_otherLinesAlone() throws {
        let text = "game tictactoe\nboard\n  X . .\n  # a comment row\n  . O .\n\nshow\nrules \"p\"\nshape\n   o o\n   o o\nstart full\n"
        #expect(try pieces(text) == [
            "1: game tictactoe", "2: board\n  X . .\n  # a comment row\n  . O .", "6: ", "7: show", "8: rules \"p\"",
            "9: shape\n   o o\n   o o", "12: start full",
        ])
    }

    @Test func lineEndings_crlfLoneCrAndNoFinalNewline_numberAsTheParserDoes() throws {
        #expect(try pieces("game tictactoe\r\nplay b2\rshow") == ["1: game tictactoe", "2: play b2", "3: show"])
        // The final newline ends the last line; no empty line follows it.
        #expect(try pieces("a\r\r\nb\n") == ["1: a", "2: ", "3: b"])
    }

    @Test func aLineOverTheBound_isAProblemAtItsLine_andReadingGoesOn() throws {
        let long = String(repeating: "4 ", count: ScriptStream.longestLine)
        let found = try pieces("game connect4\nmoves \(long)\nshow\n")
        #expect(found == ["1: game connect4", "2: error: a line longer than 1,000,000 characters; it is skipped", "3: show"])
    }

    @Test func textThatIsNotUTF8_endsTheFileWithAProblemAtItsLine() throws {
        var data = Data("game tictactoe\nplay b2\n".utf8)
        data.append(contentsOf: [0x70, 0x6C, 0xFF, 0x0A])
        data.append(Data("show\n".utf8))
        #expect(try pieces(data) == ["1: game tictactoe", "2: play b2", "3: error: not UTF-8 text; the rest of the file is not read"])
    }

    @Test func aFIFOOrAFolder_isRefusedAsNotARegularFile() throws {
        #expect(throws: SourceFiles.ReadError.self) { try ScriptStream(path: NSTemporaryDirectory()) }
    }

    /// Every puzzle file, run whole and run streamed, prints the same. What is compared is how a
    /// script is read, not what its searches find, so each search gets a small node budget and
    /// each count a small limit: one thread, so where they stop is the same in both runs, and the
    /// whole collection stays cheap however many positions it holds (solved in full, it took more
    /// than ten minutes of a core in a debug build).
    @Test func everyPuzzleFile_givesTheSameEventsStreamedAsWhole() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("puzzles").path
        let files = try SourceFiles.scripts(under: root)
        #expect(files.count > 10)
        for file in files {
            func events(_ run: (Session, (RunEvent) -> Void) -> RunSummary) -> ([String], RunSummary) {
                var lines: [String] = []
                let summary = run(makeSession(nodeLimit: 20_000, countLimit: 10_000)) { if let text = printed($0) { lines.append(text) } }
                return (lines.map { $0.replacingOccurrences(of: #"search .*"#, with: "", options: .regularExpression) }, summary)
            }
            let whole = events { session, emit in session.run(try! SourceFiles.read(file), file: file, emit: emit) }
            let streamed = events { session, emit in session.run(try! ScriptStream(path: file), file: file, emit: emit) }
            #expect(whole.0 == streamed.0, "\(file)")
            #expect(whole.1.passed == streamed.1.passed && whole.1.errors == streamed.1.errors, "\(file)")
        }
    }
}
