import Dispatch
import Boards

/// The HTTP API of `analyze serve` (docs/serve.md), apart from any server: a request in, a
/// response out. Each page's requests run in that page's session, one at a time; progress and
/// stop are answered at once.
public final class WebAPI: Sendable {
    let pages: WebPages
    /// The largest request body taken (a record file).
    public static let largestBody = 16 << 20

    /// The answer to a request whose body is over `largestBody`.
    public static var bodyTooLarge: WebResponse { WebFailure(413, "the request body is over \(largestBody >> 20) MiB").response }

    /// True when each page gives its key with its first answer and `POST /api/stop` asks for it.
    let keys: Bool

    /// `options` are every page's session's (their tables share its memory budget); at most
    /// `pages` pages hold a session at once. With `keys` (a server's API), each page's first
    /// answer gives the page's key, without which no one stops its searches; without (one
    /// request answered, `--request`), answers carry no key and a stop needs none.
    public init(options: SessionOptions, pages: Int, keys: Bool = true) {
        self.pages = WebPages(options: options, limit: pages)
        self.keys = keys
    }

    /// Stops every running search: the server is stopping.
    public func stopAll() { pages.stopAll() }

    /// The answer to one request. Never throws: a bad request gets a 4xx with a message.
    public func respond(_ request: WebRequest) async -> WebResponse {
        guard let route = WebRoute(path: request.path) else {
            return WebFailure(404, "no such path: \(request.path) (docs/serve.md lists the API)").response
        }
        guard request.method == route.method || (request.method == "HEAD" && route.method == "GET") else {
            return WebFailure(405, "\(request.path) takes \(route.method), not \(request.method)").response
        }
        do {
            return try await answer(route, request)
        } catch {
            return error.response
        }
    }

    private func answer(_ route: WebRoute, _ request: WebRequest) async throws(WebFailure) -> WebResponse {
        let id = try Self.pageName(request.query["page"])
        switch route {
        case .progress:
            return .json(pages.existing(id)?.progressJSON ?? .object([("running", .bool(false))]))
        case .stop:
            guard let page = pages.existing(id) else { return .json(.object([("stopped", .bool(false))])) }
            if keys, !page.accepts(key: Self.formValue("key", in: request.body)) {
                throw WebFailure(403, "page \(id) was opened by another client: only the key its first answer gave stops it (key=KEY in the body)")
            }
            guard page.isBusy else { return .json(.object([("stopped", .bool(false))])) }
            page.stop.raise()
            return .json(.object([("stopped", .bool(true))]))
        case .open:
            return try await Self.onRecordQueue { () throws(WebFailure) in try WebRecords.open(request) }
        case .games, .position, .solve, .values, .threats, .explain, .engine, .path:
            break
        }
        let game = request.query["game"] ?? StandardGames.starting ?? ""
        let moves = Self.moves(request.query["moves"] ?? "")
        let move = request.query["move"]
        if route == .explain, move == nil { throw WebFailure(400, "explain needs the move: /api/explain?move=b2") }
        guard let page = pages.page(id) else {
            throw WebFailure(503, "all \(pages.limit) pages are searching (--pages); stop one or wait")
        }
        let keys = keys
        let response = await page.run { session in
            var (json, status): (JSON, Int)
            do throws(WebFailure) {
                (json, status) = (try Self.answer(route, game: game, moves: moves, move: move, in: session), 200)
            } catch {
                (json, status) = (error.json, error.status)
            }
            // The page's first answer, whatever it says, gives the page's key.
            if keys, let key = page.handOutKey() { json = json.adding("key", .string(key)) }
            return .json(json, status: status)
        }
        guard let response else {
            throw WebFailure(409, "page \(id) is searching already: stop it (POST /api/stop?page=\(id)) or wait")
        }
        return response
    }

    /// The answer of a request that sets up the position (but `games`), from the page's session.
    private static func answer(_ route: WebRoute, game: String, moves: [String], move: String?, in session: Session)
        throws(WebFailure) -> JSON
    {
        if route == .games { return session.webGames }
        try session.webSetUp(game: game, moves: moves)
        switch route {
        case .position: return session.webPosition
        case .solve: return try session.webSolve()
        case .values: return try session.webValues()
        case .threats: return try session.webThreats()
        case .explain: return session.webExplain(move ?? "")
        case .engine: return try session.webEngine()
        case .path: return try session.webPath()
        case .games: return session.webGames
        // Answered before a page's session is asked (`answer(_:_:)`).
        case .progress, .stop, .open: throw WebFailure(404, "/api/\(route.rawValue) needs no position")
        }
    }

    /// The value of `name` in a form body (`key=1f...&other=x`, as `curl -d` sends it), or nil.
    static func formValue(_ name: String, in body: [UInt8]) -> String? {
        let text = String(decoding: body, as: UTF8.self)
        for pair in text.split(whereSeparator: { $0 == "&" || $0.isWhitespace }) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == Substring(name) { return String(parts[1]) }
        }
        return nil
    }

    /// Reading a record file (up to 16 MiB, seconds of work) happens on a queue of its own, one
    /// file at a time: the threads that answer every other request are never held by it.
    private static let recordQueue = DispatchQueue(label: "analyze.records")

    private static func onRecordQueue(_ work: @escaping @Sendable () throws(WebFailure) -> WebResponse) async throws(WebFailure)
        -> WebResponse
    {
        let result: Result<WebResponse, WebFailure> = await withCheckedContinuation { continuation in
            recordQueue.async {
                do throws(WebFailure) { continuation.resume(returning: .success(try work())) } catch { continuation.resume(returning: .failure(error)) }
            }
        }
        return try result.get()
    }

    /// The page's name: `default` when none is given; letters, digits, `-` and `_`, at most 64.
    static func pageName(_ given: String?) throws(WebFailure) -> String {
        guard let given else { return "default" }
        let allowed = given.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
        guard (1...64).contains(given.count), allowed else {
            throw WebFailure(400, "page must be 1 to 64 letters, digits, '-' or '_'")
        }
        return given
    }

    /// The moves of a `moves` parameter: separated by dots, spaces, commas or `+` (a form's
    /// space: the server does not turn it into one).
    static func moves(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "." || $0 == " " || $0 == "," || $0 == "+" }).map(String.init)
    }
}
