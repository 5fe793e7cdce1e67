import Boards
import Games
import Search
import Testing

extension PuzzleBoards {
    /// Wiegleb's 45-hole board: a 9 x 9 cross with arms three holes wide.
    static let wiegleb = [
        "      o o o", "      o o o", "      o o o", "o o o o o o o o o", "o o o o o o o o o",
        "o o o o o o o o o", "      o o o", "      o o o", "      o o o",
    ]
    /// The 41-hole diamond: rows of 1, 3, 5, 7, 9, 7, 5, 3, 1 holes.
    static let diamond = [
        "        o", "      o o o", "    o o o o o", "  o o o o o o o", "o o o o o o o o o",
        "  o o o o o o o", "    o o o o o", "      o o o", "        o",
    ]
}

/// The same puzzle without any pruning: the reference the pruned search is compared with.
struct UnprunedPuzzle: PuzzleGame {
    let puzzle: JumpPuzzle
    func moves(_ position: JumpPosition, into moves: inout JumpMoves) { puzzle.moves(position, into: &moves) }
    func play(_ move: JumpMove, in position: JumpPosition) -> JumpPosition { puzzle.play(move, in: position) }
    func isGoal(_ position: JumpPosition) -> Bool { puzzle.isGoal(position) }
    func canonicalKey(_ position: JumpPosition) -> UInt64 { puzzle.canonicalKey(position) }
    func classSize(_ position: JumpPosition) -> Int { puzzle.classSize(position) }
    func position(key: UInt64) -> JumpPosition { puzzle.position(key: key) }
    func keeping(_ position: JumpPosition) -> UnprunedPuzzle { UnprunedPuzzle(puzzle: puzzle.keeping(position)) }
    var start: JumpPosition { puzzle.start }
}

/// Pruning by pagodas and by the backward frontier keeps the search exact.
@Suite struct PegLargeBoardTests {
    /// Random positions `jumps` jumps from the full board less one hole, by seeded random play.
    func randomPositions(_ board: JumpBoard, count: Int, jumps: ClosedRange<Int>, seed: UInt64) -> [JumpPosition] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var position = board.full(except: [Int(random.next() % UInt64(board.holeCount))])
            let length = jumps.lowerBound + Int(random.next() % UInt64(jumps.count))
            for _ in 0..<length {
                let legal = board.legalJumps(position)
                if legal.isEmpty { break }
                position = board.play(legal[Int(random.next() % UInt64(legal.count))], in: position)
            }
            return position
        }
    }

    func solvable<G: PuzzleGame>(_ game: G, _ position: G.Position) -> Bool {
        do { return try PuzzleSolver(game: game, memoBytes: 1 << 20).solve(from: position).isSolved }
        catch { preconditionFailure("search stopped: \(error)") }
    }

    func expectSameAnswers(_ board: JumpBoard, goals: [JumpGoal], positions: [JumpPosition]) {
        var cut = 0
        for goal in goals {
            let puzzle = JumpPuzzle(board: board, start: board.full(), goal: goal)
            let withFrontier = puzzle.withSearchTables(bytes: 1 << 20)
            #expect(withFrontier.frontier.pegs > 1)
            for position in positions {
                let truth = solvable(UnprunedPuzzle(puzzle: puzzle), position)
                if !puzzle.mayReachGoal(position) || !withFrontier.mayReachGoal(position) { cut += 1 }
                if truth {
                    #expect(puzzle.mayReachGoal(position) && withFrontier.mayReachGoal(position))
                    #expect(puzzle.unreachableReason(from: position) == nil)
                }
                #expect(solvable(withFrontier, position) == truth)
            }
        }
        #expect(cut > 0, "the pruning never cut")
    }

    @Test func english_randomMidPositions_pruningNeverCutsASolvableOne() {
        let board = PuzzleBoards.board(PuzzleBoards.english)
        let positions = randomPositions(board, count: 25, jumps: 18...26, seed: 1)
        expectSameAnswers(board, goals: [.onePegAt(16), .onePeg, .onePegAt(0)], positions: positions)
    }

    @Test func triangle_randomPositions_pruningNeverCutsASolvableOne() {
        let board = PuzzleBoards.board(PuzzleBoards.triangle, .triangular)
        let positions = randomPositions(board, count: 80, jumps: 0...8, seed: 2)
        expectSameAnswers(board, goals: [.onePeg, .onePegAt(0), .onePegAt(4)], positions: positions)
    }

    @Test func wiegleb_centralGame_startPassesThePagodasAndTwoFarPegsAreCut() {
        let board = PuzzleBoards.board(PuzzleBoards.wiegleb)
        let centre = PuzzleBoards.hole(board, "e5")
        let puzzle = PuzzleBoards.puzzle(board, empty: "e5", goal: .onePegAt(centre))
        #expect(puzzle.mayReachGoal(puzzle.start))
        #expect(puzzle.unreachableReason(from: puzzle.start) == nil)
        // Two pegs on the tip of the top arm can never leave one on e5.
        let far = JumpPosition(bits: UInt64.bit(PuzzleBoards.hole(board, "d1")) | UInt64.bit(PuzzleBoards.hole(board, "e1")))
        #expect(!puzzle.mayReachGoal(far))
        #expect(puzzle.unreachableReason(from: far) != nil)
    }
}
