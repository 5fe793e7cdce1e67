import ArgumentParser
import Foundation
import ResultCache

/// `analyze cache stats|clear`: what the results database holds, and emptying it.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or clear the results database that 'analyze solve' keeps.",
        subcommands: [Stats.self, Clear.self])

    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print what the results database holds: results per game, rule sets, size, check.")

        @OptionGroup var database: DatabaseOptions

        func run() throws {
            let stats = try Cache.run { () throws(CacheError) in try Cache.open(database.path).stats() }
            Output.out("results database \(stats.path)")
            Output.out("  results     \(stats.results.formatted()) for \(stats.ruleSets.formatted()) rule \(stats.ruleSets == 1 ? "set" : "sets")")
            let width = stats.games.map(\.game.count).max() ?? 0
            for entry in stats.games {
                Output.out("    \(entry.game.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.results.formatted())")
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
        static let configuration = CommandConfiguration(abstract: "Remove every result from the results database.")

        @OptionGroup var database: DatabaseOptions

        func run() throws {
            let removed = try Cache.run { () throws(CacheError) in try Cache.open(database.path).clear() }
            Output.out("removed \(removed.formatted()) \(removed == 1 ? "result" : "results") from \(database.path)")
        }
    }

    /// The database at `path`, which must be there already.
    static func open(_ path: String) throws(CacheError) -> ResultCache {
        try ResultCache(path: path, create: false)
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
