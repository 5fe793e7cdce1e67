import Boards
import Games
import Search
import Testing

/// Counting boards and solutions, with known numbers.
@Suite struct PuzzleCountTests {
    let english = PuzzleBoards.board(PuzzleBoards.english)
    let triangle = PuzzleBoards.board(PuzzleBoards.triangle, .triangular)

    /// G. Bell's table of the English central game: classes of boards first reached after n
    /// moves (a multi-jump is one move), n = 0 to 6. A check of the jumps and the symmetries.
    @Test func english_classesByMoves_matchBellsTable() {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePeg)
        var seen: Set<UInt64> = [puzzle.canonicalKey(puzzle.start)]
        var level = seen
        var sizes = [1]
        for _ in 1...6 {
            var next: Set<UInt64> = []
            for key in level { boardsAfterOneMove(JumpPosition(bits: key), puzzle, into: &next) }
            next.subtract(seen)
            seen.formUnion(next)
            sizes.append(next.count)
            level = next
        }
        #expect(sizes == [1, 1, 2, 9, 47, 263, 1452])
    }

    /// The classes of every board one move (one peg, one or more jumps) after `pegs`.
    func boardsAfterOneMove(_ pegs: JumpPosition, _ puzzle: JumpPuzzle, into boards: inout Set<UInt64>) {
        func chain(_ position: JumpPosition, peg: Int?) {
            for jump in puzzle.board.legalJumps(position) {
                let (from, _, to) = puzzle.board.holes(of: jump)
                guard peg == nil || peg == from else { continue }
                let after = puzzle.board.play(jump, in: position)
                boards.insert(puzzle.canonicalKey(after))
                chain(after, peg: to)
            }
        }
        chain(pegs, peg: nil)
    }

    /// Classes of boards after n jumps, by the count's levels.
    @Test func english_firstLevelsByJumps() throws {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePeg)
        let count = try PuzzleCount.count(puzzle, from: puzzle.start, levels: 4)
        #expect(count.levels.map(\.canonical) == [1, 1, 2, 8])
        #expect(count.levels.map(\.positions) == [1, 4, 12, 60])
    }

    /// The level count against a plain breadth-first set of raw boards and of their classes.
    @Test(arguments: ["a1", "b3", "a3"])
    func triangle_count_matchesAPlainEnumeration(empty: String) throws {
        let puzzle = PuzzleBoards.puzzle(triangle, empty: empty, goal: .onePeg)
        var seen: Set<UInt64> = [puzzle.start.bits]
        var stack = [puzzle.start]
        while let position = stack.popLast() {
            for jump in triangle.legalJumps(position) {
                let child = triangle.play(jump, in: position)
                if seen.insert(child.bits).inserted { stack.append(child) }
            }
        }
        let classes = Set(seen.map { puzzle.symmetries.canonical($0) })
        let count = try PuzzleCount.count(puzzle, from: puzzle.start)
        #expect(count.positions == seen.count)
        #expect(count.canonical == classes.count)
        #expect(count.levels.count <= 14)
    }

    @Test func count_stopsAtTheNodeAndTimeLimits() {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePeg)
        #expect(throws: SearchStop.nodeLimit(5_000)) {
            try PuzzleCount.count(puzzle, from: puzzle.start, limits: SearchLimits(nodes: 5_000))
        }
        #expect(throws: SearchStop.timeLimit) {
            try PuzzleCount.count(puzzle, from: puzzle.start, limits: SearchLimits(seconds: 0.05))
        }
    }

    @Test func count_pastItsLimit_throwsTooMany() {
        let puzzle = PuzzleBoards.puzzle(english, empty: "d4", goal: .onePeg)
        #expect(throws: SearchStop.tooMany(limit: 100)) { try PuzzleCount.count(puzzle, from: puzzle.start, limit: 100) }
    }

    /// Durango Bill's table: solutions (jump sequences to one peg) per start hole of the triangle.
    @Test(arguments: [("a1", 29_760), ("b2", 14_880), ("a3", 85_258), ("b3", 1_550), ("e5", 29_760), ("c4", 1_550)])
    func triangle_solutionsPerStart_matchDurangoBill(empty: String, solutions: Int) throws {
        let puzzle = PuzzleBoards.puzzle(triangle, empty: empty, goal: .onePeg)
        #expect(try PuzzleCount.solutions(puzzle, from: puzzle.start) == UInt64(solutions))
    }

    @Test func triangle_solutionsFinishingOnTheStartHole_matchDurangoBill() throws {
        for (empty, solutions) in [("a1", 6_816), ("a2", 720), ("a3", 51_452), ("b3", 0)] {
            let hole = PuzzleBoards.hole(triangle, empty)
            let puzzle = PuzzleBoards.puzzle(triangle, empty: empty, goal: .onePegAt(hole))
            #expect(try PuzzleCount.solutions(puzzle, from: puzzle.start) == UInt64(solutions), "\(empty)")
        }
    }

    @Test func triangle_solutionsOverAllStarts_total438984() throws {
        var total: UInt64 = 0
        for empty in 0..<15 {
            let puzzle = JumpPuzzle(board: triangle, start: triangle.full(except: [empty]), goal: .onePeg)
            total += try PuzzleCount.solutions(puzzle, from: puzzle.start)
        }
        #expect(total == 438_984)
    }
}
