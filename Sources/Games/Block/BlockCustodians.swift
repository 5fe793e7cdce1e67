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
        /// `surround KIND on CELL...`: the kind's bit in a position's kinds layer (1 the second
        /// kind, 0 the first), and the cells where it is taken only when surrounded; no cells
        /// without it.
        var surround: UInt64 = 0
        var surrounded: BlockCells = 0
        /// For each cell, the cells next to it along the capture's directions.
        var around: [BlockCells] = []
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
                var rule = Rule(pairs: pairs, hostile: BlockGeometry.mask(custodian.hostile))
                if let kind = custodian.surround {
                    rule.surround = UInt64(kind)
                    rule.surrounded = BlockGeometry.mask(custodian.surrounded)
                    rule.around = (0..<geometry.cellCount).map { cell in
                        ways.reduce(BlockCells(0)) { near, d in
                            guard let next = geometry.neighbour(cell, d), next != cell else { return near }
                            return near | .bit(next)
                        }
                    }
                }
                return rule
            }
        }
    }

    /// The opponent pieces (`theirs`) a move of `block` by player `p` that landed on `to` takes,
    /// `mine` being the mover's pieces after the move, `empty` the empty cells and `kinds` the
    /// kinds layer (under `surround`).
    @inline(__always)
    func taken(_ p: Int, block: Int, to: Int, mine: BlockCells, theirs: BlockCells, empty: BlockCells, kinds: UInt64) -> BlockCells {
        guard let rule = rules[p][block] else { return 0 }
        let catchers = mine | (rule.hostile & empty)
        var taken: BlockCells = 0
        let pairs = rule.pairs[to]
        for i in pairs.indices where theirs & .bit(pairs[i].over) != 0 {
            let over = pairs[i].over
            if rule.surrounded & .bit(over) != 0, kinds >> UInt64(over) & 1 == rule.surround {
                // A piece of the surrounded kind on its cells: every cell next to it must catch.
                if rule.around[over] & ~catchers == 0 { taken |= .bit(over) }
            } else if catchers & .bit(pairs[i].beyond) != 0 {
                taken |= .bit(over)
            }
        }
        return taken
    }
}
