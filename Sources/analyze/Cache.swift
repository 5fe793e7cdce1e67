import Analyzer
import ArgumentParser
import Games
import ResultCache

/// `analyze cache stats|clear|verify` (or `analyze store ...`): what the results store holds,
/// emptying it, and checking its results against new solves.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, clear or verify the results store that 'analyze solve' keeps (an SQLite file or a PostgreSQL database).",
        subcommands: [Stats.self, Clear.self, Verify.self],
        aliases: ["store"])

    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print what the results database holds: results per game, rule sets, size, check.")

        @OptionGroup var database: DatabaseOptions

        func run() throws {
            try Output.tool { console throws(ToolFailure) in
                try StoreTool.stats({ () throws(CacheError) in try database.open(create: false) }, console)
            }
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove every result from the results database.",
            discussion: """
                A file that cannot be opened as a results database (a damaged SQLite file, or one of \
                an older layout) is left as it is, unless --force: then it is deleted with its -wal \
                and -shm files. Only a regular file that starts as an SQLite database is deleted: \
                never another program's database, a file that is no database, a link or a device.
                """)

        @OptionGroup var database: DatabaseOptions

        @Flag(help: "Delete a damaged SQLite file (and its -wal and -shm files) that cannot be cleared.")
        var force = false

        func run() throws {
            try Output.tool { console throws(ToolFailure) in
                try StoreTool.clear({ () throws(CacheError) in try database.open(create: false) }, path: database.path, force: force, console)
            }
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve stored positions again and report every result that differs.",
            discussion: """
                Each stored position is set up from its key (the rule set's text and the board) in \
                a fresh session and solved without the database; the value, score, best moves (a \
                puzzle's verdict and length) are compared with what is stored. Exit status 1 if any \
                differs. --node-limit and --time-limit bound each solve (a position over them is \
                reported as not checked).
                """)

        @Option(help: "Check this many results, picked at random, instead of all.")
        var sample: Int?

        @OptionGroup var database: DatabaseOptions

        @OptionGroup var common: CommonOptions

        func validate() throws {
            if let sample, !(1...1_000_000_000).contains(sample) {
                throw ValidationError("--sample must be from 1 to 1000000000, not \(sample)")
            }
        }

        func run() throws {
            try Output.tool { console throws(ToolFailure) in
                try StoreTool.verify({ () throws(CacheError) in try database.open(create: false) }, sample: sample,
                    options: common.sessionOptions, console)
            }
        }
    }
}
