/// One HTTP request as the web API sees it (`analyze serve`, docs/serve.md): the method, the
/// path, the query's parameters (already percent-decoded) and the body.
public struct WebRequest: Sendable {
    public var method: String
    public var path: String
    public var query: [String: String]
    public var body: [UInt8]

    public init(method: String, path: String, query: [String: String] = [:], body: [UInt8] = []) {
        (self.method, self.path, self.query, self.body) = (method, path, query, body)
    }

    /// A request with its query as the URL lists it: a name given twice keeps its first value.
    public init(method: String, path: String, queryItems: [(name: String, value: String)], body: [UInt8] = []) {
        var query: [String: String] = [:]
        for item in queryItems where query[item.name] == nil { query[item.name] = item.value }
        self.init(method: method, path: path, query: query, body: body)
    }
}

/// What the web API answers: a status, a content type and the body.
public struct WebResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8]) {
        (self.status, self.contentType, self.body) = (status, contentType, body)
    }

    /// A JSON answer: the object on one line, then a line break.
    static func json(_ value: JSON, status: Int = 200) -> WebResponse {
        WebResponse(status: status, contentType: "application/json", body: Array((value.text + "\n").utf8))
    }

    /// The body as text (for tests and logs).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A request that cannot be answered as asked: its status (4xx) and why, with any further keys
/// of the error object (`bound` for a limit reached).
struct WebFailure: Error {
    var status: Int
    var message: String
    var extra: [(String, JSON)] = []

    init(_ status: Int, _ message: String, extra: [(String, JSON)] = []) {
        (self.status, self.message, self.extra) = (status, message, extra)
    }

    /// A search that reached `--node-limit` or `--time-limit`: 422, with the bound.
    init(limit bound: String) {
        self.init(422, "search stopped: \(bound)", extra: [("bound", .string(bound))])
    }

    /// The bound reached, when a limit stopped the search.
    var bound: String? {
        guard case .string(let text)? = extra.first(where: { $0.0 == "bound" })?.1 else { return nil }
        return text
    }

    /// The error object: `error`, the message, and the further keys.
    var json: JSON { .object([("error", .string(message))] + extra) }

    var response: WebResponse { .json(json, status: status) }
}
