import Boards

/// An impartial game of filling cells, as `nimber` values it: a move fills the cells of one
/// placement, where the cells it needs empty (its own, and for a stone that may not be put next to
/// another, its neighbours) are all empty; both players have the same moves, and a player who
/// cannot move loses (normal play). Dominoes laid either way on any two empty neighbours are one;
/// so are a row of pins from which a move takes one or two neighbours and stones put anywhere but
/// next to another.
///
/// Cells are bits `row * width + column` of a rectangle of `width` x `height` cells (at most
/// 128). A position is its set of empty cells, so two positions that leave the same cells empty
/// are one game, whoever filled them and whoever is to move.
///
/// A class, not a struct: as a struct in a `Result` beside a failure, the debug build (Swift
/// 6.3.1) destroyed a failure as if it held rules, and the tests crashed (signal 11).
public final class PlacementRules: Sendable {
    public let width: Int
    public let height: Int
    /// Every move, each once.
    public let moves: [PlacementMove]
    /// True when every placement moved any number of columns and rows, as long as it stays
    /// inside the rectangle, is a placement too: then a region of empty cells has the nimber of
    /// itself moved to the rectangle's top-left corner.
    let translates: Bool
    /// The symmetries of the rectangle that map the placements onto themselves, each as the
    /// image of every cell (the identity left out): a region has the nimber of its image.
    let symmetries: [[Int]]
    /// The images of a region's cells under each of `symmetries`, eight cells at a time: entry
    /// `(symmetry * byteCount + byte) * 256 + bits` is the image of the cells `8 * byte ...` whose
    /// bits are `bits` (at most 7 x 16 x 256 entries of 16 bytes, 448 KiB, on a board of 128 cells).
    let imageBytes: [UInt128]
    /// How many bytes a region's cells take.
    let byteCount: Int
    /// The row of each cell.
    let rowOf: [Int]
    /// The cells of each column, to find a region's leftmost column.
    let columnMasks: [UInt128]

    /// The rules of `placements` (each filling the cells it needs) on a rectangle of `width` x
    /// `height` cells.
    public convenience init(width: Int, height: Int, placements: [UInt128]) {
        self.init(width: width, height: height, moves: placements.map { PlacementMove(fill: $0, need: $0) })
    }

    /// The rules of `moves` on a rectangle of `width` x `height` cells. Whether a region may be
    /// moved or mirrored is read from the moves themselves, so a board with holes, wrapped edges
    /// or a hexagonal grid is valued right, only with less sharing.
    public init(width: Int, height: Int, moves: [PlacementMove]) {
        self.width = width
        self.height = height
        var unique: [PlacementMove] = []
        var seen = Set<PlacementMove>()
        for move in moves where move.fill != 0 && seen.insert(move).inserted { unique.append(move) }
        self.moves = unique
        translates = Self.closedUnderShifts(unique, seen, width: width, height: height)
        let kept = Self.rectangleSymmetries(width: width, height: height).filter { image in
            unique.allSatisfy { seen.contains(PlacementMove(fill: Self.mapped($0.fill, image), need: Self.mapped($0.need, image))) }
        }
        symmetries = kept
        let bytes = (width * height + 7) / 8
        byteCount = bytes
        // The last byte may run past the board's cells, which no region holds.
        let cells: UInt128 = width * height == 128 ? ~0 : (1 << UInt128(width * height)) - 1
        imageBytes = kept.flatMap { image in
            (0..<bytes).flatMap { byte in
                (0..<256).map { bits in Self.mapped(UInt128(bits) << UInt128(8 * byte) & cells, image) }
            }
        }
        rowOf = (0..<(width * height)).map { $0 / width }
        columnMasks = (0..<width).map { column in (0..<height).reduce(UInt128(0)) { $0 | 1 &<< UInt128($1 * width + column) } }
    }

    /// The cells of `cells` under symmetry `index` of `symmetries`, a byte of cells at a time.
    func image(_ cells: UInt128, symmetry index: Int) -> UInt128 {
        var rest = cells
        var result: UInt128 = 0
        var entry = index * byteCount * 256
        while rest != 0 {
            result |= imageBytes[entry + Int(truncatingIfNeeded: rest & 0xFF)]
            rest >>= 8
            entry += 256
        }
        return result
    }

    /// The least of `region`'s images that the rules say have its nimber: moved to the top-left
    /// corner and mirrored.
    func canonical(_ region: UInt128) -> UInt128 {
        var least = shifted(region)
        for index in symmetries.indices { least = min(least, shifted(image(region, symmetry: index))) }
        return least
    }

    /// `region` moved up and left as far as it goes, where the rules allow it.
    func shifted(_ region: UInt128) -> UInt128 {
        guard translates, region != 0 else { return region }
        let top = rowOf[region.trailingZeroBitCount]
        let left = columnMasks.firstIndex { $0 & region != 0 } ?? 0
        return region >> UInt128(top * width + left)
    }

    /// The cells of `cells` under `image` (a cell's index to its image's).
    static func mapped(_ cells: UInt128, _ image: [Int]) -> UInt128 {
        cells.cellIndices.reduce(0) { $0 | 1 &<< UInt128(image[$1]) }
    }

    /// True when each move, shifted by any columns and rows that keep it inside the rectangle,
    /// is in `set`.
    private static func closedUnderShifts(_ moves: [PlacementMove], _ set: Set<PlacementMove>, width: Int, height: Int) -> Bool {
        for move in moves {
            let cells = move.need.cellIndices.map { (column: $0 % width, row: $0 / width) }
            let columns = cells.map(\.column), rows = cells.map(\.row)
            guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else { continue }
            func shifted(_ mask: UInt128, _ dc: Int, _ dr: Int) -> UInt128 {
                mask.cellIndices.reduce(UInt128(0)) { $0 | 1 &<< UInt128($1 + dr * width + dc) }
            }
            for dr in -top..<(height - bottom) {
                for dc in -left..<(width - right) where dr != 0 || dc != 0 {
                    if !set.contains(PlacementMove(fill: shifted(move.fill, dc, dr), need: shifted(move.need, dc, dr))) { return false }
                }
            }
        }
        return true
    }

    /// The rectangle's symmetries but the identity: both mirrors and the half turn, and on a
    /// square the quarter turns and the diagonal mirrors too.
    private static func rectangleSymmetries(width: Int, height: Int) -> [[Int]] {
        var maps: [(Int, Int) -> (Int, Int)] = [
            { c, r in (width - 1 - c, r) }, { c, r in (c, height - 1 - r) }, { c, r in (width - 1 - c, height - 1 - r) },
        ]
        if width == height {
            maps += [{ c, r in (r, c) }, { c, r in (width - 1 - r, height - 1 - c) }, { c, r in (width - 1 - r, c) }, { c, r in (r, height - 1 - c) }]
        }
        return maps.map { map in
            (0..<(width * height)).map { index in
                let (c, r) = map(index % width, index / width)
                return r * width + c
            }
        }
    }
}

/// One move of an impartial game of filling cells: the cells it fills, and the cells it needs
/// empty (those and, for a stone that may not be put next to another, the neighbours).
public struct PlacementMove: Sendable, Hashable {
    public var fill: UInt128
    public var need: UInt128

    public init(fill: UInt128, need: UInt128) {
        self.fill = fill
        self.need = need | fill
    }
}
