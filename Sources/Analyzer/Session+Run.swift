import Games
import Language
import Search

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
    /// True when Ctrl-C stopped it (in a run that Ctrl-C ends: `analyze check`).
    public var interrupted = false

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
        // A `quit` ends the script it is in, not the one that ran it; Ctrl-C ends them all.
        if nested.interrupted {
            interrupted = true
            quit = true
        }
    }
}

/// What a script has done so far, carried from one piece of it to the next.
struct ScriptProgress {
    var summary = RunSummary()
    /// After a statement that sets up the position fails, the position is not the one the file
    /// meant: its expectations are reported as not checked, not as wrong answers.
    var brokenSetup: Diagnostic?
    /// In a script, after a `game`, `load` or `open` fails, the rules in play are not the ones the
    /// file asked for: the answers about the position are skipped, said once, until a game or a
    /// position is set up again.
    var brokenGame: Diagnostic?
    /// True once the skipping after `brokenGame` has been said.
    var saidSkipping = false
    /// The errors of lines read while a rule definition is open, held until it ends: its own
    /// error (found only when it is compiled) may be about an earlier line, and every error comes
    /// out in line order.
    var held: [Diagnostic] = []

    mutating func fail(_ diagnostic: Diagnostic, _ emit: (RunEvent) -> Void) {
        summary.errors += 1
        if summary.firstError == nil { summary.firstError = diagnostic }
        emit(.error(diagnostic))
    }

    /// An error of a line: held while a rule definition is open (`defining`), reported otherwise.
    mutating func fail(_ diagnostic: Diagnostic, defining: Bool, _ emit: (RunEvent) -> Void) {
        if defining { held.append(diagnostic) } else { fail(diagnostic, emit) }
    }

    /// Reports the errors held and the definition's own error (if any) in line order.
    mutating func release(with definitionError: Diagnostic?, _ emit: (RunEvent) -> Void) {
        var problems = held
        held = []
        if let definitionError {
            let place = definitionError.location
            // The held errors are in line order already; the definition's goes among them.
            let at = problems.firstIndex {
                $0.location.file == place.file && ($0.location.line, $0.location.column) > (place.line, place.column)
            }
            problems.insert(definitionError, at: at ?? problems.count)
        }
        for problem in problems { fail(problem, emit) }
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
        starting(file) { run(.text(text, firstLine: firstLine), file: file, typed: !finishing, emit: emit) }
    }

    /// Runs a text already parsed, as `run(_:file:...)` runs a whole text.
    @discardableResult
    func run(_ parsed: ParseResult, file: String, emit: (RunEvent) -> Void) -> RunSummary {
        run(.parsed(parsed), file: file, typed: false, emit: emit)
    }

    /// Runs a script as `run(_:file:...)` runs a whole text, one statement at a time as the
    /// stream reads it, so that memory does not grow with the file.
    @discardableResult
    public func run(_ stream: ScriptStream, file: String, emit: (RunEvent) -> Void) -> RunSummary {
        starting(file) { run(.stream(stream), file: file, typed: false, emit: emit) }
    }

    /// The one loop of every script, whatever its source: each piece's statements in order,
    /// until the end or `quit`. Lines `typed` at the prompt check each rule key as it comes and
    /// leave a rule definition open for the keys that follow; otherwise the definition still
    /// open at the end is compiled.
    private func run(_ source: ScriptSource, file: String, typed: Bool, emit: (RunEvent) -> Void) -> RunSummary {
        let typing = checksKeysAsTyped
        checksKeysAsTyped = typed
        defer { checksKeysAsTyped = typing }
        var source = source
        var progress = ScriptProgress()
        while !progress.summary.quit, let piece = source.next(file: file) {
            switch piece {
            case .parsed(let parsed): run(parsed, file: file, &progress, emit: emit)
            case .problem(let problem): progress.fail(problem, defining: holdsErrors, emit)
            }
        }
        if !typed, !progress.summary.quit { closeDraft(&progress, emit) }
        return progress.summary
    }

    /// True while a rule definition of a file is open: the errors of its lines wait for its end
    /// (typed lines check each key as it comes, and report at once).
    private var holdsErrors: Bool { draft != nil && !checksKeysAsTyped }

