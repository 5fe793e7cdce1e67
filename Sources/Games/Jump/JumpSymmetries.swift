import Boards
import Search

/// The symmetries of a board's shape: the maps of its grid (the 8 of the square, the 12 of the
/// triangular lattice) that send every hole to a hole and every jump to a jump, as the puzzle
/// search keeps them (`PuzzleSymmetries`: permutations of the holes and byte tables). The
/// identity is symmetry 0.
extension PuzzleSymmetries {
    /// The symmetries among `maps` (linear maps of the lattice, identity first) that, followed by
    /// the translation that puts the shape back in place, send the shape onto itself.
    init(rows: [Int], columns: [Int], holeAt: [Int], columnCount: Int, rowCount: Int,
        maps: [(rr: Int, rc: Int, cr: Int, cc: Int)]) {
        var found: [[Int]] = []
        for map in maps {
            let images = zip(rows, columns).map { (map.rr * $0 + map.rc * $1, map.cr * $0 + map.cc * $1) }
            // The translation is fixed by sending the least image (row, then column) to the
            // least hole, which is hole 0.
            guard let least = images.min(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }), !rows.isEmpty
            else { continue }
            let dr = rows[0] - least.0, dc = columns[0] - least.1
            var permutation: [Int] = []
            for (r, c) in images {
                guard let hole = JumpBoard.hole(holeAt, columnCount, r + dr, c + dc) else { break }
                permutation.append(hole)
            }
            guard permutation.count == rows.count, !found.contains(permutation) else { continue }
            found.append(permutation)
        }
        self.init(permutations: found)
    }
}

extension JumpGame: Symmetric {
    /// The board's symmetries that keep the goal (those the puzzle's keys are taken under).
    public var symmetryCount: Int { puzzle.symmetries.count }

    public func image(of position: JumpPosition, symmetry s: Int) -> JumpPosition {
        JumpPosition(bits: puzzle.symmetries.image(of: position.bits, symmetry: s))
    }
}
