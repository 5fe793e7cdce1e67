import Analyzer
import ArgumentParser
import CPrefetch
import Foundation
import Search

/// `analyze`: the command line. With no subcommand it starts the `analyze>` prompt.
@main
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Solve board-game positions exactly: tic-tac-toe, m,n,k, Connect 4, Reversi, peg solitaire, and rule variants.",
        discussion: """
            Statements (typed at analyze>, or in scripts and puzzle files) choose a game, set up a \
            position and ask about it: game tictactoe, board "X../.O./...", play b2, solve, values, \
            forks. Type help at the prompt for the list; docs/language.md has the specification.
            """,
        subcommands: [Repl.self, Run.self, Solve.self, Check.self, ReviewRecords.self, Serve.self, Bench.self, Book.self, Train.self, Cache.self],
        defaultSubcommand: Repl.self)

    /// Runs the command line, once the standard descriptors are sure to be taken (see
    /// `Output.reserveStandardDescriptors`).
    static func main() {
        #if POPCNT_REQUIRED
            // Before any code of this build counts bits: on a CPU without POPCNT it would stop
            // at an illegal instruction with no word said.
            if analyze_cpu_has_popcnt() == 0 {
                FileHandle.standardError.write(Data("""
                    analyze: this build needs a CPU with POPCNT (x86-64-v2); rebuild it for any \
                    x86-64 CPU with ANALYZE_CPU=x86-64 swift build -c release

                    """.utf8))
                Foundation.exit(1)
            }
        #endif
        Output.reserveStandardDescriptors()
        Output.checkBufferedOutputAtExit()
        main(nil)
    }
}

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(name: .customLong("rules"), help: ArgumentHelp("Load a rule file before anything else (repeatable).", valueName: "FILE"))
    var ruleFiles: [String] = []

    @Option(name: .customLong("table-mb"), help: ArgumentHelp(
        "Transposition table size per game, in MiB (default: 16 for the Connect 4 solver, measured on 7 x 6; 64 for other games).",
        valueName: "MiB"))
    var tableMegabytes: Int?

    @Option(name: .customLong("node-limit"), help: "Stop a search after this many nodes (reported, never guessed).")
    var nodeLimit: UInt64?

    @Option(name: .customLong("time-limit"), help: "Stop a search (count included) after this many seconds (0.001 to 1000000).")
    var timeLimit: Double?

    @Option(help: ArgumentHelp(
        "The playouts of the playout search (MCTS-Solver) that answers where the exact search of a block, line or sowing game reaches its limit (1 to 100000000; default \(PlayoutSettings.defaultPlayouts)).",
        valueName: "N"))
    var playouts: Int?

    @Option(name: .customLong("playout-seed"), help: "The seed of the playout search's random moves (default 1).")
    var playoutSeed: UInt64?

    @Flag(name: .customLong("playouts-only"),
        help: "The engine, solve and values of block, line and sowing games answer by the playout search alone, without an exact search of the whole position first (to measure it).")
    var playoutsOnly = false

    @Option(name: .customLong("count-limit"), help: "The most positions 'count' stores before it gives up.")
    var countLimit: Int = 50_000_000

    @Option(help: "Threads one search uses (1 to 256; the Connect 4 solver and the Reversi endgame solver; default: the machine's cores, \(SessionOptions.defaultThreads) here).")
    var threads: Int?

    @Flag(name: .customLong("no-book"), help: "Search every position, even those the opening book answers (Connect 4 on 7 x 6).")
    var noBook = false

    @Option(name: .customLong("memory-mb"),
        help: "The memory all tables of this run share, in MiB (default: an eighth of the machine's memory, at least 256).")
    var memoryMegabytes: Int?

    func validate() throws {
        if let tableMegabytes, !(1...16_384).contains(tableMegabytes) {
            throw ValidationError("--table-mb must be between 1 and 16384 (MiB), not \(tableMegabytes)")
        }
        if let memoryMegabytes, !(16...1_048_576).contains(memoryMegabytes) {
            throw ValidationError("--memory-mb must be between 16 and 1048576 (MiB), not \(memoryMegabytes)")
        }
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be between 1 and 256, not \(threads)")
        }
        if let playouts, !(1...100_000_000).contains(playouts) {
            throw ValidationError("--playouts must be between 1 and 100000000, not \(playouts)")
        }
        guard countLimit >= 1 else { throw ValidationError("--count-limit must be positive") }
        if let nodeLimit, nodeLimit < 1 { throw ValidationError("--node-limit must be at least 1") }
        if let timeLimit, !Self.timeLimits.contains(timeLimit) {
            // `contains` is false for NaN too.
            throw ValidationError("--time-limit must be a number of seconds from 0.001 to 1000000, not \(timeLimit)")
        }
    }

    /// The time limits taken: finite, positive, at most about 11.6 days.
    static let timeLimits = 0.001...1_000_000.0

    /// The options of every session of the run; one memory budget for all of them, so a command
    /// reads this once. A table larger than half the budget is made half the budget, with a note.
    var sessionOptions: SessionOptions {
        Enumeration.returnFreedArrays()
        var options = SessionOptions()
        if let memoryMegabytes {
            let (budget, note) = MemoryBudget.clamped(megabytes: memoryMegabytes)
            options.budget = budget
            if let note { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        }
        // What the process holds before any table (its code, the built-in rules) is in the budget
        // too, up to a quarter of it, so that a peak of the process stays inside it.
        _ = options.budget.reserve(min(MemoryBudget.residentBytes, options.budget.bytes / 4))
        options.tableBytes = tableMegabytes.map { $0 << 20 }
        if let tableMegabytes, tableMegabytes << 20 > options.budget.bytes / 2 {
            options.tableBytes = options.budget.bytes / 2
            Output.err("analyze: --table-mb \(tableMegabytes) does not fit the memory budget of "
                + "\(options.budget.bytes >> 20) MiB (--memory-mb); tables of \(options.budget.bytes >> 21) MiB")
        }
        options.nodeLimit = nodeLimit
        options.timeLimit = timeLimit
        options.countLimit = countLimit
        if let playouts { options.playouts = playouts }
        if let playoutSeed { options.playoutSeed = playoutSeed }
        options.playoutsOnly = playoutsOnly
        options.ruleFiles = ruleFiles
        if let threads { options.threads = threads }
        options.useBook = !noBook
        return options
    }
}
