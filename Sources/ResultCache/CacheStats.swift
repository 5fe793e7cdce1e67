/// What a results database holds, for `analyze cache stats`.
public struct CacheStats: Sendable {
    /// The store's name: the file's path, or the address without a password.
    public var path: String
    /// The database file's size (pages in use and free), without its write-ahead log; in
    /// PostgreSQL, the store's tables with their indexes.
    public var bytes: Int
    /// Distinct rule sets with results.
    public var ruleSets: Int
    /// Results per game name, by name.
    public var games: [(game: String, results: Int)]
    /// SQLite's `quick_check`: "ok", or what it found wrong.
    public var check: String
    /// Positions claimed and not yet solved (PostgreSQL), with how many of the claims have
    /// lapsed (their process died or stalled; another process takes them over); `nil` for SQLite.
    public var claims: (live: Int, lapsed: Int)? = nil
    /// Positions whose result was stored more than once (PostgreSQL): a claim lapsed while its
    /// process was still solving, so another solved it too; `nil` for SQLite.
    public var solvedAgain: Int? = nil

    /// Results in all.
    public var results: Int { games.reduce(0) { $0 + $1.results } }
}
