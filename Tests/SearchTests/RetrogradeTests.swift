import Boards
import Games
import Testing
@testable import Search

/// Retrograde analysis of games whose positions repeat: values by hand on a loopy graph game,
/// agreement with the generic solver on acyclic games, and the bounds every search obeys.
@Suite struct RetrogradeTests {
    typealias Token = TokenGame.Position

    func retrograde(_ game: TokenGame) throws -> Retrograde<TokenGame> {
        try Retrograde(game: game, root: game.start, memory: 1 << 20)
    }

    @Test(arguments: [
        (0, Value(.win, in: 3)), (1, Value(.loss, in: 2)), (2, Value(.win, in: 1)), (3, Value(.win, in: 3)),
        (4, Value(.draw, in: 0)), (5, Value(.draw, in: 0)), (6, Value(.loss, in: 4)), (7, Value(.win, in: 1)),
        (8, Value(.draw, in: 0)), (9, Value(.draw, in: 0)),
        (10, Value(.loss, in: 0)), (11, Value(.win, in: 0)), (12, Value(.draw, in: 0)),
    ])
    func tokenGame_valuesMatchTheHandSolution(node: Int, expected: Value) throws {
        let game = TokenGame.handSolved.rooted(at: node)
        let solved = try retrograde(game)
        // Both sides have the same moves, so the value is the same whoever is to move.
        #expect(solved.value(of: Token(node: node, toMove: .x)) == expected)
        #expect(solved.solve(game.start)?.value == expected)
    }

    @Test func tokenGame_fromTheRoot_countsItsPositions() throws {
        let solved = try retrograde(TokenGame.handSolved)
        // Worked out by hand: (4, X) and (5, O) are never reached, nor 6, 8, 9 and 12.
        #expect(solved.count == 15)
        #expect(solved.terminal == 4)
        #expect(solved.value(of: Token(node: 4, toMove: .x)) == nil)
        #expect(solved.value(of: Token(node: 6, toMove: .x)) == nil)
        #expect(solved.value(of: Token(node: 4, toMove: .o)) == Value(.draw, in: 0))
    }

    @Test func tokenGame_forcedWinThroughACycle_hasBestMovesLineAndMoveValues() throws {
        let game = TokenGame.handSolved
        let solution = try #require(try retrograde(game).solve(game.start, allMoves: true))
        #expect(solution.best == [1])
        #expect(solution.principalVariation == [1, 2, 10])
        #expect(solution.moveValues.map(\.move) == [1, 4])
        #expect(solution.moveValues.map(\.value) == [Value(.win, in: 3), Value(.draw, in: 0)])
    }

    @Test func tokenGame_loserDelays_throughTheCycle() throws {
        let game = TokenGame.handSolved.rooted(at: 6)
        let solution = try #require(try retrograde(game).solve(game.start, allMoves: true))
        #expect(solution.value == Value(.loss, in: 4))
        #expect(solution.best == [3])
        #expect(solution.principalVariation == [3, 1, 2, 10])
        #expect(solution.moveValues.map(\.value) == [Value(.loss, in: 2), Value(.loss, in: 4)])
    }

    @Test func tokenGame_endlessDraw_lineStopsAtTheFirstRepeat() throws {
        let game = TokenGame.handSolved.rooted(at: 8)
        let solution = try #require(try retrograde(game).solve(game.start, allMoves: false))
        #expect(solution.value == Value(.draw, in: 0))
        #expect(solution.best == [4])
        // (8,X) -> (4,O) -> (5,X) -> (4,O): the third move repeats a position.
        #expect(solution.principalVariation == [4, 5, 4])
    }

    @Test func tokenGame_drawnEnd_lineEndsThere() throws {
        let game = TokenGame.handSolved.rooted(at: 9)
        let solution = try #require(try retrograde(game).solve(game.start, allMoves: true))
        #expect(solution.value == Value(.draw, in: 0))
        #expect(solution.best == [12])
        #expect(solution.principalVariation == [12])
        #expect(solution.moveValues.map(\.value) == [Value(.draw, in: 0), Value(.loss, in: 2)])
    }

