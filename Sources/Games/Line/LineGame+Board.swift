import Boards

extension LineGame {
    public func cells(_ position: LinePosition) -> [[Character]] {
        (0..<height).map { row in
            (0..<width).map { column in
                let b = UInt64.bit(bit(column: column, row: row))
                if position.stones(of: .x) & b != 0 { return "X" }
                if position.stones(of: .o) & b != 0 { return "O" }
                return "."
            }
        }
    }

    public func position(cells: [[Character]]) -> Result<LinePosition, BoardError> {
        let x: UInt64, o: UInt64
        switch DrawnCells.read(cells, width: width, height: height, bit: { bit(column: $0, row: $1) }) {
        case .success(let sides): (x, o) = sides
        case .failure(let error): return .failure(error)
        }
        let first = rules.firstPlayer
        let firstCount = (first == .x ? x : o).nonzeroBitCount
        let secondCount = (first == .x ? o : x).nonzeroBitCount
        let mover: Player
        if firstCount == secondCount {
            mover = first
        } else if firstCount == secondCount + 1 {
            mover = first.opponent
        } else {
            return .failure(BoardError("\(first) has \(firstCount) stones and \(first.opponent) \(secondCount); "
                + "\(first) moves first, so it has as many stones as \(first.opponent) or one more"))
        }
        let position = LinePosition(current: mover == .x ? x : o, other: mover == .x ? o : x, mover: mover)
        if let problem = problem(position) { return .failure(problem) }
        return .success(position)
    }


    public func withMover(_ player: Player, _ position: LinePosition) -> Result<LinePosition, BoardError> {
        guard player != position.mover else { return .success(position) }
        let flipped = LinePosition(current: position.other, other: position.current, mover: player)
        if let problem = problem(flipped) { return .failure(problem) }
        return .success(flipped)
    }

    /// Why a position cannot arise in play, or `nil`.
    func problem(_ position: LinePosition) -> BoardError? {
        let xLine = hasLine(position.stones(of: .x)), oLine = hasLine(position.stones(of: .o))
        if xLine && oLine { return BoardError("both X and O have a line of \(lineLength); play stops at the first") }
        if hasLine(position.current) {
            return BoardError("\(position.mover) has a line of \(lineLength) but is to move; play stopped when it was made")
        }
        if rules.gravity {
            let occupied = position.occupied
            for column in 0..<width {
                var seenEmpty = false
                for row in (0..<height).reversed() {
                    let filled = occupied & UInt64.bit(bit(column: column, row: row)) != 0
                    if filled && seenEmpty {
                        return BoardError("the stone in column \(column + 1), row \(row + 1) floats above an empty "
                            + "cell; stones drop to the bottom", row: row, cell: column)
                    }
                    if !filled { seenEmpty = true }
                }
            }
        }
        return nil
    }

    /// The board for people (`GridDiagram`); with gravity, the column numbers that name the moves
    /// go underneath.
    public func diagram(_ position: LinePosition) -> [String] {
        GridDiagram.lines(cells(position), width: width, columnNumbers: rules.gravity)
    }

    /// The rules in plain sentences, derived from the rule set: the players and who moves first,
    /// the board's size, how a move is made and written, how the game ends and who wins (misère
    /// turned round), and the draw.
    public var ruleSentences: [String] {
        var sentences: [String] = []
        let k = lineLength
        let first = rules.firstPlayer
        sentences.append("Two players, \(first) and \(first.opponent), take turns placing stones; \(first) moves first.")
        let board = "a board \(width) \(width == 1 ? "column" : "columns") wide and \(height) \(height == 1 ? "row" : "rows") high"
        if rules.gravity {
            sentences.append("A move drops a stone into a column of \(board); it falls to the lowest empty cell of "
                + "the column, and a full column takes no more.")
            let together = width <= 9 ? "; after moves the numbers may be run together (4453)" : ""
            sentences.append("A move is written as its column's number, 1 to \(width) from the left\(together).")
        } else {
            sentences.append("A move puts a stone on any empty cell of \(board).")
            sentences.append("A move is written as its cell: a column letter and a row number, a1 top-left, rows "
                + "counting downward.")
        }
        let line = "\(k) stones in a row (across, down or diagonally)"
        if rules.misere {
            sentences.append("Misère play: a player who gets \(line) loses, and the game ends there; each player "
                + "tries not to make a line.")
        } else {
            sentences.append("The first player to get \(line) wins, and the game ends there.")
        }
        sentences.append("If the board fills with no line made, the game is a draw.")
        return sentences
    }
}
