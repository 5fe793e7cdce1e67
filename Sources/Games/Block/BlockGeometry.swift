import Boards

/// A set of cells of a block-family board, one bit per cell (`row * width + column`).
typealias BlockCells = UInt128

extension UInt128 {
    static func bit(_ index: Int) -> UInt128 { 1 &<< UInt128(index) }

    /// The indices of the set bits, lowest first.
    var cellIndices: [Int] {
        var rest = self
        var found: [Int] = []
        while rest != 0 {
            found.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return found
    }

    /// A well-mixed 64-bit hash.
    var hash64: UInt64 { mix64(UInt64(truncatingIfNeeded: self), UInt64(truncatingIfNeeded: self >> 64)) }
}

/// The board's cells and how they neighbour: the one place that knows rows, columns, wrapped
/// edges and the grid.
struct BlockGeometry: Sendable {
    let width: Int
    let height: Int
    let exists: [Bool]
    let wrapRows: Bool
    let wrapColumns: Bool
    let grid: BlockGrid
    /// Every cell of the board.
    let mask: BlockCells
    /// How many cells the board has (its shape may leave some out).
    let size: Int

    init(_ rules: BlockRules) {
        width = rules.width
        height = rules.height
        exists = rules.exists
        wrapRows = rules.wrapRows
        wrapColumns = rules.wrapColumns
        grid = rules.grid
        var mask: BlockCells = 0
        for index in exists.indices where exists[index] { mask |= .bit(index) }
        self.mask = mask
        size = mask.nonzeroBitCount
    }

    var cellCount: Int { width * height }
    var cells: [Int] { exists.indices.filter { exists[$0] } }

    func column(_ cell: Int) -> Int { cell % width }
    func row(_ cell: Int) -> Int { cell / width }
    func square(_ cell: Int) -> Square { Square(column: column(cell), row: row(cell)) }

    /// The cell `steps` times (dc, dr) away from `cell`, across wrapped edges, or nil off the board.
    func cell(from cell: Int, _ dc: Int, _ dr: Int, steps: Int = 1) -> Int? {
        var c = column(cell) + dc * steps, r = row(cell) + dr * steps
        if wrapRows { c = ((c % width) + width) % width }
        if wrapColumns { r = ((r % height) + height) % height }
        guard c >= 0, c < width, r >= 0, r < height, exists[r * width + c] else { return nil }
        return r * width + c
    }

    /// The neighbour steps of the grid, for chains (connect) and flips.
    var neighbourSteps: [(dc: Int, dr: Int)] {
        switch grid {
        case .square: [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)]
        case .hex: [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, 1)]
        }
    }

    /// The steps along which a chain of stones connects: four on a square grid, six on a hex grid.
    var chainSteps: [(dc: Int, dr: Int)] {
        grid == .square ? [(0, -1), (0, 1), (1, 0), (-1, 0)] : neighbourSteps
    }

    /// The cells of a picture placed with its first cell on `cell`, or nil when it does not fit.
    func placed(_ picture: [(dc: Int, dr: Int)], at cell: Int) -> [Int]? {
        var cells: [Int] = []
        for offset in picture {
            guard let target = self.cell(from: cell, offset.dc, offset.dr) else { return nil }
            cells.append(target)
        }
        // Wrapped edges can fold a large picture onto itself.
        return Set(cells).count == cells.count ? cells : nil
    }

    static func mask(_ cells: [Int]) -> BlockCells { cells.reduce(0) { $0 | .bit($1) } }
}
