import Boards
import Foundation
import Games

/// `analyze bench [GAME...]`: the start of each game solved in a session of its own, a line of
/// figures a game: value, nodes, seconds, nodes per second. Fails when a game cannot be solved.
public enum GameBench {
    /// The games solved when none are named: every family's own (`FamilyBenchmark`), in the
    /// order of the families.
    public static var defaultGames: [String] { Families.tools((any FamilyBenchmark.Type).self).flatMap { $0.benchmarkGames } }

    /// Solves the start of each of `games`, a session of its own each, made from `options`.
    public static func run(_ games: [String], options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        var ok = true
        // Threads matter to Connect 4 and Reversi (their own solvers), the book to Connect 4; other games search on one.
        console.out("threads \(options.threads), opening book \(options.useBook ? "on" : "off (--no-book)")")
        console.out("game                 value          nodes        seconds   nodes/s")
        for game in games {
            let solved = try solve(game, options: options, console)
            if solved.figures == nil { ok = false }
            console.out(solved.line)
        }
        if !ok { throw ToolFailure() }
    }

    /// Solves the start of `game` in a session of its own made from `options`: the line of
    /// figures (or the error), and the nodes and seconds of the search, nil when it failed.
    static func solve(_ game: String, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure)
        -> (line: String, figures: SearchStats?)
    {
        let session = try Session.forTool(options, console)
        var line = "\(game): not solved"
        var figures: SearchStats?
        session.run("game \(game)\nsolve", file: "<bench>") { event in
            switch event {
            case .reply(.solution(let report), _):
                let s = report.stats
                figures = SearchStats(nodes: s.nodes, seconds: s.seconds)
                line = pad(game, 20) + " " + pad("\(report.value)", 12) + " "
                    + pad(TextRenderer.grouped(Int(s.nodes)), 14, right: true) + " "
                    + pad(String(format: "%.3f", s.seconds), 10, right: true) + " "
                    + pad(TextRenderer.grouped(Int(s.nodesPerSecond)), 11, right: true)
            case .error(let diagnostic):
                line = diagnostic.rendered
                figures = nil
            default:
                break
            }
        }
        return (line, figures)
    }

    /// `text` in a column `width` wide, left-aligned (or right-aligned: numbers).
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        right ? text.leftPadded(to: width) : text.rightPadded(to: width)
    }
}
