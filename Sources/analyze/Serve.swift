import Analyzer
import ArgumentParser
import Boards
import Dispatch
import Foundation
import Synchronization
import WebServer

/// `analyze serve`: the page to play and study positions in a browser, and its HTTP API
/// (docs/serve.md).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a page to play and study positions in a browser, and its JSON API.",
        discussion: """
            Prints the address to open (analyze: serving http://127.0.0.1:8080/). Every page has a \
            session of its own; all share the memory budget (--memory-mb). Only this machine can \
            connect unless --host says otherwise. Ctrl-C stops the server. docs/serve.md describes \
            the page and the API.
            """)

    @Option(help: "The port to listen on, 0 to 65535 (0: any free port, printed).")
    var port: Int = 8080

    @Option(help: "The IPv4 address to listen on (0.0.0.0: every network; the server has no login).")
    var host = "127.0.0.1"

    @Option(help: "How many pages may hold a session at once, 1 to 64; the one unused longest is dropped for a new one.")
    var pages: Int = 8

    @Option(help: ArgumentHelp("Answer one API request on standard output and stop, without a server: 'GET /api/solve?game=tictactoe&moves=b2' (the method may be left out).", valueName: "REQUEST"))
    var request: String?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        guard (1...64).contains(pages) else { throw ValidationError("--pages must be between 1 and 64, not \(pages)") }
    }

    /// The time each request's search gets when `--time-limit` names none: a long search
    /// answers with its bound instead of holding a page (and a connection) without end.
    static let defaultRequestSeconds = 30.0

    func run() throws {
        var options = common.sessionOptions
        if options.timeLimit == nil { options.timeLimit = Self.defaultRequestSeconds }
        // The --rules files are loaded by every page's session: a broken one is reported now.
        guard Output.session(options) != nil else { throw ExitCode(1) }
        // One request answered (--request) needs no page key: no later request could give it back.
        let api = WebAPI(options: options, pages: pages, keys: request == nil)
        if let request { return try answer(request, api) }
        let server: PageServer
        do {
            server = try PageServer(api: api, host: host, port: UInt16(port))
        } catch {
            throw ValidationError("--host must be an IPv4 address such as 127.0.0.1, not '\(host)'")
        }
        // Ctrl-C raises the interrupt flag; the loop below sees it and stops the server.
        Interrupt.install(interactive: false)
        let finished = DispatchSemaphore(value: 0)
        let failure = Mutex<String?>(nil)
        let running = Task {
            do {
                try await server.run()
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            finished.signal()
        }
        let address = host
        Task {
            guard let port = try? await server.waitForPort() else { return }
            Output.out("analyze: serving http://\(address):\(port)/ (Ctrl-C stops)")
        }
        var stopping = false
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if StopFlag.interrupt.isRaised, !stopping {
                // Searches first (each request then answers), then the server's task: cancelling
                // it closes every connection at once, where a graceful stop would wait for the
                // connections a browser keeps open.
                stopping = true
                api.stopAll()
                running.cancel()
            }
        }
        if !stopping, let problem = failure.withLock({ $0 }) {
            Output.err("analyze: cannot serve on \(host):\(port): \(problem)")
            throw ExitCode(1)
        }
        Output.err("analyze: stopped")
    }

    /// `--request`: the one answer, as the server would send it; exit status 1 unless it is a 2xx.
    private func answer(_ line: String, _ api: WebAPI) throws {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let (method, target) = words.count == 2 ? (words[0].uppercased(), words[1]) : ("GET", line)
        guard let parts = URLComponents(string: target), parts.path.hasPrefix("/") else {
            throw ValidationError("--request takes a path such as /api/solve?game=tictactoe&moves=b2, not '\(line)'")
        }
        let request = WebRequest(method: method, path: parts.path,
            queryItems: (parts.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") })
        let finished = DispatchSemaphore(value: 0)
        let response = Mutex<WebResponse?>(nil)
        Task {
            let answer = await api.respond(request)
            response.withLock { $0 = answer }
            finished.signal()
        }
        // Ctrl-C stops the search (the page's own flag), which then answers 409.
        Interrupt.install(interactive: false)
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if StopFlag.interrupt.isRaised { api.stopAll() }
        }
        guard let answer = response.withLock({ $0 }) else { throw ExitCode(1) }
        Output.write(answer.text, to: STDOUT_FILENO)
        if !(200..<300).contains(answer.status) { throw ExitCode(1) }
    }
}
