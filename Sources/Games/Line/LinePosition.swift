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

/// The transposition key of a line position, 64 bits (see `LineGame.packedKey`).
public struct LineKey: TableKey {
    public var bits: UInt64

    @inlinable public init(bits: UInt64) { self.bits = bits }

    @inlinable public var hash64: UInt64 { mix64(bits) }

    public static var placeholder: LineKey { LineKey(bits: 0) }
}

extension LinePosition: TableKey {
    @inlinable public var hash64: UInt64 {
        mix64(current ^ (other &* 0x9E37_79B9_7F4A_7C15) ^ (mover == .x ? 0x5555 : 0))
    }

    public static var placeholder: LinePosition { LinePosition(current: 0, other: 0, mover: .x) }
}
