import Games
import Boards

extension TextRenderer {
    /// `O plays 4 (draw in 33)` for each engine move, the board after them, and the game's end.
    static func engine(_ turn: EngineTurn) -> String {
        var lines: [String] = []
        if let headline = turn.puzzleHeadline {
            lines.append("the engine plays \(list(turn.moves.map(\.move))): \(headline)")
        } else {
            for move in turn.moves {
                if let playouts = move.playouts {
                    let said = move.estimateDepth == nil
                        ? SolveReport.proven(move.value.outcome, playouts: playouts, for: move.player)
                        : SolveReport.estimate(percent: move.value.score ?? 50, playouts: playouts, for: move.player)
                    lines.append("\(move.player) plays \(move.move) \(said)")
                } else if let depth = move.estimateDepth {
                    lines.append("\(move.player) plays \(move.move): \(SolveReport.estimate(move.value.score ?? 0, depth: depth, for: move.player))")
                } else {
                    lines.append("\(move.player) plays \(move.move) (\(valueWords(move.value, for: move.player)))")
                }
            }
        }
        lines.append(board(turn.board))
        if let ending = turn.ending { lines.append(ending) }
        return lines.joined(separator: "\n")
    }

    /// A value for the side that has it, in words: `X wins in 5`, `O loses in 4`, `draw in 9`,
    /// with the score where there is one.
    static func valueWords(_ value: Value, for player: Player) -> String {
        let score = value.score.map { ", score \($0)" } ?? ""
        return switch value.outcome {
        case .win: "\(player) wins in \(value.remoteness)\(score)"
        case .loss: "\(player) loses in \(value.remoteness)\(score)"
        case .draw: "draw in \(value.remoteness)\(score)"
        }
    }

    /// One line a move: number, side, move, the value before -> after for the side that moved
    /// (an estimate said as one), and a mistake flagged with the best moves instead; then the
    /// mistakes counted, and where the review stopped when it did.
    static func review(_ report: ReviewReport) -> String {
        var lines = ["review of \(report.entries.count) \(report.entries.count == 1 ? "move" : "moves") (\(report.game)), "
            + "values for the side that moved:"]
        let moveWidth = report.entries.map(\.move.count).max() ?? 0
        for entry in report.entries {
            let who = entry.player.map { "\($0) " } ?? ""
            let move = entry.move.rightPadded(to: moveWidth)
            var line = "  \(String(entry.number).leftPadded(to: 3)). \(who)\(move)  "
                + "\(reviewValue(entry.before, entry, report)) -> \(reviewValue(entry.after, entry, report))"
            if let playouts = entry.playouts, entry.estimateDepth != nil {
                line += " (estimate, \(playouts.grouped) playouts)"
            } else if let depth = entry.estimateDepth {
                line += " (depth \(depth), not exact)"
            }
            if let mistake = entry.mistake { line += "  MISTAKE: \(mistake); best \(list(entry.best))" }
            lines.append(line)
        }
        let mistakes = report.mistakes
        let judged = report.entries.filter { $0.before != nil && $0.after != nil }
        if judged.isEmpty {
            lines.append(report.entries.isEmpty && report.stopped != nil ? "no move was judged" : "none of the moves could be judged")
        } else if mistakes.isEmpty {
            lines.append(judged.count == report.entries.count ? "no mistakes" : "no mistakes among the \(judged.count) moves judged")
        } else {
            let named = mistakes.map { "\($0.number). \($0.player.map { "\($0) " } ?? "")\($0.move)" }
            lines.append("\(mistakes.count) \(mistakes.count == 1 ? "mistake" : "mistakes"): \(named.joined(separator: ", "))")
        }
        let estimated = judged.filter { $0.estimateDepth != nil }.count
        if estimated > 0 {
            let moves = estimated == judged.count ? (estimated == 1 ? "the move" : "every move") : "\(estimated) of the moves"
            lines.append("\(moves) judged by an estimate, not exact: beyond exact reach")
        }
        if let unsolved = report.unsolved {
            lines.append("moves next to an unknown value are not judged (\(unsolved))")
        }
        if let stopped = report.stopped {
            lines.append("review stopped: \(stopped); the moves above are judged; the session is unchanged")
        }
        if let ending = report.ending { lines.append(ending) }
        return lines.joined(separator: "\n")
    }

    private static func reviewValue(_ value: Value?, _ entry: ReviewReport.Entry, _ report: ReviewReport) -> String {
        guard let value else { return "unknown" }
        if report.isPuzzle { return value.outcome == .win ? "solvable" : "unsolvable" }
        if entry.estimateDepth != nil, entry.playouts != nil { return "≈ \(value.score ?? 50) %" }
        if entry.estimateDepth != nil { return "estimate \((value.score ?? 0).signed)" }
        if report.scoreIsMargin, let score = value.score { return "\(value.outcome) \(score.signed)" }
        return value.score.map { "\(value) (score \($0.signed))" } ?? "\(value)"
    }

    /// The headline, then the tree with line numbers, two spaces of indentation a ply.
    static func proof(_ tree: ProofTree) -> String {
        var lines = ["proof: \(tree.headline)"]
        let width = String(tree.lines.count).count
        for (index, line) in tree.lines.enumerated() {
            lines.append("\(String(index + 1).leftPadded(to: width))  \(String(repeating: "  ", count: line.depth))\(line.text)")
        }
        if let note = tree.note { lines.append("(\(note))") }
        return lines.joined(separator: "\n")
    }
}
