import Boards

extension BlockGame {
    /// The board as rows of `X`, `O`, `.`, `#` a neutral piece, and a blank where the shape has no
    /// cell; under `kinds` the second kind by its letter.
    public func cells(_ position: BlockPosition) -> [[Character]] { board.cells(x: position.x, o: position.o, kinds: position.kinds) }

    /// Reads a drawn board. The side to move: in a game of placements alone, from the counts of
    /// stones (the first player has as many as the other or one more); otherwise the first
    /// player (`to-move` changes it). Under `hand`, each side's hand is what it starts with less
    /// the pieces it has put down, and the side to move follows from those (`drawnHands`).
    public func position(cells: [[Character]]) -> Result<BlockPosition, BoardError> {
        let x: BlockCells, o: BlockCells, kinds: UInt64
        switch board.drawnPieces(cells) {
        case .success(let pieces): (x, o, kinds) = pieces
        case .failure(let error): return .failure(error)
        }
        switch drawnHands(x: x, o: o) {
        case .success(var position?):
            position.kinds = kinds
            if let problem = problem(position) { return .failure(problem) }
            return .success(position)
        case .success(nil): break
        case .failure(let error): return .failure(error)
        }
        var mover = rules.first
        if rules.moves.allSatisfy({ $0.then != nil }) {
            // Every move puts down one neutral piece, the first player's first.
            let added = (x & o).nonzeroBitCount - start.neutral.nonzeroBitCount
            if added % 2 == 1 { mover = rules.first.opponent }
        }
        // Under `mill` a line takes a piece, so the counts no longer tell whose turn it is.
        let placesOnly = !mills && rules.moves.allSatisfy { if case .place(_, false) = $0.kind { true } else { false } }
        if placesOnly {
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
        var position = BlockPosition(x: x, o: o, mover: mover)
        position.kinds = kinds
        if let problem = problem(position) { return .failure(problem) }
        return .success(position)
    }

    public func withMover(_ player: Player, _ position: BlockPosition) -> Result<BlockPosition, BoardError> {
        var changed = position
        changed.mover = player
        if let problem = problem(changed) { return .failure(problem) }
        return .success(changed)
    }

    /// Why a position cannot arise in play, or nil.
    func problem(_ position: BlockPosition) -> BoardError? {
        if reached(.x, in: position) != nil, reached(.o, in: position) != nil {
            return BoardError("both X and O have reached an end; play stops at the first")
        }
        return nil
    }

    /// The board for people (`BlockBoard.diagram`).
    public func diagram(_ position: BlockPosition) -> [String] { board.diagram(x: position.x, o: position.o, kinds: position.kinds) }
}
