import Boards

/// A block puzzle as the session plays it (`PuzzlePlay`): pieces on the cells of the rules'
/// board, drawn as X, jumps written from cell to cell.
extension BlockPuzzle: PlayablePuzzle {
    public var puzzle: BlockPuzzle { self }

    /// The rules in plain sentences: one player, the board, the moves, the goal.
    public var ruleSentences: [String] {
        let at = goalBits == 0 ? "" : " on \(board.geometry.square(goalBits.trailingZeroBitCount))"
        return board.ruleSentences(opening: "A puzzle for one player on \(board.boardPhrase).",
            closing: ["The puzzle is solved with \(goalPieces) \(goalPieces == 1 ? "piece" : "pieces") left\(at)."])
    }

    /// The goal in words: "1 piece left, on d4", "3 pieces left".
    public var goalText: String {
        "\(pieces(goalPieces)) left" + (goalBits == 0 ? "" : ", on \(board.geometry.square(goalBits.trailingZeroBitCount))")
    }

    public var pieceWord: String { "piece" }

    public func pieceCount(_ pieces: BlockPieces) -> Int { pieces.count }

    public func cells(_ pieces: BlockPieces) -> [[Character]] { board.cells(x: BlockCells(pieces.bits), o: 0) }

    public func rows(_ pieces: BlockPieces) -> [String] { cells(pieces).map { $0.map(String.init).joined(separator: " ") } }

    public func diagram(_ pieces: BlockPieces) -> [String] { board.diagram(x: BlockCells(pieces.bits), o: 0) }

    public func sketch(_ pieces: BlockPieces) -> BoardSketch { .blockPieces(board, pieces) }

    /// A drawn board: `X`, `*` or `o` a piece (a puzzle has no O), `.` or `-` an empty cell.
    public func position(drawn: DrawnBoard) -> Result<BlockPieces, BoardError> {
        let cells = drawn.cells.map { row in row.map { $0 == "o" || $0 == "O" || $0 == "*" ? Character("X") : $0 } }
        return board.drawnPieces(cells).map { BlockPieces(bits: UInt64(truncatingIfNeeded: $0.x)) }
    }

    /// Cells joined by `-` (`d2-d4`, `d2-d4-f4` where the jumps chain).
    public func parseMove(_ written: String, typed text: String, in pieces: BlockPieces) -> Result<[BlockJump], MoveError> {
        let names = written.lowercased().split(separator: "-", omittingEmptySubsequences: false)
        let squares = names.compactMap { Square($0) }
        guard squares.count == names.count, squares.count >= 2 else {
            return .failure(MoveError(.unreadable, "'\(text)' is not a jump: write the cells a piece visits, such as d2-d4"))
        }
        let geometry = board.geometry
        var cells: [Int] = []
        for square in squares {
            guard square.column < geometry.width, square.row < geometry.height, geometry.exists[square.row * geometry.width + square.column]
            else { return .failure(MoveError(.illegal, "\(square) is off the board")) }
            cells.append(square.row * geometry.width + square.column)
        }
        var walk = pieces
        var jumps: [BlockJump] = []
        for k in 1..<cells.count {
            let step = "\(names[k - 1])-\(names[k])"
            guard let jump = self.jump(from: cells[k - 1], to: cells[k]), legalJumps(walk).contains(jump) else {
                guard let why = refusal(step, from: cells[k - 1], to: cells[k], in: walk) else {
                    return .failure(MoveError(.illegal, "\(step) is not a jump of this board"))
                }
                return .failure(MoveError(.illegal, k == 1 ? why : "then \(step): \(why)"))
            }
            if let last = jumps.last, !continues(jump, after: last) {
                return .failure(MoveError(.illegal, "a piece jumps once a move: the rules' jumps do not chain (play \(step) as a move of its own)"))
            }
            jumps.append(jump)
            walk = play(jump, in: walk)
        }
        return .success(jumps)
    }

    /// Why the jump `step` from `from` to `to` cannot be played in `pieces`, as the rules say it:
    /// the puzzle is over, no piece stands on `from`, or no move block goes there; nil when the
    /// jump the other way is legal (the cells are those of a jump, but not in this order).
    private func refusal(_ step: String, from: Int, to: Int, in pieces: BlockPieces) -> String? {
        let legal = legalJumps(pieces)
        if isGoal(pieces) || legal.isEmpty { return "the game is over (\(isGoal(pieces) ? "the goal is reached" : "no move is left"))" }
        if let back = jump(from: to, to: from), legal.contains(back) { return nil }
        let allowed = "X's moves are " + board.rules.moves.map { "'\($0.text)'" }.joined(separator: ", ")
        if pieces.bits & UInt64.bit(from) == 0 { return "\(board.geometry.square(from)) holds no piece; X moves its own pieces (\(allowed))" }
        return "no move of X goes \(step): \(allowed)"
    }

    public func cellNames(of jump: BlockJump) -> (from: String, over: String, to: String) {
        let square = { (cell: Int) in self.board.geometry.square(cell).description }
        let i = Int(jump.index)
        return (square(jumpFrom[i]), square(jumpOver[i]), square(jumpTo[i]))
    }
}
