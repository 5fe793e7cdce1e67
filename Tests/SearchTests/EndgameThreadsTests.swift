import Boards
@testable import Games
import Search
import Testing

/// The endgame solver on two threads sharing one table, and the symmetric positions of the
/// opening: exact answers whatever the thread count, limits that stop every thread.
struct EndgameThreadsTests {
    /// A solver on `threads` threads whose thresholds are low enough for positions the reference
    /// can check: every window runs on all threads and nodes from 6 empty cells split their moves.
    static func solver(_ game: FlankGame, threads: Int) -> EndgameSolver<FlankGame> {
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20, threads: threads)
        solver.engine.searchSortMin = 9
        solver.engine.parallelMin = 6
        solver.engine.splitMin = 6
        return solver
    }

    @Test(arguments: [(8, false), (6, false), (8, true)])
    func twoThreads_randomPositions_matchTheReference(size: Int, fewestWins: Bool) throws {
        let game = flankGame(size, fewestWins: fewestWins)
        let solver = Self.solver(game, threads: 2)
        for (p, o) in EndgameSolverTests.positions(game, 40, empties: size == 8 ? 8...11 : 6...12, seed: 31) {
            let exact = EndgameReference.score(game, p, o)
            #expect(try solver.score(player: p, opponent: o) == exact)
            let scores = try solver.moveScores(player: p, opponent: o)
            var expected: [Int] = []
            for square in game.geometry.moves(player: p, opponent: o).setBits {
                let (c, m) = EndgameReference.play(game, p, o, square)
                expected.append(-EndgameReference.score(game, c, m))
            }
            if !expected.isEmpty { #expect(scores.map(\.score) == expected) }
            let (best, moves) = try solver.bestMoves(player: p, opponent: o)
            #expect(best == exact)
            if !expected.isEmpty { #expect(moves == scores.filter { $0.score == exact }.map(\.move)) }
        }
        // The threads really ran: the parallel windows counted their nodes into the solver's,
        // and nodes split their moves between the threads.
        #expect(solver.engine.helpers.count == 1)
        #expect(solver.stats.nodes > 0)
        #expect(Self.splits(solver) > 0)
    }

    /// Split points made by the solver's engines.
    static func splits(_ solver: EndgameSolver<FlankGame>) -> Int {
        solver.engine.splitsMade + solver.engine.helpers.reduce(0) { $0 + $1.splitsMade }
    }

    /// Narrow and wide windows on two threads keep the fail-soft contract: cutoffs at split points
    /// stop the other thread's moves there, and a node's result counts only finished moves.
    @Test(arguments: [8, 6])
    func twoThreads_randomWindows_keepFailSoftContract(size: Int) throws {
        let game = flankGame(size)
        let solver = Self.solver(game, threads: 2)
        let positions = EndgameSolverTests.positions(game, 60, empties: size == 8 ? 9...12 : 8...12, seed: 17)
        try EndgameSolverTests.expectFailSoft(solver, game, positions, windowSeed: 7)
        #expect(Self.splits(solver) > 0)
    }

    /// FFO #40 (20 empty cells, +38 with a2) at the real thresholds, on two threads.
    @Test func twoThreads_ffo40_scoreAndMove() throws {
        let game = flankGame(8)
        let solver = EndgameSolver(game: game, tableBytes: 4 << 20, threads: 2)
        let (p, o) = ffoPosition(EndgameSolverTests.ffo40, "X")
        let (score, move) = try solver.bestMove(player: p, opponent: o)
        #expect(score == 38)
        #expect(move == 8)
    }

    /// The node limit counts the nodes of every thread (the deadline and the stop flag on two
    /// threads: `EndgameSolverTests.limits_deadlineAndStopFlag_throw`).
    @Test func twoThreads_nodeLimitStopsEveryThread() {
        let game = flankGame(8)
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20, threads: 2)
        let (p, o) = ffoPosition(EndgameSolverTests.ffo40, "X")
        solver.limits = SearchLimits(nodes: 100_000)
        #expect(throws: SearchStop.nodeLimit(100_000)) { try solver.score(player: p, opponent: o) }
        // Polled every 1,024 nodes per thread in a parallel window (4,096 on one thread): the
        // overshoot is bounded.
        #expect(solver.stats.nodes < 100_000 + 2 * 4_096 + 10_000)
    }

    /// The starts of 4 x 4, 6 x 6 and 8 x 8 have four first moves that a symmetry of the board maps
    /// onto each other; after d3 on 8 x 8 no symmetry fixes the position, so its three replies stay.
    @Test func symmetricPositions_keepOneMoveOfEachTwinSet() {
        for size in [4, 6, 8] {
            let game = flankGame(size)
            let start = game.startBoard
            #expect(Self.keptMoves(game, start.player, start.opponent) == 1)
        }
        let game = flankGame(8)
        let start = game.startBoard
        let d3 = 2 * 8 + 3
        let (p, o) = EndgameReference.play(game, start.player, start.opponent, d3)
        #expect(game.geometry.moves(player: p, opponent: o).nonzeroBitCount == 3)
        #expect(Self.keptMoves(game, p, o) == 3)
        // The start is fixed by three symmetries besides the identity: the half turn and both
        // diagonal mirrors (quarter turns and edge mirrors swap the colours).
        let small = flankGame(4)
        let fixing = EndgameSolver(game: small, tableBytes: 1 << 16).engine
            .fixingSymmetries(small.startBoard.player, small.startBoard.opponent)
        #expect(fixing.nonzeroBitCount == 3)
    }

    static func keptMoves(_ game: FlankGame, _ p: UInt64, _ o: UInt64) -> Int {
        let engine = EndgameSolver(game: game, tableBytes: 1 << 16).engine
        let list = UnsafeMutablePointer<EndgameSearch.Move>.allocate(capacity: 64)
        defer { list.deallocate() }
        var count = 0
        for square in game.geometry.moves(player: p, opponent: o).setBits {
            list[count] = EndgameSearch.Move(square: square, flips: 0, score: 0)
            count += 1
        }
        return engine.dropTwins(p, o, list, count)
    }

    /// Twins answer for each other in the move lists: the 4 x 4 start's four moves all reach
    /// -10, and each move's score is the reference's.
    @Test func fourByFour_start_twinsShareTheirScores() throws {
        let game = flankGame(4)
        let start = game.startBoard
        for threads in [1, 2] {
            let solver = Self.solver(game, threads: threads)
            let (best, moves) = try solver.bestMoves(player: start.player, opponent: start.opponent)
            #expect(best == -10)
            #expect(moves.count == 4)
            for (square, score) in try solver.moveScores(player: start.player, opponent: start.opponent) {
                let (c, m) = EndgameReference.play(game, start.player, start.opponent, square)
                #expect(score == -EndgameReference.score(game, c, m))
            }
        }
    }
}
