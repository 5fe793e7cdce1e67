import Foundation
import ResultCache
import Testing

@testable import Analyzer

/// `analyze solve` with a results database: a second run answers from it, with the same reports,
/// and only for the same rule set and position.
@Suite struct BatchCacheTests {
    /// A results database in a fresh file, removed at the end of the test.
    final class Database {
        let folder = NSTemporaryDirectory() + "analyze-batch-cache-\(UUID().uuidString)"
        let cache: SQLiteStore

        init() throws {
            cache = try SQLiteStore(path: folder + "/results.sqlite")
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func records(_ text: String) -> [BatchRecord] {
            var options = SessionOptions()
            options.cache = cache
            var found: [BatchRecord] = []
            Session(options: options).solveBatch(text, file: "cache.analyze") { found.append($0) }
            return found
        }
    }

    static let text = """
        position "tic-tac-toe after a corner"
        game tictactoe
        moves a1

        position "connect 4, Pons' Test_L3_R1 line 1"
        game connect4
        moves 2252576253462244111563365343671351441

        position "reversi 4 x 4"
        game reversi-4x4

        position "peg triangle"
        game peg-triangle

        position "european: no solution"
        game peg-european
        """

    /// What a report says, without the search's counters.
    static func said(_ record: BatchRecord) -> String {
        guard let report = record.report else { return "no report" }
        let steps = report.principalVariation.map { "\($0.player)\($0.move)\($0.isFork ? "!" : "")" }
        return [record.name, report.game, "\(report.toMove)", "\(report.value)", "\(report.value.score.map(String.init) ?? "-")",
            report.best.joined(separator: ","), steps.joined(separator: ","), report.headline,
            report.puzzle.map { "\($0.moves) \($0.finalDiagram) \($0.reason ?? "-") \($0.fewest)" } ?? "-"]
            .joined(separator: " | ")
    }

    @Test func secondRun_answersEveryPositionFromTheDatabase_withTheSameReports() throws {
        let database = try Database()
        let first = database.records(Self.text)
        let second = database.records(Self.text)

        #expect(first.count == 5)
        #expect(first.allSatisfy { $0.report != nil && !$0.cached })
        #expect(second.allSatisfy { $0.cached })
        #expect(second.map(Self.said) == first.map(Self.said))
        #expect(second.map { $0.report?.stats.nodes } == first.map { $0.report?.stats.nodes })
        #expect(try database.cache.stats().results == 5)
        #expect(second[1].json.text.hasSuffix(#","cached":true}"#))
        #expect(!first[1].json.text.contains("cached"))
    }

    @Test func samePositionByOtherMoves_isFound_otherSideToMoveOrBoardIsNot() throws {
        let database = try Database()
        _ = database.records("position \"a\"\ngame tictactoe\nmoves a1 b2 c3")
        let records = database.records("""
            position "same board, moves in another order"
            game tictactoe
            moves c3 b2 a1

            position "same board drawn"
            game tictactoe
            board "X../.O./..X"
            to-move O

            position "same board, other side to move"
            game tictactoe
            board "X../.O./..X"
            to-move X
            """)
        #expect(records.map(\.cached) == [true, true, false])
    }

    @Test func ruleSetChanged_isNotAnsweredFromTheOldResults() throws {
        let database = try Database()
        let plain = database.records("rules \"t\"\nextends tictactoe\n\nposition \"p\"\ngame t\nmoves a1 a2 b1 b2")
        let misere = database.records("rules \"t\"\nextends tictactoe\nmisere\n\nposition \"p\"\ngame t\nmoves a1 a2 b1 b2")
        let again = database.records("rules \"t\"\nextends tictactoe\nmisere\n\nposition \"p\"\ngame t\nmoves a1 a2 b1 b2")

        #expect(plain.map(\.cached) == [false])
        #expect(misere.map(\.cached) == [false])
        #expect(again.map(\.cached) == [true])
        #expect(misere.first?.report?.value != plain.first?.report?.value)
        #expect(try database.cache.stats().ruleSets == 2)
    }

    @Test func ruleSetsDifferingAfterANulInATitle_areNotOneKey() throws {
        let database = try Database()
        // The rule sets differ in `misere` only, after a title with a NUL in it.
        let misere = database.records("rules \"m1\"\nextends tictactoe\ntitle \"t\u{0}\"\nmisere\n\nposition \"p\"\ngame m1\nmoves a1 a2 b1 b2")
        let plain = database.records("rules \"m1\"\nextends tictactoe\ntitle \"t\u{0}\"\n\nposition \"p\"\ngame m1\nmoves a1 a2 b1 b2")

        let refused = "cache.analyze:3:9: error: a control character (U+0000) cannot be part of a quoted string; remove it"
        #expect(misere.first?.error?.rendered.hasPrefix(refused) == true, "\(misere.first?.error?.rendered ?? "none")")
        let misereAnswer = try #require(misere.last?.report)
        let plainAnswer = try #require(plain.last?.report)
        #expect(plain.last?.cached == false)
        #expect(misereAnswer.best != plainAnswer.best)
        #expect(plainAnswer.best == ["c1"])
    }

    @Test func unknownAndFailedRecords_areNotStored() throws {
        let database = try Database()
        var options = SessionOptions()
        options.cache = database.cache
        options.nodeLimit = 10
        var found: [BatchRecord] = []
        Session(options: options).solveBatch("position \"big\"\ngame connect4\n\nposition \"bad\"\ngame connect4\nmoves 9",
            file: "x.analyze") { found.append($0) }

        #expect(found.map { $0.unknown != nil } == [true, false])
        #expect(found[1].error != nil)
        #expect(try database.cache.stats().results == 0)
    }

    @Test func atThePrompt_solveAndTheEngineAnswerFromTheDatabase_scriptsDoNot() throws {
        let database = try Database()
        var options = SessionOptions()
        options.cache = database.cache
        options.statementsUseCache = true
        let first = Session(options: options).output("game connect4-5x4\nmoves 33\nsolve")
        let second = Session(options: options)
        let again = second.output("game connect4-5x4\nmoves 33\nsolve")

        #expect(first.last?.contains("search      from the results database") == false)
        #expect(again.last?.contains("search      from the results database (solved in ") == true)
        #expect(again.last?.hasPrefix("draw in 18") == true)
        // The engine keeps what it solves too: the position before each of its 18 moves, the
        // first of them already there.
        second.output("engine both")
        #expect(second.history.count == 2 + 18)
        #expect(try database.cache.stats().results == 18)

        options.statementsUseCache = false
        let script = Session(options: options).output("game connect4-5x4\nmoves 33\nsolve")
        #expect(script.last?.contains("from the results database") == false)
    }

    @Test func positionCount_countsPositionStatements() {
        #expect(Session.positionCount(in: Self.text, file: "x") == 5)
        #expect(Session.positionCount(in: "game tictactoe\nsolve", file: "x") == 0)
    }
}
