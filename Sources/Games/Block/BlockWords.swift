import Boards

extension BlockCompiler {
    /// The words of a `move`, `win` or `lose` line after its kind, read in order; errors point
    /// at the word at fault.
    struct Words {
        var args: [String]
        let origin: RuleBook.Origin
        /// The index in the entry's arguments of `args[0]`.
        let offset: Int
        var index = 0

        var isEmpty: Bool { index >= args.count }

        func error(_ message: String) -> RuleError {
            origin.error(message, argument: offset + min(index, max(args.count - 1, 0)))
        }

        /// Consumes `word` when it comes next.
        mutating func take(_ word: String) -> Bool {
            guard index < args.count, args[index] == word else { return false }
            index += 1
            return true
        }

        mutating func end() throws(RuleError) {
            guard isEmpty else { throw error("unexpected '\(args[index])'") }
        }

        mutating func number(in range: ClosedRange<Int>, _ what: String) throws(RuleError) -> Int {
            guard index < args.count, args[index].count <= 6, let value = Int(args[index]), range.contains(value) else {
                throw error("expected a \(what) from \(range.lowerBound) to \(range.upperBound)")
            }
            index += 1
            return value
        }

        mutating func onto(allowOwn: Bool) throws(RuleError) -> MoveBlock.Onto {
            guard index < args.count, let onto = MoveBlock.Onto(rawValue: args[index]), allowOwn || onto != .own else {
                throw error(allowOwn ? "expected own, opponent, any or empty" : "expected empty, opponent or any")
            }
            index += 1
            return onto
        }

        /// What a jump `over` a piece takes: nothing without `capture`; with it, the opponent's
        /// pieces jumped (`over opponent`, `over any`), the mover's own (`over own`), or both
        /// (`over any capture both`). Over an empty cell a jump takes nothing, whatever it says.
        mutating func capture(over: MoveBlock.Onto) throws(RuleError) -> MoveBlock.Capture {
            guard take("capture") else { return .none }
            if index < args.count, args[index] == "both" {
                guard over == .any else { throw error("'both' goes with 'over any capture': the pieces jumped are then either side's") }
                index += 1
                return .both
            }
            switch over {
            case .empty: return .none
            case .own: return .own
            case .opponent, .any: return .opponent
            }
        }

        /// The cells named next, as moves name them (`a1 c3`), read while the next word is a cell,
        /// in order, duplicates dropped; none when the next word is not one.
        mutating func cells(_ rules: BlockRules) throws(RuleError) -> [Int] {
            var cells: [Int] = []
            while index < args.count, Square(args[index]) != nil {
                let cell = try BlockCompiler.cell(args[index], origin, offset + index, rules)
                if !cells.contains(cell) { cells.append(cell) }
                index += 1
            }
            return cells
        }

        /// One or more direction words (or groups), in order, duplicates dropped.
        mutating func directions(_ grid: BlockGrid) throws(RuleError) -> [BlockDirection] {
            var found: [BlockDirection] = []
            while index < args.count, let group = Self.direction(args[index], grid) {
                for direction in group where !found.contains(direction) { found.append(direction) }
                index += 1
            }
            guard !found.isEmpty else {
                if index < args.count, Self.direction(args[index], grid == .hex ? .square : .hex) != nil {
                    throw error("'\(args[index])' is not a direction of a \(grid.rawValue) grid; expected \(Self.names(grid))")
                }
                throw error("expected a direction: \(Self.names(grid))")
            }
            return found
        }

        /// Every neighbour direction of the grid.
        static func all(_ grid: BlockGrid) -> [BlockDirection] {
            direction("all", grid) ?? []
        }

        static func names(_ grid: BlockGrid) -> String {
            switch grid {
            case .square:
                "n s e w ne nw se sw, orthogonal, diagonal, all, or relative to the player: forward backward left right "
                    + "forward-left forward-right backward-left backward-right, forward-diagonal, sideways"
            case .hex: "n s e w ne sw, or all"
            }
        }

