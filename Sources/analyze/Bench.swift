import Analyzer
import ArgumentParser
import Boards
import Foundation
import Games

/// `analyze bench`: solves the start of each named game, or a set of scored positions, and prints
/// the figures (run it from a release build: `swift build -c release`).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark: solve games from their start, or a set of scored positions.",
        discussion: """
            Without --set, solves the empty board of each GAME (value, best moves and a line of play) \
            and prints nodes, time and nodes per second, after the threads and whether the opening \
            book is on (bench connect4 --no-book: the 7 x 6 board by search alone). With --set FILE, reads 'moves score' lines (Pascal Pons' Connect 4 sets, or an opening book), solves \
            each position in --game, checks its score, and prints positions, mismatches, mean time, \
            mean nodes and nodes per second; a set of FFO lines (64-cell Reversi boards) is solved \
            exactly, each position from a cleared table on --threads threads, within --time-limit \
            and --node-limit per position when given. With --peg, solves the classic problem of each shipped \
            peg solitaire board, counts the English boards and prints time and peak memory. \
            Measure with a release build (swift build -c release; \
            .build/release/analyze bench).
            """)

    @Argument(help: ArgumentHelp("Games to solve from their start.", valueName: "GAME"))
    var games: [String] = ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4"]

    @Option(help: ArgumentHelp("A file of 'moves score' lines to solve.", valueName: "FILE"))
    var set: String?

    @Option(help: "The game of the positions in --set.")
    var game = "connect4"

    @Flag(help: "Clear the table before each position of --set (as the public figures were measured).")
    var freshTable = false

    @Option(help: "Solve only the first N positions of --set.")
    var limit: Int?

    @Flag(help: "Print a line for each position of --set.")
    var verbose = false

    @Option(help: "FFO sets: solve only these positions (e.g. 40-47,59).")
    var only: String?

    @Flag(help: "Peg solitaire: solve each shipped board's classic problem and count the English boards.")
    var peg = false

    @Flag(help: "With --peg, also find the English board's fewest-moves solution (minutes).")
    var fewest = false

    @Option(help: ArgumentHelp(
        "Reversi 8 x 8: play N games (2 to 1000), the trained evaluation against mobility alone, each opening twice with sides swapped.",
        valueName: "N"))
    var match: Int?

    @Option(help: "With --match, the plies each side searches (1 to 12).")
    var depth = 6

    @Option(help: ArgumentHelp(
        "With --match, the seconds each side searches each move (0.01 to 60), to any depth, in place of --depth.",
        valueName: "SECONDS"))
    var moveTime: Double?

    @Option(help: "With --match, the seed of the openings.")
    var seed: UInt64 = 1

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
        if let only {
            guard set != nil else { throw ValidationError("--only chooses positions of an FFO set: give --set FILE too") }
            guard FlankBench.select([], only) != nil else {
                throw ValidationError("--only: expected numbers and ranges, like 40-47,59, not '\(only)'")
            }
        }
        if let match, !(2...1_000).contains(match) { throw ValidationError("--match must be between 2 and 1000, not \(match)") }
        guard (1...12).contains(depth) else { throw ValidationError("--depth must be between 1 and 12, not \(depth)") }
        if let moveTime, !(0.01...60).contains(moveTime) {
            throw ValidationError("--move-time must be between 0.01 and 60 seconds, not \(moveTime)")
        }
    }

    func run() throws {
        guard let session = Output.session(common.sessionOptions) else { throw ExitCode(1) }
        if peg { return try runPeg() }
        if let match { return try runMatch(match, session: session) }
        if let set {
            try runSet(set, session: session)
        } else {
            try runGames()
        }
    }

    private func runSet(_ path: String, session: Session) throws {
        let text: String
        do {
            text = try SourceFiles.read(path)
        } catch {
            Output.err("\(path): cannot read: \(error.reason)")
            throw ExitCode(1)
        }
        if FlankBench.isFFO(text) { return try runEndgame(text, path: path) }
        if only != nil {
            Output.err("\(path): --only chooses positions of an FFO set (Reversi endgames); this is a 'moves score' set")
            throw ExitCode(1)
        }
        let (all, unreadable) = PositionBench.cases(from: text)
        for line in unreadable { Output.err("\(path):\(line): expected 'moves score'") }
        let cases = limit.map { Array(all.prefix($0)) } ?? all
        if case .failure(let problem) = session.execute(game: game) {
            Output.err(problem.rendered)
            throw ExitCode(1)
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
                Output.err("\(path):\(outcome.line): \(outcome.moves): expected \(outcome.expected), found \(found)"
                    + (outcome.problem.map { " (\($0))" } ?? ""))
            }
            if verbose {
                Output.out("\(outcome.moves) \(outcome.found.map(String.init) ?? "?") \(outcome.nodes) "
                    + String(format: "%.6f", outcome.seconds))
            }
        }
        let count = max(1, cases.count)
        let table = freshTable ? "cleared before each position" : "kept across the set"
        Output.out("set          \(path)")
        Output.out("game         \(game), table \((session.tableBytesInPlay ?? 0) >> 20) MiB \(table)")
        Output.out("positions    \(cases.count)")
        Output.out("mismatches   \(mismatches)")
        Output.out("mean time    \(Self.duration(seconds / Double(count)))")
        Output.out("mean nodes   \(TextRenderer.grouped(Int(nodes) / count))")
        Output.out("nodes/s      \(TextRenderer.grouped(seconds > 0 ? Int(Double(nodes) / seconds) : 0))")
        Output.out("total time   \(String(format: "%.3f", seconds)) s")
        if mismatches > 0 || !unreadable.isEmpty { throw ExitCode(1) }
    }

    /// The strength test of the Reversi evaluation (FlankMatch): one line a game, then the tally.
    private func runMatch(_ count: Int, session: Session) throws {
        guard let reversi = session.rules.game(named: "reversi") as? FlankGame, let weights = FlankWeights.shipped else {
            Output.err("analyze: bench --match: the reversi rules or the shipped weights are missing")
            throw ExitCode(1)
        }
        Interrupt.install(interactive: false)
        var match = FlankMatch(game: reversi, weights: weights)
        match.depth = depth
        match.moveSeconds = moveTime
        let started = ContinuousClock.now
        let games: [FlankMatch.Game]
        do throws(SearchStop) {
            games = try match.play(count, seed: seed, limits: SearchLimits()) { game in
                let opening = game.opening.map { reversi.geometry.square(of: $0).description }.joined(separator: " ")
                let result = game.score > 0 ? "wins" : game.score < 0 ? "loses" : "draws"
                Output.out("opening \(opening), trained plays \(game.trainedSide): trained \(result) \(game.score > 0 ? "+" : "")\(game.score)")
            }
        } catch {
            Output.err("analyze: bench --match: stopped: \(error)")
            throw ExitCode(error == .interrupted ? 130 : 1)
        }
        let wins = games.filter { $0.score > 0 }.count, losses = games.filter { $0.score < 0 }.count
        let effort = moveTime.map { "\($0) s a move" } ?? "depth \(depth)"
        Output.out("match        \(games.count) games, \(effort), exact from \(match.exactFrom) empty cells, seed \(seed), "
            + String(format: "%.1f s", (ContinuousClock.now - started).seconds))
        Output.out("trained      \(wins) wins, \(games.count - wins - losses) draws, \(losses) losses against mobility alone; "
            + "disc margin \(games.map(\.score).reduce(0, +))")
    }

    /// An FFO set of Reversi endgames (see FlankBench), each solved from a cleared table.
    private func runEndgame(_ text: String, path: String) throws {
        let (all, unreadable) = FlankBench.cases(from: text)
        for line in unreadable { Output.err("\(path):\(line): expected '<64 cells> <X|O> <score> <moves>'") }
        var cases = all
        if let only {
            guard let chosen = FlankBench.select(all, only) else {
                Output.err("--only: expected numbers and ranges, like 40-47,59")
                throw ExitCode(1)
            }
            guard !chosen.isEmpty else {
                Output.err("\(path): --only \(only) chooses none of its \(all.count) positions (numbers "
                    + "\(all.map(\.number).min() ?? 0) to \(all.map(\.number).max() ?? 0))")
                throw ExitCode(1)
            }
            cases = chosen
        }
        if let limit { cases = Array(cases.prefix(limit)) }
        let tableMegabytes = common.tableMegabytes ?? 64
        let threads = common.sessionOptions.threads
        let bench = try FlankBench(tableBytes: tableMegabytes << 20, threads: threads,
            nodes: common.nodeLimit, seconds: common.timeLimit)
        Interrupt.install(interactive: false)
        var outcomes: [FlankBench.Outcome] = []
        for item in cases {
            let outcome = bench.run(item)
            outcomes.append(outcome)
            // The line of this position alone, as it finishes.
            if verbose { Output.out(FlankBench.report([outcome])[1]) }
        }
        Output.out("set          \(path), table \(tableMegabytes) MiB cleared before each position, \(threads) thread\(threads == 1 ? "" : "s")")
        for line in FlankBench.report(outcomes) { Output.out(line) }
        if outcomes.contains(where: { !$0.matches }) || !unreadable.isEmpty { throw ExitCode(1) }
    }

    /// `13.2 us`, `0.51 ms`, `10.7 s`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.1f us", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.3f ms", seconds * 1e3) }
        return String(format: "%.3f s", seconds)
    }

    private func runGames() throws {
        var ok = true
        let options = common.sessionOptions
        // Threads matter to Connect 4 and Reversi (their own solvers), the book to Connect 4; other games search on one.
        Output.out("threads \(options.threads), opening book \(options.useBook ? "on" : "off (--no-book)")")
        Output.out("game                 value          nodes        seconds   nodes/s")
        for game in games {
            guard let session = Output.session(options) else { throw ExitCode(1) }
            var line = "\(game): not solved"
            session.run("game \(game)\nsolve", file: "<bench>") { event in
                switch event {
                case .reply(.solution(let report), _):
                    let s = report.stats
                    line = pad(game, 20) + " " + pad("\(report.value)", 12) + " "
                        + pad(TextRenderer.grouped(Int(s.nodes)), 14, right: true) + " "
                        + pad(String(format: "%.3f", s.seconds), 10, right: true) + " "
                        + pad(TextRenderer.grouped(Int(s.nodesPerSecond)), 11, right: true)
                case .error(let diagnostic):
                    line = diagnostic.rendered
                    ok = false
                default:
                    break
                }
            }
            Output.out(line)
        }
        if !ok { throw ExitCode(1) }
    }

    /// `text` in a column `width` wide, left-aligned (or right-aligned: numbers).
    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        right ? text.leftPadded(to: width) : text.rightPadded(to: width)
    }
}
