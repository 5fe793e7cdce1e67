/// What the playout search (MCTS-Solver) may spend, and the seed its playouts follow. Its answer
/// depends on these alone, never on the clock: a time limit can only stop it without an answer.
public struct PlayoutSettings: Sendable, Hashable {
    /// How many playouts an answer takes (fewer when the root is proven sooner).
    public var playouts: Int
    /// The seed of the playouts' random moves.
    public var seed: UInt64
    /// At most this many tree nodes are kept; when the tree is full it stops growing and the
    /// playouts go on from its leaves.
    public var nodes: Int
    /// A playout longer than this many plies is stopped and counted a draw (rules whose games
    /// can go on without end, and a bound on any one playout's cost).
    public var playoutPlies: Int
    /// UCT's exploration constant.
    public var exploration: Double
    /// The nodes of each short exact search (the prover) the tree makes at a node, 0 for none.
    public var proofNodes: Int
    /// A node's visits when the prover is asked about it (once).
    public var proofVisits: Int
    /// True when the playouts answer at once, without the exact solver's trial first
    /// (`--playouts-only`: for measuring the playout search's strength where the solver could answer).
    public var alone = false

    /// The default budget: 10,000 playouts, seed 1, a tree of at most 1,000,000 nodes, and a
    /// prover's 1,000 nodes at a node's tenth visit (docs/solver.md gives the strength each
    /// setting measured, by scripts/engine-strength).
    public init(playouts: Int = PlayoutSettings.defaultPlayouts, seed: UInt64 = 1, nodes: Int = 1_000_000,
        playoutPlies: Int = 1_000, exploration: Double = 0.7, proofNodes: Int = 1_000, proofVisits: Int = 10)
    {
        self.proofNodes = max(0, proofNodes)
        self.proofVisits = max(0, proofVisits)
        self.playouts = max(1, playouts)
        self.seed = seed
        self.nodes = max(2, nodes)
        self.playoutPlies = max(1, playoutPlies)
        self.exploration = exploration
    }

    /// The playouts an answer takes when none is asked for.
    public static let defaultPlayouts = 10_000

    /// The bytes one tree node takes with moves of `moveBytes`: the node's counters, its links and
    /// its move (rounded up generously, for the bound to hold).
    public static func nodeBytes(moveBytes: Int) -> Int { 48 + moveBytes }

    /// The most nodes a tree in `bytes` holds.
    public static func nodes(inBytes bytes: Int, moveBytes: Int) -> Int { max(2, bytes / nodeBytes(moveBytes: moveBytes)) }
}
