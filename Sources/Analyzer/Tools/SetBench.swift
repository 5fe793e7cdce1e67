import Boards
import Foundation
import Games

/// `analyze bench --set FILE`: a set of positions solved and each score checked. A set in a
/// family's own format goes to that family (`PositionSetBenchmark`); any other is read as
/// 'moves score' lines (Pascal Pons' Connect 4 sets, or an opening book), each position set up
/// from the start of a game of the session (`PositionBench`).
public struct SetBench {
    /// The game of a 'moves score' set.
    public var game: String
    /// Clear the table before each position of a 'moves score' set (as the public figures were
    /// measured); otherwise it keeps what it learned across the set.
    public var freshTable: Bool
    /// How the set is solved: which positions, the table, the threads, the limits.
    public var settings: PositionSetSettings

    public init(game: String, freshTable: Bool, settings: PositionSetSettings) {
        self.game = game
        self.freshTable = freshTable
        self.settings = settings
    }

    /// Solves the set at `path` in `session` (a 'moves score' set) or in its family's benchmark;
    /// returns the nodes and seconds of all its searches.
    @discardableResult
    public func run(_ path: String, session: Session, _ console: ToolConsole) throws(ToolFailure) -> SearchStats {
        let text: String
        do throws(SourceFiles.ReadError) {
            text = try SourceFiles.read(path)
        } catch {
            console.err("\(path): cannot read: \(error.reason)")
            throw ToolFailure()
        }
        if let family = Families.tools((any PositionSetBenchmark.Type).self).first(where: { $0.readsPositionSet(text) }) {
            return try family.benchPositionSet(text, path: path, settings, console)
        }
        if settings.only != nil {
            console.err("\(path): --only chooses positions of an FFO set (Reversi endgames); this is a 'moves score' set")
            throw ToolFailure()
        }
        let (all, unreadable) = PositionBench.cases(from: text)
        for line in unreadable { console.err("\(path):\(line): expected 'moves score'") }
        let cases = settings.limit.map { Array(all.prefix($0)) } ?? all
        if case .failure(let problem) = session.execute(game: game) {
            console.err(problem.rendered)
            throw ToolFailure()
        }
        let bench = PositionBench(session: session, freshTable: freshTable)
        var mismatches = 0
        var nodes: UInt64 = 0
        var seconds = 0.0
        for item in cases {
            let outcome = bench.run(item)
            nodes += outcome.nodes
            seconds += outcome.seconds
            if !outcome.matches {
                mismatches += 1
                let found = outcome.found.map(String.init) ?? "none"
                console.err("\(path):\(outcome.line): \(outcome.moves): expected \(outcome.expected), found \(found)"
                    + (outcome.problem.map { " (\($0))" } ?? ""))
            }
            if settings.verbose {
                console.out("\(outcome.moves) \(outcome.found.map(String.init) ?? "?") \(outcome.nodes) "
                    + String(format: "%.6f", outcome.seconds))
            }
        }
        let count = max(1, cases.count)
        let table = freshTable ? "cleared before each position" : "kept across the set"
        console.out("set          \(path)")
        console.out("game         \(game), table \((session.tableBytesInPlay ?? 0) >> 20) MiB \(table)")
        console.out("positions    \(cases.count)")
        console.out("mismatches   \(mismatches)")
        console.out("mean time    \(Self.duration(seconds / Double(count)))")
        console.out("mean nodes   \(TextRenderer.grouped(Int(nodes) / count))")
        console.out("nodes/s      \(TextRenderer.grouped(seconds > 0 ? Int(Double(nodes) / seconds) : 0))")
        console.out("total time   \(String(format: "%.3f", seconds)) s")
        if mismatches > 0 || !unreadable.isEmpty { throw ToolFailure() }
        return SearchStats(nodes: nodes, seconds: seconds)
    }

    /// `13.2 us`, `0.51 ms`, `10.7 s`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.1f us", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.3f ms", seconds * 1e3) }
        return String(format: "%.3f s", seconds)
    }
}
