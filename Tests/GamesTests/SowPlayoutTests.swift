import Boards
import Search
import Testing

@testable import Games

/// The sowing search with the playout search behind it: its prover agrees with the exact search,
/// and where the exact search stops (a node limit) or refuses the rules (positions that repeat)
/// the playouts answer, said as an estimate.
@Suite struct SowPlayoutTests {
    /// Kalah with `pits` of `seeds` (the family's defaults are Kalah's rules).
    func kalah(_ pits: Int, _ seeds: Int) throws -> SowGame {
        try SowReferenceTests.compile([("pits", "\(pits)"), ("seeds", "\(seeds)")])
    }

    @Test func theProver_saysWhatTheExactSearchSays_alongSeededGames() throws {
        let game = try kalah(3, 3)
        let search = SowSearch(game: game, tableBytes: 1 << 20)
        let prover = try #require(search.prover(SearchLimits(nodes: 1_000_000, stop: nil)))
        var random = SplitMix64(seed: 3)
        for _ in 0..<4 {
            var position = game.start
            while game.result(position) == nil {
                var spent: UInt64 = 0
                let proved = try #require(try prover(position, &spent))
                let exact = try search.exactSolve(position, limits: .none, allMoves: false)
                #expect(proved.0 == exact.value.outcome && spent > 0)
                let moves = game.legalMoves(position)
                position = game.play(moves[random.below(moves.count)], in: position)
            }
        }
    }

    @Test func rulesThatRepeat_haveNoProver_andSolveAnswersWithThePlayouts() throws {
        let game = try SowReferenceTests.compile([("pits", "6"), ("seeds", "4"), ("stores", "no"), ("lap", "skip"),
            ("extra-turn", "no"), ("captures", "two-three"), ("grand-slam", "nothing"), ("finish", "feed")])
        let search = SowSearch(game: game, tableBytes: 1 << 20)
        search.playoutSettings.playouts = 200
        #expect(search.prover(.none) == nil)
        let solution = try search.solve(game.start, limits: .none, allMoves: true)
        #expect(solution.playouts == 200 && solution.estimateDepth != nil)
        #expect(solution.moveValues.count == 6)
    }

    @Test func beyondANodeLimit_theEngineAnswersWithThePlayouts_withinItAndExactly() throws {
        // Kalah 4 x 4's start takes the exact search 898,328 nodes; 300 playouts take far fewer.
        let large = try kalah(4, 4)
        let beyond = SowSearch(game: large, tableBytes: 1 << 20)
        beyond.playoutSettings.playouts = 300
        let estimate = try beyond.bestMoves(large.start, limits: SearchLimits(nodes: 100_000, stop: nil), firstOnly: true)
        #expect(estimate.playouts == 300 && estimate.estimateDepth != nil && estimate.best.count == 1)
        let game = try kalah(4, 3)
        let search = SowSearch(game: game, tableBytes: 1 << 20)
        let exact = try search.bestMoves(game.start, limits: .none, firstOnly: false)
        #expect(exact.playouts == nil && exact.value.score == 6 && exact.best == [1])
    }
}
