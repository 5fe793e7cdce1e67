import Boards
import Search

/// The generic solver's search for line games (tic-tac-toe, m,n,k games, and gravity games that
/// `DropSearch` does not take); `SolverSearch` gives its methods, specialized for `LineGame`, and
/// `SolverFallback` the playout search where the solver reaches its limit (boards too large to solve).
final class LineSearch: SolverFallback {
    let game: LineGame
    let solver: Solver<LineGame>
    /// The playout search's tree may take half as much memory as the solver's table.
    var playoutSettings: PlayoutSettings

    init(game: LineGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
        playoutSettings = PlayoutSettings(nodes: PlayoutSettings.nodes(inBytes: tableBytes / 2,
            moveBytes: MemoryLayout<LineMove>.stride))
    }
}

extension LineGame {
    /// The search for this game's positions: the Connect 4 solver where the rules and board are
    /// Connect 4 shaped (with `threads` and, where one ships, the opening book when `book`), the
    /// generic solver otherwise.
    public func makeSearch(tableBytes: Int, threads: Int, book: Bool) -> any PositionSearch<LinePosition, LineMove> {
        DropSearch(game: self, tableBytes: tableBytes, threads: threads, book: book) ?? LineSearch(game: self, tableBytes: tableBytes)
    }
}
