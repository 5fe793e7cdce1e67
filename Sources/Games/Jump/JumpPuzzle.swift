import Boards
import Search

/// What a peg solitaire puzzle must reach.
public enum JumpGoal: Sendable, Hashable {
    /// One peg left, on any hole.
    case onePeg
    /// One peg left, on the given hole (the central game: on the centre).
    case onePegAt(Int)
    /// Exactly the given position.
    case position(JumpPosition)
}

/// A peg solitaire puzzle: a board, a start and a goal, as the puzzle search sees it.
///
/// Its symmetries are those of the board that keep the goal (all of them for `.onePeg`; those
/// that fix the hole or the target otherwise), so that positions with one key are equally far
/// from the goal.
public struct JumpPuzzle: PuzzleGame {
    public typealias Position = JumpPosition
    public typealias Move = JumpMove
    public typealias Moves = JumpMoves

    public let board: JumpBoard
    public let start: JumpPosition
    public let goal: JumpGoal
    /// The board's symmetries that keep the goal.
    public private(set) var symmetries: PuzzleSymmetries
    /// The goal as bits: the target position, or the finishing hole; 0 for one peg anywhere.
    @usableFromInline let goalBits: UInt64
    @usableFromInline let goalPegs: Int
    /// The holes no jump passes over (see `movesNeeded`) whose peg must leave before the goal.
    @usableFromInline let lonelyHoles: UInt64
    /// Closed 2 x 2 windows of holes without such a hole, not full at the goal (see `movesNeeded`).
    @usableFromInline let closedBlocks: [UInt64]
    /// Per set of full closed windows (bit `i` for `closedBlocks[i]`), the most of them that are
    /// pairwise disjoint; empty when there are more than 16 windows (see `movesNeeded`).
    @usableFromInline let blockPacking: [UInt8]
    /// The pagoda functions that cut positions short of the goal (see `JumpBoard+Pagoda.swift`).
    @usableFromInline let pagodas: GoalPagodas
    /// The boards a few pegs from the goal that reach it, once a long search asks for them.
    public internal(set) var frontier = GoalFrontier()
    /// Per jump, its move-ordering score (see `score`).
    @usableFromInline let jumpScores: [Int]
    /// Per hole, the weight of a peg there in `heuristic`: four times its squared distance from
    /// the finishing hole (from the board's centre for one peg anywhere or a target position).
    @usableFromInline let holeSpread: [Int]
    /// Per hole, the holes one step away in the board's directions.
    @usableFromInline let neighbourHoles: [UInt64]

    public init(board: JumpBoard, start: JumpPosition, goal: JumpGoal) {
        self.board = board
        self.start = start
        self.goal = goal
        switch goal {
        case .onePeg: goalBits = 0; goalPegs = 1
        case .onePegAt(let hole): goalBits = UInt64.bit(hole); goalPegs = 1
        case .position(let target): goalBits = target.bits; goalPegs = target.count
        }
        symmetries = goalBits == 0 ? board.symmetries : board.symmetries.fixing(goalBits)
        (lonelyHoles, closedBlocks) = Self.mersonRegions(board, goal: goalPegs == 1 && goalBits == 0 ? 0 : goalBits)
        blockPacking = Self.packings(closedBlocks)
        pagodas = GoalPagodas(board: board, goal: goal)
        jumpScores = Self.jumpScores(board, goal: goal)
        (holeSpread, neighbourHoles) = Self.heuristicTables(board, goal: goal)
    }

    public func keeping(_ position: JumpPosition) -> JumpPuzzle {
        var kept = self
        kept.symmetries = symmetries.fixing(position.bits)
        return kept
    }

    @inlinable public func moves(_ position: JumpPosition, into moves: inout JumpMoves) {
        board.legalJumps(position, into: &moves)
    }

    @inlinable public func play(_ move: JumpMove, in position: JumpPosition) -> JumpPosition { board.play(move, in: position) }

    @inlinable public func isGoal(_ position: JumpPosition) -> Bool {
        goalBits == 0 ? position.bits.nonzeroBitCount == 1 : position.bits == goalBits
    }

    @inlinable public func canonicalKey(_ position: JumpPosition) -> UInt64 { symmetries.canonical(position.bits) }

