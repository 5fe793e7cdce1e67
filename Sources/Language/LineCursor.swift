/// One source line with its place: what every word and diagnostic of the line points into.
struct SourceLine: Sendable {
    let file: String
    let number: Int
    let text: String

    func location(column: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: column)
    }

    func error(_ message: String, column: Int) -> Diagnostic {
        Diagnostic(.error, message, at: location(column: column), line: text)
    }

    /// How many whitespace characters the line starts with.
    var indentation: Int {
        text.prefix(while: \.isWhitespace).count
    }

    /// Whether the line has nothing but whitespace.
    var isBlank: Bool {
        text.allSatisfy(\.isWhitespace)
    }
}

/// The parser's walk over the tokens of one line, with the helper vocabulary of a recursive
/// descent parser: `peek`, `advance`, `check`, `match`, `consume`, `expectEnd`. Errors are
/// `Diagnostic`s pointing at the offending token, or, where something is missing, at the place
/// where it would be written: one blank past the line's last token.
struct LineCursor {
    let tokens: [Token]
    let line: SourceLine
    private(set) var index = 0

    init(_ tokens: [Token], line: SourceLine) {
        self.tokens = tokens
        self.line = line
    }

    var isAtEnd: Bool { index >= tokens.count }

    func peek() -> Token? {
        isAtEnd ? nil : tokens[index]
    }

    @discardableResult
    mutating func advance() -> Token? {
        guard let token = peek() else { return nil }
        index += 1
        return token
    }

    /// Whether the next token is of this kind.
    func check(_ kind: Token.Kind) -> Bool {
        peek()?.kind == kind
    }

    /// The next token if it is of this kind, consumed; otherwise `nil` and nothing consumed.
    mutating func match(_ kind: Token.Kind) -> Token? {
        check(kind) ? advance() : nil
    }

    /// The next token, which must be of this kind; otherwise an error with `message` at it (or at
    /// the missing place).
    mutating func consume(_ kind: Token.Kind, _ message: String) throws(Diagnostic) -> Token {
        guard let token = match(kind) else { throw error(message) }
        return token
    }

    /// The next token of either kind; otherwise an error at the missing place.
    mutating func consumeAny(_ message: String) throws(Diagnostic) -> Token {
        guard let token = advance() else { throw error(message) }
        return token
    }

    /// Requires the end of the line; otherwise an error with `message` at the first extra token.
    func expectEnd(_ message: String) throws(Diagnostic) {
        if !isAtEnd { throw error(message) }
    }

    /// The tokens not yet consumed, consumed.
    mutating func rest() -> [Token] {
        defer { index = tokens.count }
        return Array(tokens[index...])
    }

    /// The token as a `Word` of this line.
    func word(_ token: Token) -> Word {
        Word(token.text, at: line.location(column: token.column), line: line.text)
    }

    /// Where a missing token would go: one blank past the last token.
    var missingColumn: Int {
        (tokens.last?.endColumn ?? 1) + 1
    }

    /// An error at the next token, or at the missing place when the line has ended.
    func error(_ message: String) -> Diagnostic {
        line.error(message, column: peek()?.column ?? missingColumn)
    }

    /// An error at a given token.
    func error(_ message: String, at token: Token) -> Diagnostic {
        line.error(message, column: token.column)
    }
}
