import Boards

extension FlankGame {
    public var cellCount: Int { geometry.cellCount }

    public func cells(_ position: FlankPosition) -> [[Character]] {
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
    public func position(cells: [[Character]]) -> Result<FlankPosition, BoardError> {
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
        return .success(FlankPosition(player: mover == .x ? x : o, opponent: mover == .x ? o : x, mover: mover))
    }

    public func withMover(_ player: Player, _ position: FlankPosition) -> Result<FlankPosition, BoardError> {
        player == position.mover ? .success(position) : .success(position.passed)
    }

    public func diagram(_ position: FlankPosition) -> [String] {
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

    /// The rules in plain sentences, derived from the rule set: the players, their colours and
    /// who moves first, the board and the start, how a move is made and written, passing, the end,
    /// who wins (fewest discs in anti-Reversi) and the score.
    public var ruleSentences: [String] {
        let size = geometry.size
        let first = startBoard.mover
        let article = size == 8 || size == 11 || size == 18 ? "an" : "a"
        var sentences = [
            "Two players, X (black) and O (white), take turns on \(article) \(size) x \(size) board; \(first) moves first.",
            startSentence,
            "A move puts a disc on an empty cell so that, in at least one of the eight directions, an unbroken "
                + "line of opposing discs lies between it and a disc of the mover; every such line is turned over.",
            "A move is written as its cell: a column letter and a row number, a1 top-left, rows counting downward.",
            "A player with no such move passes (written pass); when neither player can move, the game ends, "
                + "full board or not.",
        ]
        sentences.append(fewestWins
            ? "Anti-Reversi: the player with fewer discs at the end wins; equal counts are a draw."
            : "The player with more discs at the end wins; equal counts are a draw.")
        sentences.append("The score is the difference in discs at the end, the empty cells counting for the winner.")
        return sentences
    }

    /// "At the start the four centre cells hold discs crosswise (the diagonal start): X on e4 and
    /// d5, O on d4 and e5." (or side by side, the parallel start, or as the rule file draws them).
    private var startSentence: String {
        var squares: [Player: [String]] = [.x: [], .o: []]
        for (r, row) in cells(startBoard).enumerated() {
            for (c, cell) in row.enumerated() {
                if let player = Player(symbol: cell) { squares[player, default: []].append(Square(column: c, row: r).description) }
            }
        }
        func list(_ player: Player) -> String {
            let names = squares[player] ?? []
            guard names.count <= 8 else { return "\(player) on \(names.count) cells" }
            guard let last = names.last else { return "no disc of \(player)" }
            return "\(player) on " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last)
        }
        let low = geometry.size / 2 - 1, high = geometry.size / 2
        let centre = [Square(column: low, row: low), Square(column: high, row: low), Square(column: low, row: high),
            Square(column: high, row: high)].map(\.description)
        let which: String
        if squares[.o] == [centre[0], centre[3]], squares[.x] == [centre[1], centre[2]] {
            which = "the four centre cells hold discs crosswise (the diagonal start)"
        } else if squares[.o] == [centre[0], centre[1]], squares[.x] == [centre[2], centre[3]] {
            which = "the four centre cells hold discs side by side (the parallel start)"
        } else {
            which = "the discs stand as the rule file draws them"
        }
        return "At the start \(which): \(list(.x)), \(list(.o))."
    }
}
