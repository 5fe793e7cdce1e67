import Language

/// Something that happened while running a script, in source order.
public enum RunEvent: Sendable {
    /// A statement ran and answered.
    case reply(Reply, Statement)
    /// A line could not be parsed, or a statement failed.
    case error(Diagnostic)
}

/// The totals of running a script.
public struct RunSummary: Sendable {
    public var statements = 0
    public var errors = 0
    public var passed = 0
    public var failed = 0
    public var firstError: Diagnostic?
    /// True when a `quit` statement stopped the script.
    public var quit = false

    public init() {}

    /// True when nothing failed: no error, no failed expectation.
    public var succeeded: Bool { errors == 0 && failed == 0 }

    /// Counts what a script run by this one did (`run "FILE"`) as this one's.
    mutating func add(_ nested: RunSummary) {
        statements += nested.statements
        errors += nested.errors
        passed += nested.passed
        failed += nested.failed
        if firstError == nil { firstError = nested.firstError }
        // A `quit` ends the script it is in, not the one that ran it.
    }
}

extension Session {
    /// Runs every statement of `text` in order, parse errors included at their lines, and hands
    /// each event to `emit`. `firstLine` numbers the text's first line. A rule definition still
    /// open at the end is compiled when `finishing` (a whole file); a typed line leaves it open
    /// for the keys that follow.
    @discardableResult
    public func run(
        _ text: String, file: String, firstLine: Int = 1, finishing: Bool = true, emit: (RunEvent) -> Void
    ) -> RunSummary {
        let parsed = Parser.parse(text, file: file, firstLine: firstLine)
        let typing = checksKeysAsTyped
        checksKeysAsTyped = !finishing
        defer { checksKeysAsTyped = typing }
        let folder = file.hasPrefix("<") ? "." : SourceFiles.folder(of: file)
        var summary = RunSummary()
        func fail(_ diagnostic: Diagnostic) {
            summary.errors += 1
            if summary.firstError == nil { summary.firstError = diagnostic }
            emit(.error(diagnostic))
        }
        var problems = parsed.diagnostics[...]
        // After a statement that sets up the position fails, the position is not the one the
        // file meant: its expectations are reported as not checked, not as wrong answers.
        var brokenSetup: Diagnostic?
        for statement in parsed.statements {
            while let problem = problems.first, problem.location.line < statement.location.line {
                fail(problem)
                problems = problems.dropFirst()
            }
            summary.statements += 1
            if !statement.isRuleKey, let problem = finishDraft() { fail(problem) }
            if case .position = statement.kind { brokenSetup = nil }
            if case .expect = statement.kind, let broken = brokenSetup {
                fail(statement.keyword.error("not checked: the position was not set up (\(broken.location): \(broken.message))"))
                continue
            }
            if case .runScript(let path) = statement.kind {
                summary.add(runScript(path, folder: folder, emit: emit))
                continue
            }
            switch execute(statement, folder: folder) {
            case .failure(let diagnostic):
                fail(diagnostic)
                if Self.setsUp(statement.kind), brokenSetup == nil { brokenSetup = diagnostic }
            case .success(let reply):
                if case .expectation(let result) = reply {
                    if result.passed { summary.passed += 1 } else { summary.failed += 1 }
                }
                emit(.reply(reply, statement))
                if case .quit = reply {
                    summary.quit = true
                    return summary
                }
            }
        }
        for problem in problems { fail(problem) }
        if finishing, let problem = finishDraft() { fail(problem) }
        return summary
    }
}
