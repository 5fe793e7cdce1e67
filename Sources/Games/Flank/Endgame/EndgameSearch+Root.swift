import Boards

/// The searches the public API starts: a window, the exact score, whether a move reaches a score.
extension EndgameSearch {
    /// A fail-soft search of any position in the window `alpha < beta`.
    func window(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        let empties = left.nonzeroBitCount
        if threads > 1 && empties >= parallelMin {
            return try parallelSearch(player, opponent, alpha, beta, empties, parity(of: left))
        }
        return try search(player, opponent, alpha, beta, empties, parity(of: left), moveStack)
    }

    /// The exact score of any position: a principal-variation search in an aspiration window
    /// around 0 (most endgames worth solving are close), widened on the side it fails by the
    /// fail-soft bound it returned. Measured on FFO #40-#44 and #59 against a full window
    /// (236 M nodes on #40-#44) and MTD(f) null-window tests from 0 (206 M, but 2,975 M on #59,
    /// scored +64: each test there proved only a little more than the last).
    func exact(_ player: UInt64, _ opponent: UInt64) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        let all = (-cellCount - 1, cellCount + 1)
        if left.nonzeroBitCount <= shallowMax { return try window(player, opponent, all.0, all.1) }
        if aspiration >= cellCount { return try window(player, opponent, all.0, all.1) }
        let v = try window(player, opponent, -aspiration - 1, aspiration + 1)
        if v <= -aspiration - 1 { return try window(player, opponent, all.0, v + 1) }
        if v >= aspiration + 1 { return try window(player, opponent, v - 1, all.1) }
        return v
    }

    /// Half the width of the first window of `exact`.
    var aspiration: Int { 8 }

    /// Whether playing `square` reaches `best`, the exact score of the position: the child's
    /// score is at least `-best`, so it reaches it when a null window shows it at most `-best`.
    func reaches(_ player: UInt64, _ opponent: UInt64, _ square: Int, _ best: Int) throws(SearchStop) -> Bool {
        let f = rays.flips(square, player, opponent)
        let child = opponent & ~f, mine = player | f | UInt64.bit(square)
        return try window(child, mine, -best, -best + 1) <= -best
    }
}
