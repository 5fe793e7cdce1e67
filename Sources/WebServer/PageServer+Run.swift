import Analyzer
import Boards
import Dispatch
import Foundation
import Games
import Synchronization

extension PageServer {
    /// Serves until Ctrl-C (the interrupt flag, which `console.catchInterrupts` sets up): says
    /// the address to open once the port is known, then on Ctrl-C stops the searches first (each
    /// request then answers) and the server's task after (cancelling it closes every connection
    /// at once, where a graceful stop would wait for the connections a browser keeps open).
    /// Fails when the server could not listen.
    public func serveUntilInterrupted(api: WebAPI, host: String, port: Int, _ console: ToolConsole) throws(ToolFailure) {
        console.catchInterrupts()
        let finished = DispatchSemaphore(value: 0)
        let failure = Mutex<String?>(nil)
        let running = Task {
            do {
                try await run()
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            finished.signal()
        }
        Task {
            guard let port = try? await waitForPort() else { return }
            console.out("analyze: serving http://\(host):\(port)/ (Ctrl-C stops)")
        }
        var stopping = false
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if StopFlag.interrupt.isRaised, !stopping {
                stopping = true
                api.stopAll()
                running.cancel()
            }
        }
        if !stopping, let problem = failure.withLock({ $0 }) {
            console.err("analyze: cannot serve on \(host):\(port): \(problem)")
            throw ToolFailure()
        }
        console.err("analyze: stopped")
    }
}

extension WebAPI {
    /// One request answered without a server (`serve --request`): `line` is a method and a
    /// target (`GET /api/solve?game=tictactoe&moves=b2`), or a target alone for GET; nil when
    /// it is no target. Ctrl-C stops the search (the page's own flag), which then answers 409.
    public func answerOnce(_ line: String, _ console: ToolConsole) -> WebResponse? {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let (method, target) = words.count == 2 ? (words[0].uppercased(), words[1]) : ("GET", line)
        guard let parts = URLComponents(string: target), parts.path.hasPrefix("/") else { return nil }
        let request = WebRequest(method: method, path: parts.path,
            queryItems: (parts.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") })
        let finished = DispatchSemaphore(value: 0)
        let response = Mutex<WebResponse?>(nil)
        Task {
            let answer = await respond(request)
            response.withLock { $0 = answer }
            finished.signal()
        }
        console.catchInterrupts()
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            if StopFlag.interrupt.isRaised { stopAll() }
        }
        return response.withLock { $0 }
    }
}
