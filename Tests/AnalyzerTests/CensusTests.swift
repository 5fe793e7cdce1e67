import Boards
import Foundation
import Search
import Testing

@testable import Analyzer

/// `count --values`: every reachable position valued and counted by value and remoteness. The
/// counts are checked against a tic-tac-toe model of the test's own (arrays, no code of the
/// tool), against `count` (the positions, by another walk) and against `solve` (the start's
/// value, by another search).
@Suite struct CensusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func census(_ script: String, rules: String? = nil) -> CensusCount? {
        let session = makeSession()
        if let rules { #expect(session.errors("load \"\(Self.root.appendingPathComponent(rules).path)\"").isEmpty) }
        #expect(session.errors(script).isEmpty, "\(session.errors(script))")
        return try? session.play.census(memory: 1 << 30, limits: SearchLimits(), keep: false)
    }

    @Test func tictactoe_5478Positions_asAnIndependentModelValuesThem() throws {
        let found = try #require(census("game tictactoe"))
        let model = TicTacToeModel.census(from: [Int](repeating: 0, count: 9), mover: 1)
        #expect(found.totals.total == 5_478)
        #expect((found.totals.win, found.totals.loss, found.totals.draw) == (2_836, 1_574, 1_068))
        #expect(found.rows == model.rows)
        #expect(found.primitive == 958 && model.primitive == 958)
        #expect(found.start == .draw && found.startRemoteness == 9)
        // Up to symmetry: the 765 classes `count` finds.
        #expect(found.classTotals?.total == 765 && found.classPrimitive == 138)
    }

    @Test func aPositionThatIsNotItsOwnImage_isCountedPositionByPosition() throws {
        // After b1 (a side's middle) the reflections that move b1 no longer map the reachable
        // positions onto themselves: no classes, every position its own.
        let found = try #require(census("game tictactoe\nmoves b1 a1"))
        var board = [Int](repeating: 0, count: 9)
        board[1] = 1
        board[0] = 2
        let model = TicTacToeModel.census(from: board, mover: 1)
        #expect(found.rows == model.rows && found.primitive == model.primitive)
        #expect(found.classRows == nil && found.classPrimitive == nil)
    }

    @Test func everyFamily_countsWhatCountFinds_andTheStartValueSolveFinds() throws {
        let cases: [(script: String, rules: String?)] = [
            ("game tictactoe-misere", nil), ("game mnk-4-4-3\nmoves a1 b2 c3 d4", nil), ("game hexapawn", nil),
            ("game domineering-5x5\nmoves a1-a2 b1-c1 e1-e2 a3-b3 c2-c3", nil), ("game kalah-3x3", nil), ("game reversi-4x4", nil),
            ("game connect4-4x4", nil), ("game four-square\nmoves a1 b2 c3 d4 a4 d1", "puzzles/games/four-square.rules"),
        ]
        for (script, rules) in cases {
            let session = makeSession()
            if let rules { #expect(session.errors("load \"\(Self.root.appendingPathComponent(rules).path)\"").isEmpty) }
            #expect(session.errors(script).isEmpty, "\(script)")
            let census = try session.play.census(memory: 1 << 30, limits: SearchLimits(), keep: false)
            guard case .positions(let count) = try session.play.count(limit: .max, memory: 1 << 30, limits: SearchLimits()) else {
                Issue.record("\(script): no count")
                continue
            }
            #expect(census.totals.total == count.positions, "\(script)")
            #expect(census.primitive == count.terminal, "\(script)")
            if let classes = census.classTotals { #expect(classes.total == count.canonical, "\(script)") }
            let value = try session.play.value(limits: SearchLimits())
            #expect(census.start == value.outcome, "\(script): \(census.start) against \(value)")
        }
    }

    @Test func fourSquare_valuesAsGamesmanDoes_inItsRemotenessTable() throws {
        // The whole census takes seconds in a release build; here a position twelve stones in.
        let found = try #require(census("game four-square\nmoves a1 b1 c1 d1 a2 b2 c2 d2 b3 a3 d3 c3",
            rules: "puzzles/games/four-square.rules"))
        #expect(found.totals.total == found.rows.map(\.total).reduce(0, +))
        #expect(found.start == .draw)
    }

