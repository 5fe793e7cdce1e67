import CSQLite

/// A prepared statement: bind text or integers, step through rows, reset for the next use.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to the parameters `?1`, `?2`, ... after clearing the last use.
    func bind(_ values: [SQLiteValue]) throws(CacheError) {
        try StoredText.check(values.map { if case .text(let text) = $0 { text } else { nil } }, place: connection.path)
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status = switch value {
            case .text(let text): analyze_sqlite3_bind_text(handle, index, text)
            case .integer(let number): sqlite3_bind_int64(handle, index, Int64(number))
            }
            guard status == SQLITE_OK else { throw connection.failure(status) }
        }
    }

    /// The next row, or `nil` when there is none.
    func row() throws(CacheError) -> SQLiteRow? {
        let status = sqlite3_step(handle)
        switch status {
        case SQLITE_ROW: return SQLiteRow(handle: handle)
        case SQLITE_DONE: return nil
        default: throw connection.failure(status)
        }
    }

    /// Every row, each read by `read` while it is current.
    func rows<T>(_ read: (SQLiteRow) -> T) throws(CacheError) -> [T] {
        var all: [T] = []
        while let row = try row() { all.append(read(row)) }
        return all
    }

    /// Ends the statement's use, so that it holds no read snapshot open (which would keep the
    /// write-ahead log from being checkpointed).
    func reset() { sqlite3_reset(handle) }

    /// Steps a statement that returns no rows.
    func run() throws(CacheError) {
        _ = try row()
        sqlite3_reset(handle)
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case text(String)
    case integer(Int)
}

/// The current row of a statement; valid until the statement steps again.
struct SQLiteRow {
    let handle: OpaquePointer

    func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        return String(cString: bytes)
    }
}
