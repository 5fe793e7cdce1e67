import Analyzer
import ArgumentParser
import Games
import Foundation
import ResultCache

/// `analyze book build`: makes an opening book of exact scores for a game whose family makes books.
struct Book: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make an opening book of exact scores for a Connect 4 shaped game.",
        subcommands: [Build.self])

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve the positions near the start and write their exact scores to a book file.",
            discussion: """
                Every position of up to --plies stones (mirror images once), or with --lines only the \
                lines where one side plays a best move (the first from the centre out) against every \
                reply, with every reply of that side stored. Each entry is written as soon as it is \
                solved: a build that is stopped (Ctrl-C, --time-limit) or killed continues where it \
                stopped when the same command is run again. The format is the public benchmark \
                sets' ('MOVES SCORE', docs/solver.md), so 'analyze bench --set FILE' re-solves a book. \
                With --store postgresql://..., builders on many machines running the same command \
                split the positions: each solves those no other has claimed, keeps its scores in \
                the store, and writes every entry to its own file (docs/store.md).
                """)

        @Argument(help: "The game (a Connect 4 shaped rule set).")
        var game = StandardGames.openingBook ?? ""

        @Option(help: "Book positions of up to this many stones (0 to 16).")
        var plies: Int

        @Option(help: ArgumentHelp("The book file: made, or continued when it holds a book of the same settings.", valueName: "FILE"))
        var out: String

        @Option(help: "Only the lines of one side: 'first' or 'second' (default: every position).")
        var lines: String?

        @Option(help: ArgumentHelp(
            "A PostgreSQL database that builders on many machines share: postgresql://USER@HOST:PORT/DB (default: none).",
            valueName: "URL"))
        var store: String?

        @OptionGroup var lease: LeaseOption

        @OptionGroup var common: CommonOptions

        func validate() throws {
            if let store, !ResultStores.isPostgres(store) {
                throw ValidationError("--store needs a PostgreSQL address (postgresql://...): an SQLite file does not split work, not '\(store)'")
            }
            guard (0...BookBuild.maxPlies).contains(plies) else {
                throw ValidationError("--plies must be between 0 and \(BookBuild.maxPlies), not \(plies)")
            }
            if let lines, lines != "first", lines != "second" {
                throw ValidationError("--lines must be 'first' or 'second', not '\(lines)'")
            }
        }

        func run() throws {
            Interrupt.install(interactive: false)
            let build = BookBuild(game: game, plies: plies, side: lines.map { $0 == "first" ? 0 : 1 }, path: out)
            var options = common.sessionOptions
            if let store {
                do {
                    options.cache = try ResultStores.open(store, leaseSeconds: lease.lease)
                } catch {
                    Output.err("analyze: results database \(error)")
                    throw ExitCode(1)
                }
            }
            try Output.tool { console throws(ToolFailure) in try build.run(options: options, console) }
        }
    }
}
