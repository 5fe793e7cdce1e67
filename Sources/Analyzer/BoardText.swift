import Games
import Language

/// Turns the words of a `board` statement into rows of cells, remembering where each cell was
/// written so that a board error points at the cell.
struct BoardText {
    struct Cell {
        var symbol: Character
        var word: Word
        /// Characters from the start of the word.
        var offset: Int
    }

    var rows: [[Cell]]
    /// The rows as drawn, blanks kept (after the indentation all rows share): what a board of
    /// holes in a shape (peg solitaire) reads, where a blank is outside the board.
    var drawnRows: [String]
    /// Where to point when an error has no cell: the first row, or the statement.
    var anchor: Word

    var cells: [[Character]] { rows.map { $0.map(\.symbol) } }

    /// A diagram: one word a row; every non-blank character is a cell, so `X . .` and `X..` agree.
    init(diagram words: [Word], anchor: Word) {
        rows = words.map { word in
            word.text.enumerated().compactMap { index, character in
                character.isWhitespace ? nil : Cell(symbol: character, word: word, offset: index)
            }
        }
        self.anchor = words.first ?? anchor
        drawnRows = Self.drawn(words)
    }

    /// One line: rows separated by `/`; without `/`, a string of exactly `width` x `height`
    /// cells is cut into rows (the row-major strings people exchange).
    init(line word: Word, width: Int, height: Int) {
        // The word's place is its opening quote; its text starts one column later.
        let start = word.lineText.dropFirst(max(0, word.location.column - 1)).first == "\"" ? 1 : 0
        var all: [[Cell]] = [[]]
        for (index, character) in word.text.enumerated() {
            if character == "/" {
                all.append([])
            } else if !character.isWhitespace {
                all[all.count - 1].append(Cell(symbol: character, word: word, offset: start + index))
            }
        }
        if all.count == 1, height > 1, all[0].count == width * height {
            let flat = all[0]
            all = stride(from: 0, to: flat.count, by: width).map { Array(flat[$0..<$0 + width]) }
        }
        rows = all
        anchor = word
        drawnRows = word.text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// Diagram rows as drawn: each row's text after the blanks that all rows share, so that a
    /// shape drawn with indented rows (a peg solitaire board, a triangle) keeps its outline.
    static func drawn(_ words: [Word]) -> [String] {
        let least = words.map(\.location.column).min() ?? 1
        return words.map { String(repeating: " ", count: $0.location.column - least) + $0.text }
    }

    /// The diagnostic for a board error, at the cell or row it names.
    func diagnostic(_ error: BoardError) -> Diagnostic {
        if let row = error.row, row < rows.count {
            let cells = rows[row]
            if let cell = error.cell, cell < cells.count {
                return cells[cell].word.error(error.message, offset: cells[cell].offset)
            }
            if let first = cells.first { return first.word.error(error.message, offset: first.offset) }
        }
        return anchor.error(error.message)
    }
}
