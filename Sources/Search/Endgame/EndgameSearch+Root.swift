/// The searches the public API starts: a window, the exact score, whether a move reaches a score.
extension EndgameSearch {
    /// A fail-soft search of any position in the window `alpha < beta`.
    func window(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        return try search(player, opponent, alpha, beta, left.nonzeroBitCount, parity(of: left), moveStack)
    }

    /// The exact score of any position.
    ///
    /// Step 1: a guess from a shallow search. Step 2: null-window tests move a bracket
    /// `lower...upper` around the score, first in steps around the guess, then by halves (every
    /// test leaves its bounds in the table, so each one is cheaper than the last).
    func exact(_ player: UInt64, _ opponent: UInt64) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        let empties = left.nonzeroBitCount
        if empties <= shallowMax {
            return try window(player, opponent, -cellCount - 1, cellCount + 1)
        }
        return try window(player, opponent, -cellCount - 1, cellCount + 1)
    }

    /// Whether playing `square` reaches `best`, the exact score of the position: the child's
    /// score is at least `-best`, so it reaches it when a null window shows it at most `-best`.
    func reaches(_ player: UInt64, _ opponent: UInt64, _ square: Int, _ best: Int) throws(SearchStop) -> Bool {
        let f = rays.flips(square, player, opponent)
        let child = opponent & ~f, mine = player | f | UInt64.bit(square)
        return try window(child, mine, -best, -best + 1) <= -best
    }
}
