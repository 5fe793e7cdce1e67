import Boards

/// A selective search before the exact one, as Egaroucid does before its exact searches: the same
/// search, but at a node of `probCutMin` to `probCutMax` empty cells a shallow search with the
/// evaluation that lands far outside the window answers for the deep one (ProbCut, after Buro,
/// with a fixed margin). Its scores are guesses, kept in the table marked as such. What the exact
/// search takes from it is the table's moves, which order its nodes high in the tree, and a score
/// to start its tests from.
///
/// Why it pays: on FFO #45, #48 and #49, a second exact search given the first one's best moves
/// at nodes of at least 18 empty cells (about 20,000 positions in the three) took 32 % fewer
/// nodes; at least 14, 40 % fewer. On FFO #40-#49 the selective search takes about a tenth of
/// the nodes (96 M of 968 M).
extension EndgameSearch {
    /// The selective search's answer at a node, if the shallow search lands far enough outside
    /// the window: beta when it shows at least `beta + probCutMargin`, alpha when at most
    /// `alpha - probCutMargin` (fail-hard).
    @inline(__always)
    func probCut(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int) throws(SearchStop)
        -> Int?
    {
        let depth = empties >= probCutDeepFrom ? 4 : 2
        // Read once for both probes: the first leaves them as it found them.
        let (mine, theirs) = readConfigurations(player, opponent)
        // In sixteenths of a disc, as `probe` scores.
        if beta + probCutMargin <= cellCount {
            let high = (beta + probCutMargin) * 16
            if try probe(player, opponent, high - 1, high, depth, mine, theirs) >= high { return beta }
        }
        if alpha - probCutMargin >= -cellCount {
            let low = (alpha - probCutMargin) * 16
            if try probe(player, opponent, low, low + 1, depth, mine, theirs) <= low { return alpha }
        }
        return nil
    }

    /// The score of a selective search of the position: a pass per margin of
    /// `selectiveMargins`, boldest first, each by null-window tests as `exact` makes them, from
    /// `guess` and then from the score of the pass before. A pass stops when a test contradicts
    /// an earlier one (a selective search need not be consistent), or after `selectiveTests`
    /// tests, at the last test.
    func selectiveScore(_ player: UInt64, _ opponent: UInt64, from guess: Int) throws(SearchStop) -> Int {
        probCutMax = (cells & ~(player | opponent)).nonzeroBitCount - 1
        defer { level = 0 }
        var test = guess
        for (pass, margin) in selectiveMargins.enumerated() {
            level = min(selectiveMargins.count - pass, 7)
            probCutMargin = margin
            test = try selectivePass(player, opponent, from: test)
        }
        return test
    }

    /// One pass of the selective search at the engine's `level` and `probCutMargin`.
    private func selectivePass(_ player: UInt64, _ opponent: UInt64, from guess: Int) throws(SearchStop) -> Int {
        var lower = -cellCount - 1, upper = cellCount + 1
        var test = guess
        for _ in 0..<selectiveTests {
            let v = try window(player, opponent, test - 1, test + 1)
            if v > test - 1 && v < test + 1 { return v }
            if v <= test - 1 { upper = min(upper, v) } else { lower = max(lower, v) }
            if lower >= upper { return test }
            test = v
        }
        return test
    }
}
