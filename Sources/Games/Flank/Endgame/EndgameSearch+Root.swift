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

    /// The exact score of any position. With the pattern evaluation and at least `guessMin` empty
    /// cells: null-window tests from a guess (`guess`), each next test at the fail-soft bound the
    /// last returned, so a good guess proves the score in one or two tests (MTD(f), steps of the
    /// bound). Otherwise a principal-variation search in an aspiration window around 0 (most
    /// endgames worth solving are close), widened on the side it fails by the fail-soft bound.
    ///
    /// From `selectiveMin` empty cells a selective search runs first (`selectiveScore`): the
    /// tests start from its score, and its moves in the table order the exact search's nodes.
    ///
    /// Measured on FFO #40-#49, one thread: the window around 0, 1,352 M nodes; tests from the
    /// guess, 972 M (knowing the score and testing only it: 888 M); windows of +-3 around the
    /// guess 1,442 M, tests that widen by 2, 4, 8... after the first 1,385 M. Earlier, before the
    /// patterns: MTD(f) from 0 took 2,975 M nodes on #59 (+64), each test proving little more.
    func exact(_ player: UInt64, _ opponent: UInt64) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        let all = (-cellCount - 1, cellCount + 1)
        if left.nonzeroBitCount <= shallowMax { return try window(player, opponent, all.0, all.1) }
        if patterns != nil && left.nonzeroBitCount >= guessMin {
            var test = try guess(player, opponent)
            if left.nonzeroBitCount >= selectiveMin { test = try selectiveScore(player, opponent, from: test) }
            while true {
                // Every final score on 8 x 8 is even; the window (test - 1, test + 1) asks "is it test?".
                let v = try window(player, opponent, test - 1, test + 1)
                if v > test - 1 && v < test + 1 { return v }
                // Fail-soft: v bounds the score from the side it failed; the next test is at the
                // bound, which always moves the window (v <= test - 1 or v >= test + 1).
                test = v
            }
        }
        if aspiration >= cellCount { return try window(player, opponent, all.0, all.1) }
        let v = try window(player, opponent, -aspiration - 1, aspiration + 1)
        if v <= -aspiration - 1 { return try window(player, opponent, all.0, v + 1) }
        if v >= aspiration + 1 { return try window(player, opponent, v - 1, all.1) }
        return v
    }

    /// Half the width of the first window of `exact` without a guess.
    var aspiration: Int { 8 }

    /// A guess at the score of the side to move, in discs, rounded to an even number: the mean
    /// of two pattern-evaluation searches, seven and eight plies deep, as the search's evaluation
    /// leans to whichever side moves last (odd against even depths). On FFO #40-#59 its mean
    /// error is 3.75 discs (eight plies alone: 5.3). Requires `patterns`.
    func guess(_ player: UInt64, _ opponent: UInt64) throws(SearchStop) -> Int {
        let wide = Self.evalInfinity
        let mean = (try probe(player, opponent, -wide, wide, 7) + probe(player, opponent, -wide, wide, 8)) / 2
        // Sixteenths of a disc to an even number of discs, then into the scores' range.
        let even = Int((Double(mean) / 32).rounded()) * 2
        return min(max(even, -cellCount), cellCount)
    }

    /// Whether playing `square` reaches `best`, the exact score of the position: the child's
    /// score is at least `-best`, so it reaches it when a null window shows it at most `-best`.
    func reaches(_ player: UInt64, _ opponent: UInt64, _ square: Int, _ best: Int) throws(SearchStop) -> Bool {
        let f = rays.flips(square, player, opponent)
        let child = opponent & ~f, mine = player | f | UInt64.bit(square)
        return try window(child, mine, -best, -best + 1) <= -best
    }
}