    public func classSize(_ position: JumpPosition) -> Int { symmetries.classSize(position.bits) }

    public func position(key: UInt64) -> JumpPosition { JumpPosition(bits: key) }

    /// Too few pegs left for the goal (each jump takes one), a pagoda function below the goal's
    /// sum (it never increases), or a board of the frontier's peg count outside it.
    @inlinable public func mayReachGoal(_ position: JumpPosition) -> Bool {
        position.bits.nonzeroBitCount >= goalPegs && pagodas.allow(position.bits) && frontier.allows(position.bits)
    }

    /// The position-class test (see `JumpBoard+Classes.swift`) and the peg count.
    public func unreachableReason(from position: JumpPosition) -> String? {
        if position.count < goalPegs {
            return "the start has \(position.count) pegs and the goal \(goalPegs); a jump never adds a peg"
        }
        let startClass = board.positionClass(position)
        let classReason = "its position class differs from the start's (a parity that no jump changes)"
        switch goal {
        case .onePeg:
            let reachable = (0..<board.holeCount).filter { board.positionClass(JumpPosition(bits: UInt64.bit($0))) == startClass }
            if reachable.isEmpty { return "no single peg can be left: every one-peg position is in another position class than the start" }
        case .onePegAt(let hole):
            if board.positionClass(JumpPosition(bits: UInt64.bit(hole))) != startClass {
                return "a last peg on \(board.name(ofHole: hole)) cannot be reached: \(classReason)"
            }
        case .position(let target):
            if board.positionClass(target) != startClass { return "the target cannot be reached: \(classReason)" }
            if target.bits & ~board.holes != 0 { return "the target has pegs off the board" }
        }
        if let (_, value, needed) = pagodas.proof(position) {
            return "a pagoda function (weights that no jump increases) sums to \(value) at the start and \(needed) at the goal"
        }
        return nil
    }

    /// A jump continues a move when it starts on the hole the previous jump landed on.
    @inlinable public func continues(_ move: JumpMove, after previous: JumpMove) -> Bool {
        board.jumpFrom[Int(move.index)] == board.jumpTo[Int(previous.index)]
    }

    /// The jumps from the hole `previous` landed on.
    @inlinable public func moves(_ position: JumpPosition, continuing previous: JumpMove, into moves: inout JumpMoves) {
        board.legalJumps(position, from: Int(board.jumpTo[Int(previous.index)]), into: &moves)
    }

    /// Merson's regions (see `movesNeeded`) without the peg that just landed: it may leave its
    /// region for free, but a full region without it changes first by a move that starts in it.
    @inlinable public func movesNeeded(_ position: JumpPosition, continuing previous: JumpMove) -> Int {
        movesNeeded(JumpPosition(bits: position.bits & ~UInt64.bit(Int(board.jumpTo[Int(previous.index)]))))
    }

    /// Merson's regions: a set of holes that every jump over one of them enters or leaves is
    /// *closed*. While a closed region is full no jump lands in it, so the first jump that
    /// changes it starts inside, by a peg that stood there when its move began. Each full closed
    /// region that the goal does not keep full thus costs a move of its own, when the regions are
    /// disjoint. The regions counted: the holes no jump passes over (corners), and the most
    /// disjoint full closed 2 x 2 windows (from `blockPacking`; with too many windows for it,
    /// packed greedily in two orders, the better count taken). With one peg left anywhere, that
    /// peg may stand on a corner that never moved.
    @inlinable public func movesNeeded(_ position: JumpPosition) -> Int {
        let bits = position.bits
        var corners = (bits & lonelyHoles).nonzeroBitCount
        if goalBits == 0, goalPegs == 1, corners > 0 { corners -= 1 }
        if !blockPacking.isEmpty {
            var full = 0
            for i in closedBlocks.indices where bits & closedBlocks[i] == closedBlocks[i] { full |= 1 &<< i }
            return corners + Int(blockPacking[full])
        }
        var forward = 0, backward = 0
        var used: UInt64 = 0
        for block in closedBlocks where bits & block == block && used & block == 0 {
            used |= block
            forward += 1
        }
        used = 0
        for block in closedBlocks.reversed() where bits & block == block && used & block == 0 {
            used |= block
            backward += 1
        }
        return corners + max(forward, backward)
    }

