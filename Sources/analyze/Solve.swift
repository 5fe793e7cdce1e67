import Analyzer
import ArgumentParser
import Foundation
import Games
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
        let batch = BatchSolve(files: files, json: json, jobs: jobs, storeAdvice: ResultStores.checkAdvice(database.path))
        if !database.noCache {
            do {
                options.cache = try database.open(leaseSeconds: lease.lease)
            } catch {
                Output.err("analyze: results database \(error)")
                guard database.isNamed else {
                    Output.err("  (solving without it; --store FILE|URL names another store, --no-cache says so)")
                    return try solve(batch, options)
                }
                Output.err("  (use --store FILE|URL for another store, or --no-cache to solve without one)")
                throw ExitCode(1)
            }
        }
        try solve(batch, options)
    }

    private func solve(_ batch: BatchSolve, _ options: SessionOptions) throws {
        try Output.tool { console throws(ToolFailure) in try batch.run(options, console) }
    }
}
