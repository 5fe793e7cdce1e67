import Analyzer
import FlyingFox
import FlyingSocks
import Foundation

/// The server of `analyze serve`: the page's three files at `/`, `/page.js` and `/page.css`, and
/// the web API (`WebAPI`, docs/serve.md) under `/api/`, over HTTP on one IPv4 address.
public final class PageServer: Sendable {
    private let api: WebAPI
    private let server: HTTPServer

    /// A server for `api` on `host` (an IPv4 address such as `127.0.0.1`) and `port` (0: any
    /// free port); a request may take `timeout` seconds, past which the connection ends. Throws
    /// when `host` is not an IPv4 address.
    public init(api: WebAPI, host: String, port: UInt16, timeout: Double = 60) throws {
        self.api = api
        let address = try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(address: address, timeout: timeout, logger: .disabled, handler: PageHandler(api: api))
    }

    /// Serves until `stop` (or the task is cancelled). Throws when the address cannot be taken.
    public func run() async throws { try await server.run() }

    /// The port listened on, once listening (the one taken when 0 was asked).
    public func waitForPort() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 30)
        switch await server.listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: return port
        default: return 0
        }
    }

    /// Stops every search, closes the listening socket and waits for the open connections.
    public func stop() async {
        api.stopAll()
        await server.stop(timeout: 1)
    }
}

/// Every request: the page's files, or the API.
private struct PageHandler: HTTPHandler {
    let api: WebAPI

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let asset = PageAssets.file(request.path) {
            guard request.method == .GET || request.method == .HEAD else {
                return reply(WebResponse(status: 405, contentType: "text/plain; charset=utf-8", body: Array("\(request.path) takes GET\n".utf8)))
            }
            return reply(WebResponse(status: 200, contentType: asset.type, body: asset.bytes))
        }
        // A body larger than the API takes is refused before it is read.
        if let length = request.headers[.contentLength].flatMap(Int.init), length > WebAPI.largestBody {
            return reply(WebAPI.bodyTooLarge)
        }
        // The body is read a chunk at a time and refused as soon as it passes the limit, so a
        // chunked body (which states no length) is never held whole either.
        var body: [UInt8] = []
        if request.method == .POST {
            for try await chunk in request.bodySequence {
                body += chunk
                if body.count > WebAPI.largestBody { return reply(WebAPI.bodyTooLarge) }
            }
        }
        let items = request.query.map { (name: $0.name, value: $0.value) }
        return reply(await api.respond(WebRequest(method: request.method.rawValue, path: request.path, queryItems: items, body: body)))
    }

    private func reply(_ response: WebResponse) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
            headers: [.contentType: response.contentType, HTTPHeader("Cache-Control"): "no-store"],
            body: Data(response.body))
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
