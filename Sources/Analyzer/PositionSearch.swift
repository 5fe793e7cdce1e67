import Boards
import Games
import Search

/// The searches behind `solve`, `best`, `pv`, `values` and `expect value` for one game: the
/// generic solver, or a family's own (Reversi's endgame solver). Reached once per command.
protocol PositionSearch<Position, Move>: AnyObject {
    associatedtype Position
    associatedtype Move: Hashable & Sendable

    /// The value, best moves and a principal variation; `allMoves` adds every move's value.
    func solve(_ position: Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<Move>
    /// The value alone.
    func value(_ position: Position, limits: SearchLimits) throws(SearchStop) -> Value
    /// The counters since the search was made.
    var stats: SearchStats { get }
    /// Forgets what the table learned.
    func clearTable()
    /// Turns the opening book on or off, where the game has one.
    func useBook(_ on: Bool)
}

extension PositionSearch {
    func useBook(_ on: Bool) {}
}

/// `PositionSearch` by the generic solver, for any `Game`.
final class GenericSearch<G: Game>: PositionSearch {
    private let solver: Solver<G>

    init(game: G, tableBytes: Int) { solver = Solver(game: game, tableBytes: tableBytes) }

    // Reached through the `PositionSearch` existential, a generic class runs its unspecialized
    // code; these attributes compile the searches once more for each family, so the solver's hot
    // loop is specialized for the concrete game.
    @_specialize(where G == LineGame)
    func solve(_ position: G.Position, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<G.Move> {
        solver.limits = limits
        return try solver.solve(position, allMoves: allMoves)
    }

    @_specialize(where G == LineGame)
    func value(_ position: G.Position, limits: SearchLimits) throws(SearchStop) -> Value {
        solver.limits = limits
        return try solver.value(position)
    }

    var stats: SearchStats { solver.stats }

    func clearTable() { solver.clearTable() }
}
