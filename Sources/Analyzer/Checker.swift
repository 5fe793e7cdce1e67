import Boards
import Language

/// Runs files as tests: every `expect` line is a test, and every statement that fails (a parse
/// error, an illegal move, an unknown game) fails too.
public struct Checker {
    public struct Failure: Sendable {
        /// `FILE:LINE: expected ..., found ...`, or a rendered diagnostic.
        public var text: String
    }

    public private(set) var passed = 0
    public private(set) var failures: [Failure] = []
    /// The options of each file's session (`Check` sets the load roots per path named).
    public var options: SessionOptions

    public init(options: SessionOptions = SessionOptions()) { self.options = options }

    /// Runs one file in a fresh session and records its results.
    public mutating func check(_ text: String, file: String) {
        check(file: file) { session, record in session.run(text, file: file, emit: record) }
    }

    /// The same, reading the file a statement at a time.
    public mutating func check(_ stream: ScriptStream, file: String) {
        check(file: file) { session, record in session.run(stream, file: file, emit: record) }
    }

    private mutating func check(file: String, running: (Session, (RunEvent) -> Void) -> RunSummary) {
        let session = Session(options: options)
        var found = session.startupProblems.map { Failure(text: $0.rendered) }
        let summary = running(session) { event in
            switch event {
            case .reply(.expectation(let result), let statement) where !result.passed:
                found.append(Failure(text: result.failure(file: statement.location.file, line: statement.location.line)))
            case .error(let diagnostic):
                found.append(Failure(text: diagnostic.rendered))
            default:
                break
            }
        }
        passed += summary.passed
        failures += found
    }

    /// Records a file that could not be read.
    /// Checks every file under `paths` (a folder: its `*.analyze` files, one tree whose files
    /// may load rule files from anywhere in it; a file: its own folder), each in a fresh session,
    /// in order; stops after the file Ctrl-C interrupted.
    public mutating func check(paths: [String]) {
        for path in paths {
            let files: [String]
            do {
                files = try SourceFiles.scripts(under: path)
            } catch {
                unreadable(path, reason: error.reason)
                continue
            }
            options.loadRoots = [files == [path] ? SourceFiles.folder(of: path) : path]
            for file in files {
                do {
                    check(try ScriptStream(path: file), file: file)
                } catch {
                    unreadable(file, reason: error.reason)
                }
                if StopFlag.interrupt.isRaised { return }
            }
        }
    }

    public mutating func unreadable(_ file: String, reason: String) {
        failures.append(Failure(text: "\(file): cannot read: \(reason)"))
    }

    /// `N passed, M failed`.
    public var closingLine: String { "\(passed) passed, \(failures.count) failed" }
}
