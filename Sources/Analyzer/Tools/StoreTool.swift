import Boards
import Foundation
import Games
import ResultCache

/// `analyze cache stats|clear|verify`'s work on a results store: what it holds, emptying it (or
/// deleting a damaged SQLite file when forced), and checking its results against new solves.
/// Each store is opened by `open`, the command line's choice of store; a store that cannot be
/// opened fails the run with status 1 once said.
public enum StoreTool {
    /// Prints what the store holds: results per game, rule sets, claims, size and its check;
    /// fails when the check is not `ok`.
    public static func stats(_ open: () throws(CacheError) -> any ResultStore, _ console: ToolConsole) throws(ToolFailure) {
        let stats = try opened(console) { () throws(CacheError) in try open().stats() }
        console.out("results database \(stats.path)")
        console.out("  results     \(stats.results.formatted()) for \(stats.ruleSets.formatted()) rule \(stats.ruleSets == 1 ? "set" : "sets")")
        let width = stats.games.map(\.game.count).max() ?? 0
        for entry in stats.games {
            console.out("    \(entry.game.rightPadded(to: width))  \(entry.results.formatted())")
        }
        if let claims = stats.claims {
            console.out("  claimed     \(claims.live.formatted()) being solved, \(claims.lapsed.formatted()) lapsed (their process stopped; others take them over)")
        }
        if let again = stats.solvedAgain {
            console.out("  solved again \(again.formatted())\(again > 0 ? " (a claim lapsed while its process still solved: a longer --lease)" : "")")
        }
        console.out("  size        \(size(stats.bytes))")
        console.out("  check       \(stats.check)")
        if stats.check != "ok" { throw ToolFailure() }
    }

    /// Removes every result. A file that cannot be opened as a results store is left as it is,
    /// unless `force`: then a damaged SQLite file of `path` (or one of an older layout) is
    /// deleted with its -wal and -shm files; never another program's database, a PostgreSQL
    /// one, a link or a device.
    public static func clear(_ open: () throws(CacheError) -> any ResultStore, path: String, force: Bool,
        _ console: ToolConsole) throws(ToolFailure)
    {
        do {
            let store = try open()
            let removed = try store.clear()
            console.out("removed \(removed.formatted()) \(removed == 1 ? "result" : "results") from \(store.name)")
        } catch {
            let deletable = !ResultStores.isPostgres(path) && error.removable && CacheFile.startsLikeSQLite(path)
            guard force, deletable else {
                console.err("analyze: results database \(error)")
                if deletable { console.err("  (cache clear --force deletes the file)") }
                throw ToolFailure()
            }
            if let failure = CacheFile.delete(path) {
                console.err("analyze: cannot delete \(failure.file): \(failure.reason)")
                throw ToolFailure()
            }
            let why = error.reason.replacingOccurrences(of: "; it was left as it is", with: "")
            console.out("deleted \(path) (\(why))")
        }
    }

    /// Solves stored positions again (all, or `sample` picked at random) in fresh sessions with
    /// `options`, prints every result that differs or could not be checked and a summary line;
    /// fails when any differs.
    public static func verify(_ open: () throws(CacheError) -> any ResultStore, sample: Int?, options: SessionOptions,
        _ console: ToolConsole) throws(ToolFailure)
    {
        let entries = try opened(console) { () throws(CacheError) in try open().entries(sample: sample) }
        var verifier = CacheVerifier(options: options)
        for entry in entries { verifier.check(entry) }
        for finding in verifier.differing + verifier.unknown {
            let board = finding.position.replacingOccurrences(of: "\n", with: " / ")
            console.out("\(finding.game): \(board): \(finding.reason)")
        }
        var summary = "\(entries.count.formatted()) checked: \(verifier.agreed.formatted()) agree, "
            + "\(verifier.differing.count.formatted()) differ, \(verifier.unknown.count.formatted()) not checked (a limit)"
        if verifier.olderVersion > 0 { summary += ", \(verifier.olderVersion.formatted()) of an older results version (never served)" }
        if verifier.bookScores > 0 { summary += ", \(verifier.bookScores.formatted()) opening book scores (not checked here)" }
        console.out(summary)
        if !verifier.differing.isEmpty { throw ToolFailure() }
    }

    /// `412 KiB`, `3.5 MiB`.
    static func size(_ bytes: Int) -> String { TextRenderer.bytes(bytes) }

    /// What `body` gives, or a failure once the store's error is said.
    private static func opened<T>(_ console: ToolConsole, _ body: () throws(CacheError) -> T) throws(ToolFailure) -> T {
        do {
            return try body()
        } catch {
            console.err("analyze: results database \(error)")
            throw ToolFailure()
        }
    }
}