    /// `packings(blocks)[set]`: the most pairwise disjoint blocks of `set` (bit `i` for
    /// `blocks[i]`), for up to 16 blocks (64 kB); empty for more.
    static func packings(_ blocks: [UInt64]) -> [UInt8] {
        guard blocks.count <= 16 else { return [] }
        let clashes = blocks.map { block in
            blocks.indices.reduce(0) { mask, j in blocks[j] & block != 0 ? mask | 1 << j : mask }
        }
        var most = [UInt8](repeating: 0, count: 1 << blocks.count)
        for set in most.indices.dropFirst() {
            // The lowest block of the set is left out, or taken with none that it overlaps.
            let lowest = set.trailingZeroBitCount
            let rest = set & (set - 1)
            most[set] = max(most[rest], 1 + most[rest & ~clashes[lowest]])
        }
        return most
    }

    /// The corners and closed windows of `board` (see `movesNeeded`), leaving out those full in
    /// `goal` (the target's holes; 0 for one peg anywhere).
    static func mersonRegions(_ board: JumpBoard, goal: UInt64) -> (corners: UInt64, blocks: [UInt64]) {
        var over: UInt64 = 0
        for hole in board.jumpOver { over |= UInt64.bit(Int(hole)) }
        let corners = board.holes & ~over & ~goal
        func isClosed(_ region: UInt64) -> Bool {
            board.jumpOver.indices.allSatisfy { i in
                region & UInt64.bit(Int(board.jumpOver[i])) == 0
                    || region & (UInt64.bit(Int(board.jumpFrom[i])) | UInt64.bit(Int(board.jumpTo[i]))) != 0
            }
        }
        var blocks: [UInt64] = []
        for hole in 0..<board.holeCount {
            let (row, column) = (board.rowOf[hole], board.columnOf[hole])
            var block: UInt64 = 0
            for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                if let other = board.hole(row: row + dr, column: column + dc) { block |= UInt64.bit(other) }
            }
            guard block.nonzeroBitCount > 1, block & (board.holes & ~over) == 0, block & ~goal != 0, isClosed(block)
            else { continue }
            blocks.append(block)
        }
        return (corners, blocks)
    }

    /// For the beam search, lower is more promising: the pegs' spread from the goal (`holeSpread`),
    /// plus 8 for each peg with no neighbour peg (it can move only once one comes next to it)
    /// and 8 for each peg on a hole no jump passes over that the goal wants empty (its peg must
    /// leave by a jump of its own). Weights tuned on the English, European, Wiegleb and diamond
    /// boards: a beam of 200 boards a level solves every single-vacancy start measured (most
    /// need 10 to 25), and 4,000 all but 4 of the 78 complement problems that pass the class test.
    @inlinable public func heuristic(_ position: JumpPosition) -> Int {
        let pegs = position.bits
        var rest = pegs
        var total = 8 * (pegs & lonelyHoles).nonzeroBitCount
        while rest != 0 {
            let hole = rest.trailingZeroBitCount
            rest &= rest &- 1
            total &+= holeSpread[hole]
            if neighbourHoles[hole] & pegs == 0 { total &+= 8 }
        }
        return total
    }

    /// The tables of `heuristic`.
    static func heuristicTables(_ board: JumpBoard, goal: JumpGoal) -> (spread: [Int], neighbours: [UInt64]) {
        var row = Double(board.rowOf.reduce(0, +)) / Double(max(1, board.holeCount))
        var column = Double(board.columnOf.reduce(0, +)) / Double(max(1, board.holeCount))
        if case .onePegAt(let hole) = goal { (row, column) = (Double(board.rowOf[hole]), Double(board.columnOf[hole])) }
        let spread = (0..<board.holeCount).map { hole in
            let dr = Double(board.rowOf[hole]) - row, dc = Double(board.columnOf[hole]) - column
            return Int((4 * (dr * dr + dc * dc)).rounded())
        }
        let neighbours = (0..<board.holeCount).map { hole in
            board.directions.steps.reduce(UInt64(0)) { mask, step in
                guard let next = board.hole(row: board.rowOf[hole] + step.row, column: board.columnOf[hole] + step.column)
                else { return mask }
                return mask | UInt64.bit(next)
            }
        }
        return (spread, neighbours)
    }
}
