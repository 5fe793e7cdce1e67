import Analyzer
import ArgumentParser
import Foundation

/// `analyze solve [--json] FILE...`: every named position in the files, solved.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve every named position in the files.",
        discussion: """
            A position is what follows a 'position "NAME"' line up to the next one. With --json, \
            one JSON object a line (docs/json.md). An error in one position is reported and the \
            rest still run; the exit status is 1 if any position failed. A position whose search \
            reaches --node-limit or --time-limit is reported as unknown, with the bound reached.
            """)

    @Flag(help: "One JSON object a line instead of text.")
    var json = false

    @Argument(help: ArgumentHelp("Files or folders of positions (folders: every *.analyze file).", valueName: "FILE"))
    var files: [String]

    @Option(help: "Positions solved at once, each by its own session (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var common: CommonOptions

    func run() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs needs at least 1") }
        var ok = true
        for path in files {
            let scripts: [String]
            do {
                scripts = try SourceFiles.scripts(under: path)
            } catch {
                Output.err("\(path): \(error.reason)")
                ok = false
                continue
            }
            for file in scripts {
                let text: String
                do {
                    text = try SourceFiles.read(file)
                } catch {
                    Output.err("\(file): cannot read: \(error.reason)")
                    ok = false
                    continue
                }
                let show = { (record: BatchRecord) in
                    // An unknown value (a limit reached) is an honest answer, not a failure.
                    if record.report == nil && record.unknown == nil { ok = false }
                    if json {
                        Output.out(record.json.text)
                    } else if record.report == nil && record.unknown == nil {
                        Output.err(record.text)
                    } else {
                        Output.out(record.text)
                    }
                }
                let records: Int
                if jobs > 1 {
                    guard let count = ParallelBatch(label: file, each: show).run(text, file: file, jobs: jobs,
                        options: common.sessionOptions) else { throw ExitCode(1) }
                    records = count
                } else {
                    guard let session = Output.session(common.sessionOptions) else { throw ExitCode(1) }
                    records = session.solveBatch(text, file: file, each: show)
                }
                if records == 0 {
                    Output.err("\(file): no named positions to solve (start each with position \"NAME\")")
                    ok = false
                }
            }
        }
        if !ok { throw ExitCode(1) }
    }
}
