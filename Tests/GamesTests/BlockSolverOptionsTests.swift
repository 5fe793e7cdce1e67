import Boards
import Search
import Testing

@testable import Games

/// The solver's history of cut-offs (which orders a block game's moves) and its look-ahead in the
/// table (the enhanced transposition cutoff) change nothing it proves: along seeded random games,
/// the solver with both, with the history alone and with neither find the same value, the same
/// best moves and the same line of play, and each searches fewer nodes where it should.
@Suite struct BlockSolverOptionsTests {
    func game(_ name: String) throws -> BlockGame {
        try #require(BlockFamilyTests.book.game(named: name) as? BlockGame)
    }

    /// Each game, the ply from which its positions are compared, and how many random games.
    @Test(arguments: [
        ("hexapawn-4x4", 0, 4), ("hex-3x3", 0, 4), ("hex-4x4", 9, 3), ("domineering-5x5", 12, 3),
        ("clobber-4x5", 12, 3), ("breakthrough-4x5", 16, 3), ("squares-4x4", 11, 2),
    ])
    func optionsChangeNoValue(_ name: String, _ skip: Int, _ walks: Int) throws {
        let game = try game(name)
        let with = Solver(game: game, tableBytes: 1 << 20)
        let historyAlone = Solver(game: game, tableBytes: 1 << 20, lookAhead: false)
        let without = Solver(game: game, tableBytes: 1 << 20, history: false, lookAhead: false)
        var random = SplitMix64(seed: 11)
        for walk in 0..<walks {
            var position = game.start
            var plies = 0
            while true {
                if plies >= skip {
                    let a = try with.solve(position)
                    for b in [try historyAlone.solve(position), try without.solve(position)] {
                        #expect(a.value == b.value, "\(name) walk \(walk) ply \(plies)")
                        #expect(a.best == b.best, "\(name) walk \(walk) ply \(plies)")
                        #expect(a.principalVariation == b.principalVariation, "\(name) walk \(walk) ply \(plies)")
                    }
                }
                let moves = game.legalMoves(position)
                if moves.isEmpty { break }
                position = game.play(moves[Int(random.next() % UInt64(moves.count))], in: position)
                plies += 1
            }
        }
    }

    /// On hex-4x4 after two stones, where a cut-off's move refutes many neighbouring positions, the
    /// history searches fewer than half the nodes of the game's own order.
    @Test func historySavesNodes() throws {
        let game = try game("hex-4x4")
        let position = try play(["a1", "d4"], in: game)
        let with = Solver(game: game, tableBytes: 4 << 20, lookAhead: false)
        let without = Solver(game: game, tableBytes: 4 << 20, history: false, lookAhead: false)
        let a = try with.solve(position), b = try without.solve(position)
        #expect(a.value == b.value)
        #expect(a.stats.nodes * 2 < b.stats.nodes, "\(a.stats.nodes) nodes with the history, \(b.stats.nodes) without")
    }

    /// Where positions transpose often (clobber-4x5, every move a capture, after four moves), the
    /// look-ahead in the table searches at least a tenth fewer nodes than the history alone.
    @Test func lookAheadSavesNodes() throws {
        let game = try game("clobber-4x5")
        var position = game.start
        for _ in 0..<4 {
            guard let move = game.legalMoves(position).first else { break }
            position = game.play(move, in: position)
        }
        let with = Solver(game: game, tableBytes: 4 << 20)
        let without = Solver(game: game, tableBytes: 4 << 20, lookAhead: false)
        let a = try with.solve(position), b = try without.solve(position)
        #expect(a.value == b.value)
        #expect(a.stats.nodes * 10 < b.stats.nodes * 9, "\(a.stats.nodes) nodes looking ahead, \(b.stats.nodes) without")
    }

    /// `position` after `moves`, read from text.
    func play(_ moves: [String], in game: BlockGame) throws -> BlockPosition {
        var position = game.start
        for text in moves {
            position = game.play(try game.parseMove(text, in: position).get(), in: position)
        }
        return position
    }
}
