import Analyzer
import ArgumentParser
import Foundation
import Games
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
        try Output.tool { console throws(ToolFailure) in try server.serveUntilInterrupted(api: api, host: host, port: port, console) }
    }

    private func answer(_ line: String, _ api: WebAPI) throws {
        guard let answer = api.answerOnce(line, Output.console) else {
            throw ValidationError("--request takes a path such as /api/solve?game=tictactoe&moves=b2, not '\(line)'")
        }
        Output.write(answer.text, to: STDOUT_FILENO)
        if !(200..<300).contains(answer.status) { throw ExitCode(1) }
    }
}
