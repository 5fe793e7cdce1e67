import Boards

/// One Reversi move: a disc on a cell (its bit in the 8 x 8 layout), or a pass.
public struct FlankMove: Hashable, Sendable {
    /// The cell's bit, or 64 for a pass.
    public let cell: UInt8

    @inlinable public init(cell: Int) { self.cell = UInt8(truncatingIfNeeded: cell) }

    /// The move of a side with no legal move.
    public static let pass = FlankMove(cell: 64)

    @inlinable public var isPass: Bool { cell >= 64 }
}

/// The moves of a Reversi position in search order: a given first move, then corners, then the
/// rest, or a lone pass. Walked in place; nothing allocates.
public struct FlankMoves: MoveList {
    @usableFromInline var first: FlankMove?
    @usableFromInline var corners: UInt64 = 0
    @usableFromInline var rest: UInt64 = 0

    public init() {}

    @inlinable public mutating func next() -> FlankMove? {
        if let lead = first {
            first = nil
            return lead
        }
        if corners != 0 {
            let bit = corners.trailingZeroBitCount
            corners &= corners &- 1
            return FlankMove(cell: bit)
        }
        if rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest &- 1
            return FlankMove(cell: bit)
        }
        return nil
    }
}

/// A Reversi position as a table key: the two sides' discs, whoever is to move (the value for
/// the side to move depends on nothing else).
public struct FlankKey: TableKey {
    public var player: UInt64
    public var opponent: UInt64

    @inlinable public init(player: UInt64, opponent: UInt64) {
        self.player = player
        self.opponent = opponent
    }

    @inlinable public var hash64: UInt64 { mix64(player, opponent) }

    public static var placeholder: FlankKey { FlankKey(player: 0, opponent: 0) }
}

extension FlankPosition: TableKey {
    @inlinable public var hash64: UInt64 {
        mix64(player, opponent) ^ (mover == .x ? 0 : 0x5555)
    }

    public static var placeholder: FlankPosition { FlankPosition(player: 0, opponent: 0, mover: .x) }
}
