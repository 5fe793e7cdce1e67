import Boards
import Search

/// The generic solver's search for block games; `SolverSearch` gives its methods, specialized
/// for `BlockGame`.
final class BlockSearch: SolverSearch {
    let game: BlockGame
    let solver: Solver<BlockGame>

    init(game: BlockGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
    }
}
