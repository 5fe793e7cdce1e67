import Boards
import Search

/// A match on 8 x 8 Reversi between the midgame search with the trained evaluation and the same
/// search with the mobility-alone fit: the strength test of the evaluation. Each opening (a few
/// seeded random moves) is played twice, the trained side once as X and once as O; both search
/// to the same fixed depth (so the match is the same on any machine and under any load), or with
/// `moveSeconds` set for the same time per move (iterative deepening, the deepest iteration
/// finished), and play perfectly from `exactFrom` empty cells on.
public struct FlankMatch: Sendable {
    /// One game: its opening, the side the trained evaluation played, the final disc difference
    /// for that side.
    public struct Game: Sendable {
        public var opening: [Int]
        public var trainedSide: Player
        public var score: Int
    }

    public let game: FlankGame
    public let weights: FlankWeights
    /// Plies each side searches.
    public var depth = 6
    /// When set, the seconds each side searches each move, to any depth, in place of `depth`.
    public var moveSeconds: Double?
    /// Empty cells from which both sides play the exact solver's first best move.
    public var exactFrom = 14
    /// Random moves of each opening.
    public var openingMoves = 4

    public init(game: FlankGame, weights: FlankWeights) {
        self.game = game
        self.weights = weights
    }

    /// Plays `count` games (rounded up to an even number), `played` hearing each as it ends.
    public func play(_ count: Int, seed: UInt64, limits: SearchLimits, played: (Game) -> Void = { _ in }) throws(SearchStop) -> [Game] {
        var random = SplitMix64(seed: seed)
        let trained = MidgameSearch(cells: game.cells, corners: game.corners, goal: 1, weights: weights)
        let mobility = MidgameSearch(cells: game.cells, corners: game.corners, goal: 1, weights: weights, mobilityOnly: true)
        let exact = EndgameSolver(game: game, tableBytes: 16 << 20)
        exact.limits = limits
        var games: [Game] = []
        for _ in 0..<(count + 1) / 2 {
            let opening = randomOpening(&random)
            for trainedSide in [Player.x, .o] {
                trained.clear()
                mobility.clear()
                var board = game.startBoard
                for square in opening { board = game.geometry.play(square, on: board) ?? board }
                while true {
                    let status = game.geometry.status(board)
                    if status == .over { break }
                    if status == .mustPass {
                        board = FlankPosition(player: board.opponent, opponent: board.player, mover: board.mover.opponent)
                        continue
                    }
                    let empties = (game.cells & ~board.occupied).nonzeroBitCount
                    let square: Int
                    if empties <= exactFrom {
                        square = try exact.bestMoves(player: board.player, opponent: board.opponent).moves.first ?? -1
                    } else {
                        let search = board.mover == trainedSide ? trained : mobility
                        let moveLimits = moveSeconds.map { limits.within(seconds: $0) } ?? limits
                        square = try search.search(player: board.player, opponent: board.opponent,
                            limits: moveLimits, maxDepth: moveSeconds == nil ? depth : 64).best
                    }
                    guard let next = game.geometry.play(square, on: board) else { throw .interrupted }
                    board = next
                }
                let result = Game(opening: opening, trainedSide: trainedSide, score: game.geometry.finalScore(board, for: trainedSide))
                played(result)
                games.append(result)
            }
        }
        return games
    }

    /// `openingMoves` random legal moves from the start (a line that ends the game is drawn again).
    private func randomOpening(_ random: inout SplitMix64) -> [Int] {
        while true {
            var board = game.startBoard
            var moves: [Int] = []
            for _ in 0..<openingMoves {
                let all = Array(game.geometry.moves(board).setBits)
                guard !all.isEmpty else { break }
                let square = all[Int(random.next() % UInt64(all.count))]
                guard let next = game.geometry.play(square, on: board) else { break }
                moves.append(square)
                board = next
            }
            if moves.count == openingMoves { return moves }
        }
    }
}
