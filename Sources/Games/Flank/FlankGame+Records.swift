import Boards

extension FlankGame: RecordReplayable {
    /// The standard game (`isStandard`).
    public var playsRecords: Bool { isStandard }

    /// The record's moves played by the Reversi rules on 8 x 8.
    public static func replay(_ moves: [RecordMove], cells: String, toMove: Player) -> Result<[String], RecordReplayFailure> {
        guard let (x, o) = FlankPosition.discs(cells) else {
            return .failure(.start("the start is not 64 cells of X, O and - with X or O to move"))
        }
        let first = toMove == .x ? FlankPosition(player: x, opponent: o, mover: .x) : FlankPosition(player: o, opponent: x, mover: .o)
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
