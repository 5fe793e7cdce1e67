/// A peg solitaire board as drawn: rows of characters, `o` (or `x`) for a hole with a peg, `.` for
/// an empty hole, a blank for outside the board. Each cell sits where it is drawn.
///
/// Rows are read after removing the blanks common to all of them, so indentation does not matter.
/// On a square grid the cells may be drawn side by side (`ooo`) or one blank apart (`o o o`):
/// when every cell sits on a column of the same parity, the blanks between them are spacing. On a
/// triangular grid each row is shifted half a cell from the next, so cells are always drawn one
/// blank apart (`  o  ` over ` o o ` over `o o o`); see `JumpDirections` for the coordinates.
struct JumpDrawing {
    /// One drawn cell: its lattice row and column, where it was drawn, and its mark.
    struct Cell {
        var row: Int
        var column: Int
        /// The character column in the drawing (after the common indentation is removed).
        var drawnColumn: Int
        var peg: Bool
    }

    /// The cells in reading order: rows top first, each left to right.
    var cells: [Cell]
    /// The blanks removed from the start of every row: a cell's character in its row as given is
    /// `drawnColumn + indent`.
    var indent: Int

    /// Reads `rows`; the message of an error says what is wrong and where (rows and characters
    /// counted from 1). A `shape` draws holes only, `o` or `.`; a position's pegs may also be
    /// drawn `O`, `x` or `X`, as the players' marks of the other games are.
    init(rows: [String], triangular: Bool, shape: Bool = false) throws(DrawingError) {
        let lines = rows.map { Array($0) }
        let indent = lines.compactMap { $0.firstIndex { $0 != " " } }.min() ?? 0
        self.indent = indent
        var found: [(row: Int, x: Int, peg: Bool)] = []
        for (r, line) in lines.enumerated() {
            var any = false
            for (x, character) in line.enumerated().dropFirst(indent) {
                switch character {
                case " ": continue
                case "o": found.append((r, x - indent, true))
                case "O" where !shape, "x" where !shape, "X" where !shape: found.append((r, x - indent, true))
                case ".": found.append((r, x - indent, false))
                case _ where shape:
                    throw DrawingError("'\(character)' is not a hole: a shape draws each hole with o or ., and leaves the outside blank",
                        row: r, character: x)
                default:
                    throw DrawingError("'\(character)' is not a hole: draw a peg with o, an empty hole with ., and leave the outside blank",
                        row: r, character: x)
                }
                any = true
            }
            if !any { throw DrawingError("row \(r + 1) has no hole", row: r, character: nil) }
        }
        guard let first = found.first else { throw DrawingError("the board has no hole", row: nil, character: nil) }
        if triangular {
            // Rows half a cell apart: a cell's row and drawn column always have the same parity
            // sum, and the skewed column (x + r) / 2 counts along the row.
            let parity = (first.row + first.x) & 1
            if let odd = found.first(where: { ($0.row + $0.x) & 1 != parity }) {
                throw DrawingError("on a triangular grid cells are drawn one blank apart and each row is shifted half a cell from the next",
                    row: odd.row, character: odd.x + indent)
            }
            let columns = found.map { ($0.x + $0.row - parity) / 2 }
            let least = columns.min() ?? 0
            cells = zip(found, columns).map { Cell(row: $0.row, column: $1 - least, drawnColumn: $0.x, peg: $0.peg) }
        } else {
            let parity = first.x & 1
            let spaced = found.allSatisfy { $0.x & 1 == parity }
            let least = found.map(\.x).min() ?? 0
            cells = found.map {
                Cell(row: $0.row, column: spaced ? ($0.x - least) / 2 : $0.x - least, drawnColumn: $0.x, peg: $0.peg)
            }
        }
    }
}

/// Why a drawing is not a board: a message and, when the fault has one place, its row and
/// character column (0-based, in the rows as given).
struct DrawingError: Error {
    var message: String
    var row: Int?
    var character: Int?

    init(_ message: String, row: Int?, character: Int?) {
        self.message = message
        self.row = row
        self.character = character
    }

    /// The message with its place, as a person reads it.
    var located: String {
        guard let row else { return message }
        guard let character else { return "row \(row + 1): \(message)" }
        return "row \(row + 1), character \(character + 1): \(message)"
    }
}
