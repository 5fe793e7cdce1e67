/// How many discs the move on the last empty cell of a full 8 x 8 board flips, without making
/// the move (after Edax's `count_last_flip`). With one cell empty, every other cell holds a disc,
/// so on each line through the cell the run next to it ends at the mover's nearest disc: the
/// count depends only on where the mover's discs lie on the four lines. Each line is gathered
/// into a byte (bit `i` for the line's cell in column `i`, or in row `i` for a column), and a
/// table of 8 x 256 counts answers for a cell at position `p` of its line.
///
/// Only for the whole 8 x 8 grid: on a smaller board the cells off the board would read as the
/// opponent's. Measured by `perf record` on FFO #40-#44, #46 and #47 (one thread): `solve2` and
/// `solve1` took 9.3 % of the samples, against 11.9 % when `solve1` made the move.
final class LastFlipCount: @unchecked Sendable {
    // @unchecked: written only in init, read-only after.

    /// `counts[p * 256 + line]`: the discs flipped on a line whose mover's discs are the bits of
    /// `line`, by a move at position `p` (bit `p` clear).
    private let counts: UnsafeMutablePointer<UInt8>
    /// Per cell: its diagonal and its anti-diagonal (`FlankRays.diagonals`, of the shared rays).
    private let diagonals: UnsafePointer<UInt64>

    /// One set of counts for every engine (read-only, so threads share it).
    static let shared = LastFlipCount()

    init() {
        counts = .allocate(capacity: 8 * 256)
        /// The cells from `p` up to the mover's nearest disc in direction `step`: they flip (none
        /// when no disc of the mover closes the run).
        func run(_ line: Int, _ p: Int, _ step: Int) -> Int {
            var q = p + step, length = 0
            while (0..<8).contains(q), line >> q & 1 == 0 {
                length += 1
                q += step
            }
            return (0..<8).contains(q) ? length : 0
        }
        for p in 0..<8 {
            for line in 0..<256 { counts[p * 256 + line] = UInt8(run(line, p, 1) + run(line, p, -1)) }
        }
        // The shared rays live as long as the process, so their diagonals may be pointed to.
        diagonals = UnsafePointer(FlankRays.shared.diagonals)
    }

    deinit {
        counts.deallocate()
    }

    /// The discs flipped when the side owning `player` plays `square`, the only empty cell of
    /// the 8 x 8 board (0: it cannot move there).
    @inline(__always)
    func count(_ square: Int, _ player: UInt64) -> Int {
        let column = square & 7, row = square >> 3
        // Masking shifts and conversions: with checked ones the compiler keeps a branch for each.
        let byRow = Int(truncatingIfNeeded: (player &>> UInt64(truncatingIfNeeded: row &* 8)) & 0xFF)
        let byColumn = Int(truncatingIfNeeded: FlankBits.gatherColumn(player, UInt64(truncatingIfNeeded: column)))
        let byDiagonal = Int(truncatingIfNeeded: FlankBits.gatherAcross(player & diagonals[square &* 2]))
        let byAntidiagonal = Int(truncatingIfNeeded: FlankBits.gatherAcross(player & diagonals[square &* 2 &+ 1]))
        let atColumn = counts + column &* 256, atRow = counts + row &* 256
        return Int(atColumn[byRow]) &+ Int(atRow[byColumn]) &+ Int(atColumn[byDiagonal]) &+ Int(atColumn[byAntidiagonal])
    }
}
