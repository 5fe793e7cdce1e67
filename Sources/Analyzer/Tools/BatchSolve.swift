import Foundation
import Boards
import Games
import ResultCache
import Search

/// `analyze solve`'s run: every named position of the files (every line of an OBF file) solved
/// by parallel sessions, each record printed in input order as text or JSON, a progress line
/// while it runs and the totals at the end.
public struct BatchSolve {
    /// The files and folders named on the command line.
    public var files: [String]
    /// One JSON object a record instead of text.
    public var json: Bool
    /// Positions solved at once, each by its own session.
    public var jobs: Int
    /// What to tell a user whose results store reported a failure (how to check it).
    public var storeAdvice: String

    public init(files: [String], json: Bool, jobs: Int, storeAdvice: String) {
        self.files = files
        self.json = json
        self.jobs = jobs
        self.storeAdvice = storeAdvice
    }

    /// As many workers as asked, but no more than the memory budget holds tables for (each
    /// worker's session holds a table of its own); says so when it cuts them.
    public func workers(_ options: SessionOptions, _ console: ToolConsole) -> Int {
        let fitting = max(1, options.budget.bytes / options.largestTableBytes)
        if jobs > fitting {
            console.err("analyze: --jobs \(jobs) does not fit the memory budget of \(options.budget.bytes >> 20) MiB "
                + "(--memory-mb) with tables of \(options.largestTableBytes >> 20) MiB; \(fitting) at once")
        }
        return min(jobs, fitting)
    }

    /// Solves every file with `options` (and the results store they hold). Fails with status 1
    /// when a position failed, was scored otherwise by its file or a file could not be read, and
    /// with 130 after Ctrl-C, once the totals are said.
    public func run(_ options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        let workers = workers(options, console)
        var ok = true
        let inputs = readInputs(console, ok: &ok)
        let tally = BatchTally(total: inputs.reduce(0) { $0 + $1.records }, progress: console.progress)
        tally.startTicking()
        defer { tally.stopTicking() }
        for input in inputs {
            tally.file = input.file
            var options = options
            options.loadRoots = [root(of: input.file)]
            let show = { (record: BatchRecord) in
                if record.failed || record.checkFailed { ok = false }
                tally.clearingLine(onStandardOutput: !(record.failed || record.checkFailed) || json) {
                    print(record, console)
                }
            }
            // No more sessions than the file has positions to solve.
            let sessions = min(workers, max(1, input.records))
            let batch = ParallelBatch(tally: tally, each: show) { console.err($0) }
            guard let records = batch.run(file: input.file, jobs: sessions, options: options, work: input.work)
            else { throw ToolFailure() }
            if records == 0 {
                console.err(input.emptyMessage)
                ok = false
            }
            if StopFlag.interrupt.isRaised { break }
        }
        tally.stopTicking()
        tally.clearingLine()
        console.err(tally.totals(database: options.cache?.name))
        try finish(options, ok: ok, console)
    }

    /// Each file is read a statement at a time: here to count its positions for the progress
    /// line, then by each worker; none is held whole.
    private func readInputs(_ console: ToolConsole, ok: inout Bool) -> [BatchInput] {
        var inputs: [BatchInput] = []
        for path in files {
            do {
                for file in try SourceFiles.scripts(under: path) {
                    do {
                        inputs.append(try BatchInput(file) { console.err($0) })
                    } catch {
                        console.err("\(file): cannot read: \(error.reason)")
                        ok = false
                    }
                }
            } catch {
                console.err("\(path): \(error.reason)")
                ok = false
            }
        }
        return inputs
    }

    /// One record: JSON, or a failure on standard error, or the answer (and, for a position its
    /// file scores otherwise, that mismatch said as `analyze check` says a failed expect).
    private func print(_ record: BatchRecord, _ console: ToolConsole) {
        if json {
            console.out(record.json.text)
        } else if record.failed {
            console.err(record.text)
        } else {
            console.out(record.text)
            if let failure = record.checkFailure { console.err(failure) }
        }
    }

    /// The exit status after the totals: a store that failed along the way makes the run fail
    /// though every answer is right (each failed lookup was solved instead).
    private func finish(_ options: SessionOptions, ok: Bool, _ console: ToolConsole) throws(ToolFailure) {
        var ok = ok
        if let problem = options.cache?.failureSummary {
            console.err("analyze: \(problem); \(storeAdvice)")
            ok = false
        }
        if StopFlag.interrupt.isRaised {
            console.err("analyze: interrupted (Ctrl-C); the positions not solved by then were left")
            throw ToolFailure(status: 130)
        }
        if !ok { throw ToolFailure() }
    }

    /// The folder named on the command line that holds `file` (or the file's own folder): where
    /// its loads may read, so that a collection may share rule files across its tree.
    private func root(of file: String) -> String {
        files.first { $0 != file && file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? SourceFiles.folder(of: file)
    }
}
