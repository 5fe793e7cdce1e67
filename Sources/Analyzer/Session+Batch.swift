import Language
import Boards
import Games
import Search

/// One named position of a batch: solved, or why not.
public struct BatchRecord: Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public var report: SolveReport?
    public var error: Diagnostic?
    /// When the search was stopped by `--node-limit` or `--time-limit`: the bound reached. The
    /// value is then unknown, never guessed.
    public var unknown: String? = nil
    /// The game of an unknown record (a solved one has it in its report).
    public var game: String? = nil
    /// The record's place among the file's records, from 0: the input order.
    public var index = 0
    /// True when the report came from the results database, not a search.
    public var cached = false
    /// True when Ctrl-C stopped this position's search: the run ends after it.
    public var interrupted = false
    /// True when another process sharing the results store holds the position's claim: it is
    /// being solved there, and this record is not finished (a later pass answers it from the
    /// store, or solves it if that claim lapses).
    public var elsewhere = false
    /// For an OBF line with `move:score` fields whose value was found exactly: those fields held
    /// against it (`OBFPosition.check`).
    public var check: ExpectationResult? = nil
    /// True for an OBF line with `move:score` fields whose value is an estimate or unknown: the
    /// fields could not be checked.
    public var unchecked = false

    /// True when the position could not be solved (an error); an unknown value (a limit
    /// reached) is an honest answer, not a failure.
    public var failed: Bool { report == nil && unknown == nil }

    /// True when the position was solved but its file says otherwise (an OBF line's fields).
    public var checkFailed: Bool { check?.passed == false }

    /// `FILE:LINE: expected ..., found ...`, as `analyze check` says a failed `expect`, when the
    /// check failed.
    public var checkFailure: String? {
        guard let check, !check.passed else { return nil }
        return check.failure(file: file, line: line)
    }
}

/// A batch's state from one piece of its file to the next: the record being set up, how many
/// records were handed on, and whether a `quit` ended the file.
struct BatchProgress {
    let file: String
    let part: BatchPart?
    var open: BatchRecord?
    /// The `position` keyword of the open record, where a failed search points.
    var openKeyword: Word?
    var records = 0
    var quit = false
    /// True once Ctrl-C stopped a record's search (in a run that Ctrl-C ends).
    var interrupted = false

    init(file: String, part: BatchPart?) {
        self.file = file
        self.part = part
    }
}

/// One share of a file's records, for solving a file with several sessions in parallel: the
/// session that takes part `index` of `count` solves the records whose index leaves that
/// remainder, and sets up every position (setting up is cheap and gives each session the same
/// state), so every record is solved once and the indexes agree. A part may instead name its
/// records (`records`): those left for a later pass.
public struct BatchPart: Sendable, Hashable {
    public var index: Int
    public var count: Int
    /// When set, the part takes exactly these records (by index, from 0).
    public var records: Set<Int>?

    public init(index: Int, of count: Int) {
        self.index = index
        self.count = max(1, count)
    }

    public init(records: Set<Int>) {
        index = 0
        count = 1
        self.records = records
    }

    func takes(_ record: Int) -> Bool { records.map { $0.contains(record) } ?? (record % count == index) }
}

extension Session {
    /// Solves every named position of `text` and returns how many records it gave: the
    /// statements that set a position up run
    /// (`position`, `game`, `board`, `to-move`, `moves`, `play`, `undo`, `redo`, `load`, rule
    /// definitions); questions (`show`, `solve`, `expect`, ...) are skipped. A position is solved
    /// where the next `position` starts or the text ends; an error in one is reported in its
    /// record and the rest still run. With `part`, only that share of the records is solved and
    /// passed to `each` (see `BatchPart`); the count returned is still every record's.
    @discardableResult
    public func solveBatch(_ text: String, file: String, part: BatchPart? = nil, each: (BatchRecord) -> Void) -> Int {
        solveBatch(.text(text, firstLine: 1), file: file, part: part, each: each)
    }

    /// Solves the named positions of a script as `solveBatch(_:file:...)` does a whole text, one
    /// statement at a time as the stream reads it.
    @discardableResult
    public func solveBatch(_ stream: ScriptStream, file: String, part: BatchPart? = nil, each: (BatchRecord) -> Void) -> Int {
        solveBatch(.stream(stream), file: file, part: part, each: each)
    }

    /// The one loop of every batch, whatever its source: each piece's statements set up the
    /// positions, and each record is solved when the next `position` line (or the end) closes it.
    private func solveBatch(_ source: ScriptSource, file: String, part: BatchPart?, each: (BatchRecord) -> Void) -> Int {
        var batch = BatchProgress(file: file, part: part)
        var source = source
        while !batch.quit, let piece = source.next(file: file) {
            switch piece {
            case .parsed(let parsed): solveBatch(parsed, &batch, each: each)
            case .problem(let problem): note(problem, &batch, each: each)
            }
        }
        flush(&batch, each: each)
        return batch.records
    }

