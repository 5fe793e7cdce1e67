import Boards
import Foundation
import Games

extension SuiteBench {
    /// Runs `entry` as `bench` runs its kind of work, in a fresh session on one thread with the
    /// entry's table, book and rule files (paths taken from `root`); its output but its errors
    /// left out. Returns its nodes and seconds, or nil when it failed (said on `console`); Ctrl-C
    /// ends the run.
    static func figures(of entry: BenchSuite.Entry, root: String, options base: SessionOptions, _ console: ToolConsole)
        throws(ToolFailure) -> SearchStats?
    {
        let settings = entry.settings
        var options = base
        options.threads = 1
        options.tableBytes = settings.tableMegabytes << 20
        options.useBook = settings.useBook
        options.ruleFiles = settings.ruleFiles.map { SourceFiles.resolve($0, from: root) }
        options.nodeLimit = nil
        options.timeLimit = nil
        let quiet = ToolConsole(out: { _ in }, err: { line in console.err("\(entry.name): \(line)") }, progress: console.progress,
            catchInterrupts: console.catchInterrupts)
        do throws(ToolFailure) {
            switch entry.work {
            case .game(let game):
                let solved = try GameBench.solve(game, options: options, quiet)
                if solved.figures == nil { quiet.err(solved.line) }
                return solved.figures
            case .set(let path):
                let session = try Session.forTool(options, quiet)
                let set = PositionSetSettings(only: settings.only, limit: settings.limit, verbose: false,
                    tableMegabytes: settings.tableMegabytes, threads: 1, nodeLimit: nil, timeLimit: nil)
                return try SetBench(game: settings.game ?? StandardGames.openingBook ?? "", freshTable: settings.freshTable, settings: set)
                    .run(SourceFiles.resolve(path, from: root), session: session, quiet)
            case .census(let game):
                return try census(game, options: options, quiet)
            case .nimber(let game):
                return try nimber(game, options: options, quiet)
            case .outcome(let game):
                return try outcome(game, options: options, quiet)
            case .peg(let label):
                guard let step = StepBench.steps(long: true).first(where: { $0.label == label }) else {
                    quiet.err("'\(label)' is not a step of bench --peg")
                    return nil
                }
                let done = try StepBench.run(step, options: options, quiet)
                return done.ok ? done.figures : nil
            }
        } catch {
            if error.status == 130 { throw error }
            return nil
        }
    }

    /// The census of `game` from its start: the positions it stored (classes, where it stored
    /// one a class) and its seconds; nil when it failed (said on `console`).
    static func census(_ game: String, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) -> SearchStats? {
        try figures(of: "game \(game)\ncount --values", options: options, console) { reply in
            guard case .census(let census, _) = reply else { return nil }
            return SearchStats(nodes: UInt64((census.classTotals ?? census.totals).total), seconds: census.seconds)
        }
    }

    /// The nimber of `game`'s start: the regions it valued and its seconds; nil when it failed
    /// (said on `console`).
    static func nimber(_ game: String, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) -> SearchStats? {
        try figures(of: "game \(game)\nnimber", options: options, console) { reply in
            guard case .nimber(let report) = reply else { return nil }
            return SearchStats(nodes: UInt64(report.valued), seconds: report.seconds)
        }
    }

    /// Who wins `game`'s start by proof-number search: the positions it expanded and its seconds;
    /// nil when it failed (said on `console`).
    static func outcome(_ game: String, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) -> SearchStats? {
        try figures(of: "game \(game)\noutcome", options: options, console) { reply in
            guard case .outcome(let report) = reply else { return nil }
            return SearchStats(nodes: report.nodes, seconds: report.seconds)
        }
    }

    /// The figures `read` takes from the replies of `script`, run in a fresh session; its errors
    /// said on `console`.
    private static func figures(of script: String, options: SessionOptions, _ console: ToolConsole,
        read: (Reply) -> SearchStats?) throws(ToolFailure) -> SearchStats?
    {
        let session = try Session.forTool(options, console)
        var figures: SearchStats?
        session.run(script, file: "<bench>") { event in
            switch event {
            case .reply(let reply, _):
                figures = read(reply) ?? figures
            case .error(let diagnostic):
                console.err(diagnostic.rendered)
            }
        }
        return figures
    }
}
