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
    /// last returned (MTD(f), steps of the bound). Each test sits between two possible scores
    /// (every final score is even), so it asks one question, "at least this?" or "at most
    /// this?", and a good guess proves the score in two tests. Without the pattern evaluation, on
    /// a board of an even number of cells, the same tests from 0 while the bounds stay within
    /// `aspiration` of it (most endgames worth solving are close), then one search of the rest.
    /// Otherwise a principal-variation search in an aspiration window around 0, widened on the
    /// side it fails by the fail-soft bound.
    ///
    /// From `selectiveMin` empty cells a selective search runs first (`selectiveScore`): the
    /// tests start from its score, and its moves in the table order the exact search's nodes.
    ///
    /// Measured on FFO #40-#49, one thread: the window around 0, 1,352 M nodes; tests from the
    /// guess, 972 M (knowing the score and testing only it: 888 M); windows of +-3 around the
    /// guess 1,442 M, tests that widen by 2, 4, 8... after the first 1,385 M. Earlier, before the
    /// patterns: MTD(f) from 0 took 2,975 M nodes on #59 (+64), each test proving little more.
    /// Tests at a possible score (asking "is it exactly this?") against tests between two, on
    /// #50-#54, #57 and #59, one thread: 8,029 M nodes against 7,696 M (#57 1,474 M against
    /// 1,148 M, where the test at the selective score -7 cost 670 M and was followed by the
    /// tests at -8 and -10); #55, whose guess is its score: 8,984 M against 8,987 M. 6 x 6 from
    /// the start (score -4), two threads, alternated: the aspiration window 2,516 M and 2,518 M
    /// nodes, 53.2 and 53.1 s; tests from 0 (at -1, -3 and -5) 2,228 M and 2,227 M, 47.7 and 46.6 s.
    /// With `publishing`, each narrowing of the bounds goes to the progress's `proved` (for the
    /// root only: a child's bounds are not the position's).
    func exact(_ player: UInt64, _ opponent: UInt64, publishing: Bool = false) throws(SearchStop) -> Int {
        let left = cells & ~(player | opponent)
        let all = (-cellCount - 1, cellCount + 1)
        if left.nonzeroBitCount <= shallowMax { return try window(player, opponent, all.0, all.1) }
        if patterns != nil && left.nonzeroBitCount >= guessMin {
            var test = try guess(player, opponent)
            if left.nonzeroBitCount >= selectiveMin { test = try selectiveScore(player, opponent, from: test) }
            return try proveScore(player, opponent, from: test, publishing: publishing).score
        }
        if aspiration >= cellCount { return try window(player, opponent, all.0, all.1) }
        if patterns == nil && cellCount & 1 == 0 {
            return try proveScore(player, opponent, from: 0, within: aspiration, publishing: publishing).score
        }
        let v = try window(player, opponent, -aspiration - 1, aspiration + 1)
        if v <= -aspiration - 1 {
            if publishing { publishProved(-cellCount, v) }
            return try window(player, opponent, all.0, v + 1)
        }
        if v >= aspiration + 1 {
            if publishing { publishProved(v, cellCount) }
            return try window(player, opponent, v - 1, all.1)
        }
        return v
    }

    /// The bounds proved on the final disc difference of the side to move, for a stopped
    /// search to report (`SearchProgress.proved`).
    private func publishProved(_ lower: Int, _ upper: Int) {
        limits.progress?.proved = "a final disc difference between \(lower.signed) and \(upper.signed)"
    }

    /// The exact score by null-window tests from `start` (`exact`), and the tests made: each
    /// the odd number between the two possible scores it tells apart. For boards of an even
    /// number of cells. With `within`, once a bound passes that far from 0, one search of the
    /// window left beyond it instead of more tests (each test of a lopsided score proves little).
    func proveScore(_ player: UInt64, _ opponent: UInt64, from start: Int, within: Int? = nil,
        publishing: Bool = false) throws(SearchStop) -> (score: Int, tests: [Int])
    {
        var lower = -cellCount, upper = cellCount
        var score = min(max(possible(atMost: start), lower), upper)
        var tests: [Int] = []
        while lower < upper {
            if let within, upper < -within || lower > within {
                return (try window(player, opponent, lower - 1, upper + 1), tests)
            }
            // The window around an odd number holds no possible score, so it is a null window:
            // the test at score - 1 asks "is it at least score?", at score + 1 "at most score?".
            let test = score == lower ? score + 1 : score - 1
            tests.append(test)
            let v = try window(player, opponent, test - 1, test + 1)
            // Fail-soft: v bounds the score on the side the test failed.
            if v < test {
                upper = possible(atMost: v)
                score = upper
            } else {
                lower = possible(atLeast: v)
                score = lower
            }
            if publishing { publishProved(lower, upper) }
        }
        return (score, tests)
    }

    /// The least score the board can end with that is at least `bound`: on a board of an even
    /// number of cells every final score is even (the winner takes the empty cells), so an odd
    /// bound rounds up.
    @inline(__always)
    func possible(atLeast bound: Int) -> Int { cellCount & 1 == 0 ? bound + (bound & 1) : bound }

    /// The greatest score the board can end with that is at most `bound` (see `possible(atLeast:)`).
    @inline(__always)
    func possible(atMost bound: Int) -> Int { cellCount & 1 == 0 ? bound - (bound & 1) : bound }

    /// Half the width of the first window of `exact` without a guess, and how far from 0 its
    /// tests go on boards without the pattern evaluation.
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