    /// Ends the rule definition being written, if any, and reports the errors held since it
    /// began together with its own, in line order.
    private func closeDraft(_ progress: inout ScriptProgress, _ emit: (RunEvent) -> Void) {
        progress.release(with: finishDraft(), emit)
    }

    /// Runs the statements of `parsed`, its parse errors at their lines.
    private func run(_ parsed: ParseResult, file: String, _ progress: inout ScriptProgress, emit: (RunEvent) -> Void) {
        let folder = file.hasPrefix("<") ? "." : SourceFiles.folder(of: file)
        for item in parsed.items {
            guard case .statement(let statement) = item else {
                if case .problem(let problem) = item { progress.fail(problem, defining: holdsErrors, emit) }
                continue
            }
            progress.summary.statements += 1
            if acceptsRulesOnly, !statement.isRuleDefinition {
                progress.fail(statement.keyword.error("built-in rule files hold rule definitions only"), emit)
                continue
            }
            if !statement.isRuleKey { closeDraft(&progress, emit) }
            if case .position = statement.kind { progress.brokenSetup = nil }
            if case .expect = statement.kind, let broken = progress.brokenSetup {
                progress.fail(statement.keyword.error(
                    "not checked: the position was not set up (\(broken.location): \(broken.message))"), emit)
                continue
            }
            if case .position = statement.kind { progress.brokenGame = nil }
            if let broken = progress.brokenGame, Self.answersForTheGame(statement.kind) {
                if !progress.saidSkipping {
                    progress.saidSkipping = true
                    progress.fail(statement.keyword.error("not run, nor the answers after it until a game or position is set up: "
                        + "the game asked for was not set up (\(broken.location): \(broken.message))"), emit)
                }
                continue
            }
            if case .runScript(let path) = statement.kind {
                progress.summary.add(runScript(path, folder: folder, emit: emit))
                if progress.summary.quit { return }
                continue
            }
            let result = withoutActuallyEscaping(emit) { emit in
                announce = { emit(.reply(.text($0), statement)) }
                defer { announce = nil }
                return execute(statement, folder: folder)
            }
            switch result {
            case .failure(let diagnostic) where options.interruptEndsRun && options.stop.isRaised:
                // Ctrl-C ends a run of `check`: the statement it stopped is the last.
                progress.fail(diagnostic, emit)
                progress.summary.interrupted = true
                progress.summary.quit = true
                return
            case .failure(let diagnostic):
                progress.fail(diagnostic, emit)
                if Self.setsUp(statement.kind), progress.brokenSetup == nil { progress.brokenSetup = diagnostic }
                if !checksKeysAsTyped, Self.choosesGame(statement.kind), progress.brokenGame == nil {
                    progress.brokenGame = diagnostic
                    progress.saidSkipping = false
                }
            case .success(let reply):
                if statement.kind.isGameOrOpen { progress.brokenGame = nil }
                if case .expectation(let result) = reply {
                    if result.passed { progress.summary.passed += 1 } else { progress.summary.failed += 1 }
                }
                emit(.reply(reply, statement))
                if options.interruptEndsRun, case .review(let report, _) = reply, report.stopped != nil {
                    // A review that Ctrl-C stopped, with the moves it judged, is the last statement.
                    progress.summary.interrupted = true
                    progress.summary.quit = true
                    return
                }
                if case .quit = reply {
                    progress.summary.quit = true
                    return
                }
            }
        }
    }
}

extension Session {
    /// Statements that choose the rules in play: when one fails in a script, what follows is
    /// about other rules than the file asked for.
    static func choosesGame(_ kind: StatementKind) -> Bool {
        switch kind {
        case .game, .load, .open: true
        default: false
        }
    }

    /// Statements whose answer would read as one about the game the script asked for, though it
    /// is another: a script skips them after a failed `game`, `load` or `open`. (`show`, `print`
    /// and `history` still run: they name the game in play.)
    static func answersForTheGame(_ kind: StatementKind) -> Bool {
        switch kind {
        case .solve, .best, .pv, .values, .forks, .threats, .count, .nimber, .outcome, .review, .proof, .engine, .export, .legal, .explain: true
        default: false
        }
    }
}

extension StatementKind {
    /// True for `game` and `open`, which set a game up (a `load` only adds rules).
    var isGameOrOpen: Bool {
        switch self {
        case .game, .open: true
        default: false
        }
    }
}
