import Boards

/// Positions back to text, in the statements the parser reads: printing a position and parsing
/// the print gives the same name, game, cells and side to move.
///
///     position "corner fork"
///     game tictactoe
///     board
///       X . .
///       . O .
///       . . X
///     to-move O
public enum PositionPrinter {
    /// The position as statements: a `position` line (left out when `name` is `nil` or empty), a
    /// `game` line, a board diagram (rows top first, cells separated by one blank, indented two
    /// blanks) and a `to-move` line. Lines are joined by `\n`, with no break after the last.
    ///
    /// - Parameters:
    ///   - name: the position's name; quotes and backslashes are escaped, line breaks become blanks.
    ///   - game: the game's name, quoted only when it needs to be (blanks, quotes, `#`).
    ///   - cells: the rows, top first, each a row of cell characters (`.`, `X`, `O`, ...).
    ///   - toMove: the side to move.
    public static func render(name: String?, game: String, cells: [[Character]], toMove: Player) -> String {
        render(name: name, game: game, rows: cells.map { $0.map(String.init).joined(separator: " ") }, toMove: toMove)
    }

    /// The same with the board's rows already written (a peg solitaire board keeps the blanks
    /// outside its shape), and no `to-move` line when `toMove` is `nil` (a one-player puzzle).
    public static func render(name: String?, game: String, rows: [String], toMove: Player?) -> String {
        var lines: [String] = []
        if let name, !name.isEmpty {
            lines.append("position \(quoted(name))")
        }
        lines.append("game \(needsQuotes(game) ? quoted(game) : game)")
        lines.append("board")
        for row in rows {
            lines.append("  " + row)
        }
        if let toMove { lines.append("to-move \(toMove.symbol)") }
        return lines.joined(separator: "\n")
    }

    /// The board on one line, rows top first separated by `/`: `X../.O./..X`. Written in quotes
    /// after `board`, it reads back as the same rows.
    public static func renderLine(cells: [[Character]]) -> String {
        cells.map { String($0) }.joined(separator: "/")
    }

    /// A string literal of the language: `"..."` with `\"` and `\\` escaped. Line breaks, which
    /// no literal can hold, become blanks.
    public static func quoted(_ text: String) -> String {
        var literal = "\""
        for character in text {
            switch character {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where character.isNewline: literal += " "
            default: literal.append(character)
            }
        }
        return literal + "\""
    }

    /// Whether a name would not read back as one word.
    public static func needsQuotes(_ text: String) -> Bool {
        text.isEmpty || text.contains(where: Lexer.isDelimiter)
    }
}
