import Boards
import Foundation
import Testing

@testable import Games

/// The built-in games written again as block-family rule files (`puzzles/rules/block-*.rules`)
/// answer exactly as the built-ins do: along seeded random games, the same legal moves (as
/// written) at every ply, the same result when a game is over, and at the ply where the walk
/// stops the same solved value (outcome, remoteness and score) and the same best moves. Both are
/// asked through `makePlay`, the path a session takes (Connect 4's solver, Reversi's endgame
/// solver; the block family's searches).
@Suite struct BlockBuiltinAgreementTests {
    /// The shipped line and flank rule files the rewrites copy, compiled as a session compiles them.
    static let builtins: RuleBook = {
        var book = RuleBook()
        for file in BuiltinRules.files where file.name.contains("tictactoe") || file.name.contains("connect4")
            || file.name.contains("reversi")
        {
            guard let spec = BlockRuleFiles.spec(file.text) else { continue }
            _ = try? book.add(spec)
        }
        return book
    }()

    /// The folder of the example rule files.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/rules").standardized

    /// The block rule set in `puzzles/rules/NAME.rules`.
    func block(_ name: String) throws -> (any RuleGame)? {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).rules"), encoding: .utf8)
        guard let spec = BlockRuleFiles.spec(text) else { return nil }
        var book = RuleBook()
        return try book.add(spec)
    }

    /// Where a walk stops: after a random number of plies in `plies`, or (for Reversi) once at
    /// most a random number in `empties` of cells is left; earlier when the game ends.
    struct Stop: Sendable, CustomStringConvertible {
        var plies: ClosedRange<Int>
        var empties: ClosedRange<Int>?
        var description: String { empties.map { "empties \($0)" } ?? "plies \(plies)" }
    }

    @Test(arguments: [
        // Every depth of tic-tac-toe.
        ("tictactoe", "block-tictactoe", 1000, Stop(plies: 0...9)),
        // At least 14 stones: each position a debug build solves in milliseconds.
        ("connect4-6x5", "block-connect4-6x5", 1000, Stop(plies: 14...30)),
        // At most 10 empty cells (passes make the ply count vary).
        ("reversi-6x6", "block-reversi-6x6", 1000, Stop(plies: 0...0, empties: 0...10)),
    ])
    func blockRewrite_answersAsTheBuiltin(_ builtinName: String, _ blockName: String, _ count: Int, _ stop: Stop) throws {
        guard let builtinGame = Self.builtins.game(named: builtinName), let blockGame = try block(blockName) else {
            Issue.record("no \(builtinName) or \(blockName)")
            return
        }
        let builtin = builtinGame.makePlay(tableBytes: 1 << 22, threads: 1, book: false)
        let rewrite = blockGame.makePlay(tableBytes: 1 << 22, threads: 1, book: false)
        var random = SplitMix64(seed: 2024)
        var mismatches: [String] = []
        func check(_ same: Bool, _ what: @autoclosure () -> String) {
            if !same && mismatches.count < 10 { mismatches.append(what()) }
        }
        for walk in 0..<count {
            builtin.restart()
            rewrite.restart()
            var history: [String] = []
            let plies = Int.random(in: stop.plies, using: &random)
            let empties = stop.empties.map { Int.random(in: $0, using: &random) }
            while true {
                let moves = builtin.legalMoves()
                check(builtin.cells == rewrite.cells, "walk \(walk) after \(history): boards \(builtin.boardRows) against \(rewrite.boardRows)")
                check(moves == rewrite.legalMoves(), "walk \(walk) after \(history): moves \(moves) against \(rewrite.legalMoves())")
                check(builtin.result == rewrite.result, "walk \(walk) after \(history): result \(String(describing: builtin.result))")
                let left = builtin.cells.joined().filter { $0 == "." }.count
                let stopped = empties.map { left <= $0 } ?? (history.count >= plies)
                if moves.isEmpty || stopped { break }
                let move = moves[Int(random.next() % UInt64(moves.count))]
                history.append(move)
                _ = builtin.playAll([move], fromStart: false)
                _ = rewrite.playAll([move], fromStart: false)
            }
            let expected = try builtin.solve(limits: .none, allMoves: false)
            let found = try rewrite.solve(limits: .none, allMoves: false)
            check(expected.value == found.value, "walk \(walk) after \(history): \(expected.value) score \(String(describing: expected.value.score)) against \(found.value) score \(String(describing: found.value.score))")
            check(expected.best == found.best, "walk \(walk) after \(history): best \(expected.best) against \(found.best)")
        }
        #expect(mismatches.isEmpty, "\(blockName): \(mismatches.joined(separator: "\n"))")
    }
}
