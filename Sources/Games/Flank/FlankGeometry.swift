import Boards

/// The fixed facts of one square Reversi board of even size n in 4...8: which bits are cells and
/// which columns a shift must clear so that a line never wraps from one row into the next.
/// Computed once per size; positions are `FlankBoard`s.
///
/// Bit layout: row-major, bit = row * n + column, row 0 at the top (Othello notation: a1 is the
/// top-left cell, columns a... left to right, rows 1... downward). 8 x 8, all 64 bits:
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
/// Smaller boards use the low n * n bits the same way (6 x 6: a2 = bit 6, f6 = bit 35); the bits
/// above stay 0.
///
/// The eight directions are shifts, numbered as in `shift(_:_:)`:
///
///     step       shift       cleared after the shift
///     east   +1  << 1        column a (the bit came from the last column of the row above)
///     west   -1  >> 1        the last column
///     south  +n  << n        bits beyond the board
///     north  -n  >> n        nothing
///     SE   +n+1  << (n + 1)  column a, bits beyond the board
///     SW   +n-1  << (n - 1)  the last column, bits beyond the board
///     NE   -n+1  >> (n - 1)  column a
///     NW   -n-1  >> (n + 1)  the last column
public struct FlankGeometry: Sendable, Hashable {
    /// Cells per side: 4, 6 or 8.
    public let size: Int
    /// Every cell.
    public let boardMask: UInt64
    /// Every cell but those of column a.
    public let notFirstColumn: UInt64
    /// Every cell but those of the last column.
    public let notLastColumn: UInt64

    /// The geometry of an n x n board; refuses any size but 4, 6 or 8.
    public init(size: Int) throws(RuleError) {
        guard (4...8).contains(size), size % 2 == 0 else {
            throw RuleError("a Reversi board is 4, 6 or 8 cells on a side, not \(size)")
        }
        self.size = size
        let cells = size * size
        boardMask = cells == 64 ? ~0 : UInt64.bit(cells) &- 1
        var first: UInt64 = 0
        var last: UInt64 = 0
        for row in 0..<size {
            first |= UInt64.bit(row * size)
            last |= UInt64.bit(row * size + size - 1)
        }
        notFirstColumn = boardMask & ~first
        notLastColumn = boardMask & ~last
    }

    /// The number of cells.
    @inlinable public var cellCount: Int { size * size }

    /// The bit of the cell at `column` (from the left) and `row` (from the top), both 0-based.
    @inlinable public func bit(column: Int, row: Int) -> Int { row * size + column }

    /// The square of a cell bit.
    public func square(of bit: Int) -> Square { Square(column: bit % size, row: bit / size) }

    /// Every disc of `bits` moved one step in `direction` (0...7: east, west, south, north,
    /// south-east, south-west, north-east, north-west); discs that would leave the board or wrap
    /// to the other edge are dropped.
    @inlinable public func shift(_ bits: UInt64, _ direction: Int) -> UInt64 {
        let n = UInt64(truncatingIfNeeded: size)
        switch direction {
        case 0: return (bits &<< 1) & notFirstColumn
        case 1: return (bits &>> 1) & notLastColumn
        case 2: return (bits &<< n) & boardMask
        case 3: return bits &>> n
        case 4: return (bits &<< (n + 1)) & notFirstColumn
        case 5: return (bits &<< (n - 1)) & notLastColumn
        case 6: return (bits &>> (n - 1)) & notFirstColumn
        default: return (bits &>> (n + 1)) & notLastColumn
        }
    }

    /// The standard start: the four centre cells set diagonally, O on the top-left and
    /// bottom-right of them (d4 and e5 on 8 x 8), X on the other two (d5 and e4); X to move.
    public var start: FlankBoard {
        let low = size / 2 - 1, high = size / 2
        let o = UInt64.bit(bit(column: low, row: low)) | UInt64.bit(bit(column: high, row: high))
        let x = UInt64.bit(bit(column: high, row: low)) | UInt64.bit(bit(column: low, row: high))
        return FlankBoard(player: x, opponent: o, mover: .x)
    }
}
