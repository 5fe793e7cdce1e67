import Boards

/// Retrograde analysis: the exact value of every position reachable from a root, for games
/// whose positions can repeat, under the rule that endless play is a draw. The negamax
/// `Solver` assumes a game without cycles (on a loopy one it would search forever or take a
/// repetition for whatever its table held); this one enumerates the positions and solves them
/// from the ends backwards, as endgame tables are built.
///
/// Step 1 (`enumerate`): every position reachable from the root, breadth first, each stored
/// once, with its moves as the numbers of the positions they lead to (`MoveGraph`).
/// Step 2 (`solveBackwards`): every move reversed; the ends get their `result` with remoteness
/// 0; then, in increasing remoteness (one queue, which breadth first keeps in order):
///
/// - a position with a move to a loss in r is a win in r + 1 (the first such r, the smallest:
///   the winner hurries);
/// - a position all of whose moves lead to wins is a loss in r + 1, settled when its last move
///   is (the largest r: the loser delays).
///
/// Positions never settled are draws. Why that is the rule "a repeated position is a draw":
/// along a line in which the winner plays a move that keeps the value, the remoteness falls by
/// one each ply whatever the loser does, so no settled position comes back and a forced win
/// never needs a repetition. A position left unsettled has no move to a settled loss (else it
/// would be a win) and at least one move to an unsettled position (else all its moves lead to
/// wins and it would be a loss); the side to move can keep to unsettled positions, and so can
/// the other side from there, so play either repeats a position or reaches a drawn end: no side
/// can force a win, and neither loses.
///
/// Values are for the side to move, and every move passes the turn, as for the solver (a pass
/// is a move). A draw has no finite remoteness: its remoteness is the game's `drawLength` where
/// the game fixes one (in a game without cycles: what the solver reports), and 0 otherwise, as
/// for a game that ends drawn at once.
///
/// Memory: the positions (each once), a 4-byte index slot per position and 4 bytes per move
/// while finding them; solving adds the reversed moves and 12 bytes a position; afterwards the
/// positions, the index and a 4-byte value per position stay. `memory` bounds the most held at
/// once; the analysis stops with `SearchStop.tooLarge` before passing it.
public final class Retrograde<G: Game> {
    public let game: G
    /// The position the analysis started from.
    public let root: G.Position
    /// Every position reachable from the root, the root first, each once.
    public let positions: [G.Position]
    private let index: PositionIndex<G.Position>
    /// Each position's value, packed: a win in r as r + 1, a loss in r as -(r + 1), a draw 0.
    private let values: [Int32]
    /// Positions in which the game is over.
    public let terminal: Int
    /// The most bytes the analysis held at once.
    public let peakBytes: Int
    /// The work it took: positions found plus positions settled, and the time.
    public let stats: SearchStats

    /// Solves every position reachable from `root`. Throws `SearchStop.tooLarge` when more
    /// than `memory` bytes would be held at once, and when `limits` are reached (the node
    /// budget counts positions found, then positions settled).
    public init(game: G, root: G.Position, memory: Int, limits: SearchLimits = .none) throws(SearchStop) {
        let clock = ContinuousClock.now
        var budget = ByteBudget(memory: memory)
        var meter = WorkMeter(limits: limits)
        var graph = try Retrograde<G>.enumerate(game, from: root, budget: &budget, meter: &meter)
        values = try Retrograde<G>.solveBackwards(game, graph: &graph, budget: &budget, meter: &meter)
        self.game = game
        self.root = root
        positions = graph.positions
        index = graph.index
        terminal = graph.terminal
        peakBytes = budget.peak
        var stats = SearchStats()
        stats.nodes = meter.nodes
        stats.seconds = (ContinuousClock.now - clock).seconds
        self.stats = stats
        meter.note("")
    }

    /// How many positions are reachable from the root, itself included.
    public var count: Int { positions.count }

    /// The bytes the analysis holds now: positions, index and values.
    public var bytes: Int {
        ByteBudget.room(of: positions, floor: MoveGraph<G.Position>.reserved) * MemoryLayout<G.Position>.stride + index.bytes
            + values.count * MemoryLayout<Int32>.stride
    }

    /// True when `position` is reachable from the root (so that this analysis answers for it).
    public func contains(_ position: G.Position) -> Bool { index.find(position, in: positions) != nil }

    /// The value of `position` for the side to move, or nil when it is not reachable from the root.
    public func value(of position: G.Position) -> Value? {
        index.find(position, in: positions).map { value(at: $0) }
    }

    /// The value of position number `i`.
    func value(at i: Int) -> Value {
        let packed = values[i]
        if packed > 0 { return Value(.win, in: Int(packed) - 1) }
        if packed < 0 { return Value(.loss, in: Int(-packed) - 1) }
        if game.result(positions[i]) != nil { return Value(.draw, in: 0) }
        return Value(.draw, in: game.drawLength(positions[i]) ?? 0)
    }

    /// The value of a move to position number `i`, for the side that plays it.
    func valueOfMove(to i: Int) -> Value {
        let theirs = value(at: i)
        if theirs.outcome == .draw && game.drawLength(positions[i]) == nil { return theirs }
        return theirs.forMover
    }

    /// The packed value a best move from a position packed `packed` leads to.
    static func childOfBest(_ packed: Int32) -> Int32 {
        packed > 0 ? -(packed - 1) : (packed < 0 ? -packed - 1 : 0)
    }

    /// The packed value of position number `i`.
    func packed(at i: Int) -> Int32 { values[i] }

    /// The number of `position`, or nil when it is not reachable from the root.
    func number(of position: G.Position) -> Int? { index.find(position, in: positions) }
}
