import Boards

/// A block rule set compiled once, whether it is a game or a puzzle: the board's geometry, each
/// player's move and end tables, the polyomino placements, the columns, flip rays and chain
/// neighbours, the symmetries the rules keep, and the start. A two-player game (`BlockGame`) or
/// a puzzle (`BlockPuzzle`) is built from it. Boards are 128-bit sets of cells, so a board may
/// have up to 128 cells.
///
/// A class, shared and never changed after it is built: a game holds one reference instead of
/// several hundred bytes, since the search copies the game it calls into at every node.
final class BlockBoard: Sendable {
    let rules: BlockRules
    let geometry: BlockGeometry
    /// Index 0 for X, 1 for O (a puzzle's moves are X's; O's are compiled too, as the
    /// symmetries compare both).
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
    /// The start as the rules draw it, the first player to move, each side's hand full (a
    /// puzzle's pieces are X's).
    let start: BlockPosition
    /// For each player, where a piece of the first kind is promoted (`promote`), else 0.
    let promotions: [BlockCells]
    /// True under `kinds`: positions say which pieces are of the second kind.
    let kinded: Bool
    /// The custodian captures (`custodian`), or nil when no block takes so.
    let custodians: BlockCustodians?

    /// `rules` compiled, or the error at the line that keeps them from compiling: no move at all,
    /// or gravity where columns wrap round.
    init(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        guard !at.moves.isEmpty else {
            throw RuleError("rules '\(rules.name)' need at least one move: a line such as 'move place' or 'move step forward'")
        }
        for (block, origin) in zip(rules.moves, at.moves) {
            if case .place(let gravity, _) = block.kind, gravity, rules.wrapColumns {
                throw origin.error("stones cannot drop by gravity when columns wrap round")
            }
        }
        try Self.checkTwoParts(rules, at)
        self.rules = rules
        let geometry = BlockGeometry(rules)
        self.geometry = geometry
        let placements = BlockTables.placements(rules, geometry)
        self.placements = placements
        tables = [BlockTables(rules, geometry, for: .x, placements: placements), BlockTables(rules, geometry, for: .o, placements: placements)]
        columns = (0..<rules.width).map { column in
            (0..<rules.height).reversed().map { $0 * rules.width + column }.filter { rules.exists[$0] }
        }
        rays = (0..<geometry.cellCount).map { cell in
            geometry.neighbourSteps.indices.map { geometry.ray(from: cell, $0) }
        }
        chainNeighbours = (0..<geometry.cellCount).map { cell in
            BlockGeometry.mask(geometry.chainSteps.compactMap { geometry.cell(from: cell, $0.dc, $0.dr) })
        }
        promotions = BlockBoard.promotions(rules, geometry)
        kinded = !rules.kinds.isEmpty
        let custodians = BlockCustodians(rules, geometry)
        self.custodians = custodians
        symmetries = BlockSymmetries(rules, geometry, tables, promotions: promotions, custodians: custodians)
        var start = BlockBoard.startPosition(rules, geometry)
        if let hands = rules.hands {
            start.setInHand(.x, hands.count[0])
            start.setInHand(.o, hands.count[1])
        }
        self.start = start
    }

    /// Refuses what a two-part move (`then`) does not go with, at its line: pieces in hand, a
    /// line's capture (`mill`), jumps, and `win most` (a puzzle's moves are jumps alone, refused before).
    static func checkTwoParts(_ rules: BlockRules, _ at: BlockOrigins) throws(RuleError) {
        guard let first = rules.moves.indices.first(where: { rules.moves[$0].then != nil }), first < at.moves.count else { return }
        let origin = at.moves[first]
        if rules.hands != nil {
            throw origin.error("a two-part move ('then') does not go with 'hand': a position's hands are counted from the pieces on the board")
        }
        if rules.mill != nil, let mill = at.mill {
            throw mill.error("'mill' does not go with a two-part move ('then'): a line's capture would follow a neutral piece put down")
        }
        for (block, at) in zip(rules.moves, at.moves) {
            if case .jump = block.kind {
                throw at.error("'\(block.text)' does not go with a two-part move ('then'): a jump over a neutral piece is not one of the block's")
            }
        }
        for (end, at) in zip(rules.ends, at.ends) {
            if case .most = end.kind {
                throw at.error("'win most' counts stones, and does not go with a two-part move ('then'), whose neutral pieces are no one's")
            }
        }
    }

    var width: Int { geometry.width }
    var height: Int { geometry.height }

    static func startPosition(_ rules: BlockRules, _ geometry: BlockGeometry) -> BlockPosition {
        switch rules.start {
        case .empty:
            return BlockPosition(x: 0, o: 0, mover: rules.first)
        case .full(let holes):
            return BlockPosition(x: geometry.mask & ~BlockGeometry.mask(holes), o: 0, mover: rules.first)
        case .diagram(let rows):
            var x: BlockCells = 0, o: BlockCells = 0, kinds: UInt64 = 0
            let letters = (x: rules.kindLetter(.x), o: rules.kindLetter(.o))
            for (r, row) in rows.enumerated() {
                for (c, cell) in row.enumerated() {
                    let index = r * rules.width + c
                    if cell == "X" || cell == letters.x { x |= .bit(index) }
                    if cell == "O" || cell == letters.o { o |= .bit(index) }
                    if cell == letters.x || cell == letters.o { kinds |= 1 << UInt64(index) }
                }
            }
            var position = BlockPosition(x: x, o: o, mover: rules.first)
            position.kinds = kinds
            return position
        }
    }
}
