/// One row of the results database, as `entries(sample:)` reads it back for checking.
public struct StoredResult: Sendable {
    /// The rule set's full text, as the key holds it (its first line the results' version).
    public var rules: String
    /// The position as `print` writes it.
    public var position: String
    /// The game's name when the result was stored.
    public var game: String
    /// The stored report (JSON).
    public var result: String

    /// How `entries(sample:)` orders the rows of `results r JOIN rulesets s` (both stores name
    /// them so): all by rule set and position, or `sample` of them at random.
    static func order(sample: Int?) -> String {
        sample.map { "ORDER BY random() LIMIT \(max(0, $0))" } ?? "ORDER BY s.id, r.position"
    }
}

extension SQLiteStore {
    /// The stored results, every one or a random sample of `sample` of them.
    public func entries(sample: Int? = nil) throws(CacheError) -> [StoredResult] {
        let order = StoredResult.order(sample: sample)
        return try withConnection { connection throws(CacheError) in
            try connection.prepare("""
                SELECT s.text, r.position, r.game, r.result FROM results r JOIN rulesets s ON s.id = r.ruleset \(order)
                """)
                .rows { row in
                    StoredResult(rules: row.text(0) ?? "", position: row.text(1) ?? "", game: row.text(2) ?? "",
                        result: row.text(3) ?? "")
                }
        }
    }
}
