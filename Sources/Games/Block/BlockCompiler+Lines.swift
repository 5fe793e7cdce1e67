import Boards

/// Reading a board of points joined by lines (`lines a1-c1 a1-b2-c3 ...`) and the grid's
/// diagonals (`diagonals all|none|alternating`), and the keys they do not go with.
extension BlockCompiler {
    /// Where the keys that shape the board were written, for errors that name them.
    struct BoardKeys {
        var lines: [RuleBook.Origin] = []
        var shape: RuleBook.Origin?
        var diagonals: RuleBook.Origin?
        /// The `wrap` line, when it wraps an edge.
        var wrap: RuleBook.Origin?
        var grid: RuleBook.Origin?
    }

    /// The names of the square grid's directions, by step.
    static func compassName(_ dc: Int, _ dr: Int) -> String {
        let names = ["n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0), "ne": (1, -1), "nw": (-1, -1), "se": (1, 1), "sw": (-1, 1)]
        return names.first { $0.value == (dc, dr) }?.key ?? "?"
    }

    /// Reads the board's `lines` into `rules.lines` and its points into `rules.exists`, and
    /// refuses the keys that do not go with them (or `diagonals` on a hex grid).
    static func boardOfLines(_ keys: BoardKeys, into rules: inout BlockRules) throws(RuleError) {
        if let origin = keys.diagonals {
            guard rules.grid == .square else { throw origin.error("'diagonals' is for square grids", argument: 0) }
            guard keys.lines.isEmpty else {
                throw origin.error("a board of 'lines' is joined by its lines alone; leave out 'diagonals'", argument: 0)
            }
        }
        guard !keys.lines.isEmpty else { return }
        if let grid = keys.grid, rules.grid == .hex {
            throw grid.error("'lines' are drawn on a square grid; leave out 'grid hex'", argument: 0)
        }
        if let shape = keys.shape { throw shape.error("a board of 'lines' has the points its lines name; leave out 'shape'") }
        if let wrap = keys.wrap { throw wrap.error("a board of 'lines' has no edges to wrap; leave out 'wrap'", argument: 0) }
        // Each link once, with where it was written: (from, to, origin, argument).
        var links: [(a: Int, b: Int, origin: RuleBook.Origin, argument: Int)] = []
        var lines: [[Int]] = []
        for origin in keys.lines {
            guard !origin.entry.arguments.isEmpty else {
                throw origin.error("expected lines of points joined by '-', as in: lines a1-b1-c1 a1-b2-c3")
            }
            for (argument, text) in origin.entry.arguments.enumerated() {
                let points = try linePoints(text, origin, argument, rules)
                for (a, b) in zip(points, points.dropFirst()) {
                    try checkLink(a, b, origin, argument, rules)
                    if !links.contains(where: { ($0.a, $0.b) == (a, b) || ($0.a, $0.b) == (b, a) }) {
                        links.append((a, b, origin, argument))
                    }
                }
                lines.append(points)
            }
        }
        var exists = [Bool](repeating: false, count: rules.width * rules.height)
        for point in lines.joined() { exists[point] = true }
        let width = rules.width
        let name = { (cell: Int) in Square(column: cell % width, row: cell / width).description }
        // Step 1. One link at most each way from a point.
        var leaving: [Int: Int] = [:]
        for link in links {
            let across = (link.b % width - link.a % width).signum(), down = (link.b / width - link.a / width).signum()
            for (from, to, way) in [(link.a, link.b, (across, down)), (link.b, link.a, (-across, -down))] {
                let key = from * 9 + (way.0 + 1) * 3 + way.1 + 1
                if let other = leaving[key], other != to {
                    throw link.origin.error("two links leave \(name(from)) going \(compassName(way.0, way.1)): "
                        + "\(name(from))-\(name(other)) and \(name(from))-\(name(to))", argument: link.argument)
                }
                leaving[key] = to
            }
        }
        // Step 2. No link passes over a point: the picture would show it on the line.
        for link in links {
            let dc = link.b % width - link.a % width, dr = link.b / width - link.a / width
            let stride = dc.signum() + dr.signum() * width
            for k in 1..<max(abs(dc), abs(dr)) where exists[link.a + k * stride] {
                let over = link.a + k * stride
                throw link.origin.error("\(name(link.a))-\(name(link.b)) passes over the point \(name(over)); "
                    + "join them as \(name(link.a))-\(name(over))-\(name(link.b))", argument: link.argument)
            }
        }
        rules.lines = lines
        rules.exists = exists
    }

    /// The points of one line, `a1-b2-c3`, each a cell of the board.
    private static func linePoints(_ text: String, _ origin: RuleBook.Origin, _ argument: Int, _ rules: BlockRules)
        throws(RuleError) -> [Int]
    {
        var points: [Int] = []
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            guard let square = Square(part) else {
                throw origin.error("expected points joined by '-', such as a1-b2-c3, found '\(text)'", argument: argument)
            }
            guard square.column < rules.width, square.row < rules.height else {
                throw origin.error("\(square) is off the \(rules.width) x \(rules.height) board", argument: argument)
            }
            points.append(square.row * rules.width + square.column)
        }
        return points
    }

    /// Refuses a link from `a` to `b` that does not run along a row, a column or a diagonal.
    private static func checkLink(_ a: Int, _ b: Int, _ origin: RuleBook.Origin, _ argument: Int, _ rules: BlockRules)
        throws(RuleError)
    {
        let name = { (cell: Int) in Square(column: cell % rules.width, row: cell / rules.width).description }
        let dc = b % rules.width - a % rules.width, dr = b / rules.width - a / rules.width
        guard a != b else { throw origin.error("\(name(a))-\(name(b)) joins a point to itself", argument: argument) }
        guard dc == 0 || dr == 0 || abs(dc) == abs(dr) else {
            throw origin.error("\(name(a))-\(name(b)) does not run along a row, a column or a diagonal", argument: argument)
        }
    }
}
