import Boards
import Games
import Search
import Testing

/// The beam search finds solutions that replay to the goal, returns nil (never a wrong answer)
/// when it dies out, and stops at its limits.
@Suite struct PuzzleBeamTests {
    let english = PuzzleBoards.board(PuzzleBoards.english)
    let triangle = PuzzleBoards.board(PuzzleBoards.triangle, .triangular)

    func beam(_ puzzle: JumpPuzzle, from start: JumpPosition? = nil, width: Int) -> PuzzleResult<JumpMove>? {
        do {
            return try PuzzleBeam.solve(puzzle, from: start ?? puzzle.start, width: width, limits: .none)
        } catch {
            preconditionFailure("beam stopped: \(error)")
        }
    }

    /// Expects the beam's answer to be a solution that replays legally from `puzzle`'s start to a goal.
    func expectSolves(_ puzzle: JumpPuzzle, width: Int) throws {
        let result = try #require(beam(puzzle, width: width))
        let solution = try #require(result.solution)
        #expect(solution.count == puzzle.start.count - 1)
        let end = try #require(replayed(puzzle, solution), "a jump of the solution is illegal")
        #expect(puzzle.isGoal(end))
        #expect(result.reason == nil)
        #expect(result.stats.nodes > 0)
    }

    @Test func english_centralGame_beamOf25FindsASolutionThatReplaysToTheCentre() throws {
        try expectSolves(PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16)), width: 25)
    }

    @Test func triangle_fromA1_beamFindsASolutionThatReplaysToOnePeg() throws {
        try expectSolves(PuzzleBoards.puzzle(triangle, empty: "a1", goal: .onePeg), width: 25)
    }

    @Test func european_fromC1_beamFindsASolutionThatReplaysToOnePeg() throws {
        let european = PuzzleBoards.board(PuzzleBoards.european)
        try expectSolves(PuzzleBoards.puzzle(european, empty: "c1", goal: .onePeg), width: 50)
    }

    /// Durango Bill: no solution starts and finishes on the interior hole b3; the beam, however
    /// wide, examines what it can and returns nil.
    @Test func triangle_interiorStartAndFinish_beamDiesAndReturnsNil() {
        let b3 = PuzzleBoards.hole(triangle, "b3")
        let puzzle = PuzzleBoards.puzzle(triangle, empty: "b3", goal: .onePegAt(b3))
        for width in [1, 10, 10_000] { #expect(beam(puzzle, width: width) == nil) }
    }

    /// Random triangle positions, beams of 1 to 8 boards: every answer given replays to a goal,
    /// and none is given where the exact search proves there is no solution.
    @Test func triangle_randomPositions_beamAnswersOnlyWithSolutions() throws {
        var random = SplitMix64(seed: 7)
        var answered = 0, died = 0
        for _ in 0..<60 {
            var position = triangle.full(except: [Int(random.next() % 15)])
            for _ in 0..<Int(random.next() % 6) {
                let legal = triangle.legalJumps(position)
                if legal.isEmpty { break }
                position = triangle.play(legal[Int(random.next() % UInt64(legal.count))], in: position)
            }
            let puzzle = JumpPuzzle(board: triangle, start: position, goal: .onePeg)
            let truth = solve(puzzle).isSolved
            for width in [1, 2, 8] {
                guard let solution = beam(puzzle, width: width)?.solution else {
                    died += 1
                    continue
                }
                answered += 1
                #expect(truth)
                #expect(replayed(puzzle, solution).map(puzzle.isGoal) == true)
            }
        }
        #expect(answered > 0 && died > 0)
    }

    @Test func startOnTheGoal_beamAnswersWithNoMoves() throws {
        let puzzle = JumpPuzzle(board: english, start: JumpPosition(bits: UInt64.bit(16)), goal: .onePegAt(16))
        #expect(try #require(beam(puzzle, width: 4)).solution == [])
    }

    @Test func limits_nodeBudgetAndStopFlag_throw() {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16))
        #expect(throws: SearchStop.nodeLimit(100)) {
            try PuzzleBeam.solve(puzzle, from: puzzle.start, width: 1_000, limits: SearchLimits(nodes: 100))
        }
        let stop = StopFlag()
        stop.raise()
        #expect(throws: SearchStop.interrupted) {
            try PuzzleBeam.solve(puzzle, from: puzzle.start, width: 1_000, limits: SearchLimits(stop: stop))
        }
        #expect(throws: SearchStop.timeLimit) {
            try PuzzleBeam.solve(puzzle, from: puzzle.start, widths: [1_000], limits: SearchLimits(seconds: 0))
        }
    }
}
