import Boards

/// `PositionSearch` by the generic `Solver`, for a family with no search of its own (tic-tac-toe
/// and the m,n,k games, the block family's games): `solve` and `value` by the solver and its
/// table, `count` by `Enumeration`.
///
/// A family declares a final class holding its concrete game and solver and gets every method
/// from here. The class is not generic on purpose: the session calls it through
/// `any PositionSearch`, and only a concrete conformance has witnesses specialized for the game,
/// so that the solver's hot loop runs specialized.
public protocol SolverSearch: PositionSearch where Position == G.Position, Move == G.Move {
    associatedtype G: Game
    /// The game whose positions are searched.
    var game: G { get }
    /// The solver, with its table kept between positions.
    var solver: Solver<G> { get }
}

extension SolverSearch {
    public func solve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        solver.limits = limits
        return try solver.solve(position, allMoves: allMoves)
    }

    public func value(_ position: G.Position, limits: SearchLimits) throws(SearchStop) -> Value {
        solver.limits = limits
        return try solver.value(position)
    }

    public func count(_ position: G.Position, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    public var stats: SearchStats { solver.stats }

    public func clearTable() { solver.clearTable() }
}
