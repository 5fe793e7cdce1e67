import Foundation
import Testing

@testable import Analyzer

/// Tab completion at the prompt: given the text before the word being typed and the word, what
/// is offered.
@Suite struct CompletionTests {
    /// A folder holding `a.rules`, `ab.analyze`, `.hidden` and a folder `sub` with `c.analyze`.
    final class Folder {
        let path = NSTemporaryDirectory() + "analyze-completion-\(UUID().uuidString)"

        init() throws {
            try FileManager.default.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
            for name in ["a.rules", "ab.analyze", ".hidden", "sub/c.analyze"] {
                try "".write(toFile: path + "/" + name, atomically: false, encoding: .utf8)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test(arguments: ["load ", "run ", "save ", "export svg ", "export svg --path ", "load \"", "run \""])
    func afterAStatementThatTakesAFile_fileNamesAreOffered(_ line: String) throws {
        let folder = try Folder()
        let session = makeSession()
        let base = folder.path + "/"
        #expect(LineCompletion.candidates(line: line, word: base + "a", session: session) == [base + "a.rules", base + "ab.analyze"])
        #expect(LineCompletion.candidates(line: line, word: base, session: session) == [base + "a.rules", base + "ab.analyze", base + "sub/"])
        #expect(LineCompletion.candidates(line: line, word: base + "s", session: session) == [base + "sub/"])
        #expect(LineCompletion.candidates(line: line, word: base + "sub/", session: session) == [base + "sub/c.analyze"])
        #expect(LineCompletion.candidates(line: line, word: base + ".h", session: session) == [base + ".hidden"])
        #expect(LineCompletion.candidates(line: line, word: base + "nothing", session: session) == [])
    }

    @Test func otherPlaces_keepTheirCandidates() {
        let session = makeSession()
        #expect(LineCompletion.candidates(line: "", word: "lo", session: session) == ["load", "lose"])
        #expect(LineCompletion.candidates(line: "game ", word: "connect4-", session: session).first == "connect4-4x4")
        #expect(LineCompletion.candidates(line: "export ", word: "", session: session) == ["svg"])
        #expect(LineCompletion.candidates(line: "export svg ", word: "--t", session: session) == ["--threats"])
        #expect(LineCompletion.candidates(line: "expect value ", word: "d", session: session) == ["draw"])
        #expect(LineCompletion.candidates(line: "play ", word: "b", session: session) == ["b1", "b2", "b3"])
    }
}
