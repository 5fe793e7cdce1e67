import Boards
@testable import Games
import Search
import Testing

/// The endgame solver against the reference on seeded random positions of every board size,
/// both goals, with passes and finished games; known results; limits.
struct EndgameSolverTests {
    /// Random positions of `size` with empties in `range`, `count` of them.
    static func positions(_ game: FlankGame, _ count: Int, empties range: ClosedRange<Int>, seed: UInt64)
        -> [(player: UInt64, opponent: UInt64)]
    {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { i in
            let empties = range.lowerBound + i % (range.count)
            return EndgameReference.randomPosition(game, empties: empties, using: &random)
        }
    }

    /// A solver with small thresholds, so that few empty cells already reach the table, the
    /// deep search and the ordering searches.
    static func solver(_ game: FlankGame, sortFrom: Int = 9) -> EndgameSolver<FlankGame> {
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20)
        solver.engine.searchSortMin = sortFrom
        return solver
    }

    @Test func reference_alphaBetaMatchesMinimax() {
        let game = flankGame(8)
        for (p, o) in Self.positions(game, 20, empties: 6...8, seed: 1) {
            #expect(EndgameReference.score(game, p, o) == EndgameReference.minimax(game, p, o))
        }
    }

    @Test(arguments: [(8, 8...11, 120), (6, 6...12, 120), (4, 0...12, 200)])
    func score_randomPositions_matchesReference(size: Int, empties: ClosedRange<Int>, count: Int) throws {
        let game = flankGame(size)
        let solver = Self.solver(game)
        for (p, o) in Self.positions(game, count, empties: empties, seed: UInt64(size)) {
            let expected = EndgameReference.score(game, p, o)
            #expect(try solver.score(player: p, opponent: o) == expected, "\(p) \(o)")
        }
    }

    /// The tests from a guess (8 x 8 with the pattern evaluation), brought down to few empty
    /// cells: random positions are lopsided, so the guess is often far from the score and the
    /// tests have to walk to it; every score still matches the reference.
    @Test func score_fromGuess_matchesReference() throws {
        let game = flankGame(8)
        let solver = Self.solver(game)
        #expect(solver.engine.patterns != nil)
        solver.engine.guessMin = 5
        var far = 0
        for (p, o) in Self.positions(game, 120, empties: 8...11, seed: 31) {
            let expected = EndgameReference.score(game, p, o)
            if abs(try solver.engine.guess(p, o) - expected) >= 8 { far += 1 }
            #expect(try solver.score(player: p, opponent: o) == expected, "\(p) \(o)")
        }
        #expect(far >= 10)
    }

    /// The selective search before the exact one, brought down to few empty cells and made
    /// reckless (a margin of one disc): its scores are often wrong, and the table holds its
    /// guessed bounds when the exact search starts; every exact score still matches the
    /// reference, so the exact search took only moves from those entries.
    @Test func score_afterARecklessSelectiveSearch_matchesReference() throws {
        let game = flankGame(8)
        let solver = Self.solver(game)
        let engine = solver.engine
        #expect(engine.patterns != nil)
        engine.guessMin = 9
        engine.selectiveMin = 9
        engine.probCutMin = 7
        engine.selectiveMargins = [1]
        // Bounds taken from the guesses could also send the tests round in circles: a node
        // budget turns that into a failure.
        solver.limits = SearchLimits(nodes: 50_000_000)
        var wrong = 0
        for (p, o) in Self.positions(game, 60, empties: 9...12, seed: 41) {
            let expected = EndgameReference.score(game, p, o)
            engine.table.clear()
            if try engine.selectiveScore(p, o, from: 0) != expected { wrong += 1 }
            #expect(try solver.score(player: p, opponent: o) == expected, "\(p) \(o)")
        }
        #expect(wrong >= 10)
    }

    /// The exact tests: each at an odd number, between two possible scores (a null window);
    /// from the score itself, two tests ("at least?", "at most?"); from an odd start or one 2
    /// discs off, at most three; from far off, still the score.
    @Test func proveScore_testsBetweenPossibleScores() throws {
        let game = flankGame(8)
        let solver = Self.solver(game)
        let engine = solver.engine
        for (p, o) in Self.positions(game, 12, empties: 10...12, seed: 7) {
            let expected = EndgameReference.score(game, p, o)
            for (start, most) in [(expected, 2), (expected - 1, 3), (expected + 1, 3), (expected - 2, 3),
                (expected + 2, 3), (expected + 20, 64), (-64, 64), (64, 64)]
            {
                engine.table.clear()
                let (score, tests) = try engine.proveScore(p, o, from: start)
                #expect(score == expected, "\(p) \(o) from \(start)")
                #expect(tests.allSatisfy { $0 % 2 != 0 }, "\(tests)")
                #expect(tests.count <= most, "\(p) \(o) from \(start): \(tests)")
                if start == expected && abs(expected) < 64 { #expect(tests.count == 2) }
            }
        }
    }

    /// Tests from 0 that stop at a bound (`within`, as boards without the pattern evaluation
    /// use them): the score still, after at most six tests (-1, -3, ..., -9, or -1, 1, ..., 9)
    /// however lopsided it is; the rest is one search. Some scores here lie beyond -8...+8.
    @Test func proveScore_within_stopsTestingPastTheBound() throws {
        let game = flankGame(6)
        let solver = Self.solver(game)
        let engine = solver.engine
        var beyond = 0
        for (p, o) in Self.positions(game, 24, empties: 8...12, seed: 19) {
            let expected = EndgameReference.score(game, p, o)
            if abs(expected) > 8 { beyond += 1 }
            engine.table.clear()
            let (score, tests) = try engine.proveScore(p, o, from: 0, within: 8)
            #expect(score == expected, "\(p) \(o)")
            #expect(!tests.isEmpty && tests.count <= 6, "\(p) \(o): \(tests)")
        }
        #expect(beyond >= 4)
    }

    /// The guess on FFO #40 (+38): an even number of discs, within 4 of the score.
    @Test func guess_ffo40_nearTheScore() throws {
        let solver = EndgameSolver(game: flankGame(8), tableBytes: 1 << 20)
        let (p, o) = ffoPosition(Self.ffo40, "X")
        let guess = try solver.engine.guess(p, o)
        #expect(guess % 2 == 0)
        #expect(abs(guess - 38) <= 4)
    }

    @Test(arguments: [8, 6, 4])
    func score_antiReversi_matchesReference(size: Int) throws {
        let game = flankGame(size, fewestWins: true)
        let solver = Self.solver(game)
        for (p, o) in Self.positions(game, 80, empties: size == 8 ? 8...10 : 4...11, seed: 77) {
            #expect(try solver.score(player: p, opponent: o) == EndgameReference.score(game, p, o), "\(p) \(o)")
        }
    }

    @Test(arguments: [8, 6, 4])
    func scoreWindow_randomWindows_keepsFailSoftContract(size: Int) throws {
        let game = flankGame(size)
        try Self.expectFailSoft(Self.solver(game), game, Self.positions(game, 80, empties: size == 8 ? 8...10 : 5...11, seed: 9),
            windowSeed: 5)
    }

    /// Searches each position in a random window, narrow (a null window) or wide, and checks the
    /// answer against the reference: at most alpha an upper bound, at least beta a lower bound,
    /// between them exact.
    static func expectFailSoft(_ solver: EndgameSolver<FlankGame>, _ game: FlankGame,
        _ positions: [(player: UInt64, opponent: UInt64)], windowSeed: UInt64) throws
    {
        var random = SplitMix64(seed: windowSeed)
        for (p, o) in positions {
            let exact = EndgameReference.score(game, p, o)
            let alpha = Int(random.next() % 40) - 20
            let beta = alpha + 1 + Int(random.next() % 3) * Int(random.next() % 10)
            let v = try solver.score(player: p, opponent: o, alpha: alpha, beta: beta)
            if v <= alpha {
                #expect(exact <= v, "upper bound \(v) in (\(alpha), \(beta)), exact \(exact)")
            } else if v >= beta {
                #expect(exact >= v, "lower bound \(v) in (\(alpha), \(beta)), exact \(exact)")
            } else {
                #expect(exact == v, "exact \(v) in (\(alpha), \(beta)), exact \(exact)")
            }
        }
    }

    @Test(arguments: [(8, false), (6, false), (4, false), (8, true), (6, true)])
    func analysis_randomPositions_matchesReference(size: Int, fewestWins: Bool) throws {
        let game = flankGame(size, fewestWins: fewestWins)
        let solver = Self.solver(game)
        for (p, o) in Self.positions(game, 40, empties: size == 8 ? 7...9 : 3...10, seed: 11) {
            // The reference score of each move, a pass, or nothing.
            var expected: [(move: Int, score: Int)] = []
            let moves = game.geometry.moves(player: p, opponent: o)
            if moves != 0 {
                for square in moves.setBits {
                    let (c, m) = EndgameReference.play(game, p, o, square)
                    expected.append((square, -EndgameReference.score(game, c, m)))
                }
            } else if game.geometry.moves(player: o, opponent: p) != 0 {
                expected = [(64, -EndgameReference.score(game, o, p))]
            }
            let exact = EndgameReference.score(game, p, o)

            let scores = try solver.moveScores(player: p, opponent: o)
            #expect(scores.map(\.move) == expected.map(\.move))
            #expect(scores.map(\.score) == expected.map(\.score))

            let (best, bestMoves) = try solver.bestMoves(player: p, opponent: o)
            #expect(best == exact)
            #expect(bestMoves == expected.filter { $0.score == exact }.map(\.move))

            // Replaying the variation ends the game with the exact score.
            var (player, opponent) = (p, o)
            var sign = 1
            for move in try solver.principalVariation(player: p, opponent: o) {
                if move != 64 {
                    #expect(game.geometry.flips(square: move, player: player, opponent: opponent) != 0)
                } else {
                    #expect(game.geometry.moves(player: player, opponent: opponent) == 0)
                }
                (player, opponent) = EndgameReference.play(game, player, opponent, move)
                sign = -sign
            }
            #expect(game.geometry.moves(player: player, opponent: opponent) == 0)
            #expect(game.geometry.moves(player: opponent, opponent: player) == 0)
            #expect(sign * game.finalScore(player: player, opponent: opponent) == exact)
        }
    }

    @Test func passesAndFinishedGames_areSolved() throws {
        var passes = 0, finished = 0
        for size in [4, 6, 8] {
            let game = flankGame(size)
            let solver = Self.solver(game)
            var random = SplitMix64(seed: 123)
            for _ in 0..<300 where passes < 60 || finished < 30 {
                var p = game.startBoard.player, o = game.startBoard.opponent
                while true {
                    let moves = game.geometry.moves(player: p, opponent: o)
                    let left = (game.cells & ~(p | o)).nonzeroBitCount
                    if moves == 0 {
                        let over = game.geometry.moves(player: o, opponent: p) == 0
                        if over || left <= 12 {
                            if over { finished += 1 } else { passes += 1 }
                            let exact = EndgameReference.score(game, p, o)
                            #expect(try solver.score(player: p, opponent: o) == exact)
                            let best = try solver.bestMoves(player: p, opponent: o)
                            #expect(best.score == exact)
                            #expect(best.moves == (over ? [] : [EndgameSolver<FlankGame>.pass]))
                            let scores = try solver.moveScores(player: p, opponent: o)
                            #expect(scores.map(\.move) == (over ? [] : [64]))
                            if !over { #expect(scores.first?.score == exact) }
                        }
                        if over { break }
                        (p, o) = (o, p)
                        continue
                    }
                    let all = Array(moves.setBits)
                    (p, o) = EndgameReference.play(game, p, o, all[Int(random.next() % UInt64(all.count))])
                }
            }
        }
        #expect(passes >= 20)
        #expect(finished >= 30)
    }

    /// Known: on 4 x 4 the second player wins 11-3 with two cells left empty, which Othello
    /// scoring (empty cells to the winner) makes 13-3.
    @Test func fourByFour_fromStart_secondPlayerWins() throws {
        let game = flankGame(4)
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20)
        let start = game.startBoard
        let score = try solver.score(player: start.player, opponent: start.opponent)
        #expect(score == EndgameReference.minimax(game, start.player, start.opponent))
        #expect(score == -10)
    }

    @Test func limits_nodeBudget_throws() {
        let game = flankGame(8)
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20)
        let (p, o) = ffoPosition(Self.ffo40, "X")
        solver.limits = SearchLimits(nodes: 10_000)
        #expect(throws: SearchStop.nodeLimit(10_000)) { try solver.score(player: p, opponent: o) }
        #expect(solver.stats.nodes < 20_000)
    }

    /// On one thread and on two (every thread stops).
    @Test(arguments: [1, 2])
    func limits_deadlineAndStopFlag_throw(threads: Int) {
        let game = flankGame(8)
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20, threads: threads)
        let (p, o) = ffoPosition(Self.ffo40, "X")
        solver.limits = SearchLimits(seconds: 0)
        #expect(throws: SearchStop.timeLimit) { try solver.score(player: p, opponent: o) }
        let flag = StopFlag()
        flag.raise()
        solver.limits = SearchLimits(stop: flag)
        #expect(throws: SearchStop.interrupted) { try solver.bestMoves(player: p, opponent: o) }
    }

    static let ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------"
}
