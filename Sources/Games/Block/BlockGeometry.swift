import Boards

/// A set of cells of a block-family board, one bit per cell (`row * width + column`).
typealias BlockCells = UInt128

extension UInt128 {
    static func bit(_ index: Int) -> UInt128 { 1 &<< UInt128(index) }
}

/// The board's cells and how they neighbour: the one place that knows rows, columns, wrapped
/// edges, the grid, its diagonals and the links of a board of lines. Every step, jump, ray,
/// chain and line goes through its neighbour table; only pictures laid on the board
/// (polyominoes, shapes) and gravity's columns count in rows and columns.
struct BlockGeometry: Sendable {
    let width: Int
    let height: Int
    let exists: [Bool]
    let wrapRows: Bool
    let wrapColumns: Bool
    let grid: BlockGrid
    /// True for a board of points joined by `lines`.
    let hasLines: Bool
    /// Every cell of the board.
    let mask: BlockCells
    /// How many cells the board has (its shape may leave some out).
    let size: Int
    /// The grid's directions as steps (`neighbourSteps`): eight on a square grid, six on a hex grid.
    let neighbourSteps: [(dc: Int, dr: Int)]
    /// `links[cell * neighbourSteps.count + d]`: the cell one step from `cell` along direction
    /// `d`, or -1 for none. On a grid, the cell (dc, dr) away across wrapped edges (diagonal
    /// steps as `diagonals` says); on a board of lines, the point a link joins that way.
    private let links: [Int]

    init(_ rules: BlockRules) {
        width = rules.width
        height = rules.height
        exists = rules.exists
        wrapRows = rules.wrapRows
        wrapColumns = rules.wrapColumns
        grid = rules.grid
        hasLines = !rules.lines.isEmpty
        var mask: BlockCells = 0
        for index in exists.indices where exists[index] { mask |= .bit(index) }
        self.mask = mask
        size = mask.nonzeroBitCount
        neighbourSteps = Self.steps(rules.grid)
        links = Self.links(rules, steps: neighbourSteps)
    }

    var cellCount: Int { width * height }
    var cells: [Int] { exists.indices.filter { exists[$0] } }

    func column(_ cell: Int) -> Int { cell % width }
    func row(_ cell: Int) -> Int { cell / width }
    func square(_ cell: Int) -> Square { Square(column: column(cell), row: row(cell)) }

    /// The cell one step from `cell` along direction `d` (an index of `neighbourSteps`), or nil.
    @inline(__always)
    func neighbour(_ cell: Int, _ d: Int) -> Int? {
        let next = links[cell &* neighbourSteps.count &+ d]
        return next < 0 ? nil : next
    }

    /// The index in `neighbourSteps` of the step (dc, dr), or nil when the grid has no such direction.
    /// The cells from `cell` along direction `d`, one neighbour after another, until the way
    /// ends or comes back round (a wrapped board, a loop of links): a flip's ray, a slide's way.
    func ray(from cell: Int, _ d: Int) -> [Int] {
        var ray: [Int] = [], next = neighbour(cell, d)
        while let here = next, here != cell, !ray.contains(here) {
            ray.append(here)
            next = neighbour(here, d)
        }
        return ray
    }

    func direction(_ dc: Int, _ dr: Int) -> Int? {
        neighbourSteps.firstIndex { $0 == (dc, dr) }
    }

    /// The cell `steps` neighbour steps along the direction (dc, dr) from `cell` (across wrapped
    /// edges, along a board's links), or nil where the way ends.
    func cell(from cell: Int, _ dc: Int, _ dr: Int, steps: Int = 1) -> Int? {
        guard abs(dc) <= 1, abs(dr) <= 1, let d = direction(dc, dr) else { return nil }
        var current = cell
        for _ in 0..<steps {
            guard let next = neighbour(current, d) else { return nil }
            current = next
        }
        return current
    }

    /// The cell (dc, dr) away from `cell` counted in rows and columns (across wrapped edges),
    /// or nil off the board: where a picture's cell lands.
    func gridCell(from cell: Int, _ dc: Int, _ dr: Int) -> Int? {
        Self.gridCell(from: cell, dc, dr, width: width, height: height, exists: exists, wrapRows: wrapRows,
            wrapColumns: wrapColumns)
    }

    /// The steps along which a chain of stones connects: four on a square grid, six on a hex grid,
    /// every link on a board of lines.
    var chainSteps: [(dc: Int, dr: Int)] {
        grid == .square && !hasLines ? [(0, -1), (0, 1), (1, 0), (-1, 0)] : neighbourSteps
    }

    /// The cells of a picture placed with its first cell on `cell`, or nil when it does not fit.
    func placed(_ picture: [(dc: Int, dr: Int)], at cell: Int) -> [Int]? {
        var cells: [Int] = []
        for offset in picture {
            guard let target = gridCell(from: cell, offset.dc, offset.dr) else { return nil }
            cells.append(target)
        }
        // Wrapped edges can fold a large picture onto itself.
        return Set(cells).count == cells.count ? cells : nil
    }

    static func mask(_ cells: [Int]) -> BlockCells { cells.reduce(0) { $0 | .bit($1) } }
}

extension BlockGeometry {
    /// The directions of `grid`, as steps of (columns, rows); rows grow downward.
    static func steps(_ grid: BlockGrid) -> [(dc: Int, dr: Int)] {
        switch grid {
        case .square: [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)]
        case .hex: [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, 1)]
        }
    }

    static func gridCell(from cell: Int, _ dc: Int, _ dr: Int, width: Int, height: Int, exists: [Bool], wrapRows: Bool,
        wrapColumns: Bool) -> Int?
    {
        var c = cell % width + dc, r = cell / width + dr
        if wrapRows { c = ((c % width) + width) % width }
        if wrapColumns { r = ((r % height) + height) % height }
        guard c >= 0, c < width, r >= 0, r < height, exists[r * width + c] else { return nil }
        return r * width + c
    }

    /// The neighbour table of `rules` (see `links`): from the links a board of lines draws, else
    /// from the grid, its wrapped edges and its diagonals.
    static func links(_ rules: BlockRules, steps: [(dc: Int, dr: Int)]) -> [Int] {
        let count = steps.count, width = rules.width
        var links = [Int](repeating: -1, count: rules.width * rules.height * count)
        if !rules.lines.isEmpty {
            for line in rules.lines {
                for (a, b) in zip(line, line.dropFirst()) {
                    let dc = (b % width - a % width).signum(), dr = (b / width - a / width).signum()
                    guard let d = steps.firstIndex(where: { $0 == (dc, dr) }),
                        let back = steps.firstIndex(where: { $0 == (-dc, -dr) })
                    else { continue }
                    links[a * count + d] = b
                    links[b * count + back] = a
                }
            }
            return links
        }
        let even = { (cell: Int) in (cell % width + cell / width) % 2 == 0 }
        for cell in rules.exists.indices where rules.exists[cell] {
            for (d, step) in steps.enumerated() {
                guard let next = gridCell(from: cell, step.dc, step.dr, width: width, height: rules.height, exists: rules.exists,
                    wrapRows: rules.wrapRows, wrapColumns: rules.wrapColumns)
                else { continue }
                if rules.grid == .square, step.dc != 0, step.dr != 0 {
                    switch rules.diagonals {
                    case .all: break
                    case .none: continue
                    case .alternating: guard even(cell), even(next) else { continue }
                    }
                }
                links[cell * count + d] = next
            }
        }
        return links
    }
}
