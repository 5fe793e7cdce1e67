import Analyzer
import ArgumentParser
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
            and --node-limit per position when given. With --suite, runs the benchmark suite of \
            bench/suite.txt (--suite-file), each entry on one thread with a fixed table in a fresh \
            session, and prints one table: nodes, seconds, nodes per second and the change of each \
            node count against bench/baseline.txt (--baseline); a count grown by more than 3 % is \
            marked ! and makes the run exit 1, one shrunk by more than 3 % is marked for the baseline \
            to be updated; --cheap runs only the cheap part (CI), --write-baseline writes the \
            baseline from the run. With --peg, solves the classic problem of each shipped \
            peg solitaire board, counts the English boards and prints time and peak memory. \
            Measure with a release build (swift build -c release; \
            .build/release/analyze bench).
            """)

    @Argument(help: ArgumentHelp("Games to solve from their start.", valueName: "GAME"))
    var games: [String] = GameBench.defaultGames

    @Option(help: ArgumentHelp("A file of 'moves score' lines to solve.", valueName: "FILE"))
    var set: String?

    @Option(help: "The game of the positions in --set.")
    var game = StandardGames.openingBook ?? ""

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

    @Flag(help: "Run the benchmark suite (bench/suite.txt): one table of nodes, seconds, nodes per second and the change of each node count against the baseline.")
    var suite = false

    @Flag(help: "With --suite, only its cheap part (what CI runs, well under a minute).")
    var cheap = false

    @Option(help: ArgumentHelp("With --suite, the baseline to compare with (default: baseline.txt beside the suite file).",
        valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("With --suite, the suite file (default: bench/suite.txt).", valueName: "FILE"))
    var suiteFile: String?

    @Flag(help: "With --suite (the whole suite), write the baseline from this run instead of comparing with it.")
    var writeBaseline = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        try validateSuite()
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
        if let only {
            guard set != nil else { throw ValidationError("--only chooses positions of an FFO set: give --set FILE too") }
            guard PositionSelection(only) != nil else {
                throw ValidationError("--only: expected numbers and ranges, like 40-47,59, not '\(only)'")
            }
        }
        if let match, !(2...1_000).contains(match) { throw ValidationError("--match must be between 2 and 1000, not \(match)") }
        guard (1...12).contains(depth) else { throw ValidationError("--depth must be between 1 and 12, not \(depth)") }
        if let moveTime, !(0.01...60).contains(moveTime) {
            throw ValidationError("--move-time must be between 0.01 and 60 seconds, not \(moveTime)")
        }
    }

    /// The suite's options go with --suite, and --suite with none of the options that would change its counts.
    func validateSuite() throws {
        guard suite else {
            let given = [("--cheap", cheap), ("--baseline", baseline != nil), ("--suite-file", suiteFile != nil),
                ("--write-baseline", writeBaseline)].filter(\.1).map(\.0)
            if let first = given.first { throw ValidationError("\(first) goes with --suite") }
            return
        }
        let others = [("a GAME", games != GameBench.defaultGames), ("--set", set != nil), ("--peg", peg), ("--match", match != nil),
            ("--only", only != nil), ("--limit", limit != nil), ("--fresh-table", freshTable), ("--threads", common.threads != nil),
            ("--table-mb", common.tableMegabytes != nil), ("--no-book", common.noBook), ("--rules", !common.ruleFiles.isEmpty),
            ("--node-limit", common.nodeLimit != nil), ("--time-limit", common.timeLimit != nil)].filter(\.1).map(\.0)
        if !others.isEmpty {
            throw ValidationError("--suite runs each entry as its line in the suite file says (one thread, its own table): "
                + "leave out \(others.joined(separator: ", "))")
        }
        if cheap, writeBaseline { throw ValidationError("--write-baseline writes the whole suite's counts: leave out --cheap") }
        if suiteFile?.isEmpty == true || baseline?.isEmpty == true { throw ValidationError("--suite-file and --baseline need a file name") }
    }

    func run() throws {
        if suite {
            let bench = SuiteBench(suiteFile: suiteFile ?? "bench/suite.txt", baselineFile: baseline, cheapOnly: cheap,
                writeBaseline: writeBaseline)
            return try Output.tool { console throws(ToolFailure) in try bench.run(options: common.sessionOptions, console) }
        }
        guard let session = Output.session(common.sessionOptions) else { throw ExitCode(1) }
        try Output.tool { console throws(ToolFailure) in
            if peg {
                try StepBench.run(long: fewest, options: common.sessionOptions, console)
            } else if let match {
                try EvaluationMatch.run(MatchPlan(games: match, depth: depth, moveSeconds: moveTime, seed: seed), session: session,
                    console)
            } else if let set {
                let settings = PositionSetSettings(only: only, limit: limit, verbose: verbose,
                    tableMegabytes: common.tableMegabytes ?? 64, threads: session.options.threads, nodeLimit: common.nodeLimit,
                    timeLimit: common.timeLimit)
                try SetBench(game: game, freshTable: freshTable, settings: settings).run(set, session: session, console)
            } else {
                try GameBench.run(games, options: common.sessionOptions, console)
            }
        }
    }
}
