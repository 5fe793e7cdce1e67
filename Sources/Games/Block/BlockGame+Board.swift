import Boards

extension BlockGame {
    /// The board as rows of `X`, `O`, `.`, and a blank where the shape has no cell.
    public func cells(_ position: BlockPosition) -> [[Character]] {
        (0..<height).map { row in
            (0..<width).map { column in
                let cell = row * width + column
                guard geometry.exists[cell] else { return " " }
                if position.x & .bit(cell) != 0 { return "X" }
                if position.o & .bit(cell) != 0 { return "O" }
                return "."
            }
        }
    }

    /// Reads a drawn board. The side to move: in a game of placements alone, from the counts of
    /// stones (the first player has as many as the other or one more); otherwise the first
    /// player (`to-move` changes it).
    public func position(cells: [[Character]]) -> Result<BlockPosition, BoardError> {
        guard cells.count == height else {
            return .failure(BoardError("expected \(height) rows for a \(width) x \(height) board, found \(cells.count)",
                row: cells.count > height ? height : nil))
        }
        var x: BlockCells = 0, o: BlockCells = 0
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
                case "X", "x", "*": x |= .bit(cell)
                case "O", "o":
                    guard rules.players == 2 else { return .failure(BoardError("a puzzle has pieces of X alone", row: r, cell: index - 1)) }
                    o |= .bit(cell)
                default:
                    return .failure(BoardError("expected a cell ('.' or '-' empty, X or O), found '\(mark)'", row: r, cell: index - 1))
                }
            }
        }
        var mover = rules.first
        let placesOnly = rules.moves.allSatisfy { if case .place(_, false) = $0.kind { true } else { false } }
        if placesOnly, rules.players == 2 {
            // Each move adds one stone to the start's, the first player's first: the first player
            // has added as many as the other, or one more.
            let first = rules.first
            let firstCount = (first == .x ? x : o).nonzeroBitCount, secondCount = (first == .x ? o : x).nonzeroBitCount
            let firstAtStart = start.pieces(of: first).nonzeroBitCount, secondAtStart = start.pieces(of: first.opponent).nonzeroBitCount
            let added = (firstCount - firstAtStart) - (secondCount - secondAtStart)
            if added == 1 {
                mover = first.opponent
            } else if added != 0 || firstCount < firstAtStart || secondCount < secondAtStart {
                let fromStart = firstAtStart + secondAtStart == 0 ? ""
                    : " (\(firstAtStart) and \(secondAtStart) at the start, each move adding one)"
                let has = fromStart.isEmpty ? "has" : "has added"
                return .failure(BoardError("\(first) has \(firstCount) stones and \(first.opponent) \(secondCount)\(fromStart); "
                    + "\(first) moves first, so it \(has) as many stones as \(first.opponent) or one more"))
            }
        }
        let position = BlockPosition(x: x, o: o, mover: mover)
        if let problem = problem(position) { return .failure(problem) }
        return .success(position)
    }

    public func withMover(_ player: Player, _ position: BlockPosition) -> Result<BlockPosition, BoardError> {
        guard rules.players == 2 || player == .x else { return .failure(BoardError("a puzzle has one player, X")) }
        let changed = BlockPosition(x: position.x, o: position.o, mover: player)
        if let problem = problem(changed) { return .failure(problem) }
        return .success(changed)
    }

    /// Why a position cannot arise in play, or nil.
    func problem(_ position: BlockPosition) -> BoardError? {
        guard rules.players == 2 else { return nil }
        if reached(.x, in: position) != nil, reached(.o, in: position) != nil {
            return BoardError("both X and O have reached an end; play stops at the first")
        }
        return nil
    }

    /// The board for people (`GridDiagram`): a hex board's rows shift right by half a cell each,
    /// as the rhombus lies; with gravity, the column numbers that name the moves underneath.
    public func diagram(_ position: BlockPosition) -> [String] {
        let gravity = rules.moves.contains { if case .place(true, _) = $0.kind { true } else { false } }
        return GridDiagram.lines(cells(position), width: width, shiftRows: rules.grid == .hex, columnNumbers: gravity)
    }
}
