import Boards

/// The custodian captures of a rule set (`custodian`), compiled for the move generator and
/// `play`: for each player and move block that captures so, the pairs of cells along its
/// directions from every cell (the cell next to it, where an opponent piece is caught, and the one
/// beyond, where the mover's piece or an empty hostile cell catches it).
struct BlockCustodians: Sendable {
    /// One block's capture: `pairs[cell]` from each cell a piece may land on.
    struct Rule: Sendable {
        var pairs: [[(over: Int, beyond: Int)]]
        /// The cells that catch a piece when empty (`hostile`).
        var hostile: BlockCells
    }

    /// For each player (0 X, 1 O), each move block's rule, or nil where the block takes nothing so.
    let rules: [[Rule?]]

    /// The custodian captures of `rules` on `geometry`, or nil when no block has one. A relative
    /// direction is turned round for O; a pair whose cells meet the landing cell again (across a
    /// small wrapped board) catches nothing.
    init?(_ rules: BlockRules, _ geometry: BlockGeometry) {
        guard rules.hasCustodian else { return nil }
        self.rules = [Player.x, .o].map { player in
            rules.moves.map { block -> Rule? in
                guard let custodian = block.custodian, block.isFor(player) else { return nil }
                let ways = custodian.directions.compactMap { direction -> Int? in
                    let step = direction.step(for: player)
                    return geometry.direction(step.dc, step.dr)
                }
                let pairs = (0..<geometry.cellCount).map { cell -> [(over: Int, beyond: Int)] in
                    guard geometry.exists[cell] else { return [] }
                    return ways.compactMap { d in
                        guard let over = geometry.neighbour(cell, d), let beyond = geometry.neighbour(over, d),
                            over != cell, beyond != cell, beyond != over
                        else { return nil }
                        return (over, beyond)
                    }
                }
                return Rule(pairs: pairs, hostile: BlockGeometry.mask(custodian.hostile))
            }
        }
    }

    /// The opponent pieces (`theirs`) a move of `block` by player `p` that landed on `to` takes,
    /// `mine` being the mover's pieces after the move and `empty` the empty cells.
    @inline(__always)
    func taken(_ p: Int, block: Int, to: Int, mine: BlockCells, theirs: BlockCells, empty: BlockCells) -> BlockCells {
        guard let rule = rules[p][block] else { return 0 }
        let catchers = mine | (rule.hostile & empty)
        var taken: BlockCells = 0
        let pairs = rule.pairs[to]
        for i in pairs.indices where theirs & .bit(pairs[i].over) != 0 && catchers & .bit(pairs[i].beyond) != 0 {
            taken |= .bit(pairs[i].over)
        }
        return taken
    }
}
