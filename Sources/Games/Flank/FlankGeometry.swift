import Boards

/// The fixed facts of one square Reversi board of even size n in 4...8: which bits are cells.
/// Computed once per size; positions are `FlankPosition`s.
///
/// Bit layout: every size uses the 8 x 8 layout, bit = row * 8 + column, row 0 at the top
/// (Othello notation: a1 is the top-left cell, columns a... left to right, rows 1... downward):
///
///          a   b   c   d   e   f   g   h
///     1    0   1   2   3   4   5   6   7
///     2    8   9  10  11  12  13  14  15
///     3   16  17  18  19  20  21  22  23
///     4   24  25  26  27  28  29  30  31
///     5   32  33  34  35  36  37  38  39
///     6   40  41  42  43  44  45  46  47
///     7   48  49  50  51  52  53  54  55
///     8   56  57  58  59  60  61  62  63
///
/// A smaller board is the top-left n x n corner of it (6 x 6: a2 = bit 8, f6 = bit 45); the
/// other bits never hold a disc. So one set of constant shifts serves every size: a run of
/// opponent discs can only lie on the board, and a move must land on an empty cell of the board.
///
/// The eight directions are shifts, numbered as in `shift(_:_:)`:
///
///     step       shift     cleared after the shift
///     east   +1  << 1      column a (the bit came from column h of the row above)
///     west   -1  >> 1      column h
///     south  +8  << 8      nothing
///     north  -8  >> 8      nothing
///     SE     +9  << 9      column a
///     SW     +7  << 7      column h
///     NE     -7  >> 7      column a
///     NW     -9  >> 9      column h
public struct FlankGeometry: Sendable, Hashable {
    /// Cells per side: 4, 6 or 8.
    public let size: Int
    /// Every cell.
    public let boardMask: UInt64

    /// Every bit but those of column a.
    public static let notColumnA: UInt64 = 0xFEFE_FEFE_FEFE_FEFE
    /// Every bit but those of column h.
    public static let notColumnH: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The geometry of an n x n board; refuses any size but 4, 6 or 8.
    public init(size: Int) throws(RuleError) {
        guard (4...8).contains(size), size % 2 == 0 else {
            throw RuleError("a Reversi board is 4, 6 or 8 cells on a side, not \(size)")
        }
        self.size = size
        let row: UInt64 = size == 8 ? 0xFF : (1 << UInt64(size)) - 1
        var mask: UInt64 = 0
        for r in 0..<size { mask |= row << UInt64(8 * r) }
        boardMask = mask
    }

    /// The number of cells.
    @inlinable public var cellCount: Int { size * size }

    /// The bit of the cell at `column` (from the left) and `row` (from the top), both 0-based.
    @inlinable public func bit(column: Int, row: Int) -> Int { row * 8 + column }

    /// The square of a cell bit.
    public func square(of bit: Int) -> Square { Square(column: bit % 8, row: bit / 8) }

    /// Every disc of `bits` moved one step in `direction` (0...7: east, west, south, north,
    /// south-east, south-west, north-east, north-west); discs that would leave the board or wrap
    /// to the other edge are dropped.
    @inlinable public func shift(_ bits: UInt64, _ direction: Int) -> UInt64 {
        FlankGeometry.shift(bits, direction)
    }

    /// `shift` for any board size (the layout is the same).
    @inlinable public static func shift(_ bits: UInt64, _ direction: Int) -> UInt64 {
        switch direction {
        case 0: return (bits &<< 1) & notColumnA
        case 1: return (bits &>> 1) & notColumnH
        case 2: return bits &<< 8
        case 3: return bits &>> 8
        case 4: return (bits &<< 9) & notColumnA
        case 5: return (bits &<< 7) & notColumnH
        case 6: return (bits &>> 7) & notColumnA
        default: return (bits &>> 9) & notColumnH
        }
    }

    /// The standard start: the four centre cells set diagonally, O on the top-left and
    /// bottom-right of them (d4 and e5 on 8 x 8), X on the other two (d5 and e4); X to move.
    public var start: FlankPosition {
        let low = size / 2 - 1, high = size / 2
        let o = UInt64.bit(bit(column: low, row: low)) | UInt64.bit(bit(column: high, row: high))
        let x = UInt64.bit(bit(column: high, row: low)) | UInt64.bit(bit(column: low, row: high))
        return FlankPosition(player: x, opponent: o, mover: .x)
    }
}
