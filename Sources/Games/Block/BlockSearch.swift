import Boards
import Search

/// The generic solver's search for block games; `SolverSearch` gives its methods, specialized
/// for `BlockGame`, and `SolverFallback` the playout search where the solver reaches its limit.
final class BlockSearch: SolverFallback {
    let game: BlockGame
    let solver: Solver<BlockGame>
    /// The playout search's tree may take half as much memory as the solver's table.
    var playoutSettings: PlayoutSettings

    init(game: BlockGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
        playoutSettings = PlayoutSettings(nodes: PlayoutSettings.nodes(inBytes: tableBytes / 2,
            moveBytes: MemoryLayout<BlockMove>.stride))
    }
}
