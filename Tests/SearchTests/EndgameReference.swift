import Boards
import Games
import Search

/// A slow, obviously correct Reversi endgame solver for the tests: negamax over the game's own
/// `moves`, `flips` and `finalScore`, a pass when only the opponent can move, no table, no
/// ordering. `alphaBeta` adds textbook fail-hard pruning (checked against `minimax`).
enum EndgameReference {
    static func minimax(_ game: FlankGame, _ player: UInt64, _ opponent: UInt64) -> Int {
        let moves = game.geometry.moves(player: player, opponent: opponent)
        if moves == 0 {
            if game.geometry.moves(player: opponent, opponent: player) == 0 {
                return game.finalScore(player: player, opponent: opponent)
            }
            return -minimax(game, opponent, player)
        }
        var best = Int.min
        for square in moves.setBits {
            let (child, mine) = play(game, player, opponent, square)
            best = max(best, -minimax(game, child, mine))
        }
        return best
    }

    /// The exact score clamped to `alpha...beta`.
    static func alphaBeta(_ game: FlankGame, _ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int) -> Int {
        let moves = game.geometry.moves(player: player, opponent: opponent)
        if moves == 0 {
            if game.geometry.moves(player: opponent, opponent: player) == 0 {
                return min(max(game.finalScore(player: player, opponent: opponent), alpha), beta)
            }
            return -alphaBeta(game, opponent, player, -beta, -alpha)
        }
        var alpha = alpha
        for square in moves.setBits {
            let (child, mine) = play(game, player, opponent, square)
            let v = -alphaBeta(game, child, mine, -beta, -alpha)
            if v >= beta { return beta }
            alpha = max(alpha, v)
        }
        return alpha
    }

    /// The exact score.
    static func score(_ game: FlankGame, _ player: UInt64, _ opponent: UInt64) -> Int {
        alphaBeta(game, player, opponent, -65, 65)
    }

    /// The position after `square` (or a pass, 64), from the other side's point of view.
    static func play(_ game: FlankGame, _ player: UInt64, _ opponent: UInt64, _ square: Int) -> (UInt64, UInt64) {
        if square == 64 { return (opponent, player) }
        let flipped = game.geometry.flips(square: square, player: player, opponent: opponent)
        return (opponent & ~flipped, player | flipped | UInt64.bit(square))
    }

    /// A random position with `empties` empty cells (or the end of the game, if it comes first)
    /// reached by random moves from the start; passes are played.
    static func randomPosition(_ game: FlankGame, empties: Int, using random: inout SplitMix64)
        -> (player: UInt64, opponent: UInt64)
    {
        var player = game.startBoard.player, opponent = game.startBoard.opponent
        while (game.cells & ~(player | opponent)).nonzeroBitCount > empties {
            let moves = game.geometry.moves(player: player, opponent: opponent)
            if moves == 0 {
                if game.geometry.moves(player: opponent, opponent: player) == 0 { break }
                (player, opponent) = (opponent, player)
                continue
            }
            let all = Array(moves.setBits)
            let square = all[Int(random.next() % UInt64(all.count))]
            (player, opponent) = play(game, player, opponent, square)
        }
        return (player, opponent)
    }
}

/// The flank game of an n x n board; the test sizes always compile.
func flankGame(_ size: Int, fewestWins: Bool = false) -> FlankGame {
    do {
        return try FlankGame(size: size, fewestWins: fewestWins)
    } catch {
        preconditionFailure("test board does not compile: \(error.message)")
    }
}

/// A position from an FFO line: 64 cells `X`, `O`, `-` (a1 ... h8) and the side to move.
func ffoPosition(_ board: String, _ side: Character) -> (player: UInt64, opponent: UInt64) {
    var x: UInt64 = 0, o: UInt64 = 0
    for (index, cell) in board.enumerated() {
        if cell == "X" { x |= UInt64.bit(index) }
        if cell == "O" { o |= UInt64.bit(index) }
    }
    return side == "X" ? (x, o) : (o, x)
}
