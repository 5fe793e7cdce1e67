import Boards
import Search

/// A block-family puzzle position: the cells that hold a piece, one bit per cell
/// (`row * width + column`, so a puzzle board has at most 64 cells).
public struct BlockPieces: Hashable, Sendable {
    public var bits: UInt64

    @inlinable public init(bits: UInt64) { self.bits = bits }

    /// How many pieces are left.
    @inlinable public var count: Int { bits.nonzeroBitCount }
}

/// One jump of a block puzzle: an index into its puzzle's jump table. A chain (`move jump ...
/// chain`) is a run of them by one piece, as a peg's multi-jump is.
public struct BlockJump: Hashable, Sendable {
    public let index: UInt16

    @inlinable public init(index: Int) { self.index = UInt16(truncatingIfNeeded: index) }
}

/// The legal jumps of a position as a bitset over the jump table (up to 512 entries: 64 cells,
/// 8 directions), walked in table order. Nothing allocates.
public struct BlockJumps: MoveList, Sendable {
    @usableFromInline var words = InlineArray<8, UInt64>(repeating: 0)
    @usableFromInline var word = 0

    @inlinable public init() {}

    @inlinable mutating func insert(_ index: Int) { words[index &>> 6] |= 1 &<< UInt64(index & 63) }

    @inlinable public mutating func next() -> BlockJump? {
        while word < 8 {
            let bits = words[word]
            if bits != 0 {
                words[word] = bits & (bits &- 1)
                return BlockJump(index: word &<< 6 | bits.trailingZeroBitCount)
            }
            word &+= 1
        }
        return nil
    }
}

/// A block rule set with `players 1` as the puzzle search sees it: its `move jump ... capture`
/// blocks compiled into one table of jumps over 64-bit boards (each jump takes one piece off, so
/// the puzzle is layered), its goal (`goal pieces N [at CELL]`), and the board symmetries that
/// the rules and the goal keep.
public struct BlockPuzzle: PuzzleGame {
    public typealias Position = BlockPieces
    public typealias Move = BlockJump
    public typealias Moves = BlockJumps

    /// The rules compiled: geometry, move tables, symmetries, names, sentences.
    let board: BlockBoard
    public let start: BlockPieces
    /// Per jump: its start, the cell jumped over and the landing, in cell order of the start.
    let jumpFrom: [Int], jumpOver: [Int], jumpTo: [Int]
    /// Per jump: true when its block chains (the piece may jump on as part of the same move).
    let jumpChains: [Bool]
    /// Per jump: the cells that must hold a piece (start and over), and the landing cell.
    @usableFromInline let jumpPieces: [UInt64]
    @usableFromInline let jumpLanding: [UInt64]
    /// The jumps from cell `c` are `jumpsFrom[c] ..< jumpsFrom[c + 1]`.
    let jumpsFrom: [Int]
    let chains: Bool
    @usableFromInline let goalPieces: Int
    /// The goal's cell as a bit, or 0 when the last pieces may stand anywhere.
    @usableFromInline let goalBits: UInt64
    /// The symmetries of the rules that keep the goal (and, after `keeping`, a position).
    public private(set) var symmetries: PuzzleSymmetries
    /// Per jump, its ordering score; per cell, its weight in `heuristic` (see there).
    @usableFromInline let jumpScores: [Int]
    @usableFromInline let spread: [Int]
    /// Per cell, the cells one jump direction away.
    @usableFromInline let neighbours: [UInt64]
    /// The parities no jump changes (see `BlockPuzzle+Classes.swift`).
    let classes: BlockPuzzleClasses
    /// The weights no jump increases (see `BlockPuzzle+Pagodas.swift`).
    let pagodas: BlockPuzzlePagodas

    /// The puzzle of `board` with `goal`, whose rule set has `players 1`, a board of at most 64
    /// cells and only capturing jumps (`BlockPuzzle.compiled` checks them).
    init(_ board: BlockBoard, goal: (pieces: Int, at: Int?)) {
        self.board = board
        start = BlockPieces(bits: UInt64(truncatingIfNeeded: board.start.x))
        let geometry = board.geometry
        var from: [Int] = [], over: [Int] = [], to: [Int] = [], chained: [Bool] = []
        var starts = [0]
        for cell in 0..<geometry.cellCount {
            for jump in board.tables[0].jumps {
                for hop in jump.hops[cell] {
                    // Two blocks with the same jump make one; it chains when either does.
                    if let same = (starts[cell]..<from.count).first(where: { over[$0] == hop.over && to[$0] == hop.to }) {
                        chained[same] = chained[same] || jump.chain
                        continue
                    }
                    from.append(cell)
                    over.append(hop.over)
                    to.append(hop.to)
                    chained.append(jump.chain)
                }
            }
            starts.append(from.count)
        }
        (jumpFrom, jumpOver, jumpTo, jumpChains, jumpsFrom) = (from, over, to, chained, starts)
        chains = chained.contains(true)
        let pieces = from.indices.map { UInt64.bit(from[$0]) | UInt64.bit(over[$0]) }
        jumpPieces = pieces
        jumpLanding = to.map { UInt64.bit($0) }
        goalPieces = goal.pieces
        goalBits = goal.at.map { UInt64.bit($0) } ?? 0
        symmetries = PuzzleSymmetries(permutations: board.symmetries.maps)
        // The centre the pieces gather to: the goal's cell, else the middle of the board.
        let cells = geometry.cells
        var row = Double(cells.map(geometry.row).reduce(0, +)) / Double(max(1, cells.count))
        var column = Double(cells.map(geometry.column).reduce(0, +)) / Double(max(1, cells.count))
        if let at = goal.at { (row, column) = (Double(geometry.row(at)), Double(geometry.column(at))) }
        let spread = (0..<geometry.cellCount).map { cell in
            let dr = Double(geometry.row(cell)) - row, dc = Double(geometry.column(cell)) - column
            return Int((4 * (dr * dr + dc * dc)).rounded())
        }
        self.spread = spread
        jumpScores = from.indices.map { spread[from[$0]] + spread[over[$0]] - spread[to[$0]] }
        var near = [UInt64](repeating: 0, count: geometry.cellCount)
        for index in from.indices { near[from[index]] |= UInt64.bit(over[index]) }
        neighbours = near
        classes = BlockPuzzleClasses(jumps: from.indices.map { pieces[$0] | UInt64.bit(to[$0]) },
            cells: UInt64(truncatingIfNeeded: geometry.mask))
        pagodas = BlockPuzzlePagodas(from: from, over: over, to: to, geometry: geometry, goal: goal.at)
    }

