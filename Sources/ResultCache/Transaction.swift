/// A connection to a database that runs statements and so transactions: SQLite's and
/// PostgreSQL's share `transaction`.
protocol TransactionalConnection {
    /// Runs statements that return no rows.
    func execute(_ sql: String) throws(CacheError)
    /// The statement that opens a transaction.
    var begin: String { get }
}

extension TransactionalConnection {
    /// Runs `body` in one transaction (`begin`), committed when it returns and rolled back when
    /// it throws.
    func transaction<T>(_ body: () throws(CacheError) -> T) throws(CacheError) -> T {
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
