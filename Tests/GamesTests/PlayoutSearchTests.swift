import Boards
import Search
import Testing

@testable import Games

/// The playout search (MCTS-Solver): proofs agree with the exact solver, a win in one is found,
/// the same seed gives the same answer, and its budget and limits stop it.
@Suite struct PlayoutSearchTests {
    let ttt = lineGame(3, 3, 3)

    func playouts<G: Game>(_ game: G, _ position: G.Position, playouts: Int = 20_000, seed: UInt64 = 1,
        limits: SearchLimits = .none) throws -> PlayoutAnswer<G.Move>
    {
        try PlayoutSearch(game: game, settings: PlayoutSettings(playouts: playouts, seed: seed)).run(position, limits: limits)
    }

    @Test(arguments: ["X../.../...", ".X./.../...", ".../.../.OX", "X.O/.X./...", "XO./.X./..O", "X../.O./..X"])
    func tictactoe_positions_areProven_andAgreeWithTheSolver(_ board: String) throws {
        let position = linePosition(ttt, board)
        let exact = try Solver(game: ttt, tableBytes: 1 << 20).solve(position, allMoves: true)
        let found = try playouts(ttt, position)
        #expect(found.proven == exact.value.outcome, "\(board)")
        let best = try #require(found.best)
        #expect(exact.best.contains(best), "\(board): \(ttt.moveName(best))")
        for stat in found.moves where stat.proven != nil {
            let value = exact.moveValues.first { $0.move == stat.move }?.value
            #expect(stat.proven == value?.outcome, "\(board) \(ttt.moveName(stat.move))")
        }
    }

    @Test func aWinInOne_isFound_andProven() throws {
        let position = linePosition(ttt, "XX./OO./...")
        let found = try playouts(ttt, position, playouts: 50)
        #expect(found.proven == .win)
        #expect(found.best.map(ttt.moveName) == "c1")
        #expect(found.playouts < 50)
    }

    @Test func aWonHexapawnPosition_isProvenWon_asTheSolverSays() throws {
        let game = try #require(BlockFamilyTests.book.game(named: "hexapawn") as? BlockGame)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        // The start is lost for the first player, so every reply to its first move is won.
        let first = try #require(game.legalMoves(game.start).first)
        let position = game.play(first, in: game.start)
        let exact = try solver.solve(position, allMoves: false)
        #expect(exact.value.outcome == .win)
        let found = try playouts(game, position)
        #expect(found.proven == .win)
        let best = try #require(found.best)
        #expect(try solver.value(game.play(best, in: position)).outcome == .loss)
    }

    @Test func theSameSeed_givesTheSameAnswer_anotherMayDiffer() throws {
        let game = try #require(BlockFamilyTests.book.game(named: "breakthrough-4x5") as? BlockGame)
        let one = try playouts(game, game.start, playouts: 300, seed: 7)
        let again = try playouts(game, game.start, playouts: 300, seed: 7)
        #expect(one.moves.map(\.visits) == again.moves.map(\.visits))
        #expect(one.moves.map(\.winRate) == again.moves.map(\.winRate))
        #expect(one.best == again.best && one.plies == again.plies)
        let other = try playouts(game, game.start, playouts: 300, seed: 8)
        #expect(other.playouts == 300)
    }

    @Test func theBudget_andTheLimits_stopIt() throws {
        let game = try #require(BlockFamilyTests.book.game(named: "breakthrough-4x5") as? BlockGame)
        let found = try playouts(game, game.start, playouts: 25)
        #expect(found.playouts == 25 && found.proven == nil)
        #expect(throws: SearchStop.nodeLimit(100)) {
            try playouts(game, game.start, playouts: 1_000_000, limits: SearchLimits(nodes: 100, stop: nil))
        }
        let stop = StopFlag()
        stop.raise()
        #expect(throws: SearchStop.interrupted) {
            try playouts(game, game.start, playouts: 1_000_000, limits: SearchLimits(stop: stop))
        }
    }

    @Test func aProver_isAskedOnceANodeHasItsVisits_andItsProofsAndNodesCount() throws {
        let game = try #require(BlockFamilyTests.book.game(named: "hexapawn") as? BlockGame)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        let first = try #require(game.legalMoves(game.start).first)
        let position = game.play(first, in: game.start)
        var settings = PlayoutSettings(playouts: 2_000, proofNodes: 100_000, proofVisits: 0)
        let search = PlayoutSearch(game: game, settings: settings)
        var asked = 0
        search.prover = { (position: BlockPosition, spent: inout UInt64) throws(SearchStop) -> (Outcome, plies: Int)? in
            asked += 1
            spent += 7
            let value = try solver.value(position)
            return (value.outcome, value.remoteness)
        }
        let found = try search.run(position, limits: .none)
        // Asked at each child's first visit, the prover proves the root within a few walks.
        #expect(found.proven == .win && asked > 0 && found.playouts <= game.legalMoves(position).count)
        let best = try #require(found.best)
        #expect(try solver.value(game.play(best, in: position)).outcome == .loss)

        // A prover that never proves changes nothing but the node count: 7 more per question.
        settings.proofVisits = 3
        settings.playouts = 300
        let plain = try PlayoutSearch(game: game, settings: PlayoutSettings(playouts: 300)).run(game.start, limits: .none)
        let idle = PlayoutSearch(game: game, settings: settings)
        asked = 0
        idle.prover = { (_: BlockPosition, spent: inout UInt64) throws(SearchStop) -> (Outcome, plies: Int)? in
            asked += 1
            spent += 7
            return nil
        }
        let counted = try idle.run(game.start, limits: .none)
        #expect(asked > 0 && counted.moves.map(\.visits) == plain.moves.map(\.visits))
        #expect(counted.plies == plain.plies + 7 * UInt64(asked))
    }

    @Test func aFullTree_stopsGrowing_andThePlayoutsGoOn() throws {
        let game = try #require(BlockFamilyTests.book.game(named: "breakthrough-4x5") as? BlockGame)
        let search = PlayoutSearch(game: game, settings: PlayoutSettings(playouts: 500, nodes: 40))
        let found = try search.run(game.start, limits: .none)
        #expect(found.playouts == 500)
        #expect(search.treeNodes <= 40)
    }
}
