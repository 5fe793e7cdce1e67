import Boards

/// The fewest-moves search for a one-player puzzle: a solution with the fewest *moves*, where a
/// run of steps by one piece (each `continues` the last, as a piece's chain of captures does) counts once.
///
/// Iterative deepening on the move count (IDA*) over boards between moves: a board's children
/// are the boards after each whole move, a run of continuing steps stopped after any step. A
/// board is cut when the moves made plus a lower bound on the moves left exceed the iteration's
/// bound. The lower bound is the largest of the puzzle's `movesNeeded` (a region argument,
/// for instance), 1 off the goal, and what the memo learned of the board: a board whose subtree
/// failed with r moves to spare needs at least r + 1. A move going on past a board (by the steps
/// of `moves(_:continuing:into:)`) is cut the same way on the board's bound less one (the run
/// left is one move at most) or the puzzle's `movesNeeded(_:continuing:)`, whichever is larger,
/// and never goes on past a dead board. Whether the start reaches a goal at all is settled first
/// by a plain depth-first search over steps (as `PuzzleSolver` does); the boards it proves dead
/// stay in the memo and are cut. Other dead boards meet `mayReachGoal` and the bounds:
/// proving every expanded board alive or dead took the English central game 784 million nodes by
/// the bound-15 iteration, against 45 thousand without, for few boards saved.
///
/// Symmetry: the memo is keyed on the board canonical under the puzzle's symmetries (those that
/// keep the goal). The state between moves is the board alone, with no last piece to carry, so
/// boards with one key are equally far from the goal.
public enum PuzzleFewest {
    /// The default memory budget of the memo: 64 MB. The memo takes the most 7-board buckets (64
    /// bytes each) that a power of two fits in it: at the default, 7,340,032 boards in 64 MB.
    public static var defaultMemoBytes: Int { 64 << 20 }

    /// A solution from `start` with the fewest moves (ties: any), or `nil` when none exists:
    /// `reason` then says why when an invariant proved it, and is `nil` when the search examined
    /// every board. Exact: never a longer solution than the fewest, at any memo size. Throws when
    /// a limit of `limits` is reached (the stop flag, the node budget, the deadline).
    public static func solve<G: PuzzleGame>(_ game: G, from start: G.Position, limits: SearchLimits,
        memoBytes: Int = defaultMemoBytes) throws(SearchStop) -> PuzzleResult<G.Move> {
        let clock = ContinuousClock.now
        let search = FewestSearch(game: game, limits: limits, memoBytes: memoBytes)
        var result = PuzzleResult<G.Move>(solution: nil, reason: nil, stats: PuzzleStats())
        if let reason = game.unreachableReason(from: start) {
            result.reason = reason
        } else {
            result.solution = try search.run(from: start)
        }
        result.stats = search.stats
        result.stats.seconds = (ContinuousClock.now - clock).seconds
        return result
    }
}

/// One run of the fewest-moves search: its memo, path and counters.
final class FewestSearch<G: PuzzleGame> {
    let game: G
    let limits: SearchLimits
    private(set) var stats = PuzzleStats()
    private let memo: FewestMemo
    /// The steps from the start to the board being searched.
    private var path: [G.Move] = []
    /// The iteration's bound on the moves of a solution.
    private var bound = 0
    /// The least move count over the cut boards: the next iteration's bound.
    private var nextBound = Int.max
    private let nodeCap: UInt64

    init(game: G, limits: SearchLimits, memoBytes: Int) {
        self.game = game
        self.limits = limits
        limits.progress?.begin()
        memo = FewestMemo(bytes: memoBytes)
        nodeCap = limits.nodes ?? .max
    }

    /// The deepening: bounds from the start's lower bound up, each a full search of the boards
    /// within it. Returns the first solution found (of the least bound), `nil` when the start is
    /// dead.
    func run(from start: G.Position) throws(SearchStop) -> [G.Move]? {
        try poll()
        guard try reaches(start) else { return nil }
        bound = lowerBound(start)
        while true {
            nextBound = Int.max
            path.removeAll(keepingCapacity: true)
            if try deepen(start, made: 0) == Self.found { return path }
            // A live start always has a solution, so a later bound finds it.
            precondition(nextBound != Int.max, "a live board has no solution")
            bound = nextBound
        }
    }

