import Boards

/// What a peg solitaire puzzle must reach.
public enum JumpGoal: Sendable, Hashable {
    /// One peg left, on any hole.
    case onePeg
    /// One peg left, on the given hole (the central game: on the centre).
    case onePegAt(Int)
    /// Exactly the given position.
    case position(Pegs)
}

/// A peg solitaire puzzle: a board, a start and a goal, as the puzzle search sees it.
///
/// Its symmetries are those of the board that keep the goal (all of them for `.onePeg`; those
/// that fix the hole or the target otherwise), so that positions with one key are equally far
/// from the goal.
public struct JumpPuzzle: PuzzleGame {
    public typealias Position = Pegs
    public typealias Move = Jump
    public typealias Moves = JumpList

    public let board: JumpBoard
    public let start: Pegs
    public let goal: JumpGoal
    /// The board's symmetries that keep the goal.
    public let symmetries: JumpSymmetries
    /// The goal as bits: the target position, or the finishing hole; 0 for one peg anywhere.
    @usableFromInline let goalBits: UInt64
    @usableFromInline let goalPegs: Int

    public init(board: JumpBoard, start: Pegs, goal: JumpGoal) {
        self.board = board
        self.start = start
        self.goal = goal
        switch goal {
        case .onePeg: goalBits = 0; goalPegs = 1
        case .onePegAt(let hole): goalBits = UInt64.bit(hole); goalPegs = 1
        case .position(let target): goalBits = target.bits; goalPegs = target.count
        }
        symmetries = goalBits == 0 ? board.symmetries : board.symmetries.fixing(goalBits)
    }

    private init(_ puzzle: JumpPuzzle, symmetries: JumpSymmetries) {
        board = puzzle.board
        start = puzzle.start
        goal = puzzle.goal
        goalBits = puzzle.goalBits
        goalPegs = puzzle.goalPegs
        self.symmetries = symmetries
    }

    public func keeping(_ position: Pegs) -> JumpPuzzle {
        JumpPuzzle(self, symmetries: symmetries.fixing(position.bits))
    }

    @inlinable public func moves(_ position: Pegs, into moves: inout JumpList) {
        board.legalJumps(position, into: &moves)
    }

    @inlinable public func play(_ move: Jump, in position: Pegs) -> Pegs { board.play(move, in: position) }

    @inlinable public func isGoal(_ position: Pegs) -> Bool {
        goalBits == 0 ? position.bits.nonzeroBitCount == 1 : position.bits == goalBits
    }

    @inlinable public func canonicalKey(_ position: Pegs) -> UInt64 { symmetries.canonical(position.bits) }

    public func classSize(_ position: Pegs) -> Int { symmetries.classSize(position.bits) }

    public func position(key: UInt64) -> Pegs { Pegs(bits: key) }

    /// Too few pegs left for the goal: each jump takes one.
    @inlinable public func mayReachGoal(_ position: Pegs) -> Bool { position.bits.nonzeroBitCount >= goalPegs }

    /// The position-class test (see `JumpBoard+Classes.swift`) and the peg count.
    public func unreachableReason(from position: Pegs) -> String? {
        if position.count < goalPegs {
            return "the start has \(position.count) pegs and the goal \(goalPegs); a jump never adds a peg"
        }
        let startClass = board.positionClass(position)
        let classReason = "its position class differs from the start's (a parity that no jump changes)"
        switch goal {
        case .onePeg:
            let reachable = (0..<board.holeCount).filter { board.positionClass(Pegs(bits: UInt64.bit($0))) == startClass }
            if reachable.isEmpty { return "no single peg can be left: every one-peg position is in another position class than the start" }
        case .onePegAt(let hole):
            if board.positionClass(Pegs(bits: UInt64.bit(hole))) != startClass {
                return "a last peg on \(board.name(ofHole: hole)) cannot be reached: \(classReason)"
            }
        case .position(let target):
            if board.positionClass(target) != startClass { return "the target cannot be reached: \(classReason)" }
            if target.bits & ~board.holes != 0 { return "the target has pegs off the board" }
        }
        return nil
    }
}
