/// The directions in which a peg may jump, and the grid they imply.
///
/// Directions are steps `(rows, columns)` in the board's lattice coordinates. On a square grid a
/// cell's coordinates are its row and column as drawn. On a triangular grid the rows are drawn
/// shifted by half a cell (each cell one blank from the next, as the 15-hole triangle is usually
/// drawn) and the lattice is skewed: the column of a cell counts along its row, and the cell below
/// to the right has the same column plus one. The six steps are then east `(0, 1)`, west
/// `(0, -1)`, south-west `(1, 0)`, north-east `(-1, 0)`, south-east `(1, 1)` and north-west
/// `(-1, -1)`; the 15-hole triangle becomes rows of 1 to 5 cells, all starting in column `a`.
public enum JumpDirections: Sendable, Hashable, CaseIterable {
    /// Across and down: 4 directions on a square grid (the English and European boards).
    case orthogonal
    /// Across, down and along both diagonals: 8 directions on a square grid.
    case withDiagonals
    /// The six directions of a triangular grid.
    case triangular

    /// The rules' name for a direction count (`directions 4`, `8`, `6`), or `nil`.
    public init?(count: Int) {
        switch count {
        case 4: self = .orthogonal
        case 8: self = .withDiagonals
        case 6: self = .triangular
        default: return nil
        }
    }

    /// How many directions.
    public var count: Int { steps.count }

    /// True on the triangular grid, where rows are drawn half a cell apart.
    public var isTriangular: Bool { self == .triangular }

    /// The steps `(rows, columns)` from a peg to the hole it jumps over; the landing hole is two
    /// steps away. The order is the order in which moves are listed from one hole.
    public var steps: [(row: Int, column: Int)] {
        switch self {
        case .orthogonal: [(0, 1), (1, 0), (0, -1), (-1, 0)]
        case .withDiagonals: [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
        case .triangular: [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]
        }
    }

    /// The linear maps of the lattice that keep its grid (the 8 of the square, the 12 of the
    /// triangular lattice), as `(rr, rc, cr, cc)`: `(r, c)` goes to `(rr*r + rc*c, cr*r + cc*c)`.
    /// The identity comes first. The shape's symmetries are the maps among these that, moved back
    /// into place, send every hole to a hole.
    var pointGroup: [(rr: Int, rc: Int, cr: Int, cc: Int)] {
        switch self {
        case .orthogonal, .withDiagonals:
            return [(1, 0, 0, 1), (1, 0, 0, -1), (-1, 0, 0, 1), (-1, 0, 0, -1),
                    (0, 1, 1, 0), (0, 1, -1, 0), (0, -1, 1, 0), (0, -1, -1, 0)]
        case .triangular:
            // Rotation by 60 degrees: (r, c) -> (c, c - r) sends E to SE, SE to SW and so on
            // round; the reflection (r, c) -> (c, r) swaps E with SW and keeps SE.
            var maps: [(rr: Int, rc: Int, cr: Int, cc: Int)] = []
            var rotation = (rr: 1, rc: 0, cr: 0, cc: 1)
            for _ in 0..<6 {
                maps.append(rotation)
                let (a, b, c, d) = rotation
                // Compose with (r, c) -> (c, c - r): rows take the old columns' row.
                rotation = (rr: c, rc: d, cr: c - a, cc: d - b)
            }
            return maps + maps.map { (rr: $0.rc, rc: $0.rr, cr: $0.cc, cc: $0.cr) }
        }
    }
}
