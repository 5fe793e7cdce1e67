import Boards
import Search

/// `PositionSearch` for block games by the generic solver. Holding the concrete
/// `Solver<BlockGame>` keeps its hot loop specialized for the family.
final class BlockSearch: PositionSearch {
    private let game: BlockGame
    private let solver: Solver<BlockGame>

    init(game: BlockGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
    }

    func solve(_ position: BlockPosition, limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> Solution<BlockMove> {
        solver.limits = limits
        return try solver.solve(position, allMoves: allMoves)
    }

    func value(_ position: BlockPosition, limits: SearchLimits) throws(SearchStop) -> Value {
        solver.limits = limits
        return try solver.value(position)
    }

    func count(_ position: BlockPosition, limit: Int, memory: Int, limits: SearchLimits) -> PositionCount {
        Enumeration.counted(game, from: position, limit: limit, memory: memory, limits: limits)
    }

    var stats: SearchStats { solver.stats }

    func clearTable() { solver.clearTable() }
}
