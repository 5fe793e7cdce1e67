import Analyzer
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// The server of `analyze serve`: the page's three files at `/`, `/page.js` and `/page.css`, and
/// the web API (`WebAPI`, docs/serve.md) under `/api/`, over HTTP on one IPv4 address, within
/// `ServerLimits`.
public final class PageServer: Sendable {
    private let api: WebAPI
    private let host: String
    private let port: Int
    private let limits: ServerLimits
    private let listening = Mutex<Int?>(nil)
    private let running = Mutex<Task<Void, any Error>?>(nil)

    /// A server for `api` on `host` (an IPv4 address such as `127.0.0.1`) and `port` (0: any
    /// free port), within `limits`. Throws when `host` is not an IPv4 address.
    public init(api: WebAPI, host: String, port: UInt16, limits: ServerLimits = ServerLimits()) throws {
        guard IPv4Address.isValid(host) else { throw PageServerError.notAnIPv4Address(host) }
        self.api = api
        self.host = host
        self.port = Int(port)
        self.limits = limits
    }

    /// Serves until `stop` (or the task is cancelled). Throws when the address cannot be taken.
    public func run() async throws {
        let limits = limits
        let responder = PageResponder(api: api)
        let app = Application(
            responder: responder,
            server: HTTPServerBuilder { responder in PageChannel(responder: responder, limits: limits) },
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(limits.connections)),
            onServerRunning: { [self] channel in
                self.listening.withLock { $0 = channel.localAddress?.port ?? 0 }
            },
            logger: Logger(label: "analyze.serve", factory: { _ in SwiftLogNoOpLogHandler() }))
        let task = Task { try await app.run() }
        running.withLock { $0 = task }
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// The port listened on, once listening (the one taken when 0 was asked); throws after 30 s
    /// without listening.
    public func waitForPort() async throws -> UInt16 {
        for _ in 0..<3_000 {
            if let port = listening.withLock({ $0 }) { return UInt16(clamping: port) }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw PageServerError.notListening
    }

    /// Stops every search and the server: the listening socket and every connection close.
    public func stop() async {
        api.stopAll()
        let task = running.withLock { $0 }
        task?.cancel()
        _ = await task?.result
    }
}

/// Why the server could not start.
public enum PageServerError: Error, CustomStringConvertible {
    case notAnIPv4Address(String)
    case notListening

    public var description: String {
        switch self {
        case .notAnIPv4Address(let host): "'\(host)' is not an IPv4 address such as 127.0.0.1"
        case .notListening: "the server did not start listening within 30 s"
        }
    }
}

/// Dotted-quad IPv4 addresses, as `--host` takes them.
enum IPv4Address {
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                && (Int(part).map { $0 <= 255 } ?? false)
        }
    }
}
