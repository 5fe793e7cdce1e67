import Foundation

/// Where solved results are kept between runs, keyed by a rule set's identity (its full text, so
/// that two rule sets that differ in any key never share results) and a position's canonical
/// text; the stored result is opaque text that the caller writes and reads. Two kinds: an SQLite
/// file on this machine (`SQLiteStore`, the default) and a PostgreSQL database that many
/// processes on many machines share (`PostgresStore`), which also hands out the work: a process
/// solves a position only once it holds its claim.
///
/// Every method may be called from any thread; failures are `CacheError`s naming the store.
public protocol ResultStore: AnyObject, Sendable {
    /// The store as it may be printed: the file's path, or the address without a password.
    var name: String { get }
    /// Failed reads and writes that the caller got past, for the run's last word.
    var failures: StoreFailures { get }

    /// The result stored for the position under the rule set, or `nil`.
    func lookup(rules: String, position: String) throws(CacheError) -> String?
    /// Stores (or replaces) the result, committed before this returns; gives up this process's
    /// claim on the position, if it held one.
    func store(rules: String, position: String, game: String, result: String) throws(CacheError)
    /// True when this process may solve the position now: it is not stored and no other process
    /// holds a live claim on it, and the claim is now this process's until `store` or `release`
    /// (or until it lapses, when the process has died). False when it is stored or another
    /// process is solving it.
    func claim(rules: String, position: String, game: String) throws(CacheError) -> Bool
    /// Gives up a claim without a result (the search stopped at a limit, or failed), so that
    /// another process may try.
    func release(rules: String, position: String) throws(CacheError)
    /// What the store holds.
    func stats() throws(CacheError) -> CacheStats
    /// Removes every result and rule set; returns how many results there were.
    @discardableResult
    func clear() throws(CacheError) -> Int
    /// The stored results, every one or a random sample of `sample` of them.
    func entries(sample: Int?) throws(CacheError) -> [StoredResult]
}

extension ResultStore {
    /// Notes a failed lookup or store that the caller got past (it solved the position instead,
    /// or went on without keeping it), for `failureSummary`.
    public func note(_ failure: CacheError) { failures.note(failure) }

    /// "3 reads or writes of the results database failed, the first: PATH: reason", or `nil`.
    public var failureSummary: String? { failures.summary }

    /// What `body` gives, or `fallback` when the store failed (the failure is noted): for the
    /// callers that go on without the store rather than stop.
    public func noting<T>(or fallback: T, _ body: () throws(CacheError) -> T) -> T {
        do {
            return try body()
        } catch {
            note(error)
            return fallback
        }
    }

    /// Every stored result.
    public func entries() throws(CacheError) -> [StoredResult] { try entries(sample: nil) }
}

/// Opens the results store a user named: a PostgreSQL address (`postgresql://` or
/// `postgres://`) or an SQLite file's path.
public enum ResultStores {
    /// True when `location` names a PostgreSQL database rather than a file.
    public static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgresql://") || location.hasPrefix("postgres://")
    }

    /// The store at `location`; with `create`, made there when there is none yet (an SQLite file
    /// and its folder, or the tables in an empty PostgreSQL schema). `leaseSeconds`: how long a
    /// PostgreSQL claim lasts unrenewed (see `PostgresStore`).
    public static func open(_ location: String, create: Bool = true, leaseSeconds: Int = PostgresStore.defaultLeaseSeconds)
        throws(CacheError) -> any ResultStore
    {
        if isPostgres(location) { return try PostgresStore(url: location, create: create, leaseSeconds: leaseSeconds) }
        return try SQLiteStore(path: location, create: create)
    }

    /// The command that checks the store at `location` after reads or writes of it failed, in
    /// words that end a message: "`analyze cache stats --store PATH` checks the file", or for a
    /// PostgreSQL store its address without the password and "checks the database".
    public static func checkAdvice(_ location: String) -> String {
        if isPostgres(location) {
            return "`analyze store stats --store \(PostgresAddress.printable(location))` checks the database"
        }
        let plain = location.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,=:@".contains($0)) }
        let quoted = plain ? location : "'" + location.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "`analyze cache stats --store \(quoted)` checks the file"
    }
}

/// The failed reads and writes of a store that a run got past: how many, and the first.
public final class StoreFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var first: CacheError?

    public init() {}

    func note(_ failure: CacheError) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        if first == nil { first = failure }
    }

    var summary: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let first else { return nil }
        let counted = count == 1 ? "1 read or write" : "\(count) reads or writes"
        return "\(counted) of the results database failed, the first: \(first)"
    }
}
