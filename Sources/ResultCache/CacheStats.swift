/// What a results database holds, for `analyze cache stats`.
public struct CacheStats: Sendable {
    public var path: String
    /// The database file's size (pages in use and free), without its write-ahead log.
    public var bytes: Int
    /// Distinct rule sets with results.
    public var ruleSets: Int
    /// Results per game name, by name.
    public var games: [(game: String, results: Int)]
    /// SQLite's `quick_check`: "ok", or what it found wrong.
    public var check: String

    /// Results in all.
    public var results: Int { games.reduce(0) { $0 + $1.results } }
}
