import Boards
import Foundation
import Games
import Language
import ResultCache
import Search
import Synchronization
import Testing

@testable import Analyzer

/// The features the transcripts cannot show, on the block family's hex-4x4 and
/// breakthrough-4x5: save, export svg, check, `analyze solve --json`, the results store, the
/// memory budget, progress and Ctrl-C.
@Suite struct BlockSessionTests {
    /// A position of each game that solves in a moment.
    static let setups = [
        "hex-4x4": "game hex-4x4\nboard\n  . . O .\n  . X O .\n  . X . .\n  O . . X\nto-move X\nmoves b1",
        "breakthrough-4x5": "game breakthrough-4x5\nboard\n  O . O .\n  . O . .\n  . . . .\n  . X . X\n  X . . .\nto-move X\nmoves b4-b3",
    ]
    static let games = ["hex-4x4", "breakthrough-4x5"]

    func setup(_ game: String) -> String { Self.setups[game] ?? "" }

    @Test(arguments: games) func save_restoresTheBoardTheMovesAndUndo(game: String) {
        let session = makeSession()
        #expect(session.errors(setup(game)).isEmpty)
        let copy = makeSession()
        #expect(copy.errors(session.savedScript).isEmpty, "\(session.savedScript)")
        #expect(copy.shown == session.shown && copy.history == session.history)
        #expect(copy.output("undo\nshow") == session.output("undo\nshow"))
    }

    @Test(arguments: games) func exportSVG_drawsTheBoardInItsStyle(game: String) throws {
        let session = makeSession()
        #expect(session.errors(setup(game)).isEmpty)
        let statement = try #require(Parser.parse("export svg --legal \"x.svg\"", file: "<input>", rules: Families.vocabulary)
            .statements.first)
        guard case .export(let kind, let option, _) = statement.kind else {
            Issue.record("not an export")
            return
        }
        let svg = try session.svg(kind, option: option, keyword: statement.keyword)
        #expect(svg.contains("class=\"legal\""))
        #expect(svg.contains("<polygon class=\"cell") == (game == "hex-4x4"))
        #expect(svg.contains("class=\"piece x\"") && svg.contains("class=\"piece o\""))
    }

    @Test(arguments: games) func check_passesTrueExpectations_andReportsAFalseOne(game: String) {
        var checker = Checker(options: testOptions())
        checker.check(setup(game) + "\nexpect value loss in 4\nexpect value win in 4\n", file: "c.analyze")
        #expect(checker.passed == 1)
        #expect(checker.failures.count == 1 && checker.failures[0].text.contains("expected value win in 4, found value loss in 4"),
            "\(checker.failures.map(\.text))")
    }

    @Test(arguments: games) func solveJSON_givesTheValueBestAndPV(game: String) throws {
        var records: [BatchRecord] = []
        Session(options: testOptions()).solveBatch("position \"p\"\n" + setup(game), file: "b.analyze") { records.append($0) }
        let record = try #require(records.first)
        let json = try #require(JSONSerialization.jsonObject(with: Data(record.json.text.utf8)) as? [String: Any])
        #expect(json["game"] as? String == game)
        #expect(json["value"] as? String == "loss" && json["remoteness"] as? Int == 4)
        #expect((json["pv"] as? [String])?.count == 4)
    }

    @Test(arguments: games) func theResultsStore_answersTheSecondSolve(game: String) throws {
        let folder = NSTemporaryDirectory() + "analyze-block-store-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = testOptions()
        options.cache = try SQLiteStore(path: folder + "/results.sqlite")
        options.statementsUseCache = true
        let first = Session(options: options).output(setup(game) + "\nsolve")
        let again = Session(options: options).output(setup(game) + "\nsolve")
        #expect(first.last?.contains("from the results database") == false)
        #expect(again.last?.contains("search      from the results database (solved in ") == true, "\(again)")
        #expect(again.last?.hasPrefix("X wins in 4") == true, "\(again)")
    }

    @Test(arguments: games) func theMemoryBudget_bindsTheTableAndCount(game: String) {
        var options = testOptions()
        options.budget = MemoryBudget(bytes: 2 << 20)
        options.tableBytes = 4 << 20
        let session = Session(options: options)
        #expect(session.errors(setup(game) + "\nsolve").isEmpty)
        #expect((session.playCosts[game] ?? 0) <= 2 << 20)
        #expect(options.budget.used <= options.budget.bytes)
    }

    @Test(arguments: games) func progressAndCtrlC_stopTheSearch_andTheSessionGoesOn(game: String) {
        let stop = StopFlag()
        let stages = Mutex<[String]>([])
        var options = testOptions()
        options.stop = stop
        options.progress = SearchProgress { stage in
            stages.withLock { $0.append(stage) }
            if stage.hasPrefix("review: move 2 ") { stop.raise() }
        }
        let session = Session(options: options)
        #expect(session.errors(setup(game)).isEmpty)
        let out = session.output("moves \(game == "hex-4x4" ? "b1 b4 c3 a1" : "b4-b3 a1-a2 b3-a2 c1-c2")\nreview")
        #expect(stages.withLock { $0 }.contains { $0.hasPrefix("review: move 1 of 4") })
        #expect(out.last?.contains("review stopped: interrupted at move 2 of 4") == true, "\(out)")
        #expect(session.history.count == 4)
    }
}
