import Testing

@testable import ResultCache

/// What every kind of results store does, checked on each (`ResultCacheTests` for SQLite,
/// `PostgresStoreTests` for PostgreSQL).
enum StoreContract {
    /// A stored result is found again, by a second connection (as another process would) too,
    /// and only under its rule set and position; a store by either replaces it for both.
    static func storeAndLookUp(_ store: any ResultStore, other: () throws -> any ResultStore) throws {
        #expect(try store.lookup(rules: "board 3 x 3", position: "...") == nil)
        try store.store(rules: "board 3 x 3", position: "...", game: "tictactoe", result: "{\"a\":1}")
        #expect(try store.lookup(rules: "board 3 x 3", position: "...") == "{\"a\":1}")
        #expect(try store.lookup(rules: "board 3 x 3\nmisere", position: "...") == nil)
        #expect(try store.lookup(rules: "board 3 x 3", position: "X..") == nil)
        // Committed at once: another connection sees it.
        let second = try other()
        #expect(try second.lookup(rules: "board 3 x 3", position: "...") == "{\"a\":1}")
        try second.store(rules: "board 3 x 3", position: "...", game: "tictactoe", result: "{\"a\":2}")
        #expect(try store.lookup(rules: "board 3 x 3", position: "...") == "{\"a\":2}")
        // A result of megabytes (a census's values in base64, 16.8 MB) is kept whole.
        let large = String(repeating: "ABCDEFGHabcdefgh0123456789+/", count: 600_000)
        try store.store(rules: "census 1\nboard 3 x 3", position: "every position valued", game: "tictactoe", result: large)
        #expect(try second.lookup(rules: "census 1\nboard 3 x 3", position: "every position valued") == large)
    }

    /// A key (or result) holding a NUL is refused on the way in and on the way out: cut at the
    /// NUL, as a C string is, it would be another key that starts the same.
    static func nulRefused(_ store: any ResultStore) throws {
        try store.store(rules: "board 3 x 3\ntitle t", position: "...", game: "tictactoe", result: "plain")
        #expect(throws: CacheError.self) {
            try store.store(rules: "board 3 x 3\ntitle t\u{0}\nmisere", position: "...", game: "tictactoe", result: "misere")
        }
        #expect(throws: CacheError.self) { try store.lookup(rules: "board 3 x 3\ntitle t\u{0}\nmisere", position: "...") }
        #expect(try store.lookup(rules: "board 3 x 3\ntitle t", position: "...") == "plain")
    }

    /// Three results under two rule sets and two games: the stats count them, the entries list
    /// them by rule set and position, and clear removes them all.
    static func statsAndClear(_ store: any ResultStore) throws {
        try store.store(rules: "A", position: "1", game: "connect4", result: "x")
        try store.store(rules: "A", position: "2", game: "connect4", result: "x")
        try store.store(rules: "B", position: "1", game: "reversi", result: "x")
        let stats = try store.stats()
        #expect(stats.results == 3)
        #expect(stats.ruleSets == 2)
        #expect(stats.games.map(\.game) == ["connect4", "reversi"])
        #expect(stats.games.map(\.results) == [2, 1])
        #expect(stats.check == "ok")
        #expect(stats.bytes > 0)
        #expect(try store.entries().map(\.position) == ["1", "2", "1"])
        #expect(try store.entries(sample: 2).count == 2)
        #expect(try store.clear() == 3)
        #expect(try store.stats().results == 0)
        #expect(try store.lookup(rules: "A", position: "1") == nil)
    }
}
