import Boards

/// The exact two-player solver: negamax with alpha-beta over `Score`s (outcome and remoteness at
/// once), null-window searches, and a transposition table keyed on canonical positions.
/// Generic over `Game`; one solver serves one game and keeps its table between positions.
/// It assumes a game whose positions never repeat; a game whose positions can repeat (endless
/// play a draw) is solved by `Retrograde`.
public final class Solver<G: Game> {
    public let game: G
    public let table: TranspositionTable<G.Key, G.Move>
    /// Counters since the solver was made.
    public var stats = SearchStats()
    /// Bounds for the searches from now on; a node budget counts from when they are set.
    public var limits = SearchLimits.none {
        didSet {
            nodeCap = limits.nodes.map { stats.nodes &+ $0 }
            nextCheck = 0
            limits.progress?.begin()
        }
    }
    /// The node count at which the budget runs out, and at which to poll the limits next.
    private var nodeCap: UInt64?
    private var nextCheck: UInt64 = 0
    /// Which moves cut off, where the game gives its moves history slots.
    private var history: MoveHistory
    /// The moves of the nodes on the current line, each node's after its parent's, sorted by the
    /// history: a stack that the search grows and shrinks, so that no node allocates.
    private var ordered: [G.Move] = []
    private var sortKeys: [UInt64] = []
    /// The positions after the moves on the `ordered` stack, with their table keys, where the
    /// enhanced transposition cutoff made them: a stack beside it.
    private var children: [(position: G.Position, canonical: (key: G.Key, symmetry: Int))] = []
    /// The game's history slots, which quiet moves take; urgent moves take as many again.
    private let quietSlots: Int
    /// Whether nodes look their children up in the table before searching them.
    private let lookAhead: Bool

    /// A solver of `game` with a table of `tableBytes`; with `history` (the default) it orders
    /// moves by the history of cut-offs where the game gives history slots; with `lookAhead`
    /// (the default) a node may cut off on its children's table entries before searching them
    /// (the enhanced transposition cutoff).
    public init(game: G, tableBytes: Int = TranspositionTable<G.Key, G.Move>.defaultBytes, history: Bool = true,
        lookAhead: Bool = true)
    {
        self.game = game
        self.lookAhead = lookAhead
        self.table = TranspositionTable(bytes: tableBytes)
        quietSlots = game.historySlots
        self.history = MoveHistory(slots: history ? 2 * quietSlots : 0)
    }

    /// Forgets every stored result, and which moves cut off.
    public func clearTable() {
        table.clear()
        history.clear()
    }

    /// Negamax with alpha-beta.
    ///
    /// Contract: `alpha < beta`. Returns a score `v` such that: if `v <= alpha` the true score is
    /// at most `v`; if `v >= beta` it is at least `v`; otherwise it is exactly `v` (fail-soft).
    /// Throws when a limit of `limits` is reached; the table then holds only proven bounds.
    /// `position` may be any position, over or not.
    public func negamax(_ position: G.Position, _ alpha: Int32, _ beta: Int32) throws(SearchStop) -> Int32 {
        if let outcome = game.result(position) {
            stats.nodes &+= 1
            return Score.of(outcome, remoteness: 0)
        }
        // Each search (a window of the score, a test of a move) weighs the cut-offs of the
        // searches before it half as much as its own.
        history.age()
        return try search(position, alpha, beta, afterSearchedMove: false)
    }

