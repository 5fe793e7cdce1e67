/// The Reversi rules on bitboards, the one fast kernel of the family: moves, flips, potential
/// mobility and stable discs on the 8 x 8 bit layout of `FlankGeometry` (bit = row * 8 + column,
/// a1 = bit 0):
///
///          a   b   c   d   e   f   g   h
///     1    0   1   2   3   4   5   6   7
///     2    8   9  10  11  12  13  14  15
///     ...
///     8   56  57  58  59  60  61  62  63
///
/// A smaller board is the top-left corner of that layout, so every function here serves every
/// size as long as empty cells are masked with the board's cells (`moves` takes the mask; the
/// others only walk over discs, which all lie on the board). The session's rules
/// (`FlankGeometry.moves`, `flips`) and the endgame search both run on it; the tests check it
/// against a cell-by-cell reference.
///
/// Flips use per-line tables (`FlankRays`); the rest is shifts of whole bitboards.
enum FlankBits {
    static let notColumnA: UInt64 = 0xFEFE_FEFE_FEFE_FEFE
    static let notColumnH: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The cells of column `column` (0 for a) of `bits` as a byte, bit `i` for row `i`: each row's
    /// cell lands on bit 56 + row of the product, and the products never carry.
    @inline(__always)
    static func gatherColumn(_ bits: UInt64, _ column: UInt64) -> UInt64 {
        (((bits &>> column) & 0x0101_0101_0101_0101) &* 0x0102_0408_1020_4080) &>> 56
    }

    /// `bits`, whose cells lie in different columns (a diagonal's), as a byte, bit `c` for column
    /// `c`: the sum of the eight shifted copies puts each cell's column bit in the top byte.
    @inline(__always)
    static func gatherAcross(_ bits: UInt64) -> UInt64 { (bits &* 0x0101_0101_0101_0101) &>> 56 }
    static let columnA: UInt64 = 0x0101_0101_0101_0101
    static let columnH: UInt64 = 0x8080_8080_8080_8080
    static let row1: UInt64 = 0x0000_0000_0000_00FF
    static let row8: UInt64 = 0xFF00_0000_0000_0000
    /// Every bit but columns a and h: an opponent run in a direction with a sideways step may
    /// only pass through these (a run through column h would wrap into column a of the next row).
    static let inner: UInt64 = 0x7E7E_7E7E_7E7E_7E7E

    /// The empty cells in `empties` where the side owning `player` may move.
    ///
    /// Why this shape: per direction pair, a parallel prefix of two doubling steps finds runs of up
    /// to six opponent discs in both directions at once (Edax's `get_some_moves`).
    @inline(__always)
    static func moves(_ player: UInt64, _ opponent: UInt64, empties: UInt64) -> UInt64 {
        let sideways = opponent & inner
        return (someMoves(player, sideways, 1) | someMoves(player, opponent, 8)
            | someMoves(player, sideways, 7) | someMoves(player, sideways, 9)) & empties
    }

    @inline(__always)
    private static func someMoves(_ player: UInt64, _ mask: UInt64, _ step: UInt64) -> UInt64 {
        var left = mask & (player &<< step)
        var right = mask & (player &>> step)
        left |= mask & (left &<< step)
        right |= mask & (right &>> step)
        let maskLeft = mask & (mask &<< step)
        let maskRight = maskLeft &>> step
        left |= maskLeft & (left &<< (2 * step))
        right |= maskRight & (right &>> (2 * step))
        left |= maskLeft & (left &<< (2 * step))
        right |= maskRight & (right &>> (2 * step))
        return (left &<< step) | (right &>> step)
    }

    /// The empty cells in `empties` next to a disc of `opponent`: where the side owning the other
    /// discs may one day move (potential mobility).
    @inline(__always)
    static func potentialMoves(_ opponent: UInt64, empties: UInt64) -> UInt64 {
        let sideways = opponent & inner
        return ((sideways &<< 1) | (sideways &>> 1) | (opponent &<< 8) | (opponent &>> 8)
            | (sideways &<< 7) | (sideways &>> 7) | (sideways &<< 9) | (sideways &>> 9)) & empties
    }

    /// The cells of `empty` none of whose eight neighbours is in `empty`: holes of one cell, where
    /// a move is the region's last (so the mover keeps the region's parity).
    @inline(__always)
    static func holes(_ empty: UInt64) -> UInt64 {
        let sideways = (empty & notColumnH) &<< 1 | (empty & notColumnA) &>> 1
        let row = empty | sideways
        return empty & ~(sideways | row &<< 8 | row &>> 8)
    }

