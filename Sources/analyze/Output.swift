import Analyzer
import Foundation

/// Writing to standard output and standard error, flushed line by line so that a program reading
/// a pipe sees each answer as it comes.
enum Output {
    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints one event of a running script: answers to standard output, errors to standard error.
    static func show(_ event: RunEvent) {
        switch event {
        case .reply(let reply, _): out(TextRenderer.render(reply))
        case .error(let diagnostic): err(diagnostic.rendered)
        }
    }

    /// A new session with the options, or exit status 1 when a `--rules` file does not load.
    static func session(_ options: SessionOptions) -> Session? {
        let session = Session(options: options)
        for problem in session.startupProblems { err(problem.rendered) }
        return session.startupProblems.isEmpty ? session : nil
    }
}
