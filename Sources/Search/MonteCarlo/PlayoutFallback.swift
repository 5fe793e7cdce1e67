import Boards

/// A search whose playout settings the session sets (`--playouts`, `--playout-seed`).
public protocol PlayoutConfigurable: AnyObject {
    /// The playouts an answer takes, their seed, and the tree's size (which the search sets from
    /// its table's: the session sets the other two).
    var playoutSettings: PlayoutSettings { get set }
}

/// A family's exact search with the playout search behind it, for games with no evaluation of
/// their own: where the exact search reaches its limit, or cannot search the rules at all
/// (`SearchStop.tooLarge`), `solve` and `bestMoves` answer with MCTS-Solver, said as an estimate
/// (`Solution.playouts`, `estimateDepth`) unless its tree proved the root.
///
/// With a time limit, the exact solver tries within half of it and the playouts get the rest;
/// with a node limit, each gets it whole (`--node-limit` bounds each search). The playouts may
/// not need it: their answer depends on their budget and seed alone; a limit that stops them
/// stops the answer, as it stops the exact search, with the user's limit named.
/// Without limits, `solve` is exact as ever (or the playouts' where the rules are beyond the
/// exact search), and an engine's answer (`bestMoves`) tries the exact search for
/// `engineTrialNodes` nodes first (`engineExactNodes`; no cap for retrograde analysis).
public protocol PlayoutFallback: PositionSearch, PlayoutConfigurable where Position == G.Position, Move == G.Move {
    associatedtype G: Game
    /// The game whose positions are searched.
    var game: G { get }
    /// The family's exact search within `limits`.
    func exactSolve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move>
    /// A short exact search for the tree's nodes within `limits` (whose node budget the caller
    /// sets), nil where the family has none for these rules.
    func prover(_ limits: SearchLimits) -> PlayoutSearch<G>.Prover?
    /// The nodes the exact search gets for an engine's answer when no limit is set, before the
    /// playouts answer; nil for no cap (`engineExactNodes` unless the family says otherwise).
    var engineTrialNodes: UInt64? { get }
}

/// `SolverSearch` with the playout search behind it: the generic solver is its exact search
/// and its prover.
public protocol SolverFallback: SolverSearch, PlayoutFallback {}

extension SolverFallback {
    public func exactSolve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        solver.limits = limits
        return try solver.solve(position, allMoves: allMoves)
    }

    public func solve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        try fallbackSolve(position, limits: limits, allMoves: allMoves)
    }

    /// The exact solver as the tree's prover: a null-window search around the draw, whose table
    /// the exact trial before may already have filled, so that transpositions are shared.
    public func prover(_ limits: SearchLimits) -> PlayoutSearch<G>.Prover? {
        let solver = self.solver
        return PlayoutSearch<G>.prover(nodes: { solver.stats.nodes }) { (position: G.Position) throws(SearchStop) in
            solver.limits = limits
            let (outcome, remoteness) = Score.outcome(try solver.negamax(position, -1, 1))
            return (outcome, remoteness ?? 0)
        }
    }
}

/// The nodes the exact solver gets for an engine's answer when no limit is set, before the
/// playouts answer (a few seconds of the solver's search at most).
public let engineExactNodes: UInt64 = 5_000_000

extension PlayoutFallback {
    public var engineTrialNodes: UInt64? { engineExactNodes }