    /// The balance of a position for the side owning `player` against the other: moves now
    /// (corner moves twice), potential mobility (empty cells next to the other side's discs) and
    /// corners held. The evaluations of the midgame search and of the endgame ordering weigh it.
    @inline(__always)
    static func balance(_ player: UInt64, _ opponent: UInt64, empties: UInt64, corners: UInt64)
        -> (mobility: Int, potential: Int, corners: Int)
    {
        let mine = moves(player, opponent, empties: empties)
        let theirs = moves(opponent, player, empties: empties)
        let mobility = mine.nonzeroBitCount + (mine & corners).nonzeroBitCount
            - theirs.nonzeroBitCount - (theirs & corners).nonzeroBitCount
        let potential = potentialMoves(opponent, empties: empties).nonzeroBitCount
            - potentialMoves(player, empties: empties).nonzeroBitCount
        return (mobility, potential, (player & corners).nonzeroBitCount - (opponent & corners).nonzeroBitCount)
    }

    /// Discs of `player` that can never be turned: a lower bound on the discs it ends with.
    ///
    /// A disc is stable when, on each of its four lines (row, column, two diagonals), the line is
    /// full, or one of its two neighbours on that line is off the board or a stable disc of the
    /// same colour: a flip along that line would have to turn the neighbour too. Grown from
    /// nothing to a fixed point, so every disc added rests only on discs already proven (edges
    /// and corners come first: their outer neighbours are off the board).
    ///
    /// `full` holds, per line direction, the cells whose line is full (`fullLines`); `offBoard`
    /// is every bit that is not a cell.
    @inline(__always)
    static func stable(_ player: UInt64, full: FullLines, offBoard: UInt64) -> UInt64 {
        var stable: UInt64 = 0
        while true {
            let s = stable | offBoard
            let horizontal = full.horizontal | ((s &>> 1) & notColumnH) | columnH
                | ((s &<< 1) & notColumnA) | columnA
            let vertical = full.vertical | (s &>> 8) | row8 | (s &<< 8) | row1
            let diagonal = full.diagonal | ((s &>> 9) & notColumnH) | columnH | row8
                | ((s &<< 9) & notColumnA) | columnA | row1
            let antidiagonal = full.antidiagonal | ((s &>> 7) & notColumnA) | columnA | row8
                | ((s &<< 7) & notColumnH) | columnH | row1
            let next = player & horizontal & vertical & diagonal & antidiagonal
            if next == stable { return stable }
            stable = next
        }
    }

    /// Per line direction, the cells whose line holds no empty cell.
    struct FullLines {
        var horizontal: UInt64 = 0
        var vertical: UInt64 = 0
        var diagonal: UInt64 = 0
        var antidiagonal: UInt64 = 0
    }
}

/// Per-square masks and per-line tables of the 8 x 8 grid: the eight rays from each square (the
/// endgame search builds its lines from them, once), and what a move reads: the square's
/// neighbours, its diagonals and the line tables for flips. Kept in unmanaged memory that each
/// instance points to, so reading them costs a load, not a global's lazy-initialization check.
/// The line tables are the same for every board: built once per process (`FlankLineTables`),
/// and only pointed to here.
final class FlankRays: @unchecked Sendable {
    // Sendable: the masks are written once, in `init`, and only read after.

    /// One set of rays for the session's rules (the endgame search keeps its own, next to its
    /// other tables).
    static let shared = FlankRays()

    /// `rays[square * 8 + direction]`: the cells from `square` outward, nearest first, in the
    /// directions east, south, south-east, south-west (bit index grows) and west, north,
    /// north-west, north-east (it shrinks).
    let rays: UnsafeMutablePointer<UInt64>
    /// `neighbours[square]`: the (up to eight) cells next to `square` on the 8 x 8 grid.
    let neighbours: UnsafeMutablePointer<UInt64>
    /// `diagonals[2 * square]` and `[2 * square + 1]`: the cell's diagonal and anti-diagonal
    /// (without the cell).
    let diagonals: UnsafeMutablePointer<UInt64>
    /// The line tables of `flips` (`FlankLineTables`), shared by every instance.
    private let outflank: UnsafePointer<UInt8>
    private let between: UnsafePointer<UInt8>
    private let columnBits: UnsafePointer<UInt64>

