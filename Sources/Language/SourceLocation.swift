/// A place in a source text: the file (or `<input>` for typed lines), a 1-based line and a 1-based
/// column counted in characters.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A word of a statement with the place where it starts: a move, a name, a number, a board row.
/// Moves stay words in the syntax tree because only the game knows how to read them.
public struct Word: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation
    /// The whole source line the word is on, so that any later stage can point at it.
    public var lineText: String

    public init(_ text: String, at location: SourceLocation, line lineText: String) {
        self.text = text
        self.location = location
        self.lineText = lineText
    }

    public var description: String { text }

    /// An error pointing at this word (or `offset` characters into it).
    public func error(_ message: String, offset: Int = 0) -> Diagnostic {
        var place = location
        place.column += offset
        return Diagnostic(.error, message, at: place, line: lineText)
    }
}
