/// The last four empty cells: no move generation, no table. Each empty cell is tried directly

/// (a move needs an opponent disc next to it, then nonzero flips), and passes are played out
/// inline: when the side to move has no move, the opponent's replies are minimized here.
///
/// Contract of `solve2`...`solve4`: `alpha < beta`; fail-soft (a result at most alpha is an
/// upper bound, at least beta a lower bound, between them exact). Every position with at least
/// one empty cell counts as a node.
extension EndgameSearch {
    /// The exact score with one empty cell, `square`.
    @inline(__always)
    func solve1(_ player: UInt64, _ opponent: UInt64, _ square: Int) -> Int {
        stats.nodes &+= 1
        // The board is full after the move, so the score is twice one side's discs less the cells.
        var n = lastFlipCount(square, player, opponent)
        if n != 0 {
            let score = 2 * (player.nonzeroBitCount + n + 1) - cellCount
            return goal > 0 ? score : -score
        }
        n = lastFlipCount(square, opponent, player)
        if n != 0 {
            let score = cellCount - 2 * (opponent.nonzeroBitCount + n + 1)
            return goal > 0 ? score : -score
        }
        return finalScore(player, opponent)
    }

    /// The discs the side owning `player` flips on `square`, the last empty cell: counted
    /// without making the move on the whole 8 x 8 grid (`LastFlipCount`), else from the move.
    @inline(__always)
    func lastFlipCount(_ square: Int, _ player: UInt64, _ opponent: UInt64) -> Int {
        wholeGrid ? lastFlips.count(square, player) : rays.flips(square, player, opponent).nonzeroBitCount
    }

    /// Two empty cells, `a` and `b`.
    func solve2(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ a: Int, _ b: Int) -> Int {
        stats.nodes &+= 1
        let neighbours = rays.neighbours
        var best = Int.min
        if neighbours[a] & opponent != 0 {
            let f = rays.flips(a, player, opponent)
            if f != 0 {
                best = -solve1(opponent & ~f, player | f | UInt64.bit(a), b)
                if best >= beta { return best }
            }
        }
        if neighbours[b] & opponent != 0 {
            let f = rays.flips(b, player, opponent)
            if f != 0 { return max(best, -solve1(opponent & ~f, player | f | UInt64.bit(b), a)) }
        }
        if best != Int.min { return best }

        // A pass: the opponent moves, and the player is to move again with one cell left.
        stats.nodes &+= 1
        var worst = Int.max
        if neighbours[a] & player != 0 {
            let f = rays.flips(a, opponent, player)
            if f != 0 {
                worst = solve1(player & ~f, opponent | f | UInt64.bit(a), b)
                if worst <= alpha { return worst }
            }
        }
        if neighbours[b] & player != 0 {
            let f = rays.flips(b, opponent, player)
            if f != 0 { return min(worst, solve1(player & ~f, opponent | f | UInt64.bit(b), a)) }
        }
        if worst != Int.max { return worst }
        return finalScore(player, opponent)
    }

    /// Three empty cells, tried in the order `a`, `b`, `c`.
    func solve3(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ a: Int, _ b: Int, _ c: Int)
        -> Int
    {
        stats.nodes &+= 1
        let neighbours = rays.neighbours
        var best = Int.min
        var alpha = alpha
        @inline(__always) func mine(_ x: Int, _ y: Int, _ z: Int) -> Bool {
            guard neighbours[x] & opponent != 0 else { return false }
            let f = rays.flips(x, player, opponent)
            guard f != 0 else { return false }
            let v = -solve2(opponent & ~f, player | f | UInt64.bit(x), -beta, -alpha, y, z)
            if v > best {
                best = v
                if v >= beta { return true }
                if v > alpha { alpha = v }
            }
            return false
        }
        if mine(a, b, c) || mine(b, a, c) || mine(c, a, b) { return best }
        if best != Int.min { return best }

        // A pass: the opponent's moves, each leaving two cells for the player.
        stats.nodes &+= 1
        var worst = Int.max
        var beta = beta
        @inline(__always) func theirs(_ x: Int, _ y: Int, _ z: Int) -> Bool {
            guard neighbours[x] & player != 0 else { return false }
            let f = rays.flips(x, opponent, player)
            guard f != 0 else { return false }
            let v = solve2(player & ~f, opponent | f | UInt64.bit(x), alpha, beta, y, z)
            if v < worst {
                worst = v
                if v <= alpha { return true }
                if v < beta { beta = v }
            }
            return false
        }
        if theirs(a, b, c) || theirs(b, a, c) || theirs(c, a, b) { return worst }
        if worst != Int.max { return worst }
        return finalScore(player, opponent)
    }

    /// Four empty cells: holes of one cell first (parity: there the side to move gets the last
    /// move of the region).
    func solve4(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int) -> Int {
        stats.nodes &+= 1
        let empties = cells & ~(player | opponent)
        let holes = FlankBits.holes(empties)
        var order = (0, 0, 0, 0)
        var first = holes, second = empties & ~holes
        if first == 0 {
            first = second
            second = 0
        }
        order.0 = first.trailingZeroBitCount
        first &= first &- 1
        if first == 0 {
            first = second
            second = 0
        }
        order.1 = first.trailingZeroBitCount
        first &= first &- 1
        if first == 0 {
            first = second
            second = 0
        }
        order.2 = first.trailingZeroBitCount
        first &= first &- 1
        order.3 = (first | second).trailingZeroBitCount
        let (a, b, c, d) = order

        let neighbours = rays.neighbours
        var best = Int.min
        var alpha = alpha
        @inline(__always) func mine(_ x: Int, _ y: Int, _ z: Int, _ w: Int) -> Bool {
            guard neighbours[x] & opponent != 0 else { return false }
            let f = rays.flips(x, player, opponent)
            guard f != 0 else { return false }
            let v = -solve3(opponent & ~f, player | f | UInt64.bit(x), -beta, -alpha, y, z, w)
            if v > best {
                best = v
                if v >= beta { return true }
                if v > alpha { alpha = v }
            }
            return false
        }
        if mine(a, b, c, d) || mine(b, a, c, d) || mine(c, a, b, d) || mine(d, a, b, c) { return best }
        if best != Int.min { return best }
        if FlankBits.moves(opponent, player, empties: empties) == 0 { return finalScore(player, opponent) }
        return -solve4(opponent, player, -beta, -alpha)
    }
}
