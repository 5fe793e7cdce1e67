import Analyzer
import ArgumentParser
import Boards
import Search
import Foundation
import ResultCache

/// `analyze solve [--json] FILE...`: every named position in the files (every position of an
/// OBF file), solved.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve every named position in the files.",
        discussion: """
            A position is what follows a 'position "NAME"' line up to the next one. With --json, \
            one JSON object a line (docs/json.md). An error in one position is reported and the \
            rest still run; the exit status is 1 if any position failed. A position whose search \
            reaches --node-limit or --time-limit is reported as unknown, with the bound reached. \
            Solved results are kept in a results store (an SQLite file; or, with --store \
            postgresql://..., a PostgreSQL database that processes on many machines share, each \
            solving the positions no other has claimed: docs/store.md) and a position found there \
            is answered from it; the last line on standard error gives the totals. Statements that \
            write (save, export) are skipped like every question, and load reads rule files only \
            from the folder of the file being solved and those of --rules (unless \
            --allow-load-anywhere). A file whose name ends in .obf is an OBF file (Edax's and the \
            FFO endgame files): each line is a position of reversi, named FILE:LINE, and where it \
            lists move:score fields the best score must be the largest listed and the moves listed \
            with it must be best moves (a mismatch is reported as check reports a failed expect, \
            and the exit status is 1); a line at fault is reported at its place (docs/records.md).
            """)

    @Flag(help: "One JSON object a line instead of text.")
    var json = false

    @Argument(help: ArgumentHelp("Files or folders of positions (folders: every *.analyze file; FILE.obf: an OBF file).", valueName: "FILE"))
    var files: [String]

    @Option(help: "Positions solved at once, each by its own session (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Let load read rule files outside the folder of the file being run and of the --rules files.")
    var allowLoadAnywhere = false

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var lease: LeaseOption

    @OptionGroup var common: CommonOptions

    func run() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs needs at least 1") }
        var options = common.sessionOptions
        // A batch runs no save or export (it skips every question); its loads stay in the
        // file's folder unless told otherwise.
        options.confineLoads = !allowLoadAnywhere
        // Ctrl-C ends the run: what is done is printed, the search in progress is reported as
        // interrupted, then the totals, and the exit status is 130.
        options.interruptEndsRun = true
        Interrupt.install(interactive: false)
        // Each worker's session holds a table of its own: no more workers than tables fit.
        let fitting = max(1, options.budget.bytes / options.largestTableBytes)
        if jobs > fitting {
            Output.err("analyze: --jobs \(jobs) does not fit the memory budget of \(options.budget.bytes >> 20) MiB "
                + "(--memory-mb) with tables of \(options.largestTableBytes >> 20) MiB; \(fitting) at once")
        }
        let workers = min(jobs, fitting)
        if !database.noCache {
            do {
                options.cache = try database.open(leaseSeconds: lease.lease)
            } catch {
                Output.err("analyze: results database \(error)")
                guard database.isNamed else {
                    Output.err("  (solving without it; --store FILE|URL names another store, --no-cache says so)")
                    return try solveAll(options, workers: workers)
                }
                Output.err("  (use --store FILE|URL for another store, or --no-cache to solve without one)")
                throw ExitCode(1)
            }
        }
        try solveAll(options, workers: workers)
    }

    /// The folder named on the command line that holds `file` (or the file's own folder): where
    /// its loads may read, so that a collection may share rule files across its tree.
    private func root(of file: String) -> String {
        files.first { $0 != file && file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? SourceFiles.folder(of: file)
    }

    /// Solves every file with the options made (and the database opened) by `run`.
    private func solveAll(_ options: SessionOptions, workers: Int) throws {
        var ok = true
        // Each file is read a statement at a time: once to count its positions for the progress
        // line, then by each worker; none is held whole.
        var inputs: [BatchInput] = []
        for path in files {
            do {
                for file in try SourceFiles.scripts(under: path) {
                    do {
                        inputs.append(try BatchInput(file) { Output.err($0) })
                    } catch {
                        Output.err("\(file): cannot read: \(error.reason)")
                        ok = false
                    }
                }
            } catch {
                Output.err("\(path): \(error.reason)")
                ok = false
            }
        }
        let tally = BatchTally(total: inputs.reduce(0) { $0 + $1.records })
        tally.startTicking()
        defer { tally.stopTicking() }
        for input in inputs {
            let file = input.file
            tally.file = file
            var options = options
            options.loadRoots = [root(of: file)]
            let show = { (record: BatchRecord) in
                if record.failed || record.checkFailed { ok = false }
                tally.clearingLine(onStandardOutput: !(record.failed || record.checkFailed) || json) {
                    if json {
                        Output.out(record.json.text)
                    } else if record.failed {
                        Output.err(record.text)
                    } else {
                        Output.out(record.text)
                        // A position its file scores otherwise: said as `analyze check` says a failed expect.
                        if let failure = record.checkFailure { Output.err(failure) }
                    }
                }
            }
            // No more sessions than the file has positions to solve.
            let sessions = min(workers, max(1, input.records))
            let batch = ParallelBatch(tally: tally, each: show) { Output.err($0) }
            guard let records = batch.run(file: file, jobs: sessions, options: options, work: input.work)
            else { throw ExitCode(1) }
            if records == 0 {
                Output.err(input.emptyMessage)
                ok = false
            }
            if StopFlag.interrupt.isRaised { break }
        }
        tally.stopTicking()
        tally.clearingLine()
        Output.err(tally.totals(database: options.cache?.name))
        // The answers are right (each failed lookup was solved instead), but the database is not
        // what it should be: say so, and fail the run.
        if let problem = options.cache?.failureSummary {
            Output.err("analyze: \(problem); \(ResultStores.checkAdvice(database.path))")
            ok = false
        }
        if StopFlag.interrupt.isRaised {
            Output.err("analyze: interrupted (Ctrl-C); the positions not solved by then were left")
            throw ExitCode(130)
        }
        if !ok { throw ExitCode(1) }
    }
}
