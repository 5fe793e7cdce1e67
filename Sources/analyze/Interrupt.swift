import CReadline
import Foundation
import Boards
import Search

/// Ctrl-C: during a search it raises the stop flag, so the search ends and the prompt comes back
/// with the session as it was; at the prompt it clears the line being typed.
enum Interrupt {
    /// True while readline waits for a line (set by `LineEditor`).
    nonisolated(unsafe) static var atPrompt = false
    /// True while the line being read continues a statement (a diagram's rows): Ctrl-C then
    /// cancels the statement instead of clearing one line.
    nonisolated(unsafe) static var continuing = false
    /// Raised by Ctrl-C at a continuation prompt; the prompt's reader ends the line, and the
    /// prompt loop drops the statement.
    nonisolated(unsafe) static var cancelled: sig_atomic_t = 0

    /// At the prompt, SIGINT interrupts a blocked read (no SA_RESTART) so that Ctrl-C can end a
    /// continuation line; for scripts it only stops searches, and reads resume.
    static func install(interactive: Bool) {
        // A process may start with SIGINT blocked (its parent's threads blocked it, and the mask
        // is inherited): Ctrl-C would then do nothing. It is unblocked here, on the main thread.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        if interactive {
            analyze_install_sigint(handle)
        } else {
            signal(SIGINT, handle)
        }
    }
}

/// The SIGINT handler: no captures, only globals.
private func handle(_ signal: Int32) {
    StopFlag.interrupt.raise()
    if Interrupt.atPrompt, Interrupt.continuing {
        Interrupt.cancelled = 1
        rl_replace_line("", 0)
    } else if Interrupt.atPrompt {
        // The usual readline idiom: a fresh, empty prompt line.
        write(STDOUT_FILENO, "\n", 1)
        rl_on_new_line()
        rl_replace_line("", 0)
        rl_redisplay()
    }
}

/// Readline's reader: one byte from the terminal, or a newline that ends the line at once after
/// Ctrl-C at a continuation prompt (the read is interrupted, SIGINT having no SA_RESTART).
func cancellableGetc(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    let descriptor = stream.map { fileno($0) } ?? STDIN_FILENO
    while true {
        if Interrupt.cancelled != 0 { return Int32(UInt8(ascii: "\n")) }
        var byte: UInt8 = 0
        let count = read(descriptor, &byte, 1)
        if count == 1 { return Int32(byte) }
        if count == 0 || errno != EINTR { return EOF }
    }
}
