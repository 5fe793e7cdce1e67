import Boards
import Search

/// `PositionSearch` for Reversi by the exact endgame solver: values carry the final disc
/// difference as their score, and the remoteness is the length of the principal variation
/// (passes included), since the solver maximizes discs, not speed.
public final class FlankSearch: PositionSearch {
    private let game: FlankGame
    private let solver: EndgameSolver<FlankGame>

    public init(game: FlankGame, tableBytes: Int) {
        self.game = game
        solver = EndgameSolver(game: game, tableBytes: tableBytes)
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
        try bounded(position, limits) { () throws(SearchStop) in try solveNow(position, allMoves: allMoves) }
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

    public func value(_ position: FlankPosition, limits: SearchLimits) throws(SearchStop) -> Value {
        try bounded(position, limits) { () throws(SearchStop) in
            let score = try solver.score(player: position.player, opponent: position.opponent)
            let line = try solver.principalVariation(player: position.player, opponent: position.opponent)
            return Self.value(score, plies: line.count)
        }
    }

    public var stats: SearchStats { solver.stats }

    public func clearTable() { solver.clearTable() }

    public func count(_ position: FlankPosition, limit: Int, limits: SearchLimits) throws(SearchStop) -> PositionCount {
        try Enumeration.count(game, from: position, limit: limit, limits: limits)
    }

    private static func move(_ cell: Int) -> FlankMove { cell == EndgameSolver<FlankGame>.pass ? .pass : FlankMove(cell: cell) }

    private static func value(_ score: Int, plies: Int) -> Value {
        Value(score > 0 ? .win : score < 0 ? .loss : .draw, in: plies, score: score)
    }
}
