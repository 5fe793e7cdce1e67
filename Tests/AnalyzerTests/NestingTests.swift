import Foundation
import Testing

@testable import Analyzer

/// Files that load or run other files: a chain deeper than the session allows is one error with
/// its place (not a stack overflow), and a script that runs itself is refused as a file that
/// loads itself is.
@Suite struct NestingTests {
    /// A fresh folder, removed at the end of the test.
    final class Folder {
        let path = NSTemporaryDirectory() + "analyze-nesting-\(UUID().uuidString)"

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: path + "/" + name, atomically: false, encoding: .utf8)
        }

        /// `count` files `NAME0.EXT` ... each of whose first line is `KEYWORD "NAME<i+1>.EXT"`; the
        /// last holds `last`.
        func chain(_ name: String, _ ext: String, count: Int, keyword: String, last: String) throws {
            for index in 0..<count {
                try write("\(name)\(index).\(ext)",
                    index == count - 1 ? last : "\(keyword) \"\(name)\(index + 1).\(ext)\"\n")
            }
        }
    }

    static let limit = Session.deepestNesting

    /// The rendered error of a chain whose first file is the first level: the file at the limit
    /// names the file one deeper.
    static func tooDeep(_ folder: Folder, _ name: String, _ ext: String, keyword: String) -> String {
        let next = "\(name)\(limit).\(ext)"
        let column = keyword.count + 2
        return "\(folder.path)/\(name)\(limit - 1).\(ext):1:\(column): error: '\(next)' was not opened: files loaded or run "
            + "inside each other go at most \(limit) deep, and this one would be \(limit + 1) deep\n"
            + "\(keyword) \"\(next)\"\n" + String(repeating: " ", count: column - 1) + "^"
    }

    @Test func aChainOf500RuleFiles_eachLoadingTheNext_stopsAtTheLimitWithThePlace() throws {
        let folder = try Folder()
        try folder.chain("r", "rules", count: 500, keyword: "load", last: "rules \"deep\"\nextends tictactoe\n")
        let session = makeSession()
        let errors = session.errors("load \"\(folder.path)/r0.rules\"")
        #expect(errors.count == 1)
        // Each file's load carries the error of the one it loads; the deepest says why.
        #expect(errors.first?.contains(Self.tooDeep(folder, "r", "rules", keyword: "load")) == true, "\(errors.first?.prefix(600) ?? "")")
        #expect(session.rules.game(named: "deep") == nil)
        #expect(session.errors("game tictactoe\nmoves a1").isEmpty, "the session goes on")
    }

    @Test func aChainOf800Scripts_eachRunningTheNext_stopsAtTheLimitWithThePlace() throws {
        let folder = try Folder()
        try folder.chain("s", "analyze", count: 800, keyword: "run", last: "game tictactoe\n")
        let session = makeSession()
        let errors = session.errors("run \"\(folder.path)/s0.analyze\"")
        #expect(errors == [Self.tooDeep(folder, "s", "analyze", keyword: "run")])
    }

    @Test func aChainUnderCheck_isOneFailure() throws {
        let folder = try Folder()
        try folder.chain("s", "analyze", count: 800, keyword: "run", last: "game tictactoe\nexpect value draw\n")
        var checker = Checker(options: testOptions())
        let first = folder.path + "/s0.analyze"
        checker.check(try ScriptStream(path: first), file: first)
        #expect(checker.passed == 0)
        #expect(checker.failures.map(\.text) == [Self.tooDeep(folder, "s", "analyze", keyword: "run")])
    }

    @Test func aChainOf3000RuleFiles_underSolve_isTheRecordsError() throws {
        let folder = try Folder()
        try folder.chain("r", "rules", count: 3_000, keyword: "load", last: "rules \"deep\"\nextends tictactoe\n")
        try folder.write("batch.analyze", "position \"p\"\nload \"r0.rules\"\ngame tictactoe\n")
        var records: [BatchRecord] = []
        let path = folder.path + "/batch.analyze"
        makeSession().solveBatch(try ScriptStream(path: path), file: path) { records.append($0) }
        #expect(records.count == 1)
        #expect(records.first?.error?.notes.isEmpty == false)
        #expect(records.first?.error?.rendered.contains(Self.tooDeep(folder, "r", "rules", keyword: "load")) == true)
    }

    @Test func aChainJustWithinTheLimit_runsToItsEnd() throws {
        let folder = try Folder()
        try folder.chain("s", "analyze", count: Self.limit, keyword: "run", last: "game connect4\n")
        let session = makeSession()
        #expect(session.errors("run \"\(folder.path)/s0.analyze\"").isEmpty)
        #expect(session.gameName == "connect4")
    }

    @Test func aScriptThatRunsItself_runsOnce_underCheckOneExpectIsOnePass() throws {
        let folder = try Folder()
        try folder.write("r.analyze", "game tictactoe\nexpect value draw\nrun \"r.analyze\"\n")
        let path = folder.path + "/r.analyze"
        var checker = Checker(options: testOptions())
        checker.check(try ScriptStream(path: path), file: path)
        #expect(checker.passed == 1)
        #expect(checker.failures.map(\.text) == [
            "\(path):3:5: error: 'r.analyze' is already running (a script that runs itself, directly or not)\n"
                + "run \"r.analyze\"\n    ^"
        ])
    }

    @Test func aScriptRunByAnotherName_thatRunsItself_isRefusedToo() throws {
        let folder = try Folder()
        try folder.write("r.analyze", "expect value draw\nrun \"./r.analyze\"\n")
        let session = makeSession()
        var passed = 0
        var errors: [String] = []
        let path = folder.path + "/r.analyze"
        session.run(try String(contentsOfFile: path, encoding: .utf8), file: path) { event in
            if case .reply(.expectation(let result), _) = event, result.passed { passed += 1 }
            if case .error(let problem) = event { errors.append(problem.message) }
        }
        #expect(passed == 1)
        #expect(errors == ["'./r.analyze' is already running (a script that runs itself, directly or not)"])
    }

    @Test func aRuleFileThatLoadsTheScriptRunning_isRefused() throws {
        let folder = try Folder()
        try folder.write("both.analyze", "load \"both.analyze\"\n")
        let path = folder.path + "/both.analyze"
        let errors = makeSession().errors(try String(contentsOfFile: path, encoding: .utf8), file: path)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(path):1:6: error: 'both.analyze' is already being loaded") == true, "\(errors)")
    }
}