    /// On a game without cycles retrograde analysis and the negamax solver must agree on every
    /// position: outcome and remoteness (draws: the game's own draw length), and on a sample the
    /// best moves and every move's value.
    @Test(arguments: [false, true])
    func tictactoe_everyReachablePosition_agreesWithTheSolver(misere: Bool) throws {
        let game = lineGame(3, 3, 3, misere: misere)
        let solved = try Retrograde(game: game, root: game.start, memory: 64 << 20)
        #expect(solved.count == 5_478)
        #expect(solved.terminal == 958)
        let solver = Solver(game: game, tableBytes: 16 << 20)
        for (index, position) in solved.positions.enumerated() {
            let expected = try solver.value(position)
            #expect(solved.value(of: position) == expected, "position \(index)")
            guard index % 97 == 0 else { continue }
            let mine = try #require(solved.solve(position, allMoves: true))
            let theirs = try solver.solve(position, allMoves: true)
            #expect(mine.value == theirs.value)
            #expect(mine.best == theirs.best)
            #expect(mine.moveValues.map(\.move) == theirs.moveValues.map(\.move))
            #expect(mine.moveValues.map(\.value) == theirs.moveValues.map(\.value))
            #expect(mine.principalVariation.count == (theirs.value.outcome == .draw ? game.pliesLeft(position) : theirs.value.remoteness))
            #expect(try #require(solved.solve(position, allMoves: false)).best == theirs.best)
        }
    }

    /// A gravity game (three in a row on 4 x 4, stones dropped in columns): deeper wins and
    /// losses than tic-tac-toe's; a sample of positions against the solver.
    @Test func dropGame_sampledPositions_agreeWithTheSolver() throws {
        let game = lineGame(4, 4, 3, gravity: true)
        let solved = try Retrograde(game: game, root: game.start, memory: 256 << 20)
        #expect(solved.count == (try Enumeration.count(game, from: game.start)).positions)
        let solver = Solver(game: game, tableBytes: 16 << 20)
        for position in solved.positions.enumerated().filter({ $0.offset % 53 == 0 }).map(\.element) {
            let mine = try #require(solved.solve(position, allMoves: true))
            let theirs = try solver.solve(position, allMoves: true)
            #expect(mine.value == theirs.value)
            #expect(mine.best == theirs.best)
            #expect(mine.moveValues.map(\.value) == theirs.moveValues.map(\.value))
        }
    }

    @Test func memoryBudget_tooSmall_refusesWithTheReason() throws {
        let game = lineGame(3, 3, 3)
        #expect {
            try Retrograde(game: game, root: game.start, memory: 10_000)
        } throws: { error in
            guard case SearchStop.tooLarge(let reason) = error else { return false }
            return reason.hasPrefix("retrograde analysis needs more than the 10000 bytes it was given")
        }
    }

    @Test func memoryBudget_isTheLargestAmountHeldAtOnce() throws {
        let game = lineGame(3, 3, 3)
        let roomy = try Retrograde(game: game, root: game.start, memory: 64 << 20)
        let peak = roomy.peakBytes
        #expect(peak > 5_478 * MemoryLayout<LinePosition>.stride)
        #expect(try Retrograde(game: game, root: game.start, memory: peak).count == 5_478)
        #expect(throws: SearchStop.self) { try Retrograde(game: game, root: game.start, memory: peak - 1) }
    }

    @Test func nodeLimit_stopsTheAnalysis() {
        let game = lineGame(3, 3, 3)
        #expect(throws: SearchStop.nodeLimit(1_000)) {
            try Retrograde(game: game, root: game.start, memory: 64 << 20, limits: SearchLimits(nodes: 1_000))
        }
        // Enumerating and settling every position are both work: a budget of the positions
        // alone stops the backward pass.
        #expect(throws: SearchStop.nodeLimit(6_000)) {
            try Retrograde(game: game, root: game.start, memory: 64 << 20, limits: SearchLimits(nodes: 6_000))
        }
    }

    @Test func interrupt_andProgress_areHeard() throws {
        let game = lineGame(3, 3, 3)
        let stop = StopFlag()
        stop.raise()
        #expect(throws: SearchStop.interrupted) {
            try Retrograde(game: game, root: game.start, memory: 64 << 20, limits: SearchLimits(stop: stop))
        }
        let progress = SearchProgress()
        _ = try Retrograde(game: game, root: game.start, memory: 64 << 20, limits: SearchLimits(progress: progress))
        #expect(progress.nodes > 0)
    }

    @Test func retrogradeSearch_aPositionOutsideTheTable_isSolvedFromItself() throws {
        let game = TokenGame.handSolved
        let search = RetrogradeSearch(game: game, memory: 1 << 20)
        #expect(try search.value(game.start, limits: .none) == Value(.win, in: 3))
        // (6, X) is not reachable from the root: the search starts again from it.
        let solution = try search.solve(Token(node: 6, toMove: .x), limits: .none, allMoves: false)
        #expect(solution.value == Value(.loss, in: 4))
        #expect(solution.best == [3])
        #expect(search.count(game.start, limit: 100, memory: 1 << 20, limits: .none).positions == 15)
    }
}
