import Boards

/// What parsing a text gives: the statements that read well, in order, and one diagnostic for
/// each line that did not.
public struct ParseResult: Sendable, Hashable {
    /// The statements of the lines that read well, in the order of the text.
    public var statements: [Statement]
    /// One error for each line that did not, in the order of the text.
    public var diagnostics: [Diagnostic]

    /// A result holding these statements and diagnostics.
    public init(statements: [Statement] = [], diagnostics: [Diagnostic] = []) {
        self.statements = statements
        self.diagnostics = diagnostics
    }

    /// One line's outcome: a statement, or the error of a line that did not read.
    public enum Item: Sendable, Hashable {
        case statement(Statement)
        case problem(Diagnostic)
    }

    /// The statements and diagnostics together, in the order of their lines (a diagnostic of a
    /// statement's own line after it): what every statement loop runs.
    public var items: [Item] {
        var items: [Item] = []
        items.reserveCapacity(statements.count + diagnostics.count)
        var problems = diagnostics[...]
        for statement in statements {
            while let problem = problems.first, problem.location.line < statement.location.line {
                items.append(.problem(problem))
                problems = problems.dropFirst()
            }
            items.append(.statement(statement))
        }
        items += problems.map(Item.problem)
        return items
    }
}

/// The one parser of the position language, for typed lines, scripts, puzzle files and rule files.
///
/// One statement a line. Blank and comment-only lines are skipped. A bare `board` (or a bare
/// diagram key: `shape`, `target`, `start`) owns the lines under it that are indented deeper and
/// not blank: its diagram rows. An error in a line gives exactly one diagnostic, and parsing goes
/// on with the next line.
public enum Parser {
    /// Parses a whole text. Line numbers count from 1. `rules`: the rule keys a line may start
    /// with besides the statements (the registered families' keys).
    public static func parse(_ text: String, file: String, rules: RuleVocabulary) -> ParseResult {
        parse(text, file: file, firstLine: 1, rules: rules)
    }

    /// Parses a whole text whose first line has number `firstLine` (for a session that numbers
    /// the lines typed at its prompt).
    public static func parse(_ text: String, file: String, firstLine: Int, rules: RuleVocabulary) -> ParseResult {
        let lines = splitLines(text).enumerated().map { offset, text in
            SourceLine(file: file, number: firstLine + offset, text: text)
        }
        var result = ParseResult()
        var next = 0
        while next < lines.count {
            let line = lines[next]
            next += 1
            do throws(Diagnostic) {
                guard var statement = try statement(on: line, rules: rules) else { continue }
                if let key = diagramKey(statement.kind, rules: rules) {
                    let rows = diagramRows(after: line, in: lines, next: &next, rules: rules)
                    guard !rows.isEmpty else { throw missingRows(key: key, keyword: statement.keyword) }
                    statement.kind = withRows(statement.kind, rows)
                }
                result.statements.append(statement)
            } catch {
                result.diagnostics.append(error)
            }
        }
        return result
    }

    /// Whether a line is a bare `board` or a bare diagram key, so that rows follow it: a session
    /// reading typed lines then reads rows up to a blank line before parsing them together.
    public static func opensDiagram(_ line: String, rules: RuleVocabulary) -> Bool {
        guard let tokens = try? Lexer.scan(line), tokens.count == 1, let token = tokens.first else { return false }
        return token.kind == .word && (token.text == "board" || rules.diagramKeys.contains(token.text))
    }

    /// Whether `line` goes on a diagram whose opening line is indented `indentation` characters:
    /// a line indented deeper and not blank, or one not indented deeper that reads as a row, not
    /// a statement (its first word is no keyword and no near miss of one, so that `solve` or
    /// `slove` after a diagram is read as a statement). A line holding only a comment goes on it
    /// too (and is skipped), so that a comment between rows written flush does not cut them.
    public static func continuesDiagram(_ line: String, openingIndentation indentation: Int, rules: RuleVocabulary) -> Bool {
        let depth = line.prefix(while: \.isWhitespace).count
        guard depth < line.count else { return false }
        if depth > indentation { return true }
        guard let tokens = try? Lexer.scan(line) else { return false }
        guard let first = tokens.first else { return true }
        // A near miss is looked for only in a short word, as `unknownStatement` does: the measure
        // costs the product of the lengths.
        return first.kind == .word && !statementKeywords.contains(first.text) && !rules.contains(first.text)
            && (first.text.count > 20 || suggestion(for: first.text, rules: rules) == nil)
    }

    // MARK: - Lines

    /// The lines of a text, without their breaks (`\n`, `\r\n` or `\r`).
    static func splitLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// The statement on one line, or `nil` for a blank or comment-only line.
    static func statement(on line: SourceLine, rules: RuleVocabulary) throws(Diagnostic) -> Statement? {
        let tokens: [Token]
        do {
            tokens = try Lexer.scan(line.text)
        } catch {
            throw line.error(error.message, column: error.column)
        }
        guard !tokens.isEmpty else { return nil }
        var cursor = LineCursor(tokens, line: line)
        return try statement(&cursor, rules: rules)
    }

    // MARK: - Diagrams

    /// The key whose rows must follow, when a statement is a bare `board` or bare diagram key.
    private static func diagramKey(_ kind: StatementKind, rules: RuleVocabulary) -> String? {
        switch kind {
        case .boardDiagram(let rows) where rows.isEmpty:
            "board"
        case .ruleKey(let name, let arguments, let rows)
        where arguments.isEmpty && rows.isEmpty && rules.diagramKeys.contains(name.text):
            name.text
        default:
            nil
        }
    }

    private static func withRows(_ kind: StatementKind, _ rows: [Word]) -> StatementKind {
        switch kind {
        case .ruleKey(let name, let arguments, _): .ruleKey(name: name, arguments: arguments, rows: rows)
        default: .boardDiagram(rows: rows)
        }
    }

    private static func missingRows(key: String, keyword: Word) -> Diagnostic {
        let message =
            key == "board"
            ? "expected indented board rows after 'board'"
            : "expected arguments or indented rows after '\(key)'"
        return keyword.error(message, offset: keyword.text.count + 1)
    }

    /// The rows under a diagram's first line: the following lines that `continuesDiagram` takes,
    /// up to the first it does not. Comment-only lines are skipped. Each row is the line's
    /// text from its first non-blank character, without a trailing comment or trailing blanks,
    /// placed at that character so that column offsets stay recoverable.
    private static func diagramRows(after opening: SourceLine, in lines: [SourceLine], next: inout Int,
        rules: RuleVocabulary) -> [Word]
    {
        let indentation = opening.indentation
        var rows: [Word] = []
        while next < lines.count, continuesDiagram(lines[next].text, openingIndentation: indentation, rules: rules) {
            let line = lines[next]
            next += 1
            let content = line.text.dropFirst(line.indentation)
            var row = content.prefix { $0 != "#" }
            while let last = row.last, last.isWhitespace { row = row.dropLast() }
            guard !row.isEmpty else { continue }
            rows.append(Word(String(row), at: line.location(column: line.indentation + 1), line: line.text))
        }
        return rows
    }
}
