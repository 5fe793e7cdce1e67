import Boards

/// Nodes with 5 to `shallowMax` empty cells: too few to repay a table probe or a sorted move list,
/// so each empty cell is tried in place, holes of one cell first.
extension EndgameSearch {
    /// Any position, any number of empty cells: the search that fits it.
    ///
    /// Contract: `alpha < beta`; fail-soft. `parity` has the bits of the regions with an odd
    /// number of empty cells; `list` is free move-stack space for this node and below.
    @inline(__always)
    func search(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int, _ parity: UInt,
        _ list: UnsafeMutablePointer<Move>, cut: Bool = true) throws(SearchStop) -> Int
    {
        if empties > shallowMax { return try deep(player, opponent, alpha, beta, empties, parity, list, cut: cut) }
        return shallow(player, opponent, alpha, beta, empties)
    }

    /// Up to `shallowMax` empty cells, down to the end.
    func shallow(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int) -> Int {
        let cellsLeft = cells & ~(player | opponent)
        switch empties {
        case 0:
            stats.nodes &+= 1
            return finalScore(player, opponent)
        case 1:
            return solve1(player, opponent, cellsLeft.trailingZeroBitCount)
        case 2:
            let a = cellsLeft.trailingZeroBitCount
            return solve2(player, opponent, alpha, beta, a, (cellsLeft & (cellsLeft &- 1)).trailingZeroBitCount)
        case 3:
            var rest = cellsLeft
            let a = rest.trailingZeroBitCount
            rest &= rest &- 1
            let b = rest.trailingZeroBitCount
            rest &= rest &- 1
            return solve3(player, opponent, alpha, beta, a, b, rest.trailingZeroBitCount)
        case 4:
            return solve4(player, opponent, alpha, beta)
        default:
            break
        }

        // Step 1. Count the node; cut off when stable discs keep the score at most alpha.
        stats.nodes &+= 1
        if alpha >= stabilityFloor[empties] {
            let bound = stabilityBound(player, opponent)
            if bound <= alpha { return bound }
        }

        // Step 2. Each empty cell next to an opponent disc, holes of one cell first, as
        // Egaroucid orders these nodes. (FFO #40-#49, one thread: 7 % fewer nodes than regions
        // of odd parity first, Edax's order.)
        let neighbours = rays.neighbours
        var best = Int.min
        var alpha = alpha
        var group = FlankBits.holes(cellsLeft)
        var later = cellsLeft & ~group
        while true {
            while group != 0 {
                let x = group.trailingZeroBitCount
                group &= group &- 1
                guard neighbours[x] & opponent != 0 else { continue }
                let f = rays.flips(x, player, opponent)
                guard f != 0 else { continue }
                let v = -shallow(opponent & ~f, player | f | UInt64.bit(x), -beta, -alpha, empties - 1)
                if v > best {
                    best = v
                    if v > alpha {
                        if v >= beta { return v }
                        alpha = v
                    }
                }
            }
            if later == 0 { break }
            group = later
            later = 0
        }
        if best != Int.min { return best }

        // Step 3. No move: pass, or the game is over.
        if FlankBits.moves(opponent, player, empties: cellsLeft) == 0 { return finalScore(player, opponent) }
        return -shallow(opponent, player, -beta, -alpha, empties)
    }
}