    /// `negamax` without the full end-of-game test: `position` is the root (which `negamax`
    /// checked) or was reached by a move the search chose (`afterSearchedMove`), so the cheaper
    /// `resultInSearch` tells whether the game is over.
    func search(_ position: G.Position, _ alpha: Int32, _ beta: Int32, afterSearchedMove: Bool = true,
        canonical: (key: G.Key, symmetry: Int)? = nil) throws(SearchStop) -> Int32
    {
        // Step 1. Count the node and poll the limits now and then.
        stats.nodes &+= 1
        if stats.nodes >= nextCheck { try checkLimits() }

        // Step 2. The end of the game.
        if let outcome = game.resultInSearch(position) { return Score.of(outcome, remoteness: 0) }

        // Step 3. The table entry is fetched now and read in step 5: its likely cache miss then
        // overlaps the rules' work instead of stalling after it.
        let (key, symmetry) = canonical ?? game.canonical(position)
        table.prefetch(key)

        // Step 4. What the rules decide without search.
        let plan: G.Plan
        switch game.tactic(position, afterSearchedMove: afterSearchedMove) {
        case .resolved(let outcome, let remoteness):
            return Score.of(outcome, remoteness: remoteness)
        case .forced(let move):
            let child = game.play(move, in: position)
            return Score.parent(try search(child, Score.childBound(beta), Score.childBound(alpha)))
        case .search(let found):
            plan = found
        }

        // Step 4b. Mate-distance bounds: the rules say how soon this position can end at the
        // earliest, so no score beyond those can be reached.
        var alpha = alpha, beta = beta
        if let bound = boundByEarliestEnd(&alpha, &beta) { return bound }

        // Step 5. Transposition table probe: a bound may answer at once or narrow the window.
        var hint: G.Move?
        var found = false
        stats.tableProbes &+= 1
        if let entry = table.probe(key) {
            found = true
            stats.tableHits &+= 1
            if let known = SearchWindow.narrow(&alpha, &beta, lower: Int32(entry.lower), upper: Int32(entry.upper)) {
                return known
            }
            if let move = entry.move { hint = game.transform(move, symmetry: symmetry, toCanonical: false) }
        }

        // Step 6. The moves, best guesses first: the game's order, or, with a history, the
        // table's move, then by the game's urgency, then the moves that cut off most elsewhere.
        // They go onto a stack the solver reuses, so that no node allocates.
        let nodesBefore = stats.nodes
        let windowAlpha = alpha
        let side = game.sideToMove(position)
        let base = ordered.count
        let end = stackMoves(position, plan: plan, hint: hint, side: side)
        defer { ordered.removeSubrange(base...) }

        // Step 6b. Search them, looking their positions up in the table first where it pays (the
        // enhanced transposition cutoff): before any move at a node the table knew (searched
        // before, in another window), elsewhere once the first move failed to cut off.
        let (best, searched) = try searchMoves(position, base..<end, alpha: alpha, beta: beta, side: side,
            lookFirst: found)
        guard let bestMove = searched else { return 0 }

        // Step 7. Store what was proven, relative to the window searched: at most `best` when
        // every move failed low, at least `best` on a cut-off, exactly `best` in between.
        let (lower, upper) = SearchWindow.bounds(of: best, alpha: windowAlpha, beta: beta, unbounded: Score.infinity)
        table.store(key, lower: lower, upper: upper,
            move: game.transform(bestMove, symmetry: symmetry, toCanonical: true), work: stats.nodes &- nodesBefore)
        return best
    }

    /// Narrows the window to the scores the game's earliest win and loss allow; returns the
    /// score when the window closes.
    private func boundByEarliestEnd(_ alpha: inout Int32, _ beta: inout Int32) -> Int32? {
        let (earliestWin, earliestLoss) = game.earliestEnd
        let ceiling = Score.mate - Int32(earliestWin)
        if beta > ceiling {
            beta = ceiling
            if alpha >= beta { return ceiling }
        }
        let floor = -(Score.mate - Int32(earliestLoss))
        if alpha < floor {
            alpha = floor
            if alpha >= beta { return floor }
        }
        return nil
    }

