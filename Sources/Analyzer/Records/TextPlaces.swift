import Language

/// A text file's characters with the line and column of each, for record readers that point at
/// a fault with a caret.
struct TextPlaces {
    let characters: [Character]
    let file: String
    /// Where each line starts, as an index into `characters`.
    private let lineStarts: [Int]
    private let lines: [String]

    init(_ text: String, file: String) {
        // A CR LF line break is one Character, so columns count what a reader sees.
        characters = Array(text)
        self.file = file
        var starts = [0]
        for (index, character) in characters.enumerated() where character.isNewline { starts.append(index + 1) }
        lineStarts = starts
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// The place of the character at `offset` and its whole line.
    func place(_ offset: Int) -> (location: SourceLocation, line: String) {
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = low < lines.count ? lines[low] : ""
        return (SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1), line)
    }

    /// An error of game `game` (move `move`) pointing at `offset`.
    func error(game: Int, move: Int? = nil, _ message: String, at offset: Int) -> RecordError {
        let (location, line) = place(offset)
        return RecordError(game: game, move: move, message, file: file, at: location, line: line)
    }
}

extension StringProtocol {
    /// The text without blanks at either end.
    var trimmedBlanks: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
