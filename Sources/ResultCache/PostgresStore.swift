import Foundation

/// Solved results kept in a PostgreSQL database that any number of processes, on any machines,
/// share; it also splits their work. A process solves a position only after `claim` gave it the
/// position's row: the claim names the process (`owner`) and lapses at `expires`, which a thread
/// of this store pushes forward while the process lives (`leaseSeconds`, renewed every third of
/// it). A process that dies stops renewing, and once its claims lapse another process takes
/// them. Every result is stored in its own transaction and clears the claim in the same row, so
/// a position is claimed again only if it has no result: none is solved twice after its result
/// was stored, and the store holds each once (the row's key).
///
/// One connection serves every thread of the process; `lock` serializes its use.
public final class PostgresStore: ResultStore, @unchecked Sendable {
    public let name: String
    public let failures = StoreFailures()
    /// This process in the claims: host, process id and a random part (a process id is reused).
    public let owner: String
    /// How long a claim lasts without renewal.
    public let leaseSeconds: Int
    /// The lease when none is given: a minute.
    public static let defaultLeaseSeconds = 60
    private let connection: PostgresConnection
    private let lock = NSLock()
    /// Renews this process's claims, from its first claim on (`startRenewing`).
    private var renewer: Thread?

    /// Connects to `url` and makes the store in an empty schema (with `create`) or checks it is
    /// ours. `leaseSeconds` from 1 to 86,400.
    public init(url: String, create: Bool = true, leaseSeconds: Int = PostgresStore.defaultLeaseSeconds) throws(CacheError) {
        name = PostgresAddress.printable(url)
        self.leaseSeconds = min(max(leaseSeconds, 1), 86_400)
        owner = "\(Self.hostName) \(getpid()) \(UUID().uuidString.prefix(8))"
        connection = try PostgresConnection(url: url, name: name)
        try PostgresSchema.prepare(connection, create: create)
        try connection.execute(Self.sessionSettings)
    }

    /// Set on every new connection: a claim, its renewal or its release is not worth a wait for
    /// the disk (one lost in a server crash is a position solved again); a result is, and
    /// `store` commits it durably.
    private static let sessionSettings = "SET synchronous_commit = off"

    public func lookup(rules: String, position: String) throws(CacheError) -> String? {
        try run { () throws(CacheError) -> String? in
            try connection.query("""
                SELECT r.result FROM analyze_results r JOIN analyze_rulesets s ON s.id = r.ruleset
                WHERE md5(s.text) = md5($1) AND s.text = $1 AND r.position = $2 AND r.result IS NOT NULL
                """, [rules, position]).first?.first ?? nil
        }
    }

    public func store(rules: String, position: String, game: String, result: String) throws(CacheError) {
        try run { () throws(CacheError) in
            try connection.transaction { () throws(CacheError) in
                try connection.execute("SET LOCAL synchronous_commit = on")
                let id = try ruleSet(rules)
                try connection.query("""
                    INSERT INTO analyze_results AS r(ruleset, position, game, result, solved_at, solved_by, solves)
                    VALUES ($1, $2, $3, $4, now(), $5, 1)
                    ON CONFLICT (ruleset, position) DO UPDATE
                    SET game = excluded.game, result = excluded.result, solved_at = now(), solved_by = excluded.solved_by,
                        solves = r.solves + 1, owner = NULL, expires = NULL
                    """, [id, position, game, result, owner])
            }
        }
    }

    public func claim(rules: String, position: String, game: String) throws(CacheError) -> Bool {
        try run { () throws(CacheError) -> Bool in
            let id = try ruleSet(rules)
            // A row in the way is taken over only when it has no result and its claim is ours or
            // lapsed. A concurrent store makes this wait for it, then see the result (PostgreSQL
            // checks the condition again on the row's newest version).
            let rows = try connection.query("""
                INSERT INTO analyze_results AS r(ruleset, position, game, owner, expires)
                VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')
                ON CONFLICT (ruleset, position) DO UPDATE
                SET owner = excluded.owner, expires = excluded.expires, game = excluded.game
                WHERE r.result IS NULL AND (r.expires IS NULL OR r.expires < now() OR r.owner = excluded.owner)
                RETURNING 1
                """, [id, position, game, owner, "\(leaseSeconds)"])
            guard !rows.isEmpty else { return false }
            startRenewing()
            return true
        }
    }

    public func release(rules: String, position: String) throws(CacheError) {
        try run { () throws(CacheError) in
            _ = try connection.query("""
                DELETE FROM analyze_results r USING analyze_rulesets s
                WHERE s.id = r.ruleset AND md5(s.text) = md5($1) AND s.text = $1 AND r.position = $2
                  AND r.result IS NULL AND r.owner = $3
                """, [rules, position, owner])
        }
    }

