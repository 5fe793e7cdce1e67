import Boards

/// A peg solitaire rule set compiled: its name, the puzzle (board, start, goal) and how the
/// session writes it. What `game peg-english` selects.
public struct JumpGame: Sendable {
    /// The rule set's name (`peg-english`).
    public let name: String
    /// The board, start and goal, as the puzzle search sees them.
    public let puzzle: JumpPuzzle

    public init(name: String, puzzle: JumpPuzzle) {
        self.name = name
        self.puzzle = puzzle
    }

    public var board: JumpBoard { puzzle.board }
    public var start: JumpPosition { puzzle.start }
    public var goal: JumpGoal { puzzle.goal }

    /// The goal in words: "one peg left, on d4", "one peg left, anywhere", "the target position".
    public var goalText: String {
        switch goal {
        case .onePeg: "one peg left, anywhere"
        case .onePegAt(let hole): "one peg left, on \(board.name(ofHole: hole))"
        case .position(let target): "the target position (\(target.count) \(target.count == 1 ? "peg" : "pegs"))"
        }
    }

    /// The rules in plain sentences, derived from the board, its directions, start and goal: one
    /// player, the board's shape (holes per row), the start, how a jump is made and written, and
    /// the goal.
    public var ruleSentences: [String] {
        let directions: String
        switch board.directions {
        case .orthogonal: directions = "across or down (4 directions)"
        case .withDiagonals: directions = "across, down or diagonally (8 directions)"
        case .triangular: directions = "along the 6 directions of the triangular grid"
        }
        var perRow = [Int](repeating: 0, count: board.rowCount)
        for hole in 0..<board.holeCount { perRow[board.rowOf[hole]] += 1 }
        let grid = board.directions.isTriangular ? "a triangular grid" : "a square grid"
        let rows = "\(board.rowCount) \(board.rowCount == 1 ? "row" : "rows")"
        let naming = board.directions.isTriangular
            ? "a hole is named by its place in its row (a, b, c, ... from the left) and the row's number, a1 the top hole"
            : "a hole is named by column letter and row number, a1 top-left"
        return [
            "A puzzle for one player: no opponent, no turns.",
            "The board has \(board.holeCount) holes on \(grid), in \(rows) of \(Self.listed(perRow.map(String.init))) "
                + "holes from the top; \(naming).",
            "At the start \(startText).",
            "A move jumps a peg over a neighbouring peg, \(directions), into the empty hole just beyond; the peg jumped over is taken off.",
            "A jump is written from hole to hole (d2-d4); one peg jumping several times in a row is one move (a multi-jump, written d2-d4-f4).",
            "Goal: \(goalText)\(targetHoles). With no jump left short of the goal, the puzzle is lost.",
        ]
    }

    /// For a target of a few pegs, where they stand: ", a peg on c3 and on no other hole".
    private var targetHoles: String {
        guard case .position(let target) = goal, target.count <= 6, target.count > 0 else { return "" }
        let holes = (0..<board.holeCount).filter { target.hasPeg($0) }.map { board.name(ofHole: $0) }
        return ", \(holes.count == 1 ? "a peg" : "pegs") on \(Self.listed(holes)) and on no other hole"
    }

    /// The start in words: the empty holes when few are, else the pegs when few are, else counts.
    private var startText: String {
        let empty = (0..<board.holeCount).filter { !start.hasPeg($0) }.map { board.name(ofHole: $0) }
        let pegs = (0..<board.holeCount).filter { start.hasPeg($0) }.map { board.name(ofHole: $0) }
        if empty.isEmpty { return "every hole holds a peg" }
        if empty.count <= 4 { return "every hole holds a peg but \(Self.listed(empty))" }
        if pegs.isEmpty { return "every hole is empty" }
        if pegs.count <= 6 { return "pegs stand on \(Self.listed(pegs)), every other hole empty" }
        return "\(pieces(pegs.count)) stand as the rule file draws them, \(empty.count) holes empty"
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "none" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// True when `pegs` is the goal.
    public func isGoal(_ pegs: JumpPosition) -> Bool { puzzle.isGoal(pegs) }

    /// The board for people: column letters over a square grid, row numbers down the side, `o` a
    /// peg, `.` an empty hole. On a triangular grid the rows are drawn centred and the holes of
    /// row n are named a`n`, b`n`, ... from the left: a column runs up to the right, so its letter
    /// goes under the bottom row's hole of that column.
    public func diagram(_ pegs: JumpPosition) -> [String] {
        let numberWidth = String(board.rowCount).count
        let drawn = board.directions.isTriangular ? board.drawing(pegs) : squareRows(pegs)
        var lines: [String] = []
        if !board.directions.isTriangular {
            let letters = (0..<board.columnCount).map { Square.columnLetter($0) }.joined(separator: " ")
            lines.append(String(repeating: " ", count: numberWidth + 2) + letters)
        }
        for (r, row) in drawn.enumerated() {
            let number = String(r + 1)
            let pad = String(repeating: " ", count: numberWidth - number.count)
            lines.append("\(pad)\(number)  \(row)")
        }
        if board.directions.isTriangular { lines.append(String(repeating: " ", count: numberWidth + 2) + triangularLetters) }
        return lines
    }

    /// The column letters under the bottom row of a triangular board, each under the drawn place
    /// of that column in the bottom row, then how the columns run.
    private var triangularLetters: String {
        // A hole's drawn place is 2 x column - row + a constant of the drawing; any hole gives it.
        guard board.holeCount > 0 else { return "" }
        let offset = board.drawnColumnOf[0] - 2 * board.columnOf[0] + board.rowOf[0]
        let bottom = board.rowCount - 1
        var line = [Character]()
        for column in 0..<board.columnCount {
            let x = 2 * column - bottom + offset
            guard x >= 0 else { continue }
            while line.count < x { line.append(" ") }
            line += Square.columnLetter(column)
        }
        return String(line) + "   (columns run up to the right)"
    }

    /// The board as a `board` statement reads it back: one row a line, cells one blank apart,
    /// blanks outside the board.
    public func rows(_ pegs: JumpPosition) -> [String] {
        board.directions.isTriangular ? board.drawing(pegs) : squareRows(pegs)
    }

    /// A square grid's rows with cells one blank apart at their column.
    private func squareRows(_ pegs: JumpPosition) -> [String] {
        var rows = [[Character]](repeating: [], count: board.rowCount)
        for hole in 0..<board.holeCount {
            let r = board.rowOf[hole], x = board.columnOf[hole] * 2
            while rows[r].count <= x { rows[r].append(" ") }
            rows[r][x] = pegs.hasPeg(hole) ? "o" : "."
        }
        return rows.map { String($0) }
    }
}
