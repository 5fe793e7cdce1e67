import Boards

/// Why a written jump cannot be played: each rule of a jump has its own case, so `explain` can
/// say which one failed.
public enum JumpRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a jump: holes are written as a letter and a number, joined by `-`.
    case unreadable(String)
    /// A square name that is not a hole of the board.
    case notAHole(String)
    /// The landing square is not two steps from the start along one of the board's directions.
    case notInLine(from: String, to: String, directions: Int)
    /// The landing square is outside the board.
    case offBoard(String)
    /// The square between start and landing is outside the board: there is nothing to jump over.
    case noHoleBetween(from: String, to: String)
    /// The start hole is empty.
    case noPeg(String)
    /// The hole jumped over is empty.
    case nothingToJumpOver(String)
    /// The landing hole already holds a peg.
    case landingFull(String)

    public var description: String {
        switch self {
        case .unreadable(let text): "'\(text)' is not a jump: write the holes a peg visits, such as d2-d4 or d2-d4-f4"
        case .notAHole(let name): "\(name) is not a hole of the board"
        case .notInLine(let from, let to, let directions):
            "\(to) is not two holes from \(from) in a line (pegs jump in \(directions) directions)"
        case .offBoard(let name): "the landing hole \(name) is off the board"
        case .noHoleBetween(let from, let to): "there is no hole between \(from) and \(to) to jump over"
        case .noPeg(let name): "there is no peg on \(name) to move"
        case .nothingToJumpOver(let name): "there is no peg on \(name) to jump over"
        case .landingFull(let name): "the landing hole \(name) is not empty"
        }
    }
}

extension JumpBoard {
    /// A hole's name: its column letter and row number, `a1` at the top left (on a triangular
    /// grid, the skewed column of `JumpDirections`: the 15-hole triangle's apex is `a1`).
    public func name(ofHole hole: Int) -> String { Square(column: columnOf[hole], row: rowOf[hole]).description }

    /// The hole named `name` (`d4`, `D4`), or `nil` when it is not a hole of the board.
    public func hole(named name: Substring) -> Int? {
        guard let square = Square(name) else { return nil }
        return hole(row: square.row, column: square.column)
    }

    /// A jump as written: `d2-d4`.
    public func name(of jump: JumpMove) -> String {
        let (from, _, to) = holes(of: jump)
        return "\(name(ofHole: from))-\(name(ofHole: to))"
    }

    /// A move (one jump or a multi-jump by one peg) as written: `d2-d4-f4`.
    public func name(ofMove jumps: [JumpMove]) -> String {
        guard let first = jumps.first else { return "" }
        return ([name(ofHole: holes(of: first).from)] + jumps.map { name(ofHole: holes(of: $0).to) })
            .joined(separator: "-")
    }

    /// Reads a move, `d2-d4` or a multi-jump `d2-d4-f4` by one peg, and checks each jump in turn
    /// in `pegs`; returns the jumps, or the first rule broken.
    public func parseMove(_ text: String, in pegs: JumpPosition) -> Result<[JumpMove], JumpRefusal> {
        let names = text.split(separator: "-", omittingEmptySubsequences: false)
        guard names.count >= 2, names.allSatisfy({ Square($0) != nil }) else { return .failure(.unreadable(text)) }
        var position = pegs
        var jumps: [JumpMove] = []
        for k in 1..<names.count {
            switch jump(from: names[k - 1], to: names[k], in: position) {
            case .success(let jump):
                jumps.append(jump)
                position = play(jump, in: position)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(jumps)
    }

    /// The single jump from `fromName` to `toName` in `pegs`, or the first rule it breaks, in the
    /// order a learner checks them: the squares, the line, then the pegs.
    func jump(from fromName: Substring, to toName: Substring, in pegs: JumpPosition) -> Result<JumpMove, JumpRefusal> {
        guard let fromSquare = Square(fromName), let toSquare = Square(toName) else {
            return .failure(.unreadable("\(fromName)-\(toName)"))
        }
        let from = String(fromSquare.description), to = String(toSquare.description)
        guard let start = hole(row: fromSquare.row, column: fromSquare.column) else { return .failure(.notAHole(from)) }
        let dr = toSquare.row - fromSquare.row, dc = toSquare.column - fromSquare.column
        guard dr & 1 == 0, dc & 1 == 0,
            directions.steps.contains(where: { $0.row * 2 == dr && $0.column * 2 == dc })
        else { return .failure(.notInLine(from: from, to: to, directions: directions.count)) }
        guard let landing = hole(row: toSquare.row, column: toSquare.column) else { return .failure(.offBoard(to)) }
        guard let over = hole(row: fromSquare.row + dr / 2, column: fromSquare.column + dc / 2) else {
            return .failure(.noHoleBetween(from: from, to: to))
        }
        guard pegs.hasPeg(start) else { return .failure(.noPeg(from)) }
        guard pegs.hasPeg(over) else { return .failure(.nothingToJumpOver(name(ofHole: over))) }
        guard !pegs.hasPeg(landing) else { return .failure(.landingFull(to)) }
        guard let jump = jump(from: start, to: landing) else { return .failure(.noHoleBetween(from: from, to: to)) }
        return .success(jump)
    }

    /// The board drawn as it was read: `o` for a peg, `.` for an empty hole, blanks outside; one
    /// string per row, trailing blanks removed.
    public func drawing(_ pegs: JumpPosition) -> [String] {
        var rows = [[Character]](repeating: [], count: rowCount)
        for hole in 0..<holeCount {
            let r = rowOf[hole], x = drawnColumnOf[hole]
            while rows[r].count <= x { rows[r].append(" ") }
            rows[r][x] = pegs.hasPeg(hole) ? "o" : "."
        }
        return rows.map { String($0) }
    }

    /// The position drawn by `rows` (`o` or `x` a peg, `.` an empty hole, blanks outside), which
    /// must draw exactly the board's holes. An error's `row` and `cell` are the row and the
    /// character in it, as given.
    public func position(diagram rows: [String]) -> Result<JumpPosition, BoardError> {
        let drawing: JumpDrawing
        do {
            drawing = try JumpDrawing(rows: rows, triangular: directions.isTriangular)
        } catch {
            return .failure(BoardError(error.message, row: error.row, cell: error.character))
        }
        var bits: UInt64 = 0
        for cell in drawing.cells {
            guard let hole = hole(row: cell.row, column: cell.column) else {
                return .failure(
                    BoardError("this cell is not a hole of the board", row: cell.row, cell: cell.drawnColumn + drawing.indent))
            }
            if cell.peg { bits |= UInt64.bit(hole) }
        }
        guard drawing.cells.count == holeCount else {
            return .failure(BoardError("the drawing has \(drawing.cells.count) holes; the board has \(holeCount)"))
        }
        return .success(JumpPosition(bits: bits))
    }
}
