import Foundation
import Games
import Search
import Synchronization

/// The counts of one `analyze solve` run across its files: the progress line on standard error
/// when it is a terminal (positions done of all, rate, time left), and the totals at the end.
/// The line is drawn from the start, every quarter second by a ticking thread, and after each
/// record; all state sits behind one lock, so workers, the ticker and the main thread share it.
final class BatchTally: BatchWatcher {
    private struct State {
        var done = 0
        var solved = 0
        var cached = 0
        var unknown = 0
        var estimated = 0
        var failed = 0
        var interrupted = 0
        /// Positions solved whose file scores them otherwise (an OBF line's `move:score` fields).
        var mismatched = 0
        /// Positions that other processes sharing the results store are solving now.
        var elsewhere = 0
        var drawn: ContinuousClock.Instant?
        var lastFinished: ContinuousClock.Instant
        var file = ""
        var ticking = false
    }

    /// Named positions in all the files, counted before solving.
    let total: Int
    private let started = ContinuousClock.now
    /// Where the progress line is drawn: nil when nobody watches (standard error is no terminal).
    private let progress: (@Sendable (String) -> Void)?
    private var showsProgress: Bool { progress != nil }
    private let outputIsTerminal = isatty(STDOUT_FILENO) != 0
    private let state: Mutex<State>

    init(total: Int, progress: (@Sendable (String) -> Void)?) {
        self.total = total
        self.progress = progress
        state = Mutex(State(lastFinished: started))
    }

    /// The file being solved, for the progress line.
    var file: String {
        get { state.withLock { $0.file } }
        set { state.withLock { $0.file = newValue } }
    }

    /// Counts a record as soon as it is done (before records ahead of it are printed); `draw`
    /// then shows the count.
    func finished(_ record: BatchRecord) {
        state.withLock { state in
            state.done += 1
            state.lastFinished = .now
            if record.interrupted {
                state.interrupted += 1
            } else if record.failed {
                state.failed += 1
            } else if record.unknown != nil {
                state.unknown += 1
            } else if record.report?.estimateDepth != nil {
                state.estimated += 1
            } else {
                state.solved += 1
                if record.cached { state.cached += 1 }
                if record.checkFailed { state.mismatched += 1 }
            }
        }
    }

    /// Notes how many positions other processes sharing the store were solving at the end of a
    /// pass (this process waits for them), for the progress line.
    func waiting(_ count: Int) {
        state.withLock { $0.elsewhere = count }
    }

    /// Draws the line now and then every quarter second until `stopTicking`, so that a user sees
    /// it from the first position on, however long that one takes.
    func startTicking() {
        guard showsProgress else { return }
        state.withLock { $0.ticking = true }
        let thread = Thread { [self] in
            // Checked and drawn under one lock: no line is drawn after `stopTicking`.
            while state.withLock({ state -> Bool in
                if state.ticking { draw(&state, force: true) }
                return state.ticking
            }) {
                Thread.sleep(forTimeInterval: 0.25)
            }
        }
        thread.start()
    }

    func stopTicking() {
        state.withLock { $0.ticking = false }
    }

    /// Erases the progress line and runs `print` with no line drawn in between (the ticker waits):
    /// erased before any line on standard error, and before a line on standard output when that
    /// is the terminal too (`onStandardOutput`).
    func clearingLine(onStandardOutput: Bool = false, _ print: () -> Void = {}) {
        state.withLock { _ in
            if let progress, !onStandardOutput || outputIsTerminal { progress("") }
            print()
        }
    }

    var seconds: Double { (ContinuousClock.now - started).seconds }

    /// `12/170 positions, 3.4/s, about 40 s left (puzzles/reversi/endgames.analyze)`, rewritten
    /// in place; `time left unknown` before the first answer, or while a position has run far
    /// longer than the average.
    func draw() {
        guard showsProgress else { return }
        state.withLock { draw(&$0, force: false) }
    }

    private func draw(_ state: inout State, force: Bool) {
        // At most ten times a second: answers from the database come by the thousand.
        guard force || state.drawn.map({ ContinuousClock.now - $0 > .milliseconds(100) }) ?? true else { return }
        state.drawn = .now
        let elapsed = seconds
        let rate = elapsed > 0 ? Double(state.done) / elapsed : 0
        var line = "\(state.done)/\(max(total, state.done)) positions, \(Self.duration(elapsed)), "
            + "\(String(format: "%.1f", rate))/s"
        if total > state.done {
            // The average over the positions done, not counting the time the next one has taken.
            let average = state.done > 0 ? (state.lastFinished - started).seconds / Double(state.done) : 0
            let waiting = (ContinuousClock.now - state.lastFinished).seconds
            if state.done == 0 || waiting > 3 * average + 1 {
                line += ", time left unknown"
            } else {
                line += ", about \(Self.duration(Double(total - state.done) / rate)) left"
            }
        }
        if state.cached > 0 || state.elsewhere > 0 {
            line += "; \(state.solved - state.cached) solved here, \(state.cached) from the store"
        }
        if state.elsewhere > 0 { line += ", waiting for \(state.elsewhere) being solved elsewhere" }
        line += " (\(state.file))"
        progress?(line)
    }

    /// The last line: `170 positions in 3.2 s: 168 solved (120 from the results database), 2
    /// unknown, 0 failed`, and how many were only estimated or interrupted, or solved otherwise
    /// than their file scores them, when some were.
    func totals(database: String?) -> String {
        state.withLock { state in
            let source = database.map { " (\(state.cached.formatted()) from the results database \($0))" } ?? " (no results database)"
            var line = "\(state.done.formatted()) \(state.done == 1 ? "position" : "positions") in \(String(format: "%.1f", seconds)) s: "
                + "\(state.solved.formatted()) solved\(source), \(state.unknown) unknown, \(state.failed) failed"
            if state.estimated > 0 { line += ", \(state.estimated) estimated (not exact)" }
            if state.interrupted > 0 { line += ", \(state.interrupted) interrupted" }
            if state.mismatched > 0 {
                line += state.mismatched == 1 ? ", 1 disagreeing with its move:score fields"
                    : ", \(state.mismatched) disagreeing with their move:score fields"
            }
            return line
        }
    }

    /// `12 s`, `3 min 20 s`, `2 h 5 min`.
    private static func duration(_ seconds: Double) -> String { ToolConsole.duration(seconds) }
}