    public func stats() throws(CacheError) -> CacheStats {
        try run { () throws(CacheError) -> CacheStats in
            let games = try connection.query("""
                SELECT game, count(*) FROM analyze_results WHERE result IS NOT NULL GROUP BY game ORDER BY game
                """).map { row in (game: row[0] ?? "", results: row[1].flatMap { Int($0) } ?? 0) }
            let bytes = try connection.integer("""
                SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c
                JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = current_schema() AND c.relname IN ('analyze_store', 'analyze_rulesets', 'analyze_results')
                """)
            let counts = try connection.query("""
                SELECT (SELECT count(*) FROM analyze_rulesets),
                    count(*) FILTER (WHERE result IS NULL AND expires >= now()),
                    count(*) FILTER (WHERE result IS NULL AND expires < now()),
                    count(*) FILTER (WHERE solves > 1)
                FROM analyze_results
                """).first?.map { $0.flatMap { Int($0) } ?? 0 } ?? []
            guard counts.count == 4 else { throw CacheError(path: name, reason: "the server gave no counts") }
            return CacheStats(
                path: name, bytes: bytes, ruleSets: counts[0], games: games, check: "ok",
                claims: (live: counts[1], lapsed: counts[2]), solvedAgain: counts[3])
        }
    }

    @discardableResult
    public func clear() throws(CacheError) -> Int {
        try run { () throws(CacheError) -> Int in
            try connection.transaction { () throws(CacheError) -> Int in
                let count = try connection.integer("SELECT count(*) FROM analyze_results WHERE result IS NOT NULL")
                try connection.execute("DELETE FROM analyze_results; DELETE FROM analyze_rulesets")
                return count
            }
        }
    }

    public func entries(sample: Int?) throws(CacheError) -> [StoredResult] {
        let order = StoredResult.order(sample: sample)
        return try run { () throws(CacheError) -> [StoredResult] in
            try connection.query("""
                SELECT s.text, r.position, r.game, r.result FROM analyze_results r JOIN analyze_rulesets s ON s.id = r.ruleset
                WHERE r.result IS NOT NULL \(order)
                """).map { row in
                    StoredResult(rules: row[0] ?? "", position: row[1] ?? "", game: row[2] ?? "", result: row[3] ?? "")
                }
        }
    }

    /// The id of the rule set `text`, added when new. Two processes adding it at once: the
    /// second's insert does nothing and its snapshot may not see the first's row yet, so it
    /// asks again.
    private func ruleSet(_ text: String) throws(CacheError) -> String {
        for _ in 0..<3 {
            let rows = try connection.query("""
                WITH added AS (INSERT INTO analyze_rulesets(text) VALUES ($1) ON CONFLICT ((md5(text))) DO NOTHING RETURNING id)
                SELECT id FROM added UNION ALL SELECT id FROM analyze_rulesets WHERE md5(text) = md5($1) AND text = $1
                """, [text])
            if let id = rows.first?.first ?? nil { return id }
        }
        throw CacheError(path: name, reason: "cannot add a rule set (another with the same MD5 is stored)")
    }

    /// Pushes this process's claims' lapse forward every third of the lease, from the first
    /// claim until the store is gone (with no claim held, the update changes nothing). A failed
    /// renewal is tried again at the next turn; if the claims lapse meanwhile, another process
    /// may solve the same positions too (the results agree: both are exact).
    private func startRenewing() {
        guard renewer == nil else { return }
        let pause = Double(leaseSeconds) / 3
        // The thread holds the store weakly: it ends with the store's last use.
        let thread = Thread { [weak self] in
            while true {
                Thread.sleep(forTimeInterval: pause)
                guard let self else { return }
                try? run { () throws(CacheError) in
                    _ = try connection.query("""
                        UPDATE analyze_results SET expires = now() + $2 * interval '1 second'
                        WHERE owner = $1 AND result IS NULL
                        """, [owner, "\(leaseSeconds)"])
                }
            }
        }
        renewer = thread
        thread.start()
    }

    /// This machine's name (`gethostname`: no lookup in a name service), or `?`.
    private static var hostName: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "?" }
        let bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: " ", with: "_")
    }

    /// Runs `body` under the lock; a statement that failed because the connection was lost is
    /// run once more on a new connection.
    private func run<T>(_ body: () throws(CacheError) -> T) throws(CacheError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try body()
        } catch {
            guard error.reason.hasPrefix("lost the connection"), connection.reconnectIfLost() else { throw error }
            try connection.execute(Self.sessionSettings)
            return try body()
        }
    }
}
