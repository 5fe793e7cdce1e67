import Boards

/// A game compiled from building blocks (`family block`): the board's geometry, each player's
/// move and end tables, the symmetries the rules keep, and the start. Positions are two 128-bit
/// boards, so a board may have up to 128 cells.
public struct BlockGame: Sendable {
    let rules: BlockRules
    let geometry: BlockGeometry
    /// Index 0 for X, 1 for O.
    let tables: [BlockTables]
    /// Every placement of a polyomino of two cells or more, by the `id` a move carries.
    let placements: [BlockTables.Placement]
    /// Each column's cells from the bottom up, for gravity.
    let columns: [[Int]]
    /// For each cell, the cells along each grid direction from it (for flips).
    let rays: [[[Int]]]
    /// For each cell, its neighbours along which chains connect.
    let chainNeighbours: [BlockCells]
    let symmetries: BlockSymmetries
    public let start: BlockPosition
    /// How the game's length is bounded (see `pliesLeft`).
    let length: BlockLength
    /// True when some `win most` decides a game that ends with no moves.
    let hasMost: Bool
    /// The threat tactics of a game of placing stones to make lines, or nil.
    let lineTactics: BlockLineTactics?
    /// True when every end that a player's stones reach stays reached with more of them (all but
    /// `exactly` lines and capturing everything).
    let monotoneEnds: Bool

    init(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        self.rules = rules
        let geometry = BlockGeometry(rules)
        self.geometry = geometry
        guard let lastMove = at.moves.last else {
            throw RuleError("rules '\(rules.name)' need at least one move: a line such as 'move place' or 'move step forward'")
        }
        for (block, origin) in zip(rules.moves, at.moves) {
            if case .place(let gravity, _) = block.kind, gravity, rules.wrapColumns {
                throw origin.error("stones cannot drop by gravity when columns wrap round")
            }
        }
        if rules.players == 2 {
            let ends = !rules.ends.isEmpty || rules.noMove != .pass
            if !ends { throw RuleError("rules '\(rules.name)' have no way to end: add a 'win' line, or a 'no-move' rule other than pass") }
        } else if rules.goal == nil {
            throw RuleError("the puzzle '\(rules.name)' needs a goal: goal pieces N [at CELL]")
        }
        let placements = BlockTables.placements(rules, geometry)
        self.placements = placements
        tables = [BlockTables(rules, geometry, for: .x, placements: placements), BlockTables(rules, geometry, for: .o, placements: placements)]
        columns = (0..<rules.width).map { column in
            (0..<rules.height).reversed().map { $0 * rules.width + column }.filter { rules.exists[$0] }
        }
        rays = (0..<geometry.cellCount).map { cell in
            geometry.neighbourSteps.map { step in
                var ray: [Int] = []
                var current = cell
                while let next = geometry.cell(from: current, step.dc, step.dr), next != cell, !ray.contains(next) {
                    ray.append(next)
                    current = next
                }
                return ray
            }
        }
        chainNeighbours = (0..<geometry.cellCount).map { cell in
            BlockGeometry.mask(geometry.chainSteps.compactMap { geometry.cell(from: cell, $0.dc, $0.dr) })
        }
        hasMost = rules.ends.contains { if case .most = $0.kind { true } else { false } }
        lineTactics = BlockLineTactics(rules, geometry, tables, columns: columns)
        monotoneEnds = rules.ends.allSatisfy { end in
            switch end.kind {
            case .line(_, let exactly, _): !exactly
            case .captureAll: false
            default: true
            }
        }
        length = try BlockLength(rules, at)
        let bound = BlockGame.mostMoves(rules, geometry, tables)
        // A puzzle plays its chains one jump at a time (`BlockPuzzle`), so their count is no bound.
        if rules.players == 2, bound > BlockMoves.capacity {
            throw lastMove.error("these moves can number \(bound) in one position; the block family holds at most \(BlockMoves.capacity)")
        }
        symmetries = BlockSymmetries(rules, geometry, tables)
        start = try BlockGame.startPosition(rules, geometry)
        if let over = result(start) {
            let said = rules.players == 1 ? (over == .win ? "the goal is already reached" : "no move can be made")
                : "the game is already over (\(over) for \(start.mover))"
            throw RuleError("the start of '\(rules.name)' cannot be played: \(said)")
        }
    }

    var width: Int { geometry.width }
    var height: Int { geometry.height }

    /// At most how many moves one position can have: placements, steps and jumps all counted
    /// (a count past 1,024 is said as it stands).
    static func mostMoves(_ rules: BlockRules, _ geometry: BlockGeometry, _ tables: [BlockTables]) -> Int {
        tables.map { t in
            let places = t.placeGroups.count * geometry.size
            let steps = geometry.cells.reduce(0) { sum, cell in
                sum + t.steps.reduce(BlockCells(0)) { $0 | $1.targets[cell] }.nonzeroBitCount
            }
            // A chain's jumps from one cell: every path of landings that never repeats a cell.
            let jumps = t.jumps.reduce(0) { sum, jump in
                geometry.cells.reduce(sum) { sum, cell in
                    sum + chains(jump, from: cell, at: cell, landings: [], budget: 1_024 - min(sum, 1_024))
                }
            }
            return places + t.placements.count + steps + jumps + 1
        }.max() ?? 0
    }

    /// How many jumps and chains of `jump` can start on `from`, counted up to `budget`.
    static func chains(_ jump: BlockTables.Jump, from: Int, at cell: Int, landings: [Int], budget: Int) -> Int {
        var count = 0
        for hop in jump.hops[cell] where hop.to != from && !landings.contains(hop.to) {
            guard count < budget else { break }
            count += 1
            if jump.chain, landings.count + 1 < longestChain {
                count += chains(jump, from: from, at: hop.to, landings: landings + [hop.to], budget: budget - count)
            }
        }
        return count
    }

    static func startPosition(_ rules: BlockRules, _ geometry: BlockGeometry) throws(RuleError) -> BlockPosition {
        switch rules.start {
        case .empty:
            return BlockPosition(x: 0, o: 0, mover: rules.first)
        case .full(let holes):
            return BlockPosition(x: geometry.mask & ~BlockGeometry.mask(holes), o: 0, mover: rules.first)
        case .diagram(let rows):
            var x: BlockCells = 0, o: BlockCells = 0
            for (r, row) in rows.enumerated() {
                for (c, cell) in row.enumerated() {
                    if cell == "X" { x |= .bit(r * rules.width + c) }
                    if cell == "O" { o |= .bit(r * rules.width + c) }
                }
            }
            return BlockPosition(x: x, o: o, mover: rules.first)
        }
    }
}