    /// Searches the moves at `moves` on the `ordered` stack in turn until one reaches `beta`;
    /// returns the best score and its move (none when there are no moves). With `lookAhead`, the
    /// moves not yet searched are first looked up in the table, before the first move when
    /// `lookFirst`, else after it: a move whose position the table bounds low enough for the
    /// opponent cuts off unsearched (most cut-offs come on the first move, so making every child
    /// before it would mostly be wasted). The children made for the look-up, with their keys, are
    /// the ones then searched (from `madeFrom` on, on the `children` stack from `childBase`).
    private func searchMoves(_ position: G.Position, _ moves: Range<Int>, alpha: Int32, beta: Int32, side: Player,
        lookFirst: Bool) throws(SearchStop) -> (Int32, G.Move?)
    {
        let nodesBefore = stats.nodes
        var alpha = alpha, madeFrom = moves.upperBound
        let lookAt = lookFirst ? moves.lowerBound : moves.lowerBound &+ 1
        let childBase = children.count
        defer { children.removeSubrange(childBase...) }
        var best = -Score.infinity
        var bestMove: G.Move?
        for index in moves {
            if lookAhead, index == lookAt, moves.upperBound &- index > 1 {
                if let (cut, move) = transpositionCutoff(position, moves: index..<moves.upperBound, beta: beta) {
                    stats.cutoffs &+= 1
                    return (cut, move)
                }
                madeFrom = index
            }
            let move = ordered[index]
            let value: Int32
            if index >= madeFrom {
                let child = children[childBase &+ index &- madeFrom]
                value = Score.parent(try search(child.position, Score.childBound(beta), Score.childBound(alpha),
                    canonical: child.canonical))
            } else {
                let child = game.play(move, in: position)
                value = Score.parent(try search(child, Score.childBound(beta), Score.childBound(alpha)))
            }
            if value > best {
                best = value
                bestMove = move
                if value > alpha {
                    alpha = value
                    if alpha >= beta {
                        stats.cutoffs &+= 1
                        if history.isOn { history.reward(historyRank(move, in: position).slot, for: side, work: stats.nodes &- nodesBefore) }
                        break
                    }
                }
            }
        }
        return (best, bestMove)
    }

    /// Pushes the moves of `position` onto the `ordered` stack in the game's order, then, with a
    /// history, sorted by urgency and history after `hint` (the table's move, which the game put
    /// first); returns the stack's new height.
    private func stackMoves(_ position: G.Position, plan: G.Plan, hint: G.Move?, side: Player) -> Int {
        var moves = G.Moves()
        game.orderMoves(position, plan: plan, first: hint, into: &moves)
        let base = ordered.count
        while let move = moves.next() { ordered.append(move) }
        if history.isOn {
            let from = hint != nil && base < ordered.count && ordered[base] == hint ? base + 1 : base
            history.sort(&ordered, from: from, to: ordered.count, for: side, keys: &sortKeys) { historyRank($0, in: position) }
        }
        return ordered.count
    }

    /// The first of `moves` (indices into the `ordered` stack) whose position the table bounds
    /// low enough for the opponent that the move reaches `beta`, and the score it proves. The
    /// positions after the moves, with their keys, are pushed onto `children`.
    private func transpositionCutoff(_ position: G.Position, moves: Range<Int>, beta: Int32) -> (Int32, G.Move)? {
        let first = children.count
        for index in moves {
            let child = game.play(ordered[index], in: position)
            let canonical = game.canonical(child)
            table.prefetch(canonical.key)
            children.append((child, canonical))
        }
        for index in moves {
            guard let entry = table.probe(children[first &+ index &- moves.lowerBound].canonical.key) else { continue }
            let proven = Score.parent(Int32(entry.upper))
            if proven >= beta { return (proven, ordered[index]) }
        }
        return nil
    }

    /// The history slot of `move` and its urgency: the game's slot, urgent moves apart from quiet
    /// ones between the same cells (a capture's cut-offs say little of a quiet step's).
    private func historyRank(_ move: G.Move, in position: G.Position) -> (slot: Int, urgency: Int) {
        let urgency = game.urgency(of: move, in: position)
        return (game.historySlot(move) + (urgency > 0 ? quietSlots : 0), urgency)
    }

    /// Polled every 4,096 nodes, and exactly when the node budget runs out.
    private func checkLimits() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
        nextCheck = SearchLimits.nextPoll(after: stats.nodes, cap: nodeCap)
    }
}
