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
        let ok = session.runFiles(files, emit: Output.show) { Output.err($0) }
        if !ok { throw ExitCode(1) }
    }
}
