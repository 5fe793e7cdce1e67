/// A token of one source line: a word or a quoted string, with the column it starts at.
public struct Token: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// A maximal run of characters that are not whitespace, `"` or `#`.
        case word
        /// A `"..."` string; `text` holds its content with the escapes `\"` and `\\` undone.
        case string
    }

    /// A word or a string.
    public var kind: Kind
    /// The word, or the string's content without its quotes.
    public var text: String
    /// The 1-based column of the token's first character (a string's opening quote).
    public var column: Int
    /// How many characters the token takes in the source, quotes and escapes included.
    public var length: Int

    /// A token of `kind` holding `text`, taking `length` characters of the line from `column`.
    public init(_ kind: Kind, _ text: String, column: Int, length: Int) {
        self.kind = kind
        self.text = text
        self.column = column
        self.length = length
    }

    /// The column just past the token's last character.
    public var endColumn: Int { column + length }
}

/// A line the lexer cannot read, with the column to point at.
public struct LexError: Error, Sendable, Hashable {
    /// What went wrong and what was expected.
    public var message: String
    /// The 1-based column to point at.
    public var column: Int

    /// An error with `message` at `column`.
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

/// The hand-written scanner of the position language. It reads one line at a time, since every
/// statement is one line: words, quoted strings, and a `#` comment running to the end of the line
/// (outside strings). Columns count characters from 1; a tab is one column. A control character
/// (NUL, escape, ...; a tab is whitespace) is refused where it would become part of a word or a
/// string: it is invisible when printed, and a NUL would end the text in a C string (a results
/// store's key), so that two different lines read the same.
public enum Lexer {
    /// The tokens of one line (without its line break). Blank and comment-only lines give none.
    /// - Throws: `LexError` at the opening quote of a string that is not closed on the line.
    public static func scan(_ line: String) throws(LexError) -> [Token] {
        var scanner = Scanner(Array(line))
        var tokens: [Token] = []
        while let token = try scanner.next() {
            tokens.append(token)
        }
        return tokens
    }

    /// Whether a character ends a word.
    static func isDelimiter(_ character: Character) -> Bool {
        character.isWhitespace || character == "\"" || character == "#"
    }

    /// The code of a control character other than the tab (`U+0000`), or `nil` for any other
    /// character.
    static func controlCode(_ character: Character) -> String? {
        guard character != "\t",
            let scalar = character.unicodeScalars.first(where: { $0.properties.generalCategory == .control })
        else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The error for a control character at a 1-based column.
    static func controlError(_ code: String, column: Int, inString: Bool) -> LexError {
        LexError(
            message: "a control character (\(code)) cannot be part of \(inString ? "a quoted string" : "a statement"); "
                + "remove it",
            column: column)
    }

    /// The helper vocabulary of the scanner: `peek`, `advance`, and one method per token kind.
    private struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var isAtEnd: Bool { index >= characters.count }

        func peek() -> Character? {
            isAtEnd ? nil : characters[index]
        }

        mutating func advance() -> Character? {
            guard let character = peek() else { return nil }
            index += 1
            return character
        }

        /// The next token, or `nil` at the end of the line or at a comment.
        mutating func next() throws(LexError) -> Token? {
            while let character = peek(), character.isWhitespace {
                index += 1
            }
            switch peek() {
            case nil, "#": return nil
            case "\"": return try string()
            default: return try word()
            }
        }

        private mutating func word() throws(LexError) -> Token {
            let start = index
            while let character = peek(), !Lexer.isDelimiter(character) {
                if let code = Lexer.controlCode(character) {
                    throw Lexer.controlError(code, column: index + 1, inString: false)
                }
                index += 1
            }
            return Token(.word, String(characters[start..<index]), column: start + 1, length: index - start)
        }

        /// A string from its opening quote. `\"` and `\\` are escapes; any other backslash is kept.
        private mutating func string() throws(LexError) -> Token {
            let start = index
            index += 1
            var text = ""
            while let character = advance() {
                if let code = Lexer.controlCode(character) {
                    throw Lexer.controlError(code, column: index, inString: true)
                }
                switch character {
                case "\"":
                    return Token(.string, text, column: start + 1, length: index - start)
                case "\\" where peek() == "\"" || peek() == "\\":
                    if let escaped = advance() { text.append(escaped) }
                default:
                    text.append(character)
                }
            }
            throw LexError(message: "unterminated string; expected a closing '\"'", column: start + 1)
        }
    }
}