    public func solve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        try fallbackSolve(position, limits: limits, allMoves: allMoves)
    }

    /// `solve`: exact without limits (the playouts' answer only where the rules are beyond the
    /// exact search), else the exact search tried within the limits and the playouts after it.
    public func fallbackSolve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        guard limits.nodes != nil || limits.deadline != nil || playoutSettings.alone else {
            do {
                return try exactSolve(position, limits: limits, allMoves: allMoves)
            } catch .tooLarge {
                return try playouts(position, limits: limits, allMoves: allMoves)
            }
        }
        return try exactOrPlayouts(position, limits: limits, allMoves: allMoves)
    }

    /// With a limit set (or `--playouts-only`) every move's value comes from one search of them
    /// all, as `solve` gives it (exact when the solver's trial finishes), so that the playouts
    /// can value them where the solver cannot.
    public func onlyEstimates(_ position: G.Position, limits: SearchLimits) -> Bool {
        playoutSettings.alone || limits.nodes != nil || limits.deadline != nil
    }

    public func bestMoves(_ position: G.Position, limits: SearchLimits, firstOnly: Bool) throws(SearchStop)
        -> (value: Value, best: [G.Move], estimateDepth: Int?, playouts: Int?)
    {
        var trial = limits
        if limits.nodes == nil && limits.deadline == nil { trial.nodes = engineTrialNodes }
        let solution = try exactOrPlayouts(position, limits: trial, allMoves: false, userLimits: limits)
        return (solution.value, firstOnly ? Array(solution.best.prefix(1)) : solution.best, solution.estimateDepth,
            solution.playouts)
    }

    /// The exact solver within `limits` (half the time), else the playouts within `userLimits`
    /// (by default `limits`; the time left).
    private func exactOrPlayouts(_ position: G.Position, limits: SearchLimits, allMoves: Bool,
        userLimits: SearchLimits? = nil) throws(SearchStop) -> Solution<G.Move>
    {
        guard !playoutSettings.alone else { return try playouts(position, limits: userLimits ?? limits, allMoves: allMoves) }
        var trial = limits
        if let deadline = limits.deadline { trial.deadline = .now + (deadline - .now) / 2 }
        do {
            return try exactSolve(position, limits: trial, allMoves: allMoves)
        } catch .nodeLimit, .timeLimit, .tooLarge {
            // Beyond exact reach within these limits, or beyond the exact search: the playouts answer.
        }
        do {
            return try playouts(position, limits: userLimits ?? limits, allMoves: allMoves)
        } catch .nodeLimit {
            throw .nodeLimit(userLimits?.nodes ?? limits.nodes ?? 0)
        }
    }

    /// MCTS-Solver's answer as a `Solution`.
    private func playouts(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        let clock = ContinuousClock.now
        let search = PlayoutSearch(game: game, settings: playoutSettings)
        var proving = limits
        proving.nodes = UInt64(playoutSettings.proofNodes)
        proving.progress = nil
        search.prover = prover(proving)
        let found = try search.run(position, limits: limits)
        var solution = Self.solution(found, allMoves: allMoves)
        // Said with the search's statistics, never part of its answer.
        solution.stats.seconds = (ContinuousClock.now - clock).seconds
        return solution
    }

    /// Proven: the exact outcome (when every move's is wanted, only if every move is proven);
    /// else the estimate: the side to move's win rate in percent as the score.
    static func solution(_ found: PlayoutAnswer<G.Move>, allMoves: Bool) -> Solution<G.Move> {
        var stats = SearchStats()
        stats.nodes = found.plies
        let exact = found.proven != nil && (!allMoves || found.moves.allSatisfy { $0.proven != nil })
        let value: Value
        let best: [G.Move]
        if exact, let proven = found.proven {
            value = Value(proven, in: found.provenPlies)
            best = found.moves.filter { $0.proven == proven }.map(\.move)
        } else {
            value = estimate(found.winRate, plies: found.line.count)
            best = found.best.map { [$0] } ?? []
        }
        let moveValues = allMoves ? found.moves.map { stat in
            (move: stat.move, value: exact ? Value(stat.proven ?? .draw, in: stat.provenPlies)
                : estimate(stat.winRate, plies: stat.provenPlies))
        } : []
        var solution = Solution(value: value, best: best, principalVariation: found.line, moveValues: moveValues, stats: stats)
        solution.playouts = found.playouts
        if !exact { solution.estimateDepth = found.line.count }
        return solution
    }

    /// A win rate said as a value: the rate in percent as the score, its side of ½ as the outcome.
    static func estimate(_ rate: Double, plies: Int) -> Value {
        let percent = Int((rate * 100).rounded())
        return Value(percent > 50 ? .win : percent < 50 ? .loss : .draw, in: plies, score: percent)
    }
}