    /// How many named positions `text` holds (its `position` statements), for a progress line.
    public static func positionCount(in text: String, file: String) -> Int {
        Parser.parse(text, file: file, rules: Families.vocabulary).statements.reduce(0) { count, statement in
            if case .position = statement.kind { count + 1 } else { count }
        }
    }

    /// The same for a stream, read to its end one statement at a time.
    public static func positionCount(in stream: ScriptStream, file: String) -> Int {
        var count = 0
        while let piece = stream.next() {
            // Only a line that starts with the keyword can be a `position` statement.
            guard case .statement(let text, _) = piece, text.drop(while: \.isWhitespace).hasPrefix("position") else { continue }
            count += positionCount(in: text, file: file)
        }
        return count
    }

    /// Sets up the positions of `parsed` and solves each one that a `position` line closes.
    private func solveBatch(_ parsed: ParseResult, _ batch: inout BatchProgress, each: (BatchRecord) -> Void) {
        let folder = SourceFiles.folder(of: batch.file)
        for item in parsed.items {
            guard case .statement(let statement) = item else {
                if case .problem(let problem) = item { note(problem, &batch, each: each) }
                continue
            }
            if case .position(let name) = statement.kind {
                flush(&batch, each: each)
                // After Ctrl-C no other position is set up.
                if batch.interrupted { return }
                batch.open = BatchRecord(name: name.text, file: batch.file, line: statement.location.line)
                batch.openKeyword = statement.keyword
            }
            guard Self.setsUp(statement.kind) else {
                if case .quit = statement.kind {
                    batch.quit = true
                    break
                }
                continue
            }
            let problem = statement.isRuleKey ? nil : finishDraft()
            if let problem { note(problem, &batch, each: each) }
            if case .failure(let diagnostic) = execute(statement, folder: folder) { note(diagnostic, &batch, each: each) }
        }
    }

    /// Hands a record on, numbered in input order; only this part's share goes to `each`.
    func emit(_ record: BatchRecord, _ batch: inout BatchProgress, each: (BatchRecord) -> Void) {
        var record = record
        record.index = batch.records
        batch.records += 1
        if batch.part?.takes(record.index) ?? true { each(record) }
    }

    /// An error belongs to the position being set up; before the first one it is a record of
    /// its own, so that nothing is dropped.
    private func note(_ problem: Diagnostic, _ batch: inout BatchProgress, each: (BatchRecord) -> Void) {
        if batch.open != nil {
            if batch.open?.error == nil { batch.open?.error = problem }
        } else {
            emit(BatchRecord(name: "", file: batch.file, line: problem.location.line, error: problem), &batch, each: each)
        }
    }

    /// Solves the open record (unless it failed to set up, or is another part's) and hands it on.
    func flush(_ batch: inout BatchProgress, each: (BatchRecord) -> Void) {
        guard var record = batch.open else { return }
        batch.open = nil
        if record.error == nil, let problem = finishDraft() { record.error = problem }
        if record.error == nil, batch.openKeyword != nil, batch.part?.takes(batch.records) ?? true {
            if !options.interruptEndsRun { options.stop.lower() }
            do throws(SearchStop) {
                if options.stop.isRaised, options.interruptEndsRun { throw SearchStop.interrupted }
                if let stored = storedReport() {
                    record.report = stored
                    record.cached = true
                } else if !claim() {
                    record.elsewhere = true
                } else {
                    do throws(SearchStop) {
                        let report = try play.solve(limits: options.limits, allMoves: false)
                        store(report)
                        record.report = report
                    } catch {
                        releaseClaim()
                        throw error
                    }
                }
            } catch .nodeLimit(let n) {
                record.game = play.gameName
                record.unknown = "node limit of \(n) reached"
            } catch .timeLimit {
                record.game = play.gameName
                record.unknown = "time limit of \(options.timeLimit.map { "\($0)" } ?? "?") s reached"
            } catch .interrupted where options.interruptEndsRun {
                // Ctrl-C ends the run: this record says so, and nothing after it is solved.
                record.error = batch.openKeyword?.error("search stopped: interrupted")
                record.interrupted = true
                batch.quit = true
                batch.interrupted = true
            } catch {
                record.error = batch.openKeyword?.error("search stopped: \(error)")
            }
        }
        emit(record, &batch, each: each)
    }

    static func setsUp(_ kind: StatementKind) -> Bool {
        switch kind {
        case .position, .game, .boardDiagram, .boardLine, .toMove, .inHand, .moves, .play, .undo, .redo, .load, .open, .ruleKey, .engine, .book:
            return true
        case .rules(let name):
            return name != nil
        case .show, .print, .legal, .explain, .solve, .best, .pv, .values, .forks, .threats, .count, .nimber, .outcome, .help, .quit, .expect,
            .history, .save, .export, .review, .proof, .runScript:
            return false
        }
    }
}

