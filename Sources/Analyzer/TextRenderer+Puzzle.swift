import Games
import Search

/// Puzzle replies as text: a solution as numbered moves and the board at its end, the proof that
/// there is none, each jump's worth, and counts of boards.
extension TextRenderer {
    /// `solve` for a puzzle.
    static func solution(_ puzzle: PuzzleSummary, fromDatabase: Bool = false) -> String {
        var lines = ["\(puzzle.headline): \(puzzle.goal)"]
        if puzzle.solved {
            let width = String(puzzle.moves.count).count
            for (index, move) in puzzle.moves.enumerated() {
                let number = String(index + 1)
                lines.append("  \(number.leftPadded(to: width)). \(move)")
            }
            lines.append("  board at the end:")
            lines += puzzle.finalDiagram.map { "    " + $0 }
        } else if let reason = puzzle.reason {
            lines.append("  proof       \(reason); no board needed examining")
        } else {
            lines.append("  proof       every board reachable from here was examined, and none reaches the goal")
        }
        let stats = puzzleStats(puzzle.stats)
        lines.append("  search      \(fromDatabase ? "from the results database (when solved: \(stats))" : stats)")
        return lines.joined(separator: "\n")
    }

    /// "2,145 boards examined, 310 dead boards stored, 12 found in the memo, 0.001 s".
    static func puzzleStats(_ stats: PuzzleStats) -> String {
        var parts = ["\(grouped(Int(stats.nodes))) \(stats.nodes == 1 ? "board" : "boards") examined"]
        if stats.deadStored > 0 { parts.append("\(grouped(Int(stats.deadStored))) dead boards stored") }
        if stats.memoHits > 0 { parts.append("\(grouped(Int(stats.memoHits))) found in the memo") }
        parts.append(seconds(stats.seconds))
        return parts.joined(separator: ", ")
    }

    /// `values` for a puzzle: each jump, and whether the goal can still be reached after it.
    static func puzzleValues(_ report: SolveReport) -> String {
        let width = report.moveValues.map(\.move.count).max() ?? 0
        return report.moveValues.map { entry in
            let pad = String(repeating: " ", count: width - entry.move.count)
            let worth =
                entry.value.outcome == .win
                ? "solvable (\(entry.value.remoteness) \(entry.value.remoteness == 1 ? "jump" : "jumps") to the goal)"
                : "dead: the goal cannot be reached after it"
            return "  \(entry.move)\(pad)  \(worth)"
        }.joined(separator: "\n")
    }

    /// `count` for a puzzle: the boards reachable all told and up to symmetry, and the peak.
    static func puzzleCount(_ count: PuzzleCountResult) -> String {
        let noun = count.positions == 1 ? "board" : "boards"
        return "\(grouped(count.positions)) \(noun) reachable in \(count.levels.count) "
            + "\(count.levels.count == 1 ? "level" : "levels") (the start and after each jump), "
            + "\(grouped(count.canonical)) up to symmetry, in \(seconds(count.seconds)); "
            + "at most \(grouped(count.peakKeys)) boards held at once"
    }
}
