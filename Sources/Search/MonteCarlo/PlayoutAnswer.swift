import Boards

/// What the playout search found about a position: exact when its tree proved the root, an
/// estimate (win rates over its playouts) otherwise.
public struct PlayoutAnswer<Move: Hashable & Sendable>: Sendable {
    /// One root move: how often the search tried it and how it fared for the side that plays it.
    public struct MoveStat: Sendable {
        public var move: Move
        /// Playouts through this move.
        public var visits: Int
        /// The mean result for the side that plays it (win 1, draw ½, loss 0); ½ when unvisited,
        /// 1, ½ or 0 when proven.
        public var winRate: Double
        /// The exact outcome for the side that plays it, when the tree proved it.
        public var proven: Outcome?
        /// With `proven`: the plies to the end along the proof the tree found, this move included
        /// (the proof's own length; a shorter win may exist outside the tree).
        public var provenPlies: Int
    }

    /// The exact outcome for the side to move at the root, when the tree proved it.
    public var proven: Outcome?
    /// With `proven`: the plies to the end along the proof.
    public var provenPlies: Int
    /// The playouts made (a walk that ends in a proven node counts as one, of no plies).
    public var playouts: Int
    /// Every legal move of the root, in the game's order.
    public var moves: [MoveStat]
    /// The move chosen: one the proof keeps when the root is proven, else the most tried (ties
    /// to the better rate, then the earlier move).
    public var best: Move?
    /// The most tried line from the root, `best` first.
    public var line: [Move]
    /// The plies the search played (tree walks and playouts): its node count.
    public var plies: UInt64

    /// The estimate for the side to move: the chosen move's win rate.
    public var winRate: Double {
        guard let best, let stat = moves.first(where: { $0.move == best }) else { return 0.5 }
        return stat.winRate
    }
}
