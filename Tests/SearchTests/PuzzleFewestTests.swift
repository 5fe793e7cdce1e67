import Boards
import Games
import Search
import Testing

/// The fewest-moves search on peg solitaire: published minima, solutions that replay, and a
/// brute-force reference on small endgames.
@Suite struct PuzzleFewestTests {
    let english = PuzzleBoards.board(PuzzleBoards.english)
    let triangle = PuzzleBoards.board(PuzzleBoards.triangle, .triangular)

    /// The 15-hole triangle, one peg anywhere, by start class (holes numbered 1 to 15 from the
    /// top, here 0 to 14): known-results §4.3.
    @Test(arguments: [(start: 0, moves: 10), (start: 1, moves: 10), (start: 3, moves: 9), (start: 4, moves: 11)])
    func triangle_startClass_needsThePublishedFewestMoves(start: Int, moves: Int) throws {
        let puzzle = JumpPuzzle(board: triangle, start: triangle.full(except: [start]), goal: .onePeg)
        let result = fewest(puzzle)
        let solution = try #require(result.solution)
        #expect(solution.count == 13)
        #expect(replayed(puzzle, solution)?.count == 1)
        #expect(triangle.moves(grouping: solution).count == moves)
        // The reference agrees that no solution of moves - 1 exists.
        #expect(Reference.fewestMoves(puzzle) == moves)
    }

    @Test func triangle_tinyMemo_forgetsButFindsTheSameMinimum() throws {
        let puzzle = JumpPuzzle(board: triangle, start: triangle.full(except: [3]), goal: .onePeg)
        let small = fewest(puzzle, memoBytes: 16 << 10)
        let solution = try #require(small.solution)
        #expect(triangle.moves(grouping: solution).count == 9)
        #expect(small.stats.nodes > fewest(puzzle).stats.nodes)
    }

    @Test func triangle_interiorStartAndFinish_hasNoSolution() {
        let b3 = PuzzleBoards.hole(triangle, "b3")
        let result = fewest(PuzzleBoards.puzzle(triangle, empty: "b3", goal: .onePegAt(b3)))
        #expect(result.solution == nil)
        #expect(result.reason == nil)
        #expect(result.stats.deadStored > 0)
    }

    @Test func european_centralGame_isImpossibleByItsPositionClass() {
        let european = PuzzleBoards.board(PuzzleBoards.european)
        let d4 = PuzzleBoards.hole(european, "d4")
        let result = fewest(PuzzleBoards.puzzle(european, empty: "d4", goal: .onePegAt(d4)))
        #expect(result.solution == nil)
        #expect(result.reason?.contains("position class") == true)
        #expect(result.stats.nodes == 0)
    }

