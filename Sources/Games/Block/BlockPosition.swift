import Boards

/// A block game's position: the pieces of each player and the side to move (a puzzle's
/// positions are `BlockPieces`). Bit `row * width + column` is a cell.
public struct BlockPosition: Hashable, Sendable {
    public var x: UInt128
    public var o: UInt128
    public var mover: Player

    public init(x: UInt128, o: UInt128, mover: Player) {
        self.x = x
        self.o = o
        self.mover = mover
    }

    public var occupied: UInt128 { x | o }

    public func pieces(of player: Player) -> UInt128 { player == .x ? x : o }

    mutating func set(_ player: Player, _ cells: UInt128) {
        if player == .x { x = cells } else { o = cells }
    }
}

extension BlockPosition: TableKey {
    public var hash64: UInt64 { mix64(x.hash64 ^ (o.hash64 &* 0x9E37_79B9_7F4A_7C15) ^ (mover == .x ? 0 : 0x5555)) }

    public static var placeholder: BlockPosition { BlockPosition(x: 0, o: 0, mover: .x) }
}

/// A block-family move. `block` is the index of its `move` line (255 for a pass); `from` and
/// `to` are cells (equal for a placement; a polyomino's `path` is its placement's `id`). A jump
/// keeps the direction of each of its jumps in `path`, three bits each (an index of
/// `BlockGeometry.neighbourSteps`), and in `count` how many landings come before `to`, with
/// `writesTaken` set where its name lists the cells it takes.
public struct BlockMove: Hashable, Sendable {
    public var from: UInt8
    public var to: UInt8
    public var block: UInt8
    public var count: UInt8
    public var path: UInt32

    init(from: Int, to: Int, block: Int, count: Int = 0, path: UInt32 = 0) {
        self.from = UInt8(truncatingIfNeeded: from)
        self.to = UInt8(truncatingIfNeeded: to)
        self.block = UInt8(truncatingIfNeeded: block)
        self.count = UInt8(truncatingIfNeeded: count)
        self.path = path
    }

    /// The move of a player who cannot move, where the rules let them pass.
    public static let pass = BlockMove(from: 0, to: 0, block: 255)

    public var isPass: Bool { block == 255 }

    /// The bit of `count` that says the move is written with the cells it takes (`a1-c1xb1`).
    static let writesTaken: UInt8 = 0x80

    /// How many landings of a chain come before `to`.
    var landingCount: UInt8 { count & ~Self.writesTaken }
}

/// A list of at most `capacity` block moves held inline and walked in place.
public struct BlockMoves: MoveList, Sendable {
    public static let capacity = 256
    var entries = InlineArray<256, BlockMove>(repeating: .pass)
    var count = 0
    var position = 0

    public init() {}

    public mutating func append(_ move: BlockMove) {
        guard count < Self.capacity else { return }
        entries[count] = move
        count += 1
    }

    public var isEmpty: Bool { count == 0 }

    public subscript(index: Int) -> BlockMove {
        get { entries[index] }
        set { entries[index] = newValue }
    }

    public mutating func next() -> BlockMove? {
        guard position < count else { return nil }
        defer { position += 1 }
        return entries[position]
    }
}
