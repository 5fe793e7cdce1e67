import Boards
import Search

/// The generic solver's search for line games (tic-tac-toe, m,n,k games, and gravity games that
/// `DropSearch` does not take); `SolverSearch` gives its methods, specialized for `LineGame`.
final class LineSearch: SolverSearch {
    let game: LineGame
    let solver: Solver<LineGame>

    init(game: LineGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
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
