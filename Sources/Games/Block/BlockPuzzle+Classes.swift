import Boards

/// Position classes of a block puzzle, found from its jumps alone: a parity that no jump changes.
///
/// A jump flips three cells (its start and the cell jumped over empty, its landing fills). For
/// any set of cells F that holds an even number of the three cells of every jump, the parity of
/// the pieces on F is the same before and after every jump. Such sets are the null space over
/// GF(2) of the jumps' cell sets; each vector of a basis of it gives one bit of a position's
/// class, and positions of different classes never reach each other. On the English board of
/// peg solitaire these are the 16 classes of the classical theory (Conway, Boardman).
struct BlockPuzzleClasses: Sendable {
    /// A basis of the sets of cells that meet every jump an even number of times.
    let basis: [UInt64]

    /// The classes of the puzzle whose jumps flip `jumps` (each the cells of one jump), on the
    /// board `cells`.
    init(jumps: [UInt64], cells: UInt64) {
        // Step 1. Row-reduce the jumps' cell sets: one row a pivot cell, the pivot cleared from
        // every other row.
        var rows: [UInt64] = []
        var pivots: [Int] = []
        for jump in jumps {
            var row = jump
            for (index, pivot) in pivots.enumerated() where row & UInt64.bit(pivot) != 0 { row ^= rows[index] }
            guard row != 0 else { continue }
            let pivot = row.trailingZeroBitCount
            for index in rows.indices where rows[index] & UInt64.bit(pivot) != 0 { rows[index] ^= row }
            rows.append(row)
            pivots.append(pivot)
        }
        // Step 2. One basis vector per free cell: the cell itself, and each pivot cell whose row
        // holds it (so that the vector meets every row an even number of times).
        let pivotCells = pivots.reduce(UInt64(0)) { $0 | UInt64.bit($1) }
        var free = cells & ~pivotCells
        var basis: [UInt64] = []
        while free != 0 {
            let cell = free.trailingZeroBitCount
            free &= free &- 1
            var vector = UInt64.bit(cell)
            for (index, pivot) in pivots.enumerated() where rows[index] & UInt64.bit(cell) != 0 { vector |= UInt64.bit(pivot) }
            basis.append(vector)
        }
        self.basis = basis
    }

    /// The class of the pieces `bits`: one parity bit per basis vector.
    func of(_ bits: UInt64) -> Int {
        var found = 0
        for (index, vector) in basis.enumerated() where (bits & vector).nonzeroBitCount & 1 != 0 { found |= 1 << index }
        return found
    }
}
