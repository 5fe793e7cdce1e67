import Analyzer
import Boards
import Foundation
import Testing
import WebServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The server's limits (docs/serve.md, "Limits") under clients that misbehave: heads too long,
/// bytes sent slowly, connections left idle, more connections than the server takes.
@Suite(.serialized) struct PageServerLimitTests {
    private func withServer(_ limits: ServerLimits, _ body: (UInt16) async throws -> Void) async throws {
        var options = SessionOptions()
        options.tableBytes = 1 << 16
        let server = try PageServer(api: WebAPI(options: options, pages: 2), host: "127.0.0.1", port: 0, limits: limits)
        let running = Task { try await server.run() }
        let port = try await server.waitForPort()
        do {
            try await body(port)
        } catch {
            Issue.record(error)
        }
        await server.stop()
        running.cancel()
    }

    /// Runs `work` on a thread of its own (the clients block on their sockets).
    private func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    private func get(_ port: UInt16, _ target: String) async throws -> (status: Int, seconds: Double) {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(target)"))
        let clock = ContinuousClock()
        let start = clock.now
        let (_, response) = try await URLSession.shared.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return (status, (clock.now - start).seconds)
    }

    @Test func aRequestLineTooLong_is414_andHeadersTooLong_431_andTheConnectionCloses() async throws {
        try await withServer(ServerLimits()) { port in
            let line = await onThread {
                guard let client = RawConnection(port: port) else { return -1 }
                client.send("GET /api/games?x=" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
                return client.status() ?? 0
            }
            #expect(line == 414)
            let header = await onThread {
                guard let client = RawConnection(port: port) else { return -1 }
                client.send("GET /api/games HTTP/1.1\r\nHost: x\r\nX-Long: " + String(repeating: "b", count: 20_000) + "\r\n\r\n")
                return client.status() ?? 0
            }
            #expect(header == 431)
            let many = await onThread {
                guard let client = RawConnection(port: port) else { return -1 }
                client.send("GET /api/games HTTP/1.1\r\n" + String(repeating: "X-A: 1\r\n", count: 200) + "\r\n")
                return client.status() ?? 0
            }
            #expect(many == 431)
            // A head within the limits, sent a line at a time, is answered as usual.
            let fine = await onThread {
                guard let client = RawConnection(port: port) else { return -1 }
                for line in ["GET /api/games HTTP/1.1\r\n", "Host: x\r\n", "Connection: close\r\n", "\r\n"] { client.send(line) }
                return client.status() ?? 0
            }
            #expect(fine == 200)
        }
    }

    @Test func idleConnections_andSlowSenders_areClosed_afterTheIdleTime() async throws {
        var limits = ServerLimits()
        limits.idleSeconds = 1
        try await withServer(limits) { port in
            let idle = await onThread {
                guard let client = RawConnection(port: port) else { return false }
                return client.readToClose().closed
            }
            #expect(idle)
            let slow = await onThread { () -> Bool in
                guard let client = RawConnection(port: port) else { return false }
                // One byte every 200 ms: never a whole line for the decoder, never a request.
                for byte in "GET /api/games?page=slow-sender-who-never-finishes HTTP/1.1" {
                    guard client.send(String(byte)) else { return true }
                    Thread.sleep(forTimeInterval: 0.2)
                }
                return false
            }
            #expect(slow)
        }
    }

    @Test func connectionsPastTheCap_wait_andTheServerGoesOn() async throws {
        var limits = ServerLimits()
        limits.connections = 10
        limits.idleSeconds = 1.5
        try await withServer(limits) { port in
            let held = (0..<30).compactMap { _ in RawConnection(port: port) }
            #expect(held.count == 30)
            // The server holds 10 of them until they have been idle 1.5 s; the request waits for a
            // place, then is answered.
            let answer = try await get(port, "/api/games")
            #expect(answer.status == 200)
            #expect(answer.seconds > 1)
            withExtendedLifetime(held) {}
        }
    }

    /// A hundred clients misbehave at once while another asks every move's value.
    @Test func underAHundredMisbehavingClients_anotherClientsValues_answerWithin2s() async throws {
        var limits = ServerLimits()
        limits.idleSeconds = 3
        try await withServer(limits) { port in
            let clients = Task.detached {
                await withTaskGroup(of: Int.self) { group in
                    for index in 0..<100 {
                        group.addTask {
                            await onThread { () -> Int in
                                guard let client = RawConnection(port: port, readSeconds: 8) else { return -1 }
                                switch index % 4 {
                                case 0:  // a request line of 1 MB
                                    client.send("GET /api/solve?moves=" + String(repeating: "a1+", count: 300_000) + " HTTP/1.1\r\n\r\n")
                                case 1:  // a header of 200 KB
                                    client.send("GET / HTTP/1.1\r\nCookie: " + String(repeating: "c", count: 200_000) + "\r\n\r\n")
                                case 2:  // a slow sender
                                    for byte in "POST /api/open HTTP/1.1\r\nHost: x\r\n" {
                                        guard client.send(String(byte)) else { break }
                                        Thread.sleep(forTimeInterval: 0.1)
                                    }
                                default:  // an idle connection
                                    break
                                }
                                let answer = client.readToClose()
                                return answer.text.hasPrefix("HTTP/1.1 ") ? Int(answer.text.dropFirst(9).prefix(3)) ?? 0 : (answer.closed ? 0 : -2)
                            }
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            let values = try await get(port, "/api/values?game=tictactoe&moves=b2+a1")
            #expect(values.status == 200)
            #expect(values.seconds < 2)
            let seen = await clients.value
            #expect(seen.filter { $0 == 414 }.count == 25)
            #expect(seen.filter { $0 == 431 }.count == 25)
            // Slow senders and idle connections are closed without an answer, none left hanging.
            #expect(seen.filter { $0 == 0 }.count == 50)
            let after = try await get(port, "/api/games")
            #expect(after.status == 200)
        }
    }
}
