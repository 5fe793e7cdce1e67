import Analyzer
import Foundation
import Boards
import Search
import Synchronization

/// The live line under the prompt while a statement searches: after a second, and then five
/// times a second, `searching  12.4 s  45,678,901 nodes  3.7 M nodes/s  between draw in 12 and
/// win in 15` on standard error, rewritten in place and erased before anything is printed.
/// Only when standard error is a terminal; never in scripts, pipes or JSON.
final class SearchTicker: Sendable {
    /// What the running searches publish.
    let progress = SearchProgress()
    private let state = Mutex(State())
    private let enabled = isatty(STDERR_FILENO) != 0

    private struct State {
        var started: ContinuousClock.Instant?
        var drawn = false
        var generation = 0
    }

    /// Runs `body` with the line shown while it lasts.
    func showing<T>(_ body: () -> T) -> T {
        guard enabled else { return body() }
        let generation = state.withLock { state -> Int in
            state.started = .now
            state.generation += 1
            return state.generation
        }
        let thread = Thread { [self] in tick(generation) }
        thread.start()
        defer {
            state.withLock { state in
                state.started = nil
                erase(&state)
            }
        }
        return body()
    }

    /// Erases the line (before an answer or an error is printed).
    func erase() {
        guard enabled else { return }
        state.withLock { erase(&$0) }
    }

    private func erase(_ state: inout State) {
        if state.drawn { Output.progress("\r\u{1B}[K") }
        state.drawn = false
    }

    private func tick(_ generation: Int) {
        while true {
            Thread.sleep(forTimeInterval: 0.2)
            let running = state.withLock { state -> Bool in
                guard state.generation == generation, let started = state.started else { return false }
                let seconds = (ContinuousClock.now - started).seconds
                guard seconds >= 1 else { return true }
                Output.progress("\r\u{1B}[K" + line(seconds))
                state.drawn = true
                return true
            }
            if !running { return }
        }
    }

    private func line(_ seconds: Double) -> String {
        let nodes = progress.nodes
        let rate = seconds > 0 ? Double(nodes) / seconds : 0
        var parts = ["searching", String(format: "%.1f s", seconds)]
        // A statement of many searches (review) says which one is running.
        let stage = progress.stage
        if !stage.isEmpty { parts.insert(stage, at: 1) }
        if nodes > 0 {
            parts.append("\(TextRenderer.grouped(Int(clamping: nodes))) nodes")
            parts.append(rate >= 1e6 ? String(format: "%.1f M nodes/s", rate / 1e6) : "\(TextRenderer.grouped(Int(rate))) nodes/s")
        }
        let note = progress.note
        if !note.isEmpty { parts.append(note) }
        parts.append("(Ctrl-C stops)")
        // A line wider than the terminal would wrap, and erasing clears only its last row.
        return String(parts.joined(separator: "  ").prefix(Self.columns() - 1))
    }

    /// The terminal's width (80 when it cannot be read).
    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 1 else { return 80 }
        return Int(size.ws_col)
    }
}
