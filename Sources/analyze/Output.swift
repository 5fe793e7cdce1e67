import Analyzer
import ArgumentParser
import Foundation
import Games

/// Writing to standard output and standard error, flushed line by line so that a program reading
/// a pipe sees each answer as it comes.
///
/// A write that fails ends the run at once: on a pipe whose reader is gone, as any program ends
/// there (SIGPIPE, exit status 141); otherwise (a full disk, a closed descriptor) with a line on
/// standard error when that can still be written, and exit status 1. Foundation's
/// `FileHandle.write` traps on such a failure instead, so every write goes through here.
enum Output {
    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        write(text + "\n", to: STDOUT_FILENO)
    }

    static func err(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// A progress line on standard error, drawn over the last one: no newline of its own.
    static func progress(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Prints one event of a running script: answers to standard output, errors to standard error.
    static func show(_ event: RunEvent) {
        switch event {
        case .reply(let reply, _): out(TextRenderer.render(reply))
        case .error(let diagnostic): err(diagnostic.rendered)
        }
    }

    /// The terminal as a tool that is no statement has it: answers to standard output, problems
    /// to standard error, a progress line there when it is a terminal, Ctrl-C caught once asked.
    static var console: ToolConsole {
        let drawn: @Sendable (String) -> Void = { line in Output.progress("\r\u{1B}[K" + line) }
        return ToolConsole(out: { line in Output.out(line) }, err: { line in Output.err(line) },
            progress: isatty(STDERR_FILENO) == 1 ? drawn : nil, catchInterrupts: { Interrupt.install(interactive: false) })
    }

    /// Runs a tool (its work lives in Analyzer) on the terminal's console; its failure ends the
    /// run with the failure's exit status.
    static func tool(_ body: (ToolConsole) throws(ToolFailure) -> Void) throws {
        do {
            try body(console)
        } catch {
            throw ExitCode(error.status)
        }
    }

    /// A new session with the options, or exit status 1 when a `--rules` file does not load.
    static func session(_ options: SessionOptions) -> Session? {
        let session = Session(options: options)
        for problem in session.startupProblems { err(problem.rendered) }
        return session.startupProblems.isEmpty ? session : nil
    }

    /// Puts /dev/null, opened for reading only, on standard input, output or error when the
    /// process was started with one of them closed. Otherwise the next file opened would take
    /// that number, and the answers meant for standard output would be written into it (a book
    /// being built, say); this way they fail as writes to a closed output should.
    static func reserveStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Makes the end of the run check what went through C's buffered output (the help and the
    /// usage errors of the argument parser): when it cannot be flushed, the run says so and
    /// ends with status 1 instead of 0.
    static func checkBufferedOutputAtExit() {
        atexit {
            guard fflush(nil) != 0 else { return }
            Output.sayUnwritable(errno)
            _exit(1)
        }
    }

    /// Writes all of `text`, or ends the run (see the type's comment).
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failed(descriptor, errno)
            }
            offset += written
        }
    }

    /// Ends the run after a failed write to `descriptor`.
    private static func failed(_ descriptor: Int32, _ code: Int32) -> Never {
        if code == EPIPE {
            // The reader has gone (`analyze ... | head`): end as the shell expects of a pipe.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if descriptor != STDERR_FILENO { sayUnwritable(code) }
        // `_exit`, not `exit`: other threads may be searching or printing, and nothing is left
        // to flush (every result stored is committed, every line written unbuffered).
        _exit(1)
    }

    /// Says on standard error that standard output failed with `code`: one try, and no more,
    /// since standard error may have failed too.
    fileprivate static func sayUnwritable(_ code: Int32) {
        let line = "analyze: cannot write to standard output: \(reason(code))\n"
        _ = Array(line.utf8).withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EBADF: "it is closed"
        case EPIPE: "the reader has gone"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