    /// Column and row steps of the eight directions, in the order of `rays`.
    static let steps = [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)]

    init() {
        rays = .allocate(capacity: 64 * 8)
        neighbours = .allocate(capacity: 64)
        for square in 0..<64 {
            var around: UInt64 = 0
            for (direction, (dc, dr)) in Self.steps.enumerated() {
                var ray: UInt64 = 0
                var c = square % 8 + dc, r = square / 8 + dr
                while (0..<8).contains(c), (0..<8).contains(r) {
                    ray |= 1 &<< UInt64(r * 8 + c)
                    c += dc
                    r += dr
                }
                rays[square * 8 + direction] = ray
                let c1 = square % 8 + dc, r1 = square / 8 + dr
                if (0..<8).contains(c1), (0..<8).contains(r1) { around |= 1 &<< UInt64(r1 * 8 + c1) }
            }
            neighbours[square] = around
        }
        let tables = FlankLineTables.shared
        outflank = UnsafePointer(tables.outflank)
        between = UnsafePointer(tables.between)
        columnBits = UnsafePointer(tables.columnBits)
        diagonals = .allocate(capacity: 128)
        for square in 0..<64 {
            diagonals[2 * square] = rays[square * 8 + 2] | rays[square * 8 + 6]
            diagonals[2 * square + 1] = rays[square * 8 + 3] | rays[square * 8 + 7]
        }
    }

    deinit {
        rays.deallocate()
        neighbours.deallocate()
        diagonals.deallocate()
    }

    /// The discs of `opponent` turned when the side owning `player` moves on the empty cell
    /// `square`; 0 when the move is illegal.
    ///
    /// Per line through the cell (after Edax's "kindergarten" flips): each side's discs on it are
    /// gathered into a byte; `outflank` gives the cell just past the run of opponent discs on
    /// either side, which must hold a player disc; `between` the cells that then flip; the byte
    /// goes back onto the line. A row is its byte; a column and a diagonal are gathered by one
    /// multiplication each (`FlankBits.gatherColumn`, `gatherAcross`), and a byte goes back by
    /// `columnBits` or by copying it to every row. A cell off a smaller board holds no disc: it
    /// ends a run as the edge does. (FFO #40, one thread, `valgrind --tool=cachegrind`: 3.652 G
    /// instructions against 3.754 G when each of the eight rays was walked, the same nodes.)
    @inline(__always)
    func flips(_ square: Int, _ player: UInt64, _ opponent: UInt64) -> UInt64 {
        let column = square & 7, row = square >> 3
        let rowShift = UInt64(truncatingIfNeeded: row &* 8), columnShift = UInt64(truncatingIfNeeded: column)
        let onRow = line(column, (player &>> rowShift) & 0xFF, (opponent &>> rowShift) & 0xFF) &<< rowShift
        let onColumn = columnBits[Int(truncatingIfNeeded: line(row, FlankBits.gatherColumn(player, columnShift),
            FlankBits.gatherColumn(opponent, columnShift)))] &<< columnShift
        let diagonal = diagonals[square &* 2], antidiagonal = diagonals[square &* 2 &+ 1]
        let onDiagonal = (line(column, FlankBits.gatherAcross(player & diagonal),
            FlankBits.gatherAcross(opponent & diagonal)) &* 0x0101_0101_0101_0101) & diagonal
        let onAntidiagonal = (line(column, FlankBits.gatherAcross(player & antidiagonal),
            FlankBits.gatherAcross(opponent & antidiagonal)) &* 0x0101_0101_0101_0101) & antidiagonal
        return onRow | onColumn | onDiagonal | onAntidiagonal
    }

    /// The cells flipped on one line, as a byte: `p` the move's place on it, `mine` and `theirs`
    /// each side's discs on it.
    @inline(__always)
    private func line(_ p: Int, _ mine: UInt64, _ theirs: UInt64) -> UInt64 {
        let at = p &* 256
        let ends = UInt64(outflank[at &+ Int(truncatingIfNeeded: theirs)]) & mine
        return UInt64(between[at &+ Int(truncatingIfNeeded: ends)])
    }
}

/// The line tables of `FlankRays.flips`, the same for every board, built once per process and
/// kept for its life: `outflank[p * 256 + o]`, the cell just past the run of opponent discs `o`
/// next to place `p` on each side of a line (none where the run is empty or reaches the line's
/// end); `between[p * 256 + ends]`, the cells strictly between `p` and each bit of `ends`;
/// `columnBits[byte]`, bit `i` of the byte on row `i` of column a.
struct FlankLineTables: @unchecked Sendable {
    // @unchecked: written only in init, read-only after.
    let outflank: UnsafeMutablePointer<UInt8>
    let between: UnsafeMutablePointer<UInt8>
    let columnBits: UnsafeMutablePointer<UInt64>

    static let shared = FlankLineTables()

    private init() {
        outflank = .allocate(capacity: 8 * 256)
        between = .allocate(capacity: 8 * 256)
        for p in 0..<8 {
            for o in 0..<256 {
                var ends = 0
                for step in [1, -1] {
                    var q = p + step
                    while (0..<8).contains(q), o >> q & 1 == 1 { q += step }
                    if q != p + step, (0..<8).contains(q) { ends |= 1 << q }
                }
                outflank[p * 256 + o] = UInt8(ends)
                var cells = 0
                for q in 0..<8 where o >> q & 1 == 1 && q != p {
                    for r in min(p, q) + 1..<max(p, q) { cells |= 1 << r }
                }
                between[p * 256 + o] = UInt8(cells)
            }
        }
        columnBits = .allocate(capacity: 256)
        for byte in 0..<256 {
            var bits: UInt64 = 0
            for i in 0..<8 where byte >> i & 1 == 1 { bits |= UInt64(1) << UInt64(8 * i) }
            columnBits[byte] = bits
        }
    }
}