    public var name: String { board.rules.name }

    /// How many jumps the table holds (at most 512).
    static let mostJumps = 512

    public func keeping(_ position: BlockPieces) -> BlockPuzzle {
        var kept = self
        kept.symmetries = symmetries.fixing(position.bits)
        return kept
    }

    @inlinable public func moves(_ position: BlockPieces, into moves: inout BlockJumps) {
        let bits = position.bits
        for i in 0..<jumpPieces.count {
            let need = jumpPieces[i]
            if bits & need == need && bits & jumpLanding[i] == 0 { moves.insert(i) }
        }
    }

    /// The position after `move`, which must be legal: the piece leaves its cell, the piece
    /// jumped over is taken, the landing cell fills.
    @inlinable public func play(_ move: BlockJump, in position: BlockPieces) -> BlockPieces {
        let i = Int(move.index)
        return BlockPieces(bits: position.bits ^ (jumpPieces[i] | jumpLanding[i]))
    }

    @inlinable public func isGoal(_ position: BlockPieces) -> Bool {
        position.bits.nonzeroBitCount == goalPieces && (goalBits == 0 || position.bits == goalBits)
    }

    @inlinable public func canonicalKey(_ position: BlockPieces) -> UInt64 { symmetries.canonical(position.bits) }

    public func classSize(_ position: BlockPieces) -> Int { symmetries.classSize(position.bits) }

    public func position(key: UInt64) -> BlockPieces { BlockPieces(bits: key) }

    /// Each jump takes one piece off: too few pieces can never reach the goal; nor can a position
    /// whose pagoda sum is below the goal's (it never increases).
    public func mayReachGoal(_ position: BlockPieces) -> Bool {
        position.bits.nonzeroBitCount >= goalPieces && pagodas.allow(position.bits)
    }

    /// Too few pieces (a jump never adds one), or a position class (a parity no jump changes)
    /// that no goal position has.
    public func unreachableReason(from position: BlockPieces) -> String? {
        if position.count < goalPieces {
            return "\(position.count) \(position.count == 1 ? "piece is" : "pieces are") left and the goal wants \(goalPieces); "
                + "a jump never adds a piece"
        }
        let parity = "a parity of the pieces on some cells that no jump changes"
        let here = classes.of(position.bits)
        if goalBits != 0, classes.of(goalBits) != here {
            let cell = board.geometry.square(goalBits.trailingZeroBitCount)
            return "a last piece on \(cell) cannot be reached: its position class differs from this one's (\(parity))"
        }
        if goalBits == 0, goalPieces == 1,
            !board.geometry.cells.contains(where: { $0 < 64 && classes.of(UInt64.bit($0)) == here })
        {
            return "no single piece can be left: every one-piece position is in another position class than this one (\(parity))"
        }
        if let (value, needed) = pagodas.proof(position.bits) {
            return "a pagoda function (weights that no jump increases) sums to \(value) here and \(needed) at the goal"
        }
        return nil
    }

    /// A jump continues a move when its block chains and it starts where the last jump landed.
    public func continues(_ move: BlockJump, after previous: BlockJump) -> Bool {
        jumpChains[Int(move.index)] && jumpFrom[Int(move.index)] == jumpTo[Int(previous.index)]
    }

    /// Without chains every jump is a move of its own: exactly one a piece above the goal's count.
    /// With chains, one move at least while the goal is not reached.
    public func movesNeeded(_ position: BlockPieces) -> Int {
        let surplus = max(0, position.count - goalPieces)
        return chains ? min(surplus, isGoal(position) ? 0 : 1) : surplus
    }

    /// Jumps that gather the pieces towards the goal's cell (or the board's middle) first.
    @inlinable public func score(_ move: BlockJump, in position: BlockPieces) -> Int { jumpScores[Int(move.index)] }

    /// The pieces' spread round the goal's cell (or the board's middle), and a penalty for each
    /// piece with no neighbour to jump over or be jumped by.
    @inlinable public func heuristic(_ position: BlockPieces) -> Int {
        let pieces = position.bits
        var rest = pieces
        var total = 0
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest &- 1
            total &+= spread[cell]
            if neighbours[cell] & pieces == 0 { total &+= 8 }
        }
        return total
    }

    /// The legal jumps of `position`, in table order.
    func legalJumps(_ position: BlockPieces) -> [BlockJump] {
        var list = BlockJumps()
        moves(position, into: &list)
        return Array(IteratorSequence(list))
    }

    /// The jump from `from` to `to`, when the table has one.
    func jump(from: Int, to: Int) -> BlockJump? {
        guard from >= 0, from + 1 < jumpsFrom.count else { return nil }
        return (jumpsFrom[from]..<jumpsFrom[from + 1]).first { jumpTo[$0] == to }.map { BlockJump(index: $0) }
    }
}
