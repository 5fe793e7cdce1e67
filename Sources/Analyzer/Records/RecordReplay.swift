import Boards
import Games

/// A record's moves played from its start by the Reversi rules: each checked, and the passes a
/// file leaves out (WTHOR never writes them) put back where the side to move has no move.
enum RecordReplay {
    /// A move as a file writes it: `d3`, `pass` (or GGF's `PA`), and the side the file says plays
    /// it, when it says.
    struct Written: Sendable, Hashable {
        var text: String
        var side: Player?
    }

    /// Why a record does not replay.
    enum Failure: Error, Sendable, Hashable {
        /// The start is not a position of 8 x 8 Reversi.
        case start(String)
        /// The move at this index of the written moves (from 0) is not legal, or not readable.
        case move(index: Int, String)
    }

    /// The moves as the session plays them (`pass` where a side had none), or the first fault.
    static func replay(_ moves: [Written], from start: RecordBoard) -> Result<[String], Failure> {
        guard let first = start.position else {
            return .failure(.start("the start is not 64 cells of X, O and - with X or O to move"))
        }
        let game: FlankGame
        do throws(RuleError) {
            game = try FlankGame(size: 8, start: first)
        } catch {
            return .failure(.start(error.message))
        }
        var position = first
        var played: [String] = []
        for (index, move) in moves.enumerated() {
            let text = move.text.lowercased()
            let isPass = ["pass", "pa", "ps"].contains(text)
            // A pass not written: the side to move has no move, and the other side plays on.
            if !isPass, game.geometry.status(position) == .mustPass {
                position = position.passed
                played.append("pass")
            }
            if let side = move.side, side != position.mover {
                return .failure(.move(index: index, "it is \(position.mover)'s turn, not \(side)'s"))
            }
            switch game.parseMove(isPass ? "pass" : text, in: position) {
            case .success(let legal):
                position = game.play(legal, in: position)
                played.append(game.moveName(legal))
            case .failure(let error):
                return .failure(.move(index: index, error.message))
            }
        }
        return .success(played)
    }
}
