import Boards

/// A line-family position: the stones of the side to move, the stones of the other side, and
/// who is to move. Bit indices follow `LineGame`'s layout.
public struct LinePosition: Hashable, Sendable {
    /// Stones of the side to move.
    public var current: UInt64
    /// Stones of the side that just moved.
    public var other: UInt64
    /// The side to move.
    public var mover: Player

    public init(current: UInt64, other: UInt64, mover: Player) {
        self.current = current
        self.other = other
        self.mover = mover
    }

    /// Every occupied cell.
    @inlinable public var occupied: UInt64 { current | other }

    /// The stones of `player`.
    @inlinable public func stones(of player: Player) -> UInt64 { player == mover ? current : other }

    /// The number of stones on the board.
    @inlinable public var stoneCount: Int { occupied.nonzeroBitCount }
}

/// A line-family move: the bit index of the cell the stone goes to.
public struct LineMove: Hashable, Sendable, Comparable {
    public var bit: UInt8

    @inlinable public init(bit: Int) { self.bit = UInt8(truncatingIfNeeded: bit) }

    public static func < (a: LineMove, b: LineMove) -> Bool { a.bit < b.bit }
}

/// The transposition key of a line position: both boards after the canonical symmetry, the side
/// to move folded into a sentinel bit (never a cell) of `first`.
public struct LineKey: TableKey {
    public var first: UInt64
    public var second: UInt64

    @inlinable public init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    @inlinable public var hash64: UInt64 { mix64(first ^ (second &* 0x9E37_79B9_7F4A_7C15)) }
}
