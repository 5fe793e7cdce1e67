import Foundation

/// Solved results kept between runs in an SQLite file, keyed by a rule set's identity (its full
/// text, so that two rule sets that differ in any key never share results) and a position's
/// canonical text. The stored result is opaque text; the caller writes and reads it.
///
/// Every `store` is its own transaction in write-ahead-log mode: a run killed midway loses
/// nothing already stored, and two processes may read and write the same file at once (a writer
/// waits for the other's lock). A file that is not this program's database, or is damaged, is
/// refused with a `CacheError` and never written.
///
/// One connection serves every thread of the process; `lock` serializes its use. Claims mean
/// nothing here (`claim` always grants): the processes sharing a file each solve all of theirs,
/// as before there were claims; `PostgresStore` is the store that splits work.
public final class SQLiteStore: ResultStore, @unchecked Sendable {
    /// Marks the file as ours in its header (`PRAGMA application_id`): "anlz".
    public static let applicationID = 0x616E_6C7A
    /// The layout of the tables; a file of another version is refused, not migrated.
    public static let schemaVersion = 1

    public let path: String
    public var name: String { path }
    public let failures = StoreFailures()
    private let connection: SQLiteConnection
    private let lock = NSLock()
    private let lookupStatement: SQLiteStatement
    private let storeRuleSet: SQLiteStatement
    private let storeResult: SQLiteStatement

    /// Opens the database at `path`; with `create`, makes it (and its folder) when there is no
    /// file yet, and without, refuses a path where there is none.
    public init(path: String, create: Bool = true) throws(CacheError) {
        self.path = path
        try CacheFile.checkBeforeOpening(path, create: create)
        connection = try SQLiteConnection(path: path, create: create)
        try CacheSchema.prepare(connection)
        lookupStatement = try connection.prepare("""
            SELECT r.result FROM results r JOIN rulesets s ON s.id = r.ruleset
            WHERE s.text = ?1 AND r.position = ?2
            """)
        storeRuleSet = try connection.prepare("INSERT OR IGNORE INTO rulesets(text) VALUES (?1)")
        storeResult = try connection.prepare("""
            INSERT OR REPLACE INTO results(ruleset, position, game, result)
            VALUES ((SELECT id FROM rulesets WHERE text = ?1), ?2, ?3, ?4)
            """)
    }

    /// The result stored for the position under the rule set, or `nil`.
    public func lookup(rules: String, position: String) throws(CacheError) -> String? {
        try locked { () throws(CacheError) -> String? in
            try lookupStatement.bind([.text(rules), .text(position)])
            defer { lookupStatement.reset() }
            return try lookupStatement.row()?.text(0)
        }
    }

    /// Stores (or replaces) the result, committed before this returns.
    public func store(rules: String, position: String, game: String, result: String) throws(CacheError) {
        try locked { () throws(CacheError) in
            try connection.transaction { () throws(CacheError) in
                try storeRuleSet.bind([.text(rules)])
                try storeRuleSet.run()
                try storeResult.bind([.text(rules), .text(position), .text(game), .text(result)])
                try storeResult.run()
            }
        }
    }

    /// What the file holds: results per game, rule sets, its size, and SQLite's quick check.
    public func stats() throws(CacheError) -> CacheStats {
        try locked { () throws(CacheError) -> CacheStats in
            let games = try connection.prepare("SELECT game, count(*) FROM results GROUP BY game ORDER BY game")
                .rows { row in (game: row.text(0) ?? "", results: row.integer(1)) }
            let check = try connection.prepare("PRAGMA quick_check").rows { $0.text(0) ?? "" }
            return CacheStats(
                path: path,
                bytes: try connection.integer("PRAGMA page_count") * connection.integer("PRAGMA page_size"),
                ruleSets: try connection.integer("SELECT count(*) FROM rulesets"),
                games: games,
                check: check.joined(separator: "; "))
        }
    }

    /// Removes every result and rule set; returns how many results there were. The file stays
    /// (and stays ours), shrunk when no other process is reading it.
    @discardableResult
    public func clear() throws(CacheError) -> Int {
        try locked { () throws(CacheError) -> Int in
            let removed = try connection.transaction { () throws(CacheError) -> Int in
                let count = try connection.integer("SELECT count(*) FROM results")
                try connection.execute("DELETE FROM results; DELETE FROM rulesets;")
                return count
            }
            // Shrinking is a courtesy: another reader makes it fail, and nothing is lost then.
            try? connection.execute("VACUUM")
            return removed
        }
    }

    /// Always true: an SQLite file does not split work between processes.
    public func claim(rules: String, position: String, game: String) throws(CacheError) -> Bool { true }

    /// Nothing to give back (see `claim`).
    public func release(rules: String, position: String) throws(CacheError) {}

    /// Runs `body` with the connection, under the lock (for reads that live in extensions).
    func withConnection<T>(_ body: (SQLiteConnection) throws(CacheError) -> T) throws(CacheError) -> T {
        try locked { () throws(CacheError) -> T in try body(connection) }
    }

    private func locked<T>(_ body: () throws(CacheError) -> T) throws(CacheError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
