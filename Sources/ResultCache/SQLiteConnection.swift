import CSQLite

/// One connection to an SQLite file: statements run on it one at a time (the caller serializes),
/// and every failure becomes a `CacheError` naming the file and SQLite's own message.
final class SQLiteConnection: TransactionalConnection {
    let path: String
    private let handle: OpaquePointer

    /// Opens (and, with `create`, makes) the file. Waits up to `busySeconds` for another process's
    /// write lock before a statement fails with "database is locked".
    init(path: String, create: Bool, busySeconds: Int = 30) throws(CacheError) {
        self.path = path
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX | (create ? SQLITE_OPEN_CREATE : 0)
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(opened)
            throw CacheError(path: path, reason: "cannot open: \(reason)")
        }
        handle = opened
        sqlite3_busy_timeout(handle, Int32(busySeconds * 1000))
        // Until the file is known to be ours, closing must not checkpoint another program's
        // write-ahead log into its database (see `allowCheckpointOnClose`).
        analyze_sqlite3_no_checkpoint_on_close(handle, 1)
    }

    /// Lets the connection checkpoint the log when it closes again, once the file is ours.
    func allowCheckpointOnClose() {
        analyze_sqlite3_no_checkpoint_on_close(handle, 0)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs statements that return no rows.
    func execute(_ sql: String) throws(CacheError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status) }
    }

    /// Prepares one statement.
    func prepare(_ sql: String) throws(CacheError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status) }
        return SQLiteStatement(statement, connection: self)
    }

    /// The first column of the first row of `sql` as an integer (a `PRAGMA` or a count).
    func integer(_ sql: String) throws(CacheError) -> Int {
        let statement = try prepare(sql)
        return try statement.row()?.integer(0) ?? 0
    }

    /// A transaction takes the write lock at once (`BEGIN IMMEDIATE`), so that two processes
    /// never both read and then both write.
    let begin = "BEGIN IMMEDIATE"

    /// A `CacheError` for a failed call, with SQLite's message and, for the codes a user can act
    /// on, what it means here.
    func failure(_ status: Int32) -> CacheError {
        let message = String(cString: sqlite3_errmsg(handle))
        switch status & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return CacheError(path: path, reason: "the file is damaged or not a database (\(message)); it was left as it is",
                removable: true)
        case SQLITE_BUSY, SQLITE_LOCKED:
            return CacheError(path: path, reason: "another process holds the database (\(message))")
        default:
            return CacheError(path: path, reason: message)
        }
    }
}
