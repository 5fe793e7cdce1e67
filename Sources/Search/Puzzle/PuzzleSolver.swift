import Boards

/// What a puzzle search found: a solution, or the proof that there is none.
public struct PuzzleResult<Move: Hashable & Sendable>: Sendable {
    /// The moves from the start to a goal, or `nil` when no goal can be reached.
    public var solution: [Move]?
    /// When there is no solution and an invariant proved it without search, the reason; `nil`
    /// when the search examined every board (or found a solution).
    public var reason: String?
    public var stats: PuzzleStats

    public var isSolved: Bool { solution != nil }
}

/// What a puzzle search did: the counters `solve` prints.
public struct PuzzleStats: Sendable, Hashable {
    /// Boards examined (each visit counts, whether or not the memo then knew it).
    public var nodes: UInt64 = 0
    /// Boards found dead in the memo.
    public var memoHits: UInt64 = 0
    /// Boards cut by the puzzle's pruning hook.
    public var pruned: UInt64 = 0
    /// Boards proved dead and stored.
    public var deadStored: UInt64 = 0
    /// Wall-clock seconds.
    public var seconds: Double = 0

    public init() {}
}

/// Depth-first search for a one-player puzzle, with a memo of dead boards keyed on the board
/// canonical under the puzzle's symmetries.
///
/// The memo keeps its contents between searches of the same puzzle (a dead board is dead from any
/// start); its memory is fixed when the solver is made. Moves are tried in the order of the
/// puzzle's `score`. Once a search has examined `tablesAfterNodes` boards, the solver swaps the
/// puzzle for `game.withSearchTables(bytes: tableBytes)` (for instance the boards a few moves
/// from the goal, found backwards), so short searches never pay for building them.
public final class PuzzleSolver<G: PuzzleGame> {
    public private(set) var game: G
    public var limits = SearchLimits.none {
        didSet {
            nodeCap = limits.nodes.map { stats.nodes &+ $0 } ?? .max
            limits.progress?.begin()
        }
    }
    public private(set) var stats = PuzzleStats()
    private var memo: DeadMemo
    private var path: [G.Move] = []
    /// The node count past which the budget is spent.
    private var nodeCap = UInt64.max
    /// The moves of the boards on the current line, each board's sorted best first, and their
    /// scores: one stack for the whole search, so no node allocates.
    private var moveStack: [G.Move] = []
    private var scoreStack: [Int] = []
    /// The node count at which the puzzle's search tables are asked for (`.max` once they are).
    private var tablesAt: UInt64
    private let tableBytes: Int

    /// The default memory of the dead-board memo: 64 MB, 8 million boards.
    public static var defaultMemoBytes: Int { 64 << 20 }
    /// The default memory for the puzzle's search tables: 8 MB (what the puzzle's tables may
    /// take; the puzzle decides how to use it).
    public static var defaultTableBytes: Int { 8 << 20 }
    /// Boards a search examines before the puzzle's search tables are built: 100,000.
    public static var tablesAfterNodes: UInt64 { 100_000 }

    public init(game: G, memoBytes: Int = defaultMemoBytes, tableBytes: Int = defaultTableBytes) {
        self.game = game
        memo = DeadMemo(bytes: memoBytes)
        self.tableBytes = tableBytes
        tablesAt = Self.tablesAfterNodes
    }

    /// Bytes held by the memo.
    public var memoBytes: Int { memo.bytes }

    /// Forgets every dead board.
    public func clearMemo() { memo.clear() }

    /// Finds a sequence of moves from `start` to a goal, or proves there is none: by an
    /// invariant of the puzzle when it knows one (`reason` says which), else by examining every
    /// board reachable from `start`. Throws when a limit of `limits` is reached, never guessing.
    public func solve(from start: G.Position) throws(SearchStop) -> PuzzleResult<G.Move> {
        let clock = ContinuousClock.now
        let before = stats
        nodeCap = limits.nodes.map { stats.nodes &+ $0 } ?? .max
        try poll()
        var result = PuzzleResult<G.Move>(solution: nil, reason: nil, stats: PuzzleStats())
        if let reason = game.unreachableReason(from: start) {
            result.reason = reason
        } else {
            path.removeAll(keepingCapacity: true)
            moveStack.removeAll(keepingCapacity: true)
            scoreStack.removeAll(keepingCapacity: true)
            if try search(start) { result.solution = path }
        }
        result.stats = PuzzleStats(since: before, now: stats)
        result.stats.seconds = (ContinuousClock.now - clock).seconds
        stats.seconds += result.stats.seconds
        return result
    }

    /// True when a goal can be reached from `position`; `path` then holds the moves to it after
    /// those that led here. False when none can, `position` then being stored as dead.
    private func search(_ position: G.Position) throws(SearchStop) -> Bool {
        // Step 1. Count the board and poll the limits now and then.
        stats.nodes &+= 1
        if stats.nodes & 0xFFF == 0 || stats.nodes > nodeCap { try poll() }
        if stats.nodes == tablesAt {
            game = game.withSearchTables(bytes: tableBytes)
            tablesAt = .max
        }
        // Step 2. The goal.
        if game.isGoal(position) { return true }
        // Step 3. Pruning that keeps exactness: a necessary condition of the goal fails.
        guard game.mayReachGoal(position) else {
            stats.pruned &+= 1
            return false
        }
        // Step 4. The memo of dead boards, up to symmetry.
        let key = game.canonicalKey(position)
        if memo.contains(key) {
            stats.memoHits &+= 1
            return false
        }
        // Step 5. Every move, best scored first; the first that reaches the goal ends the search.
        let base = moveStack.count
        pushMoves(of: position)
        let end = moveStack.count
        defer {
            moveStack.removeLast(moveStack.count - base)
            scoreStack.removeLast(scoreStack.count - base)
        }
        for i in base..<end {
            let move = moveStack[i]
            path.append(move)
            if try search(game.play(move, in: position)) { return true }
            path.removeLast()
        }
        // Step 6. No move reaches the goal: the board is dead.
        memo.insert(key)
        stats.deadStored &+= 1
        return false
    }

    /// Pushes the moves of `position` on the move stack, sorted by falling score (stable:
    /// insertion sort, the lists being short).
    private func pushMoves(of position: G.Position) {
        let base = moveStack.count
        var moves = G.Moves()
        game.moves(position, into: &moves)
        while let move = moves.next() {
            let score = game.score(move, in: position)
            var i = moveStack.count
            moveStack.append(move)
            scoreStack.append(score)
            while i > base && scoreStack[i - 1] < score {
                moveStack[i] = moveStack[i - 1]
                scoreStack[i] = scoreStack[i - 1]
                i -= 1
            }
            moveStack[i] = move
            scoreStack[i] = score
        }
    }

    private func poll() throws(SearchStop) {
        try limits.check(nodes: stats.nodes, cap: nodeCap)
    }
}

extension PuzzleStats {
    /// The counts added between `before` and `now`.
    init(since before: PuzzleStats, now: PuzzleStats) {
        nodes = now.nodes - before.nodes
        memoHits = now.memoHits - before.memoHits
        pruned = now.pruned - before.pruned
        deadStored = now.deadStored - before.deadStored
    }
}
