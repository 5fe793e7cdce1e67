import Boards
import Games
import Search
import Testing

/// The puzzle search on peg solitaire: solutions that replay, proofs of none, limits.
@Suite struct PuzzleSolverTests {
    let english = PuzzleBoards.board(PuzzleBoards.english)
    let triangle = PuzzleBoards.board(PuzzleBoards.triangle, .triangular)

    @Test func english_centralGame_isSolvedAndTheSolutionReplaysToTheCentre() throws {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16))
        let result = solve(puzzle)
        let solution = try #require(result.solution)
        #expect(solution.count == 31)
        #expect(replayed(puzzle, solution) == JumpPosition(bits: UInt64.bit(16)))
        #expect(result.reason == nil)
        #expect(result.stats.nodes > 0)
    }

    @Test func european_centralGame_isProvedImpossibleByItsPositionClass() {
        let european = PuzzleBoards.board(PuzzleBoards.european)
        let result = solve(PuzzleBoards.puzzle(european, empty: "d4", goal: .onePegAt(PuzzleBoards.hole(european, "d4"))))
        #expect(result.solution == nil)
        #expect(result.reason?.contains("position class") == true)
        #expect(result.stats.nodes == 0)
        // One peg anywhere fails the same test: no hole is in the start's class.
        #expect(solve(PuzzleBoards.puzzle(european, empty: "d4", goal: .onePeg)).reason != nil)
    }

    /// The triangle's interior holes cannot be both start and finish (Durango Bill's table: 0
    /// solutions); the class test does not see it, so the search examines every board.
    @Test func triangle_interiorStartAndFinish_isProvedImpossibleBySearch() {
        let b3 = PuzzleBoards.hole(triangle, "b3")
        let puzzle = PuzzleBoards.puzzle(triangle, empty: "b3", goal: .onePegAt(b3))
        let result = solve(puzzle)
        #expect(result.solution == nil)
        #expect(result.reason == nil)
        #expect(result.stats.nodes > 100)
        // A memo of one bucket forgets nearly everything and still proves the same.
        let tiny = solve(puzzle, memoBytes: 32)
        #expect(tiny.solution == nil)
        #expect(tiny.stats.nodes > result.stats.nodes)
    }

    @Test func triangle_everyStart_hasASolution() throws {
        for empty in 0..<15 {
            let puzzle = JumpPuzzle(board: triangle, start: triangle.full(except: [empty]), goal: .onePeg)
            let solution = try #require(solve(puzzle).solution, "start \(triangle.name(ofHole: empty))" as Comment)
            #expect(solution.count == 13)
            #expect(replayed(puzzle, solution)?.count == 1)
        }
    }

    @Test func target_position_isReachedExactly() throws {
        // The first four jumps of Bergholt's solution, then ask the search for that board.
        var target = english.full(except: [16])
        for move in ["f4-d4", "e6-e4", "g5-e5", "d5-f5"] {
            guard case .success(let jumps) = english.parseMove(move, in: target) else { Issue.record("\(move) refused"); return }
            for jump in jumps { target = english.play(jump, in: target) }
        }
        let puzzle = JumpPuzzle(board: english, start: english.full(except: [16]), goal: .position(target))
        let solution = try #require(solve(puzzle).solution)
        #expect(solution.count == 4)
        #expect(replayed(puzzle, solution) == target)
        // A target with more pegs than the start is refused before any search.
        let more = JumpPuzzle(board: english, start: target, goal: .position(english.full(except: [16])))
        #expect(solve(more).reason != nil)
    }

    @Test func goalOffCentre_keepsOnlyTheSymmetriesThatFixIt() {
        #expect(PuzzleBoards.puzzle(english, empty: "d4", goal: .onePeg).symmetries.count == 8)
        #expect(PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16)).symmetries.count == 8)
        // d1 lies on the vertical mirror only.
        #expect(PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(1)).symmetries.count == 2)
        #expect(PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(0)).symmetries.count == 1)
    }

    @Test func nodeLimit_stopsTheSearchWithoutAnAnswer() {
        let solver = PuzzleSolver(game: PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16)))
        solver.limits = SearchLimits(nodes: 10)
        #expect(throws: SearchStop.nodeLimit(10)) { try solver.solve(from: solver.game.start) }
    }

    @Test func stopFlag_interruptsTheSearch() {
        let stop = StopFlag()
        stop.raise()
        let solver = PuzzleSolver(game: PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16)))
        solver.limits = SearchLimits(stop: stop)
        #expect(throws: SearchStop.interrupted) { try solver.solve(from: solver.game.start) }
    }
}
