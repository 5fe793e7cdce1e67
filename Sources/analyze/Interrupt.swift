import CReadline
import Foundation
import Search

/// Ctrl-C: during a search it raises the stop flag, so the search ends and the prompt comes back
/// with the session as it was; at the prompt it clears the line being typed.
enum Interrupt {
    /// True while readline waits for a line (set by `LineEditor`).
    nonisolated(unsafe) static var atPrompt = false

    static func install() {
        signal(SIGINT, handle)
    }
}

/// The SIGINT handler: no captures, only globals.
private func handle(_ signal: Int32) {
    StopFlag.interrupt.raise()
    if Interrupt.atPrompt {
        // The usual readline idiom: a fresh, empty prompt line.
        write(STDOUT_FILENO, "\n", 1)
        rl_on_new_line()
        rl_replace_line("", 0)
        rl_redisplay()
    }
}
