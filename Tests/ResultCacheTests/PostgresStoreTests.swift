import Foundation
import Testing

@testable import ResultCache

/// A database of its own for one test on the server that `ANALYZE_TEST_POSTGRES` names (a
/// `postgresql://` address whose user may create databases; `.ci/run` starts such a server),
/// dropped at the end of the test.
final class ScratchDatabase {
    /// The server's address, or `nil` when no server is named (the tests then do not run).
    static let server = ProcessInfo.processInfo.environment["ANALYZE_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    let name = "analyze_test_\(UUID().uuidString.prefix(8).lowercased())"
    let url: String
    private let admin: PostgresConnection

    init() throws {
        let server = try #require(Self.server)
        admin = try PostgresConnection(url: server, name: "test server")
        try admin.execute("CREATE DATABASE \(name)")
        url = Self.replacingDatabase(of: server, with: name)
    }

    deinit { try? admin.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

    /// A connection of the test's own to its database, to look at or change what the store made.
    func connect() throws -> PostgresConnection { try PostgresConnection(url: url, name: name) }

    /// `postgresql://u@h:p/DB?x` with another DB.
    static func replacingDatabase(of url: String, with database: String) -> String {
        let schemeEnd = url.range(of: "://").map(\.upperBound) ?? url.startIndex
        let query = url[schemeEnd...].firstIndex(of: "?").map { String(url[$0...]) } ?? ""
        let beforeQuery = url[schemeEnd...].firstIndex(of: "?").map { url[..<$0] } ?? url[...]
        let slash = beforeQuery[schemeEnd...].firstIndex(of: "/") ?? beforeQuery.endIndex
        return String(beforeQuery[..<slash]) + "/" + database + query
    }
}

@Suite("PostgreSQL results store", .enabled(if: ScratchDatabase.server != nil, "ANALYZE_TEST_POSTGRES names no server"))
struct PostgresStoreTests {
    @Test("a stored result is found again, by another connection too, only under its rule set and position")
    func storeAndLookUp() throws {
        let database = try ScratchDatabase()
        let store = try PostgresStore(url: database.url)
        try StoreContract.storeAndLookUp(store) { try PostgresStore(url: database.url) }
        // A rule set longer than a B-tree entry may hold is kept (found by its MD5).
        let long = String(repeating: "rule line\n", count: 2_000)
        try store.store(rules: long, position: "...", game: "tictactoe", result: "long")
        #expect(try PostgresStore(url: database.url).lookup(rules: long, position: "...") == "long")
    }

    @Test("a claim is one process's: others are refused until it stores, and a stored position is never claimed")
    func claims() throws {
        let database = try ScratchDatabase()
        let first = try PostgresStore(url: database.url)
        let second = try PostgresStore(url: database.url)
        #expect(try first.claim(rules: "R", position: "p", game: "g"))
        #expect(try first.claim(rules: "R", position: "p", game: "g"), "claiming again is granted to the holder")
        #expect(try !second.claim(rules: "R", position: "p", game: "g"))
        #expect(try second.lookup(rules: "R", position: "p") == nil, "a claim is not a result")
        try first.store(rules: "R", position: "p", game: "g", result: "done")
        #expect(try !second.claim(rules: "R", position: "p", game: "g"))
        #expect(try !first.claim(rules: "R", position: "p", game: "g"))
        #expect(try second.lookup(rules: "R", position: "p") == "done")
        // Given back unsolved, a position is free for another.
        #expect(try first.claim(rules: "R", position: "q", game: "g"))
        try first.release(rules: "R", position: "q")
        #expect(try second.claim(rules: "R", position: "q", game: "g"))
        let stats = try first.stats()
        #expect(stats.results == 1)
        #expect(stats.claims?.live == 1)
    }

    @Test("a claim whose process stopped renewing it lapses and is taken over; a live one is renewed")
    func lapsedClaims() throws {
        let database = try ScratchDatabase()
        let holder = try PostgresStore(url: database.url, leaseSeconds: 1)
        let other = try PostgresStore(url: database.url, leaseSeconds: 1)
        #expect(try holder.claim(rules: "R", position: "p", game: "g"))
        // The holder renews every third of a second: after two seconds its claim still stands.
        Thread.sleep(forTimeInterval: 2)
        #expect(try !other.claim(rules: "R", position: "p", game: "g"))
        // A process that died renews nothing: its claim's time runs out.
        try database.connect().execute("UPDATE analyze_results SET expires = now() - interval '1 second', owner = 'gone 1 x'")
        #expect(try other.stats().claims?.lapsed == 1)
        #expect(try other.claim(rules: "R", position: "p", game: "g"))
        #expect(try !holder.claim(rules: "R", position: "p", game: "g"))
    }

    @Test("racing claims on the same positions from two connections: each position goes to exactly one")
    func racingClaims() async throws {
        let database = try ScratchDatabase()
        let stores = [try PostgresStore(url: database.url), try PostgresStore(url: database.url)]
        let won = try await withThrowingTaskGroup(of: [Int].self) { group in
            for store in stores {
                group.addTask {
                    try (0..<200).filter { try store.claim(rules: "R", position: "\($0)", game: "g") }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(won.count == 2)
        #expect(won.flatMap { $0 }.sorted() == Array(0..<200))
    }

    @Test("a key holding a NUL is refused, not cut short into another key")
    func nulRefused() throws {
        let database = try ScratchDatabase()
        try StoreContract.nulRefused(try PostgresStore(url: database.url))
    }

    @Test("stats count results per game and rule sets; clear empties the store and keeps it ours")
    func statsAndClear() throws {
        let database = try ScratchDatabase()
        try StoreContract.statsAndClear(try PostgresStore(url: database.url))
        #expect(try PostgresStore(url: database.url, create: false).stats().results == 0)
    }

    @Test("a schema with another program's tables is refused and left as it was")
    func foreignSchemaRefused() throws {
        let database = try ScratchDatabase()
        let connection = try database.connect()
        try connection.execute("CREATE TABLE notes(line text); INSERT INTO notes VALUES ('keep me')")
        do {
            _ = try PostgresStore(url: database.url)
            Issue.record("a foreign schema was accepted")
        } catch {
            #expect(error.reason.contains("another program"))
            #expect(error.reason.contains("left as it is"))
        }
        #expect(try connection.query("SELECT line FROM notes") == [["keep me"]])
        #expect(try connection.integer("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'analyze%'") == 0)
        // So is a table of our name that is not ours.
        try connection.execute("DROP TABLE notes; CREATE TABLE analyze_store(kind int)")
        #expect(throws: CacheError.self) { try PostgresStore(url: database.url) }
    }

    @Test("a store of another layout is refused and left as it was; an empty schema is not made without create")
    func otherVersionRefused() throws {
        let database = try ScratchDatabase()
        #expect(throws: CacheError.self) { try PostgresStore(url: database.url, create: false) }
        let connection = try database.connect()
        #expect(try connection.integer("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'analyze%'") == 0)
        try PostgresStore(url: database.url).store(rules: "R", position: "p", game: "g", result: "r")
        try connection.execute("UPDATE analyze_store SET version = 2")
        do {
            _ = try PostgresStore(url: database.url)
            Issue.record("a store of another layout was accepted")
        } catch {
            #expect(error.reason.contains("another version of analyze (layout 2, this one reads 1)"))
        }
        #expect(try connection.integer("SELECT version FROM analyze_store") == 2)
        #expect(try connection.integer("SELECT count(*) FROM analyze_results") == 1)
    }

    @Test("a connection lost during a run (its server process ended) is opened again for the next statement")
    func lostConnection_isOpenedAgain() throws {
        let database = try ScratchDatabase()
        let store = try PostgresStore(url: database.url)
        try store.store(rules: "R", position: "p", game: "g", result: "kept")
        let admin = try database.connect()
        let ended = try admin.query("""
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
            """)
        #expect(ended == [["t"]])
        #expect(try store.lookup(rules: "R", position: "p") == "kept")
        #expect(try store.claim(rules: "R", position: "q", game: "g"))
    }

    @Test("a connection that fails says which server and why, and never prints the password")
    func connectionErrors() throws {
        let server = try #require(ScratchDatabase.server)
        // A port nothing listens on.
        let url = "postgresql://analyze:secret-word@127.0.0.1:1/nowhere?password=other-secret&connect_timeout=5"
        do {
            _ = try PostgresStore(url: url)
            Issue.record("connected to nothing")
        } catch {
            #expect(error.description.contains("127.0.0.1"))
            #expect(error.description.contains("cannot connect"))
            #expect(!error.description.contains("secret"))
        }
        // A database that does not exist, on the server that does.
        let missing = ScratchDatabase.replacingDatabase(of: server, with: "analyze_no_such_database")
        #expect(throws: CacheError.self) { try PostgresStore(url: missing) }
    }
}

@Suite("PostgreSQL addresses")
struct PostgresAddressTests {
    @Test("an address prints without its password, wherever it was written", arguments: [
        ("postgresql://ann:pw@db.example:5433/results", "postgresql://ann@db.example:5433/results"),
        ("postgres://ann@db.example/results", "postgres://ann@db.example/results"),
        ("postgresql://db.example/results?sslmode=require&password=pw", "postgresql://db.example/results?sslmode=require"),
        ("postgresql://ann:p%40ss@host", "postgresql://ann@host"),
        ("postgresql://host:1/db?password=pw", "postgresql://host:1/db"),
        ("postgresql://ann:p?w@host/db", "postgresql://ann@host/db"),
        ("postgresql://ann:p@w:x@host/db?sslmode=require", "postgresql://ann@host/db?sslmode=require"),
        ("postgresql://ann:pw@host?application_name=x", "postgresql://ann@host?application_name=x"),
    ])
    func printable(url: String, expected: String) {
        #expect(PostgresAddress.printable(url) == expected)
    }

    @Test("an address that libpq cannot read is refused without its password", arguments: [
        "postgresql://ann:Real%Pw_1@127.0.0.1:1/results",
        "postgresql://ann:Real%Pw_1@[::1/results",
        "postgresql://127.0.0.1:1/results?sslmode=disable&password=Real%Pw_1",
        "postgresql://ann:RealPw_1@[::1/results",
    ])
    func unreadable(url: String) {
        do {
            _ = try PostgresStore(url: url)
            Issue.record("\(url) was taken")
        } catch {
            #expect(error.description.contains("cannot connect"))
            #expect(!error.description.contains("Real") && !error.description.contains("Pw_1"), "\(error)")
        }
    }

    @Test("a password is taken apart and decoded for libpq")
    func parts() {
        #expect(PostgresAddress.parts("postgresql://ann:p%40ss@h/db") == .init(address: "postgresql://ann@h/db", password: "p%40ss"))
        #expect(PostgresAddress.parts("postgresql://h/db?password=a&x=1").password == "a")
        #expect(PostgresAddress.parts("postgresql://h/db").password == nil)
        #expect(PostgresAddress.decoded("p%40ss%2F") == "p@ss/")
        #expect(PostgresAddress.decoded("Real%Pw_1") == nil)
        #expect(PostgresAddress.decoded("a%00") == nil && PostgresAddress.decoded("a%4") == nil)
    }

    @Test("after failed reads or writes, the advice names the store's own kind and no password")
    func checkAdvice() {
        let database = ResultStores.checkAdvice("postgresql://ann:pw@h/db")
        #expect(database == "`analyze store stats --store postgresql://ann@h/db` checks the database")
        #expect(ResultStores.checkAdvice("/tmp/r.sqlite") == "`analyze cache stats --store /tmp/r.sqlite` checks the file")
        #expect(ResultStores.checkAdvice("my results.sqlite") == "`analyze cache stats --store 'my results.sqlite'` checks the file")
    }

    @Test("the store kind follows the address's scheme")
    func kind() {
        #expect(ResultStores.isPostgres("postgresql://h/d"))
        #expect(ResultStores.isPostgres("postgres://h/d"))
        #expect(!ResultStores.isPostgres("results.sqlite"))
        #expect(!ResultStores.isPostgres("/tmp/postgresql://x"))
    }
}
