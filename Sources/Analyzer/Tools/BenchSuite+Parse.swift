import Games
import Language

/// Reading a suite file: `PART NAME WORK ARGUMENT [OPTION...]` a line, `#` to the end of a line a
/// comment, blank lines skipped, "double quotes" around a word with blanks. A line that does not
/// read is an error with its place and a caret, and the reading goes on with the next line, so
/// that every bad line is said at once.
extension BenchSuite {
    /// A kind of work: its word, its argument as the list of kinds shows it and as an error names
    /// it, and the options it takes, as written after it.
    struct Kind {
        var word: String
        var argument: String
        var what: String
        var options: [String]
    }

    /// The kinds of work, in the order errors list them.
    static let kinds: [Kind] = [
        Kind(word: "game", argument: "NAME", what: "a game", options: ["--rules FILE", "--no-book", "--table-mb N"]),
        Kind(word: "set", argument: "FILE", what: "a file",
            options: ["--game NAME", "--limit N", "--only LIST", "--fresh-table", "--no-book", "--table-mb N", "--rules FILE"]),
        Kind(word: "census", argument: "GAME", what: "a game", options: ["--rules FILE"]),
        Kind(word: "nimber", argument: "GAME", what: "a game", options: ["--rules FILE"]),
        Kind(word: "outcome", argument: "GAME", what: "a game", options: ["--rules FILE", "--table-mb N"]),
        Kind(word: "peg", argument: "STEP", what: "a step of bench --peg", options: ["--table-mb N"]),
    ]

    /// "game NAME, set FILE, ... or peg STEP".
    static var kindList: String {
        let shown = kinds.map { "\($0.word) \($0.argument)" }
        return shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "")
    }

    /// The suite `text` (read from `file`) holds, and an error for each line that does not read.
    /// `pegSteps`: the labels a `peg` entry may name.
    public static func parse(_ text: String, file: String, pegSteps: [String] = StepBench.steps(long: true).map(\.label))
        -> (suite: BenchSuite, errors: [Diagnostic])
    {
        var entries: [Entry] = []
        var errors: [Diagnostic] = []
        var lineOfName: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineText = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            let reader = LineReader(file: file, line: index + 1, text: lineText, pegSteps: pegSteps)
            do throws(Diagnostic) {
                guard let entry = try reader.entry() else { continue }
                if let first = lineOfName[entry.name] {
                    let column = (try? Lexer.scan(lineText))?.dropFirst().first?.column ?? 1
                    throw reader.error("'\(entry.name)' is already the name of the entry on line \(first)", at: column)
                }
                lineOfName[entry.name] = entry.line
                entries.append(entry)
            } catch {
                errors.append(error)
            }
        }
        return (BenchSuite(entries: entries), errors)
    }
}

/// One line of a suite file read into an entry.
struct LineReader {
    let file: String
    let line: Int
    let text: String
    let pegSteps: [String]

    /// An error at `column` of this line (past its end: the column after its last character).
    func error(_ message: String, at column: Int) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: file, line: line, column: column), line: text)
    }

    /// The entry of this line, or nil for a blank or comment line. Its words are read by the
    /// position language's lexer: blanks between them, `#` starting a comment, a double-quoted
    /// word holding blanks.
    func entry() throws(Diagnostic) -> BenchSuite.Entry? {
        let words: [Token]
        do throws(LexError) {
            words = try Lexer.scan(text)
        } catch {
            throw self.error(error.message, at: error.column)
        }
        guard let first = words.first, let last = words.last else { return nil }
        // Where a missing word is pointed at: just after the last one.
        let end = last.endColumn
        guard let part = BenchSuite.Part(rawValue: first.text) else {
            throw error("expected the part, 'cheap' or 'full', not '\(first.text)'", at: first.column)
        }
        guard words.count > 1 else { throw error("expected the entry's name after '\(part.rawValue)'", at: end) }
        let name = words[1]
        guard !name.text.isEmpty, name.text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw error("a name is letters, digits, '-', '_' and '.', not '\(name.text)'", at: name.column)
        }
        guard words.count > 2 else { throw error("expected what to run after the name: \(BenchSuite.kindList)", at: end) }
        let kind = words[2]
        guard let known = BenchSuite.kinds.first(where: { $0.word == kind.text }) else {
            throw error("expected what to run, \(BenchSuite.kindList), not '\(kind.text)'", at: kind.column)
        }
        guard words.count > 3 else { throw error("expected \(known.what) after '\(kind.text)'", at: end) }
        let argument = words[3]
        let work: BenchSuite.Work
        switch kind.text {
        case "game": work = .game(argument.text)
        case "set": work = .set(argument.text)
        case "census": work = .census(argument.text)
        case "nimber": work = .nimber(argument.text)
        case "outcome": work = .outcome(argument.text)
        default:
            guard pegSteps.contains(argument.text) else {
                throw error("'\(argument.text)' is not a step of bench --peg (its steps: "
                    + pegSteps.map { "\"\($0)\"" }.joined(separator: ", ") + ")", at: argument.column)
            }
            work = .peg(argument.text)
        }
        let settings = try options(Array(words.dropFirst(4)), allowed: known.options, kind: kind.text)
        return BenchSuite.Entry(part: part, name: name.text, work: work, settings: settings, line: line)
    }

    /// The settings the options after an entry's work give; `allowed`: its kind's options.
    private func options(_ words: [Token], allowed: [String], kind: String) throws(Diagnostic) -> BenchSuite.Settings {
        var settings = BenchSuite.Settings()
        var index = 0
        while index < words.count {
            let option = words[index]
            guard let spelled = allowed.first(where: { $0.split(separator: " ").first.map(String.init) == option.text }) else {
                throw error("'\(option.text)' is not an option of a \(kind) entry (its options: \(allowed.joined(separator: ", ")))",
                    at: option.column)
            }
            index += 1
            guard spelled.contains(" ") else {
                if option.text == "--no-book" { settings.useBook = false } else { settings.freshTable = true }
                continue
            }
            guard index < words.count else {
                // The option is the line's last word: its value would follow it.
                throw error("expected \(spelled.split(separator: " ").last ?? "") after \(option.text)", at: option.endColumn)
            }
            let value = words[index]
            index += 1
            try apply(option.text, value, to: &settings)
        }
        return settings
    }

    /// Sets the option `name` to `value`, the value checked.
    private func apply(_ name: String, _ value: Token, to settings: inout BenchSuite.Settings) throws(Diagnostic) {
        func number(_ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
            guard let n = Int(value.text), range.contains(n) else {
                throw error("\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(value.text)'",
                    at: value.column)
            }
            return n
        }
        switch name {
        case "--rules": settings.ruleFiles.append(value.text)
        case "--game": settings.game = value.text
        case "--table-mb": settings.tableMegabytes = try number(1...16_384)
        case "--limit": settings.limit = try number(1...Int(Int32.max))
        default:
            guard PositionSelection(value.text) != nil else {
                throw error("--only: expected numbers and ranges, like 40-47,59, not '\(value.text)'", at: value.column)
            }
            settings.only = value.text
        }
    }
}
