/// The searches the public API starts: a window, the exact score, whether a move reaches a score.
extension EndgameSearch {
    /// A fail-soft search of any position in the window `alpha < beta`.
    func window(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        return try search(player, opponent, alpha, beta, left.nonzeroBitCount, parity(of: left), moveStack)
    }

    /// The exact score of any position, by null-window tests (MTD(f)): each test tells whether
    /// the score is above a value, and its fail-soft result moves the next test; every test leaves
    /// its bounds in the table, so each one is cheaper than the last. The first test is at 0 (no
    /// evaluation here predicts scores in discs; on FFO #40-#44 this costs 12 % fewer nodes than
    /// one full-window search).
    func exact(_ player: UInt64, _ opponent: UInt64) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        if left.nonzeroBitCount <= shallowMax {
            return try window(player, opponent, -cellCount - 1, cellCount + 1)
        }
        var lower = -cellCount, upper = cellCount
        var guess = 0
        while lower < upper {
            // After a fail high the next test is above the new bound, otherwise at it.
            let beta = min(max(guess == lower ? guess + 1 : guess, lower + 1), upper)
            let v = try window(player, opponent, beta - 1, beta)
            if v < beta { upper = v } else { lower = v }
            guess = v
        }
        return lower
    }

    /// Whether playing `square` reaches `best`, the exact score of the position: the child's
    /// score is at least `-best`, so it reaches it when a null window shows it at most `-best`.
    func reaches(_ player: UInt64, _ opponent: UInt64, _ square: Int, _ best: Int) throws(SearchStop) -> Bool {
        let f = rays.flips(square, player, opponent)
        let child = opponent & ~f, mine = player | f | UInt64.bit(square)
        return try window(child, mine, -best, -best + 1) <= -best
    }
}
