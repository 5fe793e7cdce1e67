import CLibPQ
import Foundation

/// One connection to a PostgreSQL server through libpq: statements with text parameters run one
/// at a time (the caller serializes), and every failure becomes a `CacheError` naming the store
/// (its address without a password) and the server's or libpq's own message.
final class PostgresConnection: TransactionalConnection {
    /// The address as it may be printed: no password.
    let name: String
    private let handle: OpaquePointer

    /// Connects to `url` (a `postgresql://` address or any libpq connection string). The
    /// password, when not in the address, comes from `PGPASSWORD` or `~/.pgpass` (libpq reads
    /// them); a server that does not answer fails after `timeoutSeconds` unless the address
    /// sets its own `connect_timeout`.
    init(url: String, name: String, timeoutSeconds: Int = 10) throws(CacheError) {
        self.name = name
        // libpq is given the address without its password and the password on its own: its
        // messages quote the parts of an address it cannot read, and must never quote that.
        let parts = PostgresAddress.parts(url)
        var password: String?
        if let written = parts.password {
            guard let decoded = PostgresAddress.decoded(written) else {
                throw CacheError(path: name,
                    reason: "cannot connect: the password in the address is not percent-encoded as an address needs "
                        + "(each % followed by two hex digits, %25 for % itself, no %00); it is not shown")
            }
            password = decoded
        }
        // Later settings override earlier ones, so the address's own values win over ours (and
        // its password, given after it, is the one it holds).
        var keywords = ["connect_timeout", "application_name", "dbname"]
        var values = ["\(timeoutSeconds)", "analyze", parts.address]
        if let password, !password.isEmpty {
            keywords.append("password")
            values.append(password)
        }
        let opened = Self.withCStrings(keywords) { keywords in
            Self.withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let opened else { throw CacheError(path: name, reason: "cannot connect: out of memory") }
        guard PQstatus(opened) == CONNECTION_OK else {
            let reason = Self.message(PQerrorMessage(opened))
            PQfinish(opened)
            throw CacheError(path: name, reason: "cannot connect: \(reason)")
        }
        handle = opened
        analyze_pq_quiet(handle)
    }

    deinit { PQfinish(handle) }

    /// The rows of one statement, every value as text (`nil` for NULL). `parameters` are passed
    /// apart from the text of the statement ($1, $2, ...), never spliced into it.
    @discardableResult
    func query(_ sql: String, _ parameters: [String?] = []) throws(CacheError) -> [[String?]] {
        try StoredText.check(parameters, place: name)
        let result = Self.withOptionalCStrings(parameters) { values in
            PQexecParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
        }
        guard let result else { throw failure(PQerrorMessage(handle)) }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            break
        default:
            throw failure(PQresultErrorMessage(result))
        }
        let rows = Int(PQntuples(result))
        let columns = Int(PQnfields(result))
        return (0..<rows).map { row in
            (0..<columns).map { column in
                PQgetisnull(result, Int32(row), Int32(column)) != 0
                    ? nil : String(cString: PQgetvalue(result, Int32(row), Int32(column)))
            }
        }
    }

    /// Runs statements with no parameters (several, separated by `;`, run as one).
    func execute(_ sql: String) throws(CacheError) {
        guard let result = PQexec(handle, sql) else { throw failure(PQerrorMessage(handle)) }
        defer { PQclear(result) }
        guard [PGRES_COMMAND_OK, PGRES_TUPLES_OK].contains(PQresultStatus(result)) else {
            throw failure(PQresultErrorMessage(result))
        }
    }

    /// The first column of the first row as an integer (a count).
    func integer(_ sql: String, _ parameters: [String?] = []) throws(CacheError) -> Int {
        try query(sql, parameters).first?.first.flatMap { $0 }.flatMap { Int($0) } ?? 0
    }

    let begin = "BEGIN"

    /// True while the connection is up; after a failure, one attempt to connect again (a server
    /// restarted during a long run), which the next statement then uses.
    func reconnectIfLost() -> Bool {
        guard PQstatus(handle) != CONNECTION_OK else { return true }
        PQreset(handle)
        return PQstatus(handle) == CONNECTION_OK
    }

    private func failure(_ message: UnsafePointer<CChar>?) -> CacheError {
        let reason = Self.message(message)
        if PQstatus(handle) != CONNECTION_OK {
            return CacheError(path: name, reason: "lost the connection: \(reason)")
        }
        return CacheError(path: name, reason: reason.isEmpty ? "the server refused a statement" : reason)
    }

    /// libpq's message on one line: its lines joined, the final newline and `ERROR:` dropped.
    private static func message(_ text: UnsafePointer<CChar>?) -> String {
        guard let text else { return "no message" }
        return String(cString: text)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { $0.hasPrefix("ERROR:") ? String($0.dropFirst(6)).trimmingCharacters(in: .whitespaces) : $0 }
            .joined(separator: "; ")
    }

    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        withOptionalCStrings(strings) { body($0 + [nil]) }
    }

    /// Runs `body` with C copies of the strings, freed after it returns.
    private static func withOptionalCStrings<T>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        let copies = strings.map { $0.flatMap { strdup($0) } }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
