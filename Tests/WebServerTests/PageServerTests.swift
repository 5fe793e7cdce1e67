import Analyzer
import Foundation
import Testing
import WebServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `analyze serve`'s server over a real socket: the page's files and the API on a free port.
@Suite struct PageServerTests {
    private func withServer(_ body: (URL) async throws -> Void) async throws {
        var options = SessionOptions()
        options.tableBytes = 1 << 16
        let server = try PageServer(api: WebAPI(options: options, pages: 2), host: "127.0.0.1", port: 0)
        let running = Task { try await server.run() }
        let port = try await server.waitForPort()
        #expect(port != 0)
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        do {
            try await body(base)
        } catch {
            Issue.record(error)
        }
        await server.stop()
        running.cancel()
    }

    private func fetch(_ url: URL, method: String = "GET", body: Data? = nil) async throws -> (status: Int, type: String, text: String) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "", String(decoding: data, as: UTF8.self))
    }

    @Test func thePage_andTheAPI_areServed() async throws {
        try await withServer { base in
            let page = try await fetch(base.appending(path: "/"))
            #expect(page.status == 200)
            #expect(page.type.hasPrefix("text/html"))
            #expect(page.text.contains("page.js"))
            let script = try await fetch(base.appending(path: "/page.js"))
            #expect(script.type.hasPrefix("text/javascript"))
            let style = try await fetch(base.appending(path: "/page.css"))
            #expect(style.status == 200)
            let position = try await fetch(try #require(URL(string: base.absoluteString + "/api/position?game=connect4&moves=4+4+3")))
            #expect(position.status == 200)
            #expect(position.type == "application/json")
            #expect(position.text.hasPrefix(#"{"game":"connect4","moves":["4","4","3"],"to_move":"O""#))
            let missing = try await fetch(base.appending(path: "/nowhere"))
            #expect(missing.status == 404)
            let record = try await fetch(try #require(URL(string: base.absoluteString + "/api/open?name=g.ggf")), method: "POST",
                body: Data("(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5];)".utf8))
            #expect(record.text == #"{"games":[{"index":1,"game":"reversi","moves":["f5"]}],"errors":[]}"# + "\n")
        }
    }

    @Test func aPagesStop_takesItsKeyFromTheBody_andRefusesAnotherClient() async throws {
        try await withServer { base in
            let first = try await fetch(try #require(URL(string: base.absoluteString + "/api/games?page=tab1")))
            let object = try JSONSerialization.jsonObject(with: Data(first.text.utf8)) as? [String: Any]
            let key = try #require(object?["key"] as? String)
            let stop = try #require(URL(string: base.absoluteString + "/api/stop?page=tab1"))
            let refused = try await fetch(stop, method: "POST", body: Data("key=00".utf8))
            #expect(refused.status == 403)
            #expect(refused.text.hasPrefix(#"{"error":"page tab1 was opened by another client"#))
            let own = try await fetch(stop, method: "POST", body: Data("key=\(key)".utf8))
            #expect(own.status == 200)
            #expect(own.text == #"{"stopped":false}"# + "\n")
        }
    }
}
