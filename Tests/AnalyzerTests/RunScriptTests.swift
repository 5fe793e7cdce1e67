import Foundation
import Language
import Testing

@testable import Analyzer

/// `run "FILE"`: a script run into the session, as a saved session is reopened at the prompt.
@Suite struct RunScriptTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "analyze-run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSavedSession_reopensAndUndoTakesBackItsLastMove() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let saved = makeSession()
        #expect(saved.errors("rules \"small\"\nextends connect4-5x4\ngame small\nmoves 3 3 2\nsave \"\(dir)/s.analyze\"").isEmpty)

        let reopened = makeSession()
        #expect(reopened.errors("run \"\(dir)/s.analyze\"").isEmpty)
        #expect(reopened.gameName == "small")
        #expect(reopened.history == ["3", "3", "2"])
        #expect(reopened.errors("undo").isEmpty)
        #expect(reopened.history == ["3", "3"])
    }

    @Test func aScriptsAnswersAndErrors_comeAsTheyWouldTyped_andQuitEndsOnlyThatScript() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "game tictactoe\nplay b2\nbest\nplay zz\nquit\nplay a1\n".write(toFile: dir + "/t.analyze", atomically: false, encoding: .utf8)
        let session = makeSession()
        var lines: [String] = []
        let summary = session.run("run \"\(dir)/t.analyze\"\nhistory", file: "<input>") { event in
            if let text = printed(event) { lines.append(text) }
        }
        #expect(summary.errors == 1 && summary.statements == 7)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.hasPrefix("best: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(dir)/t.analyze:4:6: error: ") == true)
        #expect(lines.last == "history: b2")
    }

    @Test func aScriptThatRunsItself_orIsMissing_isOneErrorAtTheName() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "run \"loop.analyze\"\n".write(toFile: dir + "/loop.analyze", atomically: false, encoding: .utf8)
        let session = makeSession()
        #expect(session.errors("run \"\(dir)/loop.analyze\"").map { $0.contains("is already running") } == [true])
        #expect(session.errors("run \"\(dir)/none.analyze\"").map { $0.contains("cannot read '\(dir)/none.analyze': no such file") } == [true])
    }

    @Test func underCheck_runStaysInTheFolderBeingRun() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = testOptions()
        options.confineLoads = true
        options.loadRoots = [dir]
        var checker = Checker(options: options)
        checker.check("run \"/etc/passwd\"\n", file: dir + "/t.analyze")
        #expect(checker.failures.map { $0.text.contains("was not loaded: it is outside the folder being run") } == [true])
    }

    @Test func aLoneStatement_outsideAScript_isRefused() {
        let session = makeSession()
        let word = Word("run", at: SourceLocation(file: "<x>", line: 1, column: 1), line: "run \"f\"")
        let path = Word("f", at: SourceLocation(file: "<x>", line: 1, column: 5), line: "run \"f\"")
        guard case .failure(let problem) = session.execute(Statement(.runScript(path: path), keyword: word)) else {
            Issue.record("a lone run statement was run")
            return
        }
        #expect(problem.message == "run \"FILE\" works at the prompt and in scripts, not here")
    }
}
