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

    public func diagram(_ position: LinePosition) -> [String] {
        let rows = cells(position)
        let numberWidth = String(height).count
        let pad = String(repeating: " ", count: numberWidth + 2)
        // Column letters on top name the cells (a1 top-left); with gravity, the column numbers
        // that name the moves go underneath.
        var lines = [pad + (0..<width).map { Square.columnLetter($0) }.joined(separator: " ")]
        for (r, row) in rows.enumerated() {
            let number = String(r + 1)
            let label = String(repeating: " ", count: numberWidth - number.count) + number
            lines.append(" " + label + " " + row.map { String($0) }.joined(separator: " "))
        }
        if rules.gravity {
            lines.append(pad + (1...width).map { String($0 % 10) }.joined(separator: " "))
        }
        return lines
    }

    public var ruleSentences: [String] {
        var sentences: [String] = []
        let k = lineLength
        sentences.append("Two players, \(rules.firstPlayer) and \(rules.firstPlayer.opponent), take turns; \(rules.firstPlayer) moves first.")
        if rules.gravity {
            sentences.append("A move drops a stone into one of the \(width) columns of a \(width) x \(height) board; it falls to the lowest empty cell. A full column takes no more.")
        } else {
            sentences.append("A move puts a stone on any empty cell of a \(width) x \(height) board.")
        }
        let line = "\(k) stones in a row (across, down or diagonally)"
        sentences.append(rules.misere
            ? "A player who gets \(line) loses: this is misère play."
            : "The first player to get \(line) wins.")
        sentences.append("If the board fills with no line made, the game is a draw.")
        return sentences
    }
}
