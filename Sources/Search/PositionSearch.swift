import Boards

/// The searches behind `solve`, `best`, `pv`, `values`, `count` and `expect value` for one game:
/// the generic solver, or a family's own (Reversi's endgame solver, the Connect 4 solver). A
/// family makes one for its concrete game type, so the generic code it calls is specialized
/// there; the session reaches it once per command.
public protocol PositionSearch<Position, Move>: AnyObject {
    associatedtype Position
    associatedtype Move: Hashable & Sendable

    /// The value, best moves and a principal variation; `allMoves` adds every move's value.
    func solve(_ position: Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<Move>
    /// The value alone.
    func value(_ position: Position, limits: SearchLimits) throws(SearchStop) -> Value
    /// The value and the best moves in the order of the position's moves, without a principal
    /// variation (what an engine needs to answer); `firstOnly` stops at the first best move;
    /// `estimateDepth` as in `Solution` (nil: exact).
    func bestMoves(_ position: Position, limits: SearchLimits, firstOnly: Bool) throws(SearchStop)
        -> (value: Value, best: [Move], estimateDepth: Int?, playouts: Int?)
    /// True when `solve` under `limits` can give `position` only an estimate (beyond exact
    /// reach): callers that judge moves then ask for every move's value at once.
    func onlyEstimates(_ position: Position, limits: SearchLimits) -> Bool
    /// Every position reachable from `position`, counted (at most `limit` stored, in at most
    /// `memory` bytes); a count a bound stopped says why, with the positions found so far.
    func count(_ position: Position, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount
    /// The counters since the search was made.
    var stats: SearchStats { get }
    /// Forgets what the table learned.
    func clearTable()
    /// Turns the opening book on or off, where the game has one.
    func useBook(_ on: Bool)
}

extension PositionSearch {
    public func useBook(_ on: Bool) {}

    /// Exact searches never estimate.
    public func onlyEstimates(_ position: Position, limits: SearchLimits) -> Bool { false }

    /// By a whole solve, for searches with no cheaper way.
    public func bestMoves(_ position: Position, limits: SearchLimits, firstOnly: Bool) throws(SearchStop)
        -> (value: Value, best: [Move], estimateDepth: Int?, playouts: Int?)
    {
        let solution = try solve(position, limits: limits, allMoves: false)
        return (solution.value, firstOnly ? Array(solution.best.prefix(1)) : solution.best, solution.estimateDepth, solution.playouts)
    }
}
