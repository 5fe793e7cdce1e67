import Boards
import Search

/// `PositionSearch` for line games by the generic solver (tic-tac-toe, m,n,k games, and gravity
/// games that `DropSearch` does not take). Holding the concrete `Solver<LineGame>` keeps the
/// solver's hot loop specialized for the family.
final class LineSearch: PositionSearch {
    private let game: LineGame
    private let solver: Solver<LineGame>

    init(game: LineGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
    }

    func solve(_ position: LinePosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<LineMove> {
        solver.limits = limits
        return try solver.solve(position, allMoves: allMoves)
    }

    func value(_ position: LinePosition, limits: SearchLimits) throws(SearchStop) -> Value {
        solver.limits = limits
        return try solver.value(position)
    }

    func count(_ position: LinePosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    var stats: SearchStats { solver.stats }

    func clearTable() { solver.clearTable() }
}

extension LineGame {
    /// The search for this game's positions: the Connect 4 solver where the rules and board are
    /// Connect 4 shaped (with `threads` and, where one ships, the opening book when `book`), the
    /// generic solver otherwise.
    public func makeSearch(tableBytes: Int, threads: Int, book: Bool) -> any PositionSearch<LinePosition, LineMove> {
        DropSearch(game: self, tableBytes: tableBytes, threads: threads, book: book) ?? LineSearch(game: self, tableBytes: tableBytes)
    }
}
