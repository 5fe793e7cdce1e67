import Boards
import Foundation
import Testing

@testable import Games

/// `explain` on block games says what a move does and why a move is refused, in the rule
/// file's words.
@Suite struct BlockExplainTests {
    static let book = (try? BlockRuleFiles.book()) ?? RuleBook()

    func explain(_ name: String, after moves: [String], _ text: String) -> [String] {
        guard let game = Self.book.game(named: name) as? BlockGame else {
            Issue.record("no block game \(name)")
            return []
        }
        var position = game.start
        for name in moves {
            guard case .success(let move) = game.parseMove(name, in: position) else {
                Issue.record("\(name) is not legal")
                return []
            }
            position = game.play(move, in: position)
        }
        return game.explain(text, in: position)
    }

    @Test func aStepOntoAnOpponentsPiece_capturesIt_turnsNothing() {
        #expect(explain("breakthrough-4x5", after: ["a4-a3", "d2-d3", "a3-b2"], "a1-b2") == [
            "a1-b2: a legal move for O by 'move step forward-diagonal onto any'",
            "it captures b2",
        ])
    }

    /// A step written backwards is not the step (a3-a2 is legal, a2-a3 is not); a domino's
    /// cells may come in either order.
    @Test func aStepWrittenBackwards_isIllegal_aDominoEitherWay() throws {
        let explained = explain("hexapawn", after: [], "a2-a3")
        #expect(explained.first?.hasPrefix("a2-a3: illegal") == true, "\(explained)")
        let game = try #require(Self.book.game(named: "domineering-5x5") as? BlockGame)
        let forward = try game.parseMove("b2-b3", in: game.start).get(), backward = try game.parseMove("b3-b2", in: game.start).get()
        #expect(forward == backward)
    }

    @Test func pass_inAGameWithoutPasses_namesTheNoMoveRule() {
        #expect(explain("hex-4x4", after: [], "pass") == [
            "pass: illegal: hex-4x4 has no pass: a player who cannot move loses ('no-move lose')",
        ])
    }

    /// The rules say how each game's moves are written: a cell, a column, a domino's cells or
    /// from-to, never from-to for a game that only places.
    @Test(arguments: [
        ("hex-3x3", "a stone is written as its cell (b2)"),
        ("domineering-5x5", "a piece laid is written as its cells, upper or left first (b2-b3)"),
        ("hexapawn", "a move of a piece is written from-to (a3-a2)"),
    ])
    func ruleSentences_sayHowMovesAreWritten(name: String, written: String) throws {
        let game = try #require(Self.book.game(named: name) as? BlockGame)
        let last = try #require(game.ruleSentences.last)
        #expect(last.hasSuffix("a1 top-left; " + written + "."), "\(last)")
    }
}