    /// Endgames of the English board, played backwards from one peg on the centre by random
    /// jumps undone (so a finish exists): the fewest moves, or none, as a breadth-first search
    /// over (board, hole of the last peg moved) finds them.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func english_randomEndgame_matchesBruteForce(seed: UInt64) throws {
        let position = endgame(seed: seed, pegs: 9 + Int(seed % 3))
        for goal in [JumpGoal.onePeg, .onePegAt(16), .onePegAt(PuzzleBoards.hole(english, "d1"))] {
            let puzzle = JumpPuzzle(board: english, start: position, goal: goal)
            let result = fewest(puzzle)
            let expected = Reference.fewestMoves(puzzle)
            #expect(result.solution.map { english.moves(grouping: $0).count } == expected, "seed \(seed), \(goal)")
            if let solution = result.solution { #expect(puzzle.isGoal(try #require(replayed(puzzle, solution)))) }
            if goal == .onePegAt(16) { #expect(expected != nil) }
        }
    }

    @Test func english_nodeBudget_stopsTheSearch() {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16))
        #expect(throws: SearchStop.nodeLimit(1_000)) {
            try PuzzleFewest.solve(puzzle, from: puzzle.start, limits: SearchLimits(nodes: 1_000, stop: nil))
        }
        let stop = StopFlag()
        stop.raise()
        #expect(throws: SearchStop.interrupted) {
            try PuzzleFewest.solve(puzzle, from: puzzle.start, limits: SearchLimits(stop: stop))
        }
    }

    @Test func jumpPuzzle_movesNeeded_neverExceedsTheReference() throws {
        for seed in 100..<120 as Range<UInt64> {
            let position = endgame(seed: seed, pegs: 10)
            let puzzle = JumpPuzzle(board: english, start: position, goal: .onePeg)
            #expect(puzzle.movesNeeded(position) <= (try #require(Reference.fewestMoves(puzzle))))
        }
        // The central start: 8 corners and 4 full closed 2 x 2 windows around the centre.
        let central = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePegAt(16))
        #expect(central.movesNeeded(central.start) == 12)
    }

    /// After a jump, the jumps from its landing hole are those that continue it, and the bound
    /// for a peg that may go on for free never exceeds the reference's count from that board
    /// with the peg's next jump free.
    @Test func jumpPuzzle_continuingMoves_matchTheFilterAndTheReference() throws {
        for seed in 200..<210 as Range<UInt64> {
            let before = endgame(seed: seed, pegs: 11)
            for goal in [JumpGoal.onePeg, .onePegAt(16)] {
                let puzzle = JumpPuzzle(board: english, start: before, goal: goal)
                for jump in english.legalJumps(before) {
                    let after = english.play(jump, in: before)
                    var list = JumpMoves()
                    puzzle.moves(after, continuing: jump, into: &list)
                    let continuing = english.legalJumps(after).filter { puzzle.continues($0, after: jump) }
                    #expect(Array(IteratorSequence(list)) == continuing)
                    let free = JumpPuzzle(board: english, start: after, goal: goal)
                    if let fewest = Reference.fewestMoves(free, last: english.holes(of: jump).to) {
                        #expect(puzzle.movesNeeded(after, continuing: jump) <= fewest, "seed \(seed), \(goal)")
                    }
                }
            }
        }
    }

    /// A board of `pegs` pegs from which one peg on the centre can be reached: random jumps
    /// undone from that finish (a peg on the landing hole goes back to the start hole, and the
    /// peg jumped over returns).
    private func endgame(seed: UInt64, pegs: Int) -> JumpPosition {
        var random = SplitMix64(seed: seed)
        var position = JumpPosition(bits: UInt64.bit(16))
        while position.count < pegs {
            let undoable = (0..<english.jumpCount).map { JumpMove(index: $0) }.filter { jump in
                let (from, over, to) = english.holes(of: jump)
                return position.hasPeg(to) && !position.hasPeg(from) && !position.hasPeg(over)
            }
            guard let jump = undoable.randomElement(using: &random) else { break }
            position = english.undo(jump, in: position)
        }
        return position
    }

    private func fewest(_ puzzle: JumpPuzzle, memoBytes: Int = 1 << 20) -> PuzzleResult<JumpMove> {
        do {
            return try PuzzleFewest.solve(puzzle, from: puzzle.start, limits: SearchLimits(stop: nil), memoBytes: memoBytes)
        } catch {
            preconditionFailure("search stopped: \(error)")
        }
    }
}

/// The slow, obvious fewest-moves count: a 0-1 breadth-first search over (board, hole the last
/// peg landed on), a jump costing nothing when it starts on that hole and one move otherwise. No
/// symmetry, memo, bound or `continues`: only the jump table.
private enum Reference {
    struct State: Hashable {
        var bits: UInt64
        var last: Int
    }

    /// From the puzzle's start, a jump from `last` free (-1: none).
    static func fewestMoves(_ puzzle: JumpPuzzle, last: Int = -1) -> Int? {
        let board = puzzle.board
        var distance: [State: Int] = [State(bits: puzzle.start.bits, last: last): 0]
        var now = [State(bits: puzzle.start.bits, last: last)]
        var level = 0
        while !now.isEmpty {
            var next: [State] = []
            var index = 0
            // Walk this level, appending the free continuations to it as they are found.
            while index < now.count {
                let state = now[index]
                index += 1
                guard distance[state] == level else { continue }
                if puzzle.isGoal(JumpPosition(bits: state.bits)) { return level }
                for jump in board.legalJumps(JumpPosition(bits: state.bits)) {
                    let (from, _, to) = board.holes(of: jump)
                    let child = State(bits: board.play(jump, in: JumpPosition(bits: state.bits)).bits, last: to)
                    let cost = from == state.last ? 0 : 1
                    if let known = distance[child], known <= level + cost { continue }
                    distance[child] = level + cost
                    if cost == 0 { now.append(child) } else { next.append(child) }
                }
            }
            now = next
            level += 1
        }
        return nil
    }
}
