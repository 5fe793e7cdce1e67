import Boards

/// `PositionSearch` by retrograde analysis, for a game whose positions can repeat (endless play
/// a draw). Keeps one analysis: a position reachable from its root is answered from it at once;
/// any other position gets a new analysis from itself, which replaces the old one (let go
/// first, so the two never share the budget). Every analysis holds at most `memory` bytes.
/// Where an analysis does not fit (or a limit stops it), the playout search answers
/// (`PlayoutFallback`): it needs no table, and its tree's proofs hold though positions repeat.
public final class RetrogradeSearch<G: Game>: PlayoutFallback {
    public let game: G
    /// The most bytes one analysis may hold.
    public let memory: Int
    /// The playout search's tree may take half as much memory as one analysis.
    public var playoutSettings: PlayoutSettings
    /// The analysis positions are answered from, if any.
    public private(set) var analysis: Retrograde<G>?
    /// Counters since the search was made: positions found and settled, positions looked up.
    public private(set) var stats = SearchStats()

    public init(game: G, memory: Int) {
        self.game = game
        self.memory = memory
        playoutSettings = PlayoutSettings(nodes: PlayoutSettings.nodes(inBytes: memory / 2, moveBytes: MemoryLayout<G.Move>.stride))
    }

    /// An analysis answers every position it holds at once, so an engine's answer waits for it
    /// (its memory bounds it) rather than stopping it at a node budget.
    public var engineTrialNodes: UInt64? { nil }

    /// An analysis is all or nothing: there is no short search to prove the tree's nodes.
    public func prover(_ limits: SearchLimits) -> PlayoutSearch<G>.Prover? { nil }

    /// The analysis that answers for `position`: the one kept, or a new one from `position`.
    public func analysis(for position: G.Position, limits: SearchLimits) throws(SearchStop) -> Retrograde<G> {
        if let analysis, analysis.contains(position) { return analysis }
        analysis = nil
        let made = try Retrograde(game: game, root: position, memory: memory, limits: limits)
        stats += made.stats
        analysis = made
        return made
    }

    public func exactSolve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        let clock = ContinuousClock.now
        let before = stats
        let made = try analysis(for: position, limits: limits)
        // The analysis was made from `position` or contains it, so it answers.
        guard var solution = made.solve(position, allMoves: allMoves) else {
            throw .tooLarge("retrograde analysis did not reach the position")
        }
        stats += solution.stats
        solution.stats = stats.since(before)
        solution.stats.seconds = (ContinuousClock.now - clock).seconds
        return solution
    }

    public func value(_ position: G.Position, limits: SearchLimits) throws(SearchStop) -> Value {
        guard let value = try analysis(for: position, limits: limits).value(of: position) else {
            throw .tooLarge("retrograde analysis did not reach the position")
        }
        return value
    }

    /// By enumeration, which keeps a set of the positions seen and so counts a game whose
    /// positions repeat as any other.
    public func count(_ position: G.Position, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    /// Lets go of the analysis.
    public func clearTable() { analysis = nil }
}