    @Test func gamesWhosePositionsRepeat_puzzles_andTheBudget_stopWithAReason() {
        let loopy = makeSession()
        let morris = Self.root.appendingPathComponent("puzzles/games/three-mens-morris.rules").path
        let errors = loopy.errors("load \"\(morris)\"\ngame three-mens-morris\ncount --values")
        #expect(errors.first?.contains("count --values stopped: the positions repeat") == true, "\(errors)")
        let puzzle = makeSession().errors("game peg-triangle\ncount --values")
        #expect(puzzle.first?.contains("a census values the positions of a two-player game") == true, "\(puzzle)")
        var options = testOptions()
        options.budget = MemoryBudget(bytes: 1 << 20)
        let small = Session(options: options).errors("game mnk-4-4-3\ncount --values")
        #expect(small.first?.contains("the census needs more than the") == true, "\(small)")
        let limited = makeSession(nodeLimit: 5_000).errors("game mnk-4-4-3\ncount --values")
        #expect(limited.first?.contains("count --values stopped: node limit of 5000 reached") == true, "\(limited)")
    }

    @Test func theTable_printsEveryRemoteness_theTotals_andTheFinalPositions() {
        let lines = makeSession().output("game tictactoe\ncount --values").joined(separator: "\n").split(separator: "\n")
        #expect(lines.first == "5,478 positions valued (765 up to symmetry); the start: X draws in 9")
        #expect(lines.contains("total                  2,836       1,574       1,068       5,478"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("final positions 958 (138 up to symmetry)") })
        #expect(lines.count == 16, "\(lines)")
    }
}

/// Tic-tac-toe on nine ints (0 empty, 1 X, 2 O), valued by plain recursion with a dictionary:
/// the strong solvers' remoteness (a win one more than the fastest losing child, a loss one more
/// than the slowest, a draw one more than the fastest drawing child; an end 0).
enum TicTacToeModel {
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    struct Found {
        var rows: [CensusCount.Row] = []
        var primitive = 0
    }

    static func census(from board: [Int], mover: Int) -> Found {
        var values: [[Int]: (outcome: Int, remoteness: Int)] = [:]
        var found = Found()
        _ = value(board, mover, &values, &found)
        found.rows.sort { $0.remoteness < $1.remoteness }
        return found
    }

    /// The value for the side to move: 1 a win, -1 a loss, 0 a draw.
    static func value(_ board: [Int], _ mover: Int, _ values: inout [[Int]: (outcome: Int, remoteness: Int)], _ found: inout Found)
        -> (outcome: Int, remoteness: Int) {
        if let known = values[board] { return known }
        var result: (outcome: Int, remoteness: Int)
        if lines.contains(where: { line in line.allSatisfy { board[$0] == 3 - mover } }) {
            result = (-1, 0)
        } else if !board.contains(0) {
            result = (0, 0)
        } else {
            var children: [(outcome: Int, remoteness: Int)] = []
            for cell in 0..<9 where board[cell] == 0 {
                var next = board
                next[cell] = mover
                children.append(value(next, 3 - mover, &values, &found))
            }
            if let win = children.filter({ $0.outcome == -1 }).map(\.remoteness).min() {
                result = (1, win + 1)
            } else if let draw = children.filter({ $0.outcome == 0 }).map(\.remoteness).min() {
                result = (0, draw + 1)
            } else {
                result = (-1, (children.map(\.remoteness).max() ?? 0) + 1)
            }
        }
        values[board] = result
        if result.remoteness == 0 { found.primitive += 1 }
        if let i = found.rows.firstIndex(where: { $0.remoteness == result.remoteness }) {
            add(result.outcome, to: &found.rows[i])
        } else {
            var row = CensusCount.Row(remoteness: result.remoteness)
            add(result.outcome, to: &row)
            found.rows.append(row)
        }
        return result
    }

    static func add(_ outcome: Int, to row: inout CensusCount.Row) {
        switch outcome {
        case 1: row.win += 1
        case -1: row.loss += 1
        default: row.draw += 1
        }
    }
}
