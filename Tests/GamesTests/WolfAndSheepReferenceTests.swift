import Boards
import Foundation
import Testing

@testable import Games

/// puzzles/games/wolf-and-sheep.rules against the independent reference of the rule-set tests:
/// the same rules written as the reference's model, and positions along seeded random games
/// (late enough for the reference to walk every position reachable from them) compared for legal
/// moves, value, remoteness and every best move. The start itself (the sheep win in 43) is
/// checked by puzzles/games/wolf-sheep-hex.analyze in a release build.
@Suite struct WolfAndSheepReferenceTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/games/wolf-and-sheep.rules").standardized

    /// The rule file's rules as the reference reads them: sheep (X) on a8 c8 e8 g8 stepping
    /// diagonally forward, the wolf (O) on d1 stepping diagonally, the wolf winning on row 8.
    static var model: ModelRules {
        var rules = ModelRules()
        rules.width = 8
        rules.height = 8
        rules.start = Array(repeating: 0, count: 64)
        rules.start[3] = 2
        for column in [0, 2, 4, 6] { rules.start[56 + column] = 1 }
        rules.moves = [
            ModelMove(kind: .step(directions: ["forward-diagonal"], onto: nil), by: 1),
            ModelMove(kind: .step(directions: ["diagonal"], onto: nil), by: 2),
        ]
        rules.ends = [ModelEnd(wins: true, kind: .reach(row: 8), by: 2)]
        rules.repetitionDraw = true
        return rules
    }

    @Test func positionsAlongRandomGames_agreeWithTheReference() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        let game = try book.add(spec)
        let reference = RuleSetReference(Self.model)
        var random = SplitMix64(seed: 2026)
        var checker = RuleSetChecker(random: SplitMix64(seed: 7))
        var compared = 0
        for walk in 0..<8 {
            var board = Self.model.start, side: RuleSide = 1
            var plies: [String] = []
            for _ in 0..<(30 + walk) {
                guard case .moves(let moves) = reference.state(board, side) else { break }
                let move = random.pick(moves)
                plies.append(move.name)
                (board, side) = (move.board, 3 - side)
            }
            guard let graph = RuleSetGraph(reference, board: board, mover: side, limit: 60_000), let id = graph.id(board, side)
            else { continue }
            let play = game.makePlay(tableBytes: 1 << 26, threads: 1, book: false)
            if let (_, error) = play.playAll(plies, fromStart: true) {
                Issue.record("walk \(walk): the family refused \(plies.joined(separator: " ")): \(error.message)")
                continue
            }
            var problems: [String] = []
            checker.compare(play, graph, at: id, allMoves: true, into: &problems, label: plies.joined(separator: " "))
            for problem in problems { Issue.record("\(problem)") }
            compared += 1
        }
        #expect(compared >= 4, "only \(compared) positions were small enough for the reference")
    }
}
