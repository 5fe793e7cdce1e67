import Boards
import Games
import Search
import Testing

/// The Reversi endgame solver against the generic solver of the other games, which knows
/// nothing of discs: both must agree on who wins, by independent code.
@Suite struct FlankCrossCheckTests {
    func game(_ size: Int, fewest: Bool = false) throws -> FlankGame {
        try FlankGame(name: "test", size: size, fewestWins: fewest)
    }

    func outcome(_ score: Int) -> Outcome { score > 0 ? .win : score < 0 ? .loss : .draw }

    @Test(arguments: [false, true])
    func fourByFour_fromTheStart_bothSolversAgree(fewest: Bool) throws {
        let game = try game(4, fewest: fewest)
        let generic = try Solver(game: game, tableBytes: 1 << 20).value(game.start)
        let exact = try EndgameSolver(game: game, tableBytes: 1 << 20).score(player: game.start.player, opponent: game.start.opponent)
        #expect(generic.outcome == outcome(exact))
        // The known result: O, second, wins 11-3 on the standard board (-10 for X with the empties).
        if !fewest { #expect(exact == -10) }
    }

    /// Random 6 x 6 games stopped with 9 cells empty, in both goals.
    @Test(arguments: [false, true])
    func sixBySix_randomLateMiddlegames_bothSolversAgree(fewest: Bool) throws {
        let game = try game(6, fewest: fewest)
        var random = SplitMix64(seed: fewest ? 66 : 6)
        let generic = Solver(game: game, tableBytes: 4 << 20)
        let exact = EndgameSolver(game: game, tableBytes: 4 << 20)
        var checked = 0
        for _ in 0..<40 {
            var board = game.start
            while game.result(board) == nil, (game.geometry.boardMask & ~board.occupied).nonzeroBitCount > 9 {
                let moves = game.legalMoves(board)
                board = game.play(moves[Int(random.next() % UInt64(moves.count))], in: board)
            }
            let value = try generic.value(board)
            let score = try exact.score(player: board.player, opponent: board.opponent)
            #expect(value.outcome == outcome(score), "\(game.cells(board))")
            checked += 1
        }
        #expect(checked == 40)
    }
}