        /// The directions a word names on `grid`, or nil.
        static func direction(_ word: String, _ grid: BlockGrid) -> [BlockDirection]? {
            func absolute(_ steps: [(Int, Int)]) -> [BlockDirection] { steps.map { BlockDirection(dc: $0.0, dr: $0.1, relative: false) } }
            func relative(_ steps: [(Int, Int)]) -> [BlockDirection] { steps.map { BlockDirection(dc: $0.0, dr: $0.1, relative: true) } }
            let compass: [String: (Int, Int)] = ["n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0), "ne": (1, -1),
                "nw": (-1, -1), "se": (1, 1), "sw": (-1, 1)]
            if grid == .hex {
                let hex = ["n", "s", "e", "w", "ne", "sw"]
                if word == "all" { return absolute(hex.compactMap { compass[$0] }) }
                return hex.contains(word) ? compass[word].map { absolute([$0]) } : nil
            }
            if let step = compass[word] { return absolute([step]) }
            // Relative steps are written for X, who moves up the board (forward is north).
            let facing: [String: (Int, Int)] = ["forward": (0, -1), "backward": (0, 1), "left": (-1, 0), "right": (1, 0),
                "forward-left": (-1, -1), "forward-right": (1, -1), "backward-left": (-1, 1), "backward-right": (1, 1)]
            if let step = facing[word] { return relative([step]) }
            switch word {
            case "orthogonal": return absolute([(0, -1), (0, 1), (1, 0), (-1, 0)])
            case "diagonal": return absolute([(1, -1), (-1, -1), (1, 1), (-1, 1)])
            case "all": return absolute([(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)])
            case "forward-diagonal": return relative([(-1, -1), (1, -1)])
            case "sideways": return relative([(-1, 0), (1, 0)])
            default: return nil
            }
        }

        /// A picture (`x/x`, `xx/x.`), then `turned` for all its rotations and reflections: each
        /// orientation as offsets from its first cell in reading order.
        mutating func picture(_ grid: BlockGrid) throws(RuleError) -> [[(dc: Int, dr: Int)]] {
            guard index < args.count else { throw error("expected a picture such as x/x (rows split by /, x a cell, . a gap)") }
            let rows = args[index].split(separator: "/", omittingEmptySubsequences: false)
            guard rows.count <= 16, rows.allSatisfy({ $0.count <= 16 && $0.allSatisfy { $0 == "x" || $0 == "." } }),
                rows.contains(where: { $0.contains("x") })
            else {
                throw error("expected a picture such as x/x or xx/x. (rows split by /, x a cell, . a gap), found '\(args[index])'")
            }
            index += 1
            var cells: [(dc: Int, dr: Int)] = []
            for (r, row) in rows.enumerated() {
                for (c, mark) in row.enumerated() where mark == "x" { cells.append((c, r)) }
            }
            guard take("turned") else { return [Self.normalized(cells)] }
            guard grid == .square else { throw error("'turned' pictures are for square grids") }
            var shapes: [[(dc: Int, dr: Int)]] = []
            for turn in 0..<8 {
                let turned = Self.normalized(cells.map { cell in
                    let (a, b) = turn & 1 == 0 ? (cell.dc, cell.dr) : (cell.dr, cell.dc)
                    return (turn & 2 == 0 ? a : -a, turn & 4 == 0 ? b : -b)
                })
                if !shapes.contains(where: { $0.elementsEqual(turned, by: { $0 == $1 }) }) { shapes.append(turned) }
            }
            return shapes
        }

        /// Offsets sorted in reading order, from the first.
        static func normalized(_ cells: [(dc: Int, dr: Int)]) -> [(dc: Int, dr: Int)] {
            let sorted = cells.sorted { ($0.dr, $0.dc) < ($1.dr, $1.dc) }
            guard let first = sorted.first else { return [] }
            return sorted.map { ($0.dc - first.dc, $0.dr - first.dr) }
        }
    }
}
