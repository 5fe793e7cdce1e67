import Analyzer
import ArgumentParser
import Boards
import Foundation
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
            let stats = try Cache.run { () throws(CacheError) in try database.open(create: false).stats() }
            Output.out("results database \(stats.path)")
            Output.out("  results     \(stats.results.formatted()) for \(stats.ruleSets.formatted()) rule \(stats.ruleSets == 1 ? "set" : "sets")")
            let width = stats.games.map(\.game.count).max() ?? 0
            for entry in stats.games {
                Output.out("    \(entry.game.rightPadded(to: width))  \(entry.results.formatted())")
            }
            if let claims = stats.claims {
                Output.out("  claimed     \(claims.live.formatted()) being solved, \(claims.lapsed.formatted()) lapsed (their process stopped; others take them over)")
            }
            if let again = stats.solvedAgain {
                Output.out("  solved again \(again.formatted())\(again > 0 ? " (a claim lapsed while its process still solved: a longer --lease)" : "")")
            }
            Output.out("  size        \(Cache.size(stats.bytes))")
            Output.out("  check       \(stats.check)")
            if stats.check != "ok" { throw ExitCode(1) }
        }
    }

    /// `412 KiB`, `3.5 MiB`.
    static func size(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\((bytes + 1023) / 1024) KiB" : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
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
            do {
                let store = try database.open(create: false)
                let removed = try store.clear()
                Output.out("removed \(removed.formatted()) \(removed == 1 ? "result" : "results") from \(store.name)")
            } catch {
                // Only a damaged SQLite file or an older layout of ours may be deleted: a regular
                // file (not a link, a device or a FIFO) that starts as an SQLite database does;
                // never another program's database, never a PostgreSQL one.
                let deletable = !database.isPostgres && error.removable && CacheFile.startsLikeSQLite(database.path)
                guard force, deletable else {
                    Output.err("analyze: results database \(error)")
                    if deletable { Output.err("  (cache clear --force deletes the file)") }
                    throw ExitCode(1)
                }
                if let failure = CacheFile.delete(database.path) {
                    Output.err("analyze: cannot delete \(failure.file): \(failure.reason)")
                    throw ExitCode(1)
                }
                let why = error.reason.replacingOccurrences(of: "; it was left as it is", with: "")
                Output.out("deleted \(database.path) (\(why))")
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
            let entries = try Cache.run { () throws(CacheError) in try database.open(create: false).entries(sample: sample) }
            var verifier = CacheVerifier(options: common.sessionOptions)
            for entry in entries { verifier.check(entry) }
            for finding in verifier.differing + verifier.unknown {
                let board = finding.position.replacingOccurrences(of: "\n", with: " / ")
                Output.out("\(finding.game): \(board): \(finding.reason)")
            }
            var summary = "\(entries.count.formatted()) checked: \(verifier.agreed.formatted()) agree, "
                + "\(verifier.differing.count.formatted()) differ, \(verifier.unknown.count.formatted()) not checked (a limit)"
            if verifier.olderVersion > 0 { summary += ", \(verifier.olderVersion.formatted()) of an older results version (never served)" }
            if verifier.bookScores > 0 { summary += ", \(verifier.bookScores.formatted()) opening book scores (not checked here)" }
            Output.out(summary)
            if !verifier.differing.isEmpty { throw ExitCode(1) }
        }
    }

    /// What `body` gives, or exit status 1 with why not.
    static func run<T>(_ body: () throws(CacheError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            Output.err("analyze: results database \(error)")
            throw ExitCode(1)
        }
    }
}
