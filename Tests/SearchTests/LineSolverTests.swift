import Boards
import Games
import Testing
@testable import Search

/// Known values of tic-tac-toe and m,n,k games (../shared/bench/known-results.md).
@Suite struct LineSolverTests {
    let ttt = lineGame(3, 3, 3)

    @Test func tictactoe_emptyBoard_isADrawInNine_andEveryFirstMoveDraws() {
        let solution = solved(ttt, ttt.start)
        #expect(solution.value == Value(.draw, in: 9))
        #expect(solution.moveValues.count == 9)
        #expect(solution.moveValues.allSatisfy { $0.value.outcome == .draw })
        #expect(solution.best.count == 9)
        #expect(solution.principalVariation.count == 9)
    }

    @Test func tictactoe_afterACorner_onlyTheCentreHolds() {
        let position = linePosition(ttt, "X../.../...")
        let solution = solved(ttt, position)
        #expect(names(ttt, solution.best) == ["b2"])
        #expect(solution.moveValues.filter { $0.value.outcome == .loss }.count == 7)
    }

    @Test func tictactoe_afterAnEdge_fourRepliesHold() {
        let solution = solved(ttt, linePosition(ttt, ".X./.../..."))
        #expect(Set(names(ttt, solution.best)) == ["a1", "c1", "b2", "b3"])
    }

    @Test func openSpiel_xToMoveInTheCornerPosition_wins() {
        // OpenSpiel value_iteration_test: "...\n...\n.ox" with X to move is a forced win for X.
        let position = linePosition(ttt, ".../.../.OX")
        #expect(position.mover == .x)
        let solution = solved(ttt, position)
        #expect(solution.value.outcome == .win)
    }

    @Test func openSpiel_oToMove_winsAtOnce() {
        // "x..\noo.\nxx." with O to move: O completes the middle row.
        let solution = solved(ttt, linePosition(ttt, "X../OO./XX."))
        #expect(solution.value == Value(.win, in: 1))
        #expect(names(ttt, solution.best) == ["c2"])
        #expect(names(ttt, solution.principalVariation) == ["c2"])
    }

    @Test func forcedLoss_delaysAsLongAsItCan() {
        // X has two threats (c1 and a3); O to move loses in two whatever it does.
        let solution = solved(ttt, linePosition(ttt, "XX./X.O/.O."))
        #expect(solution.value == Value(.loss, in: 2))
        #expect(solution.principalVariation.count == 2)
    }

    @Test func misereTictactoe_isADraw_andTheCentreIsTheOnlySafeStart() {
        let misere = lineGame(3, 3, 3, misere: true)
        let solution = solved(misere, misere.start)
        #expect(solution.value.outcome == .draw)
        #expect(names(misere, solution.best) == ["b2"])
    }

    @Test func mnk443_isAFirstPlayerWin() {
        let game = lineGame(4, 4, 3)
        let solution = solved(game, game.start)
        #expect(solution.value.outcome == .win)
    }

    @Test func mnk444_isADrawInSixteen() throws {
        let game = lineGame(4, 4, 4)
        let solver = Solver(game: game, tableBytes: 32 << 20)
        #expect(try solver.value(game.start) == Value(.draw, in: 16))
    }

    @Test func remoteness_agreesWithAPlainMinimax() throws {
        // A slow full minimax (no table, no tactics) over random mid-game tic-tac-toe positions.
        var random = SplitMix64(seed: 5)
        let solver = Solver(game: ttt, tableBytes: 1 << 20)
        for _ in 0..<200 {
            var position = ttt.start
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                guard let move = ttt.legalMoves(position).randomElement(using: &random) else { break }
                position = ttt.play(move, in: position)
            }
            #expect(try solver.value(position) == plainMinimax(ttt, position))
        }
    }

    @Test func bestByNullWindow_agreesWithBestByEveryMoveValue() throws {
        // solve without allMoves finds the optimal moves by null-window tests; with it, from the
        // exact value of each move. Both must give the same set, value and principal variation length.
        var random = SplitMix64(seed: 9)
        for game in [ttt, lineGame(3, 3, 3, misere: true), lineGame(4, 4, 3)] {
            for _ in 0..<60 {
                var position = game.start
                for _ in 0..<Int.random(in: 0...7, using: &random) {
                    guard let move = game.legalMoves(position).randomElement(using: &random) else { break }
                    position = game.play(move, in: position)
                }
                let quick = try Solver(game: game, tableBytes: 1 << 20).solve(position)
                let full = try Solver(game: game, tableBytes: 1 << 20).solve(position, allMoves: true)
                #expect(quick.value == full.value)
                #expect(quick.best == full.best)
                #expect(quick.principalVariation.count == full.principalVariation.count)
            }
        }
    }
}
