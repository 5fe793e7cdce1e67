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
        var ok = true
        for file in files {
            let text: String
            let name: String
            if file == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                name = "<stdin>"
            } else {
                do {
                    text = try SourceFiles.read(file)
                } catch {
                    Output.err("\(file): cannot read: \(error.reason)")
                    ok = false
                    continue
                }
                name = file
            }
            let summary = session.run(text, file: name, emit: Output.show)
            ok = ok && summary.succeeded
            if summary.quit { break }
        }
        if !ok { throw ExitCode(1) }
    }
}
