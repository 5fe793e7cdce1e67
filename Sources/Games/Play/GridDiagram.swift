import Boards

/// The text board of a grid game, as `show` draws it: column letters over the cells (a1 at the
/// top left), row numbers down the left, cells one blank apart.
///
/// ```
///      a b c d
///    1 . X . .
///    2 . O X .
///    3 . . . .
///      1 2 3 4      <- column numbers, where moves are written by column (gravity)
/// ```
enum GridDiagram {
    /// The lines of `rows` (a blank for no cell), each row `shiftRows` one blank further right
    /// than the row above (a rhombus of hexagons), with the column numbers underneath when
    /// `columnNumbers`; no line ends in a blank.
    static func lines(_ rows: [[Character]], width: Int, shiftRows: Bool = false, columnNumbers: Bool) -> [String] {
        let numberWidth = String(rows.count).count
        let pad = String(repeating: " ", count: numberWidth + 2)
        var lines = [pad + (0..<width).map { Square.columnLetter($0) }.joined(separator: " ")]
        for (r, row) in rows.enumerated() {
            let number = String(r + 1)
            let label = String(repeating: " ", count: numberWidth - number.count) + number
            let shift = shiftRows ? String(repeating: " ", count: r) : ""
            lines.append(" " + label + " " + shift + row.map { String($0) }.joined(separator: " "))
        }
        if columnNumbers {
            lines.append(pad + (1...width).map { String($0 % 10) }.joined(separator: " "))
        }
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
}
