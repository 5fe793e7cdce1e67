import Analyzer
import ArgumentParser
import Foundation

/// `analyze run FILE...`: runs scripts in one session, in order.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scripts of statements in one session ('-' reads standard input).",
        discussion: "Exit status 1 if any statement failed or any expectation did not hold.")

    @Argument(help: ArgumentHelp("Script files to run in order; '-' for standard input.", valueName: "FILE"))
    var files: [String]

    @OptionGroup var common: CommonOptions

    func run() throws {
        guard let session = Output.session(common.sessionOptions) else { throw ExitCode(1) }
        // Ctrl-C stops the search in progress, as in a script read from standard input: that
        // statement says it was interrupted, and the script goes on.
        Interrupt.install(interactive: false)
        var ok = true
        for file in files {
            // Read a statement at a time: memory does not grow with the script.
            let stream: ScriptStream
            let name: String
            if file == "-" {
                stream = ScriptStream(standardInputAs: "<stdin>")
                name = "<stdin>"
            } else {
                do {
                    stream = try ScriptStream(path: file)
                } catch {
                    Output.err("\(file): cannot read: \(error.reason)")
                    ok = false
                    continue
                }
                name = file
            }
            let summary = session.run(stream, file: name, emit: Output.show)
            ok = ok && summary.succeeded
            if summary.quit { break }
        }
        if !ok { throw ExitCode(1) }
    }
}