extension BatchRecord {
    /// One JSON Lines object: `name`, `file`, `game`, `to_move`, `value`, `remoteness`, `best`,
    /// `pv`, `nodes`, `seconds`, and `score` where the game defines one; for an estimate `value`
    /// is `estimate`, with `exact` false, `estimate` and `depth` in place of `remoteness` and
    /// `score`; `check` (`passed`, `expected`, `found`) for an OBF line whose `move:score` fields
    /// were checked; or `name`, `file`, `error` when the position could not be solved.
    public var json: JSON {
        if let unknown {
            return .object([("name", .string(name)), ("file", .string(file)), ("game", .string(game ?? "")),
                ("value", .string("unknown")), ("bound", .string(unknown))])
        }
        guard let report else {
            // A load's error carries the file's own errors: each on a line of its own.
            let message = error.map { ([$0] + $0.notes).map { "\($0.location): \($0.message)" }.joined(separator: "\n") }
                ?? "not solved"
            var pairs: [(String, JSON)] = [("name", .string(name)), ("file", .string(file)), ("error", .string(message))]
            if interrupted { pairs.append(("interrupted", .bool(true))) }
            return .object(pairs)
        }
        if let puzzle = report.puzzle { return puzzleJSON(report, puzzle) }
        var pairs: [(String, JSON)] = [
            ("name", .string(name)), ("file", .string(file)), ("game", .string(report.game)),
            ("to_move", .string(report.toMove.description)),
        ]
        pairs += JSON.valueKeys(report.value, estimateDepth: report.estimateDepth, playouts: report.playouts)
        pairs += [
            ("best", .array(report.best.map { .string($0) })),
            ("pv", .array(report.principalVariation.map { .string($0.move) })),
            ("nodes", .int(Int(report.stats.nodes))),
            ("seconds", .double((report.stats.seconds * 1e6).rounded() / 1e6)),
        ]
        if let check {
            pairs.append(("check", .object([
                ("passed", .bool(check.passed)), ("expected", .string(check.expected)), ("found", .string(check.found)),
            ])))
        }
        if cached { pairs.append(("cached", .bool(true))) }
        if report.fromCensus { pairs.append(("census", .bool(true))) }
        return .object(pairs)
    }

    /// A puzzle's object: `name`, `file`, `game`, `value` (`solved` or `unsolvable`), `moves`
    /// (multi-jumps grouped), `jumps`, `pv` (the jumps), `reason` when an invariant proved it
    /// unsolvable, `nodes`, `seconds`.
    private func puzzleJSON(_ report: SolveReport, _ puzzle: PuzzleSummary) -> JSON {
        var pairs: [(String, JSON)] = [
            ("name", .string(name)), ("file", .string(file)), ("game", .string(report.game)),
            ("value", .string(puzzle.solved ? "solved" : "unsolvable")),
        ]
        if puzzle.solved {
            pairs += [("moves", .int(puzzle.moves.count)), ("jumps", .int(puzzle.jumps))]
            if puzzle.fewest { pairs.append(("fewest", .bool(true))) }
        }
        pairs.append(("pv", .array(report.principalVariation.map { .string($0.move) })))
        if let reason = puzzle.reason { pairs.append(("reason", .string(reason))) }
        pairs += [
            ("nodes", .int(Int(report.stats.nodes))),
            ("seconds", .double((report.stats.seconds * 1e6).rounded() / 1e6)),
        ]
        if cached { pairs.append(("cached", .bool(true))) }
        return .object(pairs)
    }

    /// One line for people: `NAME: O to move, X wins in 4 (best c1; pv ...)` (`..., score 18 (best`
    /// where the game defines an exact score) or the error; for a
    /// puzzle `NAME: solved in 18 moves (31 jumps) (d2-d4, ...)` or `NAME: unsolvable`. A line
    /// whose `move:score` fields could not be checked says so at its end.
    public var text: String {
        guard unchecked else { return plainText }
        return plainText + " (its move:score fields not checked: the value is not exact)"
    }

    private var plainText: String {
        if let unknown { return "\(name): unknown (\(unknown))" }
        guard let report else { return error?.rendered ?? "\(name): not solved" }
        if let puzzle = report.puzzle {
            let reason = puzzle.reason.map { " (\($0))" } ?? ""
            return puzzle.solved ? "\(name): \(puzzle.headline) (\(TextRenderer.pv(report)))" : "\(name): unsolvable\(reason)"
        }
        // An exact score where the game defines one (Reversi's disc difference, Connect 4's).
        let score = report.estimateDepth == nil ? report.value.score.map { ", score \($0)" } ?? "" : ""
        return "\(name): \(report.toMove) to move, \(report.headline)\(score) "
            + "(best \(TextRenderer.list(report.best)); pv \(TextRenderer.pv(report)))"
    }
}
