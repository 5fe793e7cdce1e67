import Boards
@testable import Games
import Search
import Testing

/// The midgame search: searched to the end of the game it agrees with the exact solver (so its
/// alpha-beta, table and passes are right); under limits it returns the deepest finished
/// iteration, and says nothing when none finished.
struct MidgameSearchTests {
    static func search(_ game: FlankGame) -> MidgameSearch {
        MidgameSearch(cells: game.cells, corners: game.corners, goal: game.fewestWins ? -1 : 1)
    }

    /// Deep enough to reach the end of every line (a pass spends a ply: at most two plies a cell),
    /// every leaf is a finished game and the score is the exact one, in eighths of a disc.
    @Test(arguments: [(4, false), (6, false), (6, true), (8, false)])
    func toTheEnd_givesTheExactScore(size: Int, fewest: Bool) throws {
        let game = flankGame(size, fewestWins: fewest)
        let exact = EndgameSolver(game: game, tableBytes: 1 << 20)
        let midgame = Self.search(game)
        let range = size == 4 ? 3...11 : 4...9
        var checked = 0
        for (player, opponent) in EndgameSolverTests.positions(game, 40, empties: range, seed: UInt64(size * 10 + (fewest ? 1 : 0))) {
            let empties = (game.cells & ~(player | opponent)).nonzeroBitCount
            let over = game.geometry.moves(player: player, opponent: opponent) == 0
                && game.geometry.moves(player: opponent, opponent: player) == 0
            if over || empties == 0 { continue }
            midgame.clear()
            let (eighths, best) = try midgame.root(player, opponent, 2 * empties)
            let score = try exact.score(player: player, opponent: opponent)
            #expect(eighths == 8 * score)
            let bestScores = try exact.bestMoves(player: player, opponent: opponent)
            #expect(bestScores.moves.contains(best))
            checked += 1
        }
        #expect(checked >= 30)
    }

    /// On the 8 x 8 start a time limit ends the deepening: the answer is one of the four opening
    /// moves, from an iteration that finished, with its line starting at that move.
    @Test func underANodeLimit_answersFromTheDeepestFinishedIteration() throws {
        let game = flankGame(8)
        let start = game.startBoard
        let found = try Self.search(game).search(player: start.player, opponent: start.opponent,
            limits: SearchLimits(nodes: 200_000, stop: nil))
        #expect(found.depth >= 4)
        #expect(["d3", "c4", "f5", "e6"].contains(game.geometry.square(of: found.best).description))
        #expect(found.line.first == found.best && found.line.count <= found.depth)
        #expect(abs(found.score) <= 64)
    }

    @Test func aLimitBeforeTheFirstIteration_isNoAnswer() {
        let game = flankGame(8)
        let start = game.startBoard
        #expect(throws: SearchStop.nodeLimit(1)) {
            try Self.search(game).search(player: start.player, opponent: start.opponent,
                limits: SearchLimits(nodes: 1, stop: nil))
        }
    }

    /// A search on the same position twice gives the same answer (the table only helps).
    @Test func twice_givesTheSameAnswer() throws {
        let game = flankGame(6)
        let start = game.startBoard
        let search = Self.search(game)
        let limits = SearchLimits(stop: nil)
        let first = try search.search(player: start.player, opponent: start.opponent, limits: limits, maxDepth: 6)
        search.clear()
        let second = try search.search(player: start.player, opponent: start.opponent, limits: limits, maxDepth: 6)
        #expect(first == second && first.depth == 6)
    }
}
