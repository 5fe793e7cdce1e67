import Boards

/// A block puzzle as the session plays it (`PuzzlePlay`): pieces on the cells of the rules'
/// board, drawn as X, jumps written from cell to cell.
extension BlockPuzzle: PlayablePuzzle {
    public var puzzle: BlockPuzzle { self }

    public var ruleSentences: [String] { game.ruleSentences }

    /// The goal in words: "1 piece left, on d4", "3 pieces left".
    public var goalText: String {
        let goal = game.rules.goal ?? (pieces: 1, at: nil)
        return "\(pieces(goal.pieces)) left" + (goal.at.map { ", on \(game.geometry.square($0))" } ?? "")
    }

    public var pieceWord: String { "piece" }

    public func pieceCount(_ pieces: BlockPieces) -> Int { pieces.count }

    /// The block game's view of `pieces`.
    private func blockPosition(_ pieces: BlockPieces) -> BlockPosition { BlockPosition(x: UInt128(pieces.bits), o: 0, mover: .x) }

    public func cells(_ pieces: BlockPieces) -> [[Character]] { game.cells(blockPosition(pieces)) }

    public func rows(_ pieces: BlockPieces) -> [String] { cells(pieces).map { $0.map(String.init).joined(separator: " ") } }

    public func diagram(_ pieces: BlockPieces) -> [String] { game.diagram(blockPosition(pieces)) }

    public func sketch(_ pieces: BlockPieces) -> BoardSketch { .blockPieces(game, pieces) }

    /// A drawn board: `X`, `*` or `o` a piece (a puzzle has no O), `.` or `-` an empty cell.
    public func position(drawn: DrawnBoard) -> Result<BlockPieces, BoardError> {
        let cells = drawn.cells.map { row in row.map { $0 == "o" || $0 == "O" || $0 == "*" ? Character("X") : $0 } }
        return game.position(cells: cells).map { BlockPieces(bits: UInt64(truncatingIfNeeded: $0.x)) }
    }

    /// Cells joined by `-` (`d2-d4`, `d2-d4-f4` where the jumps chain). A single jump the rules
    /// refuse gets the block game's reason.
    public func parseMove(_ written: String, typed text: String, in pieces: BlockPieces) -> Result<[BlockJump], MoveError> {
        let names = written.lowercased().split(separator: "-", omittingEmptySubsequences: false)
        let squares = names.compactMap { Square($0) }
        guard squares.count == names.count, squares.count >= 2 else {
            return .failure(MoveError(.unreadable, "'\(text)' is not a jump: write the cells a piece visits, such as d2-d4"))
        }
        let geometry = game.geometry
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
                if case .failure(let error) = game.parseMove(step, in: blockPosition(walk)) {
                    return .failure(MoveError(.illegal, k == 1 ? error.message : "then \(step): \(error.message)"))
                }
                return .failure(MoveError(.illegal, "\(step) is not a jump of this board"))
            }
            if let last = jumps.last, !continues(jump, after: last) {
                return .failure(MoveError(.illegal, "a piece jumps once a move: the rules' jumps do not chain (play \(step) as a move of its own)"))
            }
            jumps.append(jump)
            walk = play(jump, in: walk)
        }
        return .success(jumps)
    }

    public func cellNames(of jump: BlockJump) -> (from: String, over: String, to: String) {
        let square = { (cell: Int) in self.game.geometry.square(cell).description }
        let i = Int(jump.index)
        return (square(jumpFrom[i]), square(jumpOver[i]), square(jumpTo[i]))
    }
}
