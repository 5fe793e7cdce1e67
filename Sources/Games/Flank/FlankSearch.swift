import Boards
import Search

/// `PositionSearch` for Reversi: the exact endgame solver where it can finish, the midgame
/// search's estimate (said as one: `Solution.estimateDepth`) where it cannot. Exact values carry
/// the final disc difference as their score, and the remoteness is the length of the principal
/// variation (passes included), since the solver maximizes discs, not speed; that line takes at
/// each turn the first move in reading order that keeps the score.
///
/// Which one answers: a position of at most `alwaysExact` empty cells is solved exactly; one of
/// at most `sureEmpties` too when no time or node limit is set (the user asked for the truth and
/// waits, with a progress line: minutes at most). Otherwise the exact solver tries within half the limits (past
/// `maxEmpties`, within `largeBudget` nodes: the game may end soon) and the midgame search
/// estimates with what is left; without limits it gets `estimateSeconds`, and an engine's answer
/// `engineSeconds` in all.
public final class FlankSearch: PositionSearch {
    private let game: FlankGame
    private let solver: EndgameSolver<FlankGame>
    /// The trained weights serve standard 8 x 8 Reversi, the board and goal they were fitted on;
    /// other boards and anti-Reversi take the hand-set evaluation.
    private lazy var midgame = MidgameSearch(cells: game.cells, corners: game.corners, goal: game.fewestWins ? -1 : 1,
        weights: game.geometry.size == 8 && !game.fewestWins ? FlankWeights.shipped : nil)

    public init(game: FlankGame, tableBytes: Int, threads: Int = 1) {
        self.game = game
        solver = EndgameSolver(game: game, tableBytes: tableBytes, threads: threads)
    }

    /// Positions with at most this many empty cells are always solved exactly (on 8 x 8 about a
    /// second at most: FFO #40, 20 empty cells, takes 0.74 s).
    public static let alwaysExact = 20
    /// The most empty cells solved exactly when no limit is set: 28 on 8 x 8 (FFO positions of 27
    /// take up to a minute here, each cell more about three times as long), every position of
    /// the smaller boards (`maxEmpties`).
    private var sureEmpties: Int { game.geometry.size == 8 ? 28 : Self.maxEmpties }
    /// The time an estimate gets when no limit is set.
    public static let estimateSeconds = 5.0
    /// The time an engine's answer gets when no limit is set.
    public static let engineSeconds = 4.0
    /// The memory the search takes for an exact solver's table of `tableBytes`: that table and
    /// the midgame search's table.
    public static func footprint(tableBytes: Int) -> Int {
        EndgameTable.footprint(bytes: tableBytes) + MidgameSearch.tableBytes
    }

    /// The most empty cells of a position the solver takes on without a budget: beyond it an
    /// exact search runs for days (FFO positions of 28 empty cells take minutes; every empty
    /// cell more multiplies the work by about 3). 6 x 6 from the start has 32.
    public static let maxEmpties = 36
    /// The nodes a larger position may take (one that ends soon, say) before it is refused.
    public static let largeBudget: UInt64 = 1_000_000

    /// Runs `body` under `limits`; a position with more than `maxEmpties` empty cells gets at
    /// most `largeBudget` nodes, and is refused with a reason if it needs more.
    private func bounded<T>(_ position: FlankPosition, _ limits: SearchLimits, _ body: () throws(SearchStop) -> T)
        throws(SearchStop) -> T
    {
        let empties = (game.geometry.boardMask & ~position.occupied).nonzeroBitCount
        var bounded = limits
        let large = empties > Self.maxEmpties
        if large { bounded.nodes = min(limits.nodes ?? .max, Self.largeBudget) }
        solver.limits = bounded
        do {
            return try body()
        } catch .nodeLimit(let n) where large && n == Self.largeBudget {
            throw .tooLarge("\(empties) empty cells are too many to solve exactly (at most \(Self.maxEmpties), "
                + "unless the game ends within \(Int(Self.largeBudget).grouped) nodes)")
        }
    }

