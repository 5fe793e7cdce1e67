import Boards

/// A Reversi position: the discs of the side to move, the discs of the other side, and who is to
/// move. Bit indices follow `FlankGeometry`'s row-major layout (a1 = bit 0, top-left); the
/// board's size lives in the geometry, so a position is three words and children are copies.
public struct FlankPosition: Hashable, Sendable {
    /// Discs of the side to move.
    public var player: UInt64
    /// Discs of the side that just moved (or passed).
    public var opponent: UInt64
    /// The side to move.
    public var mover: Player

    @inlinable public init(player: UInt64, opponent: UInt64, mover: Player) {
        self.player = player
        self.opponent = opponent
        self.mover = mover
    }

    /// Every occupied cell.
    @inlinable public var occupied: UInt64 { player | opponent }

    /// The discs of `side`.
    @inlinable public func discs(of side: Player) -> UInt64 { side == mover ? player : opponent }

    /// The same discs with the other side to move: a pass.
    @inlinable public var passed: FlankPosition {
        FlankPosition(player: opponent, opponent: player, mover: mover.opponent)
    }
}

/// Where a Reversi position stands.
public enum FlankStatus: Hashable, Sendable {
    /// The side to move has at least one legal move.
    case toMove
    /// The side to move has no move but the other side has: it must pass.
    case mustPass
    /// Neither side can move: the game is over, full board or not.
    case over
}

extension FlankPosition {
    /// The discs of an 8 x 8 board written as 64 cells from a1 to h8 row by row (`X`, `O`, `-`),
    /// as FFO, OBF and GGF write it; nil unless it is exactly that.
    public static func discs(_ cells: some StringProtocol) -> (x: UInt64, o: UInt64)? {
        guard cells.count == 64 else { return nil }
        var x: UInt64 = 0, o: UInt64 = 0
        for (index, cell) in cells.enumerated() {
            switch cell {
            case "X": x |= UInt64.bit(index)
            case "O": o |= UInt64.bit(index)
            case "-": break
            default: return nil
            }
        }
        return (x, o)
    }
}
