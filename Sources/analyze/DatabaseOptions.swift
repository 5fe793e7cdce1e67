import ArgumentParser
import Foundation
import ResultCache

/// Where the results are kept: `--store FILE|URL` (or its earlier name `--cache`), else
/// `$ANALYZE_STORE`, else the default file.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("store"), help: ArgumentHelp(
        "The results store: an SQLite file, or a PostgreSQL database that many processes share, postgresql://USER@HOST:PORT/DB (default: $ANALYZE_STORE, else $ANALYZE_CACHE, else $XDG_CACHE_HOME/analyze/results.sqlite, else ~/.cache/analyze/results.sqlite).",
        valueName: "FILE|URL"))
    var store: String?

    @Option(name: .customLong("cache"), help: ArgumentHelp("The same as --store.", valueName: "FILE|URL"))
    var file: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the results store.")
    var noCache = false

    func validate() throws {
        if store != nil && file != nil { throw ValidationError("--store and --cache name the same thing: give one") }
    }

    private static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The file's path or the database's address, as given (a password and all).
    var path: String {
        if let named = store ?? file { return named }
        if let location = Self.environment["ANALYZE_STORE"], !location.isEmpty { return location }
        return CacheFile.defaultPath()
    }

    /// True when the user named the store (`--store`, `--cache`, `$ANALYZE_STORE` or
    /// `$ANALYZE_CACHE`): then it must open, while the default file may be missing its folder's
    /// permission and is then done without.
    var isNamed: Bool {
        store != nil || file != nil || ["ANALYZE_STORE", "ANALYZE_CACHE"].contains { !(Self.environment[$0] ?? "").isEmpty }
    }

    /// True when the store is a PostgreSQL database.
    var isPostgres: Bool { ResultStores.isPostgres(path) }

    /// The store opened; with `create`, made where there is none yet; `leaseSeconds` for the
    /// claims of a PostgreSQL store (only `solve` claims).
    func open(create: Bool = true, leaseSeconds: Int = PostgresStore.defaultLeaseSeconds) throws(CacheError) -> any ResultStore {
        try ResultStores.open(path, create: create, leaseSeconds: leaseSeconds)
    }
}

/// `--lease SECONDS`: how long a claim on a position in a PostgreSQL store lasts unrenewed, for
/// the commands that claim (`solve`, `book build`).
struct LeaseOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "PostgreSQL store: seconds a claim on a position lasts unless its process renews it (every third of it); a dead process's claims are taken over after this.",
        valueName: "SECONDS"))
    var lease: Int = PostgresStore.defaultLeaseSeconds

    func validate() throws {
        guard (1...86_400).contains(lease) else { throw ValidationError("--lease must be from 1 to 86400 seconds, not \(lease)") }
    }
}
