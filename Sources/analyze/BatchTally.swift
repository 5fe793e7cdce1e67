import Analyzer
import Foundation
import Search

/// The counts of one `analyze solve` run across its files: the progress line on standard error
/// when it is a terminal (positions done of all, rate, time left), and the totals at the end.
/// `@unchecked Sendable`: `finished` is called by one worker at a time (under `ParallelBatch`'s
/// lock) and the rest by the main thread while no worker runs.
final class BatchTally: @unchecked Sendable {
    /// Named positions in all the files, counted before solving.
    let total: Int
    private(set) var done = 0
    private(set) var solved = 0
    private(set) var cached = 0
    private(set) var unknown = 0
    private(set) var failed = 0
    private let started = ContinuousClock.now
    private let showsProgress = isatty(STDERR_FILENO) != 0
    private let outputIsTerminal = isatty(STDOUT_FILENO) != 0
    private var drawn: ContinuousClock.Instant?
    /// The file being solved, for the progress line.
    var file = ""

    init(total: Int) { self.total = total }

    /// Counts a record as soon as it is done (before records ahead of it are printed); `draw`
    /// then shows the count.
    func finished(_ record: BatchRecord) {
        done += 1
        if record.failed {
            failed += 1
        } else if record.unknown != nil {
            unknown += 1
        } else {
            solved += 1
            if record.cached { cached += 1 }
        }
    }

    /// Erases the progress line before a line is printed on the same terminal: any line on
    /// standard error, a line on standard output when it is the terminal too.
    func clearLine(beforeOutput: Bool = false) {
        guard showsProgress, !beforeOutput || outputIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    var seconds: Double { (ContinuousClock.now - started).seconds }

    /// `12/170 positions, 3.4/s, about 40 s left (puzzles/reversi/endgames.analyze)`, rewritten
    /// in place.
    func draw() {
        // At most ten times a second: answers from the database come by the thousand.
        guard showsProgress, drawn.map({ ContinuousClock.now - $0 > .milliseconds(100) }) ?? true else { return }
        drawn = ContinuousClock.now
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var line = "\(done)/\(max(total, done)) positions, \(String(format: "%.1f", rate))/s"
        if rate > 0 && total > done { line += ", about \(Self.duration(Double(total - done) / rate)) left" }
        line += " (\(file))"
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// The last line: `170 positions in 3.2 s: 168 solved (120 from the results database), 2
    /// unknown, 0 failed`.
    func totals(database: String?) -> String {
        let source = database.map { " (\(cached.formatted()) from the results database \($0))" } ?? " (no results database)"
        return "\(done.formatted()) \(done == 1 ? "position" : "positions") in \(String(format: "%.1f", seconds)) s: "
            + "\(solved.formatted()) solved\(source), \(unknown) unknown, \(failed) failed"
    }

    /// `12 s`, `3 min 20 s`, `2 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}