    /// What `deepen` returns when it found a goal: `path` then holds the steps to it.
    private static var found: Int { -1 }
    /// What `deepen` returns for a board from which no goal can be reached.
    private static var dead: Int { Int(FewestMemo.dead) }

    /// Searches `position`, a board between moves, `made` moves from the start: `found` when a
    /// goal is reached from it in at most `bound - made` moves. Otherwise a lower bound on the
    /// moves it needs, proved (`dead` when none reaches a goal): when the bound is cut short, the
    /// memo learns it, and `nextBound` has the least move count of the boards cut.
    private func deepen(_ position: G.Position, made: Int) throws(SearchStop) -> Int {
        // Step 1. Count the board and poll the limits now and then.
        try count()
        // Step 2. The goal.
        if game.isGoal(position) { return Self.found }
        guard game.mayReachGoal(position) else {
            stats.pruned &+= 1
            return Self.dead
        }
        // Step 3. The puzzle's lower bound (1 off the goal), then the memo's; a dead board is cut.
        let own = lowerBound(position)
        if made + own > bound {
            stats.pruned &+= 1
            nextBound = min(nextBound, made + own)
            return own
        }
        let key = game.canonicalKey(position)
        let known = Int(memo.facts(key) & FewestMemo.dead)
        if known == Self.dead || made + known > bound {
            stats.memoHits &+= 1
            if known != Self.dead { nextBound = min(nextBound, made + known) }
            return known
        }
        // Step 4. Every move: each first step, then its continuations (`moveOn`).
        var moves = G.Moves()
        game.moves(position, into: &moves)
        while let step = moves.next() {
            path.append(step)
            if try moveOn(game.play(step, in: position), after: step, made: made + 1) { return Self.found }
            path.removeLast()
        }
        // Step 5. Nothing within the bound: the board needs more moves than it had to spare.
        let needs = min(bound - made + 1, 126)
        memo.learn(UInt8(needs), about: key)
        return needs
    }

    /// True when a move that has just played `previous` into `position` (counted in `made`)
    /// reaches a goal within the bound, stopped here or continued by more steps of the same piece.
    private func moveOn(_ position: G.Position, after previous: G.Move, made: Int) throws(SearchStop) -> Bool {
        // Step 1. The move stops here.
        let needs = try deepen(position, made: made)
        if needs == Self.found { return true }
        // Step 2. It goes on: a board that needs `needs` moves needs at least `needs - 1` after a
        // free run of steps, and the puzzle's own bound for a piece going on may say more.
        if needs == Self.dead { return false }
        if made + needs - 1 > bound {
            nextBound = min(nextBound, made + needs - 1)
            return false
        }
        let onward = game.movesNeeded(position, continuing: previous)
        if made + onward > bound {
            nextBound = min(nextBound, made + onward)
            return false
        }
        var moves = G.Moves()
        game.moves(position, continuing: previous, into: &moves)
        while let step = moves.next() {
            guard game.continues(step, after: previous) else { continue }
            path.append(step)
            if try moveOn(game.play(step, in: position), after: step, made: made) { return true }
            path.removeLast()
        }
        return false
    }

    /// True when a goal can be reached from `position` by any steps, searched depth first (the
    /// first way found ends it); the memo learns each board proved alive or dead.
    private func reaches(_ position: G.Position) throws(SearchStop) -> Bool {
        try count()
        if game.isGoal(position) { return true }
        guard game.mayReachGoal(position) else { return false }
        let key = game.canonicalKey(position)
        let facts = memo.facts(key)
        if facts & FewestMemo.alive != 0 { return true }
        if facts & FewestMemo.dead == FewestMemo.dead { return false }
        var moves = G.Moves()
        game.moves(position, into: &moves)
        while let step = moves.next() {
            if try reaches(game.play(step, in: position)) {
                memo.learn(FewestMemo.alive, about: key)
                return true
            }
        }
        memo.learn(FewestMemo.dead, about: key)
        stats.deadStored &+= 1
        return false
    }

    /// The puzzle's bound on the moves left, at least 1 off the goal.
    private func lowerBound(_ position: G.Position) -> Int {
        game.isGoal(position) ? 0 : max(1, min(game.movesNeeded(position), 126))
    }

    private func count() throws(SearchStop) {
        stats.nodes &+= 1
        if stats.nodes & 0xFFF == 0 || stats.nodes > nodeCap { try poll() }
    }

    private func poll() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
    }
}