    public func solve(_ position: FlankPosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<FlankMove> {
        try solve(position, limits: limits, allMoves: allMoves, unlimitedSeconds: Self.estimateSeconds)
    }

    /// An engine's answer: as `solve`, within `engineSeconds` when no limit is set.
    public func bestMoves(_ position: FlankPosition, limits: SearchLimits, firstOnly: Bool) throws(SearchStop)
        -> (value: Value, best: [FlankMove], estimateDepth: Int?, playouts: Int?)
    {
        var limits = limits
        if limits.deadline == nil && limits.nodes == nil { limits.deadline = .now + .milliseconds(Int(Self.engineSeconds * 1000)) }
        let solution = try solve(position, limits: limits, allMoves: false, unlimitedSeconds: Self.engineSeconds)
        return (solution.value, firstOnly ? Array(solution.best.prefix(1)) : solution.best, solution.estimateDepth, nil)
    }

    private func solve(_ position: FlankPosition, limits: SearchLimits, allMoves: Bool, unlimitedSeconds: Double)
        throws(SearchStop) -> Solution<FlankMove>
    {
        let empties = (game.geometry.boardMask & ~position.occupied).nonzeroBitCount
        let unlimited = limits.deadline == nil && limits.nodes == nil
        if !onlyEstimates(position, limits: limits) {
            solver.limits = limits
            return try solveNow(position, allMoves: allMoves)
        }
        var rest = limits
        if unlimited { rest.deadline = .now + .milliseconds(Int(unlimitedSeconds * 1000)) }
        var trial = rest
        if let deadline = rest.deadline { trial.deadline = .now + (deadline - .now) / 2 }
        if let nodes = rest.nodes { trial.nodes = nodes / 2 }
        if empties > Self.maxEmpties { trial.nodes = min(trial.nodes ?? .max, Self.largeBudget) }
        solver.limits = trial
        do {
            return try solveNow(position, allMoves: allMoves)
        } catch .timeLimit, .nodeLimit {
            // Not within reach: the estimate, with what is left.
        }
        if let nodes = rest.nodes { rest.nodes = nodes - nodes / 2 }
        return try estimate(position, limits: rest, allMoves: allMoves)
    }

    /// The midgame search's estimate, said as one; with `allMoves`, every move's estimate too,
    /// from one deepening of all the moves under the same limits (each one ply shallower than
    /// the root, the root's estimate the best move's).
    private func estimate(_ position: FlankPosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<FlankMove> {
        let clock = ContinuousClock.now
        let nodesBefore = midgame.nodes
        let found: MidgameSearch.Estimate
        var moveValues: [(move: FlankMove, value: Value)] = []
        if allMoves {
            let searched = try midgame.searchMoves(player: position.player, opponent: position.opponent, limits: limits)
            found = searched.estimate
            moveValues = searched.moves.map { (FlankMove(cell: $0.square), Self.value($0.score, plies: found.depth)) }
        } else {
            found = try midgame.search(player: position.player, opponent: position.opponent, limits: limits)
        }
        var stats = SearchStats()
        stats.nodes = midgame.nodes - nodesBefore
        stats.seconds = (ContinuousClock.now - clock).seconds
        var best = [Self.move(found.best)]
        if !moveValues.isEmpty {
            // Every move that shares the best estimate is a best move.
            best = moveValues.filter { $0.value.score == found.score }.map(\.move)
        }
        var solution = Solution(value: Self.value(found.score, plies: found.line.count), best: best,
            principalVariation: found.line.map(Self.move), moveValues: moveValues, stats: stats)
        solution.estimateDepth = found.depth
        return solution
    }

    private func solveNow(_ position: FlankPosition, allMoves: Bool) throws(SearchStop) -> Solution<FlankMove> {
        let before = solver.stats
        let (score, best) = try solver.bestMoves(player: position.player, opponent: position.opponent)
        let line = try solver.principalVariation(player: position.player, opponent: position.opponent)
        var moveValues: [(move: FlankMove, value: Value)] = []
        if allMoves {
            for (cell, moveScore) in try solver.moveScores(player: position.player, opponent: position.opponent) {
                let move = Self.move(cell)
                let child = game.play(move, in: position)
                let rest = try solver.principalVariation(player: child.player, opponent: child.opponent)
                moveValues.append((move, Self.value(moveScore, plies: 1 + rest.count)))
            }
        }
        var stats = solver.stats.since(before)
        stats.seconds = solver.stats.seconds - before.seconds
        return Solution(value: Self.value(score, plies: line.count), best: best.map(Self.move),
            principalVariation: line.map(Self.move), moveValues: moveValues, stats: stats)
    }

    /// True when `solve` under `limits` can only estimate `position`: more than `alwaysExact`
    /// empty cells, and a limit set or more than `sureEmpties`. (The exact solver's trial may
    /// still finish within the limits, when the game ends soon.)
    public func onlyEstimates(_ position: FlankPosition, limits: SearchLimits) -> Bool {
        let empties = (game.geometry.boardMask & ~position.occupied).nonzeroBitCount
        let unlimited = limits.deadline == nil && limits.nodes == nil
        return !(empties <= Self.alwaysExact || (empties <= sureEmpties && unlimited))
    }

    public func value(_ position: FlankPosition, limits: SearchLimits) throws(SearchStop) -> Value {
        try bounded(position, limits) { () throws(SearchStop) in
            let score = try solver.score(player: position.player, opponent: position.opponent)
            let line = try solver.principalVariation(player: position.player, opponent: position.opponent)
            return Self.value(score, plies: line.count)
        }
    }

    public var stats: SearchStats { solver.stats }

    public func clearTable() {
        solver.clearTable()
        midgame.clear()
    }

    public func count(_ position: FlankPosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    private static func move(_ cell: Int) -> FlankMove { cell == EndgameSolver<FlankGame>.pass ? .pass : FlankMove(cell: cell) }

    private static func value(_ score: Int, plies: Int) -> Value {
        Value(Outcome(sign: score), in: plies, score: score)
    }
}
