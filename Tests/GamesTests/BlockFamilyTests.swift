import Boards
import Foundation
import Search
import Testing

@testable import Games

/// The shipped block games solved by the block family agree with the independent reference
/// solver (`RefSolver`): value, remoteness and every best move, at the start and along seeded
/// random games.
@Suite struct BlockFamilyTests {
    static let book = (try? BlockRuleFiles.book()) ?? RuleBook()

    func game(_ name: String) -> BlockGame? {
        guard let game = Self.book.game(named: name) as? BlockGame else {
            Issue.record("no block game \(name)")
            return nil
        }
        return game
    }

    /// The reference board of `position`.
    func board(_ game: BlockGame, _ position: BlockPosition) -> RefBoard? {
        RefBoard(game.cells(position).map { String($0) }.joined(separator: "/"))
    }

    /// Solves `position` both ways and compares.
    func agree(_ game: BlockGame, _ reference: inout RefSolver, _ position: BlockPosition, _ solver: Solver<BlockGame>,
        _ label: String) throws
    {
        guard let board = board(game, position) else { return }
        let side: RefSide = position.mover == .x ? .x : .o
        let (expected, best) = reference.analyze(board, side)
        let found = try solver.solve(position, allMoves: false)
        let outcome: Outcome = expected.value == .win ? .win : expected.value == .loss ? .loss : .draw
        #expect(found.value.outcome == outcome, "\(game.name) \(label)")
        #expect(found.value.remoteness == expected.remoteness, "\(game.name) \(label): \(found.value) against \(expected)")
        #expect(found.best.map(game.moveName) == best, "\(game.name) \(label)")
    }

    /// Each game with the ply from which its random games are compared (0: the start too) and how
    /// many random games: the larger games only deep enough for a debug build of the reference.
    @Test(arguments: [
        ("hexapawn", 0, 6), ("hexapawn-4x4", 0, 6), ("hex-3x3", 0, 6), ("squares-4x4", 11, 2), ("domineering-5x5", 12, 2),
        ("clobber-4x5", 12, 2), ("breakthrough-4x5", 16, 2), ("tictactoe-torus", 10, 2), ("hex-4x4", 11, 2),
    ])
    func agreesWithTheReference(_ name: String, _ skip: Int, _ walks: Int) throws {
        guard let game = game(name), let referenceGame = RefGame.named(name) else {
            Issue.record("no reference for \(name)")
            return
        }
        var reference = RefSolver(referenceGame)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        if skip == 0 { try agree(game, &reference, game.start, solver, "start") }
        var random = SplitMix64(seed: 7)
        for walk in 0..<walks {
            var position = game.start
            var plies = 0
            while let moves = Optional(game.legalMoves(position)), !moves.isEmpty {
                position = game.play(moves[Int(random.next() % UInt64(moves.count))], in: position)
                plies += 1
                if plies >= skip { try agree(game, &reference, position, solver, "walk \(walk) ply \(plies)") }
            }
        }
    }

    /// The positions of puzzles/block/starts.analyze (but the torus start, which the reference
    /// checks only under `ANALYZE_SLOW_REFERENCE`), by the reference.
    @Test(arguments: [("hexapawn", [String]()), ("hexapawn", ["b3-b2"]), ("hexapawn-4x4", []), ("hex-3x3", [])])
    func puzzleFilePositions_agreeWithTheReference(_ name: String, _ moves: [String]) throws {
        guard let game = game(name), let referenceGame = RefGame.named(name) else { return }
        var reference = RefSolver(referenceGame)
        var position = game.start
        for text in moves {
            guard case .success(let move) = game.parseMove(text, in: position) else {
                Issue.record("\(text) is not a move of \(name)")
                return
            }
            position = game.play(move, in: position)
        }
        try agree(game, &reference, position, Solver(game: game, tableBytes: 1 << 20), moves.joined(separator: " "))
    }
}
