import Boards
import Search

extension SowSearch {
    /// The sowing search as the playout tree's prover: one null-window search of the gain that
    /// would end the game level, which says whether the side to move wins, draws or loses (the
    /// proof's length is not known: 0). None for rules the search refuses (positions that repeat).
    public func prover(_ limits: SearchLimits) -> PlayoutSearch<SowGame>.Prover? {
        guard !game.rules.canRepeat else { return nil }
        return PlayoutSearch<SowGame>.prover(nodes: { [self] in stats.nodes }) { [self] (position: SowPosition) throws(SearchStop) in
            try begin(limits)
            // The gain that leaves the stores level at the end; fail-soft, a result above it is
            // a win, below it a loss, equal to it exactly a draw.
            let level = Int32(-position.storeLead)
            return (Outcome(sign: try gain(position, level - 1, level + 1) - level), 0)
        }
    }
}
