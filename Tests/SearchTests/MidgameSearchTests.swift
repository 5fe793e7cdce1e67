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

    /// The scores of odd and even depths swing apart (the side that plays the last ply looks
    /// better); the estimate is the mean of the last two iterations, so that one depth reads
    /// like the next: on random 8 x 8 midgame positions the estimates of depths 3 to 7 move less
    /// than half as much from one depth to the next as the raw scores do.
    @Test func consecutiveDepths_swingLessThanTheRawScores() throws {
        let game = flankGame(8)
        let search = Self.search(game)
        var rawSwing = 0, estimateSwing = 0
        for (player, opponent) in EndgameSolverTests.positions(game, 8, empties: 44...56, seed: 7) {
            var raw: [Int] = [], estimate: [Int] = []
            for depth in 2...7 {
                // Each search from an empty table, so that neither reads the other's results.
                search.clear()
                raw.append(MidgameSearch.discs(try search.root(player, opponent, depth).0))
                search.clear()
                estimate.append(try search.search(player: player, opponent: opponent, limits: SearchLimits(stop: nil),
                    maxDepth: depth).score)
            }
            rawSwing += (1..<raw.count).map { abs(raw[$0] - raw[$0 - 1]) }.reduce(0, +)
            estimateSwing += (1..<estimate.count).map { abs(estimate[$0] - estimate[$0 - 1]) }.reduce(0, +)
        }
        #expect(rawSwing >= 10)
        #expect(2 * estimateSwing < rawSwing, "raw \(rawSwing), estimates \(estimateSwing)")
    }

    /// Every move valued by one deepening under one node limit: the limit holds for all the
    /// moves together, each move has a score, and the estimate is the best move's.
    @Test func everyMove_underANodeLimit_staysWithinIt() throws {
        let game = flankGame(8)
        let start = game.startBoard
        let search = Self.search(game)
        let found = try search.searchMoves(player: start.player, opponent: start.opponent,
            limits: SearchLimits(nodes: 50_000, stop: nil))
        #expect(search.nodes <= 50_001)
        #expect(found.moves.count == 4 && found.estimate.depth >= 4)
        #expect(found.estimate.score == found.moves.map(\.score).max())
        #expect(found.moves.contains { $0.square == found.estimate.best && $0.score == found.estimate.score })
        #expect(found.estimate.line.first == found.estimate.best)
    }
}
