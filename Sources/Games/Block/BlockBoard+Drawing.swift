import Boards

/// A block board as text: its cells as characters, the diagram people read, and the pieces of a
/// board a `board` statement drew.
extension BlockBoard {
    /// The board as rows of `X`, `O`, `.`, `#` for a neutral piece (in both boards), and a blank
    /// where the shape has no cell; under `kinds` a piece of the second kind (a bit of `kinds`) as
    /// its letter (`K` for X's, `k` for O's).
    func cells(x: BlockCells, o: BlockCells, kinds: UInt64 = 0) -> [[Character]] {
        let letters = (x: rules.kindLetter(.x) ?? "X", o: rules.kindLetter(.o) ?? "O")
        return (0..<height).map { row in
            (0..<width).map { column in
                let cell = row * width + column
                guard geometry.exists[cell] else { return " " }
                if x & o & .bit(cell) != 0 { return "#" }
                let second = cell < 64 && kinds >> UInt64(cell) & 1 != 0
                if x & .bit(cell) != 0 { return second ? letters.x : "X" }
                if o & .bit(cell) != 0 { return second ? letters.o : "O" }
                return "."
            }
        }
    }

    /// The board for people (`GridDiagram`): a hex board's rows shift right by half a cell each,
    /// as the rhombus lies; with gravity, the column numbers that name the moves underneath.
    func diagram(x: BlockCells, o: BlockCells, kinds: UInt64 = 0) -> [String] {
        let gravity = rules.moves.contains { if case .place(true, _) = $0.kind { true } else { false } }
        return GridDiagram.lines(cells(x: x, o: o, kinds: kinds), width: width, shiftRows: rules.grid == .hex, columnNumbers: gravity)
    }

    /// The pieces of a drawn board: a row a line, every cell of the row or the shape's cells
    /// alone; `.` or `-` empty, `X`, `x` or `*` a piece of X, `O` or `o` one of O; under `kinds`
    /// the second kind's letters (`K`, `k`), whose cells `kinds` holds; and where moves put neutral
    /// pieces (`then`), `#` one of those.
    func drawnPieces(_ cells: [[Character]]) -> Result<(x: BlockCells, o: BlockCells, kinds: UInt64), BoardError> {
        guard cells.count == height else {
            return .failure(BoardError("expected \(height) rows for a \(width) x \(height) board, found \(cells.count)",
                row: cells.count > height ? height : nil))
        }
        var x: BlockCells = 0, o: BlockCells = 0, kinds: UInt64 = 0
        let letters = (x: rules.kindLetter(.x), o: rules.kindLetter(.o))
        for (r, row) in cells.enumerated() {
            let drawn = geometry.exists[(r * width)..<((r + 1) * width)].filter { $0 }.count
            // Rows of a shaped board may leave out the cells it does not have.
            let full = row.count == width
            guard full || row.count == drawn else {
                return .failure(BoardError("expected \(width) cells in row \(r + 1), found \(row.count)", row: r,
                    cell: row.count > width ? width : nil))
            }
            var index = 0
            for column in 0..<width {
                let cell = r * width + column
                if !full && !geometry.exists[cell] { continue }
                let mark = row[index]
                index += 1
                guard geometry.exists[cell] else {
                    guard mark == " " || mark == "." || mark == "-" else {
                        return .failure(BoardError("\(geometry.square(cell)) is not a cell of this board", row: r, cell: index - 1))
                    }
                    continue
                }
                switch mark {
                case ".", "-": break
                case letters.x: x |= .bit(cell); kinds |= 1 << UInt64(cell)
                case letters.o: o |= .bit(cell); kinds |= 1 << UInt64(cell)
                case "X", "x", "*": x |= .bit(cell)
                case "O", "o": o |= .bit(cell)
                case "#" where rules.hasNeutral:
                    x |= .bit(cell)
                    o |= .bit(cell)
                default:
                    let pieces = letters.x.map { "X, O, \($0) or \(letters.o ?? $0)" } ?? "X or O"
                    let neutral = rules.hasNeutral ? ", # a neutral piece" : ""
                    return .failure(BoardError("expected a cell ('.' or '-' empty, \(pieces)\(neutral)), found '\(mark)'", row: r, cell: index - 1))
                }
            }
        }
        return .success((x, o, kinds))
    }
}
