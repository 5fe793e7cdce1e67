import Boards
import Games
import Language
import Search

/// Replies as text for people.
public enum TextRenderer {
    /// The text of a reply; empty for `.done` and `.quit`.
    public static func render(_ reply: Reply) -> String {
        switch reply {
        case .done, .quit:
            return ""
        case .board(let view):
            return board(view)
        case .moves(let title, let moves):
            return "\(title): \(list(moves))"
        case .solution(let report):
            return solution(report)
        case .principalVariation(let report):
            let estimate = report.estimateDepth.map { " (the line an estimate expects: depth \($0), not exact)" } ?? ""
            return "pv: \(pv(report))\(estimate)"
        case .values(let report):
            return values(report)
        case .threats(let lists):
            return lists.map(threatLine).joined(separator: "\n")
        case .count(let count):
            let noun = count.positions == 1 ? "position" : "positions"
            return "\(grouped(count.positions)) \(noun) (\(grouped(count.nonTerminal)) going on, "
                + "\(grouped(count.terminal)) over), \(grouped(count.canonical)) up to symmetry, "
                + "in \(seconds(count.seconds))"
        case .census(let census, let mover):
            return self.census(census, mover: mover)
        case .nimber(let report):
            return nimber(report)
        case .outcome(let report):
            return outcome(report)
        case .puzzleCount(let count):
            return puzzleCount(count)
        case .text(let text):
            return text
        case .expectation(let result):
            return result.passed ? "ok: \(result.expected)" : "FAILED: expected \(result.expected), found \(result.found)"
        case .engine(let turn):
            return engine(turn)
        case .review(let report, let json):
            return json ? report.json.text : review(report)
        case .proof(let tree):
            return proof(tree)
        }
    }

    /// `threats for X: c1 d4 (playable now: c1)`, as `threats` and the pictures write it.
    static func threatLine(_ list: ThreatList) -> String {
        let playable = list.playable.isEmpty ? "" : " (playable now: \(list.playable.joined(separator: " ")))"
        return "threats for \(list.player): \(self.list(list.cells))\(list.cells.isEmpty ? "" : playable)"
    }

    public static func board(_ view: BoardView) -> String {
        var lines: [String] = []
        if let name = view.name { lines.append("position \(PositionPrinter.quoted(name))") }
        lines += view.diagram
        if let hands = view.inHand { lines.append(hands.description) }
        lines.append("\(state(view)) (\(view.game))")
        if !view.history.isEmpty { lines.append("moves: \(view.history.joined(separator: " "))") }
        return lines.joined(separator: "\n")
    }

    /// Where the game stands: "X to move", "game over: O has won", or a puzzle's status.
    public static func state(_ view: BoardView) -> String {
        switch view.result {
        case _ where view.puzzleStatus != nil: view.puzzleStatus ?? ""
        case nil: "\(view.toMove) to move"
        case .loss?: "game over: \(view.toMove.opponent) has won"
        case .win?: "game over: \(view.toMove) has won"
        case .draw?: "game over: draw"
        }
    }

    public static func solution(_ report: SolveReport) -> String {
        if let puzzle = report.puzzle { return solution(puzzle, fromDatabase: report.fromDatabase) }
        var lines = [report.headline]
        lines.append("  to move     \(report.toMove)")
        if let estimate = report.estimate {
            lines.append("  value       \(estimate)")
        } else {
            lines.append("  value       \(report.value)")
            if let score = report.value.score { lines.append("  score       \(score)") }
        }
        lines.append("  best        \(list(report.best))")
        lines.append("  pv          \(pv(report))")
        let search = report.fromCensus ? censusStats(report.stats)
            : report.fromDatabase ? storedStats(report.stats) : stats(report.stats)
        lines.append("  search      \(search)")
        return lines.joined(separator: "\n")
    }

    public static func values(_ report: SolveReport) -> String {
        guard !report.moveValues.isEmpty else { return "values: (no legal moves)" }
        if report.puzzle != nil { return puzzleValues(report) }
        let width = report.moveValues.map(\.move.count).max() ?? 0
        let best = Set(report.best)
        return report.moveValues.map { entry in
            let pad = String(repeating: " ", count: width - entry.move.count)
            let score = entry.value.score.map { "  score \($0)" } ?? ""
            let value = report.playouts.map { playoutValue(entry.value, playouts: $0, report) }
                ?? report.estimateDepth.map { SolveReport.estimate(entry.value.score ?? 0, depth: max(0, $0 - 1), for: report.toMove) }
                ?? "\(entry.value)\(score)"
            return "  \(entry.move)\(pad)  \(value)\(best.contains(entry.move) ? "  (best)" : "")"
        }.joined(separator: "\n")
    }

    /// A move's value from the playout search, for the side that plays it.
    static func playoutValue(_ value: Value, playouts: Int, _ report: SolveReport) -> String {
        report.estimateDepth == nil ? SolveReport.proven(value.outcome, playouts: playouts, for: report.toMove)
            : SolveReport.estimate(percent: value.score ?? 50, playouts: playouts, for: report.toMove)
    }

    /// `X b2, O a1 (fork), ...`, or `(game over)`.
    public static func pv(_ report: SolveReport) -> String {
        if let puzzle = report.puzzle {
            guard puzzle.solved else { return "(none: unsolvable)" }
            return puzzle.moves.isEmpty ? "(the goal is reached)" : puzzle.moves.joined(separator: ", ")
        }
        guard !report.principalVariation.isEmpty else { return "(game over)" }
        return report.principalVariation.map { "\($0.player) \($0.move)\($0.isFork ? " (fork)" : "")" }
            .joined(separator: ", ")
    }

    /// Where a report worked out from a census kept in the results database came from: the
    /// census's positions and time.
    static func censusStats(_ stats: SearchStats) -> String {
        "from a census in the results database (\(grouped(Int(stats.nodes))) positions valued in \(seconds(stats.seconds)))"
    }

    /// The counters kept with a result in the results database: nodes and time of the search
    /// that first solved it.
    static func storedStats(_ stats: SearchStats) -> String {
        "from the results database (solved in \(seconds(stats.seconds)), \(grouped(Int(stats.nodes))) nodes)"
    }

    public static func stats(_ stats: SearchStats) -> String {
        let hits = stats.tableProbes > 0 ? Double(stats.tableHits) * 100 / Double(stats.tableProbes) : 0
        let rate = Int(stats.nodesPerSecond.rounded())
        return "\(grouped(Int(stats.nodes))) nodes, \(Int(hits.rounded()))% table hits, "
            + "\(seconds(stats.seconds)), \(grouped(rate)) nodes/s"
    }

    static func list(_ moves: [String]) -> String { moves.isEmpty ? "(none)" : moves.joined(separator: " ") }

    /// 1234567 -> "1,234,567".
    public static func grouped(_ n: Int) -> String { n.grouped }

    static func seconds(_ s: Double) -> String {
        if s < 0.001 { return "<0.001 s" }
        let scaled = (s * 1000).rounded() / 1000
        return "\(scaled) s"
    }
}
