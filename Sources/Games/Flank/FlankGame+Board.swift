import Boards

extension FlankGame {
    public var cellCount: Int { geometry.cellCount }

    public func cells(_ position: FlankBoard) -> [[Character]] {
        (0..<geometry.size).map { row in
            (0..<geometry.size).map { column in
                let b = UInt64.bit(geometry.bit(column: column, row: row))
                if position.discs(of: .x) & b != 0 { return "X" }
                if position.discs(of: .o) & b != 0 { return "O" }
                return "."
            }
        }
    }

    /// The drawn discs with the rule set's first player to move (`to-move` changes it): a Reversi
    /// position does not tell by its disc count whose turn it is.
    public func position(cells: [[Character]]) -> Result<FlankBoard, BoardError> {
        let size = geometry.size
        if cells.count == 1, size > 1 {
            return .failure(BoardError("a board on one line needs \(size * size) cells (or \(size) rows separated "
                + "by /), found \(cells[0].count)", row: 0, cell: cells[0].count > size * size ? size * size : nil))
        }
        let x: UInt64, o: UInt64
        switch DrawnCells.read(cells, width: size, height: size, bit: { geometry.bit(column: $0, row: $1) }) {
        case .success(let sides): (x, o) = sides
        case .failure(let error): return .failure(error)
        }
        let mover = startBoard.mover
        return .success(FlankBoard(player: mover == .x ? x : o, opponent: mover == .x ? o : x, mover: mover))
    }

    public func withMover(_ player: Player, _ position: FlankBoard) -> Result<FlankBoard, BoardError> {
        player == position.mover ? .success(position) : .success(position.passed)
    }

    public func diagram(_ position: FlankBoard) -> [String] {
        let size = geometry.size
        var lines = ["   " + (0..<size).map { Square.columnLetter($0) }.joined(separator: " ")]
        for (r, row) in cells(position).enumerated() {
            lines.append(" \(r + 1) " + row.map { String($0) }.joined(separator: " "))
        }
        let x = position.discs(of: .x).nonzeroBitCount, o = position.discs(of: .o).nonzeroBitCount
        var count = "discs: X \(x), O \(o), \(size * size - x - o) empty"
        if geometry.status(position) == .mustPass { count += "; \(position.mover) has no move and must pass" }
        lines.append(count)
        return lines
    }

    public var ruleSentences: [String] {
        let size = geometry.size
        let first = startBoard.mover
        var sentences = [
            "Two players, \(first) and \(first.opponent), take turns on a \(size) x \(size) board; \(first) moves first.",
            "A move puts a disc on an empty cell so that, in at least one of the eight directions, an unbroken "
                + "line of opposing discs lies between it and a disc of the mover; every such line is turned over.",
            "A player with no such move passes; when neither player can move, the game ends, full board or not.",
        ]
        sentences.append(fewestWins
            ? "Anti-Reversi: the player with fewer discs wins; the winner also counts the empty cells."
            : "The player with more discs wins; the winner also counts the empty cells.")
        return sentences
    }
}
