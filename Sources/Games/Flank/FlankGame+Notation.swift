import Boards

extension FlankGame: Notation {
    public func parseMove(_ text: String, in position: FlankPosition) -> Result<FlankMove, MoveError> {
        let status = geometry.status(position)
        if text.lowercased() == "pass" {
            switch status {
            case .mustPass: return .success(.pass)
            case .toMove:
                return .failure(MoveError(.illegal, "\(position.mover) has a move (\(moveList(position))), so it may not pass"))
            case .over: return .failure(MoveError(.illegal, "the game is over (\(overText(position)))"))
            }
        }
        guard let square = Square(text.lowercased()) else {
            return .failure(MoveError(.unreadable, "expected a square such as d3, or pass, found '\(text)'"))
        }
        let size = geometry.size
        guard square.column < size, square.row < size else {
            return .failure(MoveError(.illegal, "\(square) is off the \(size) x \(size) board "
                + "(columns a to \(Square.columnLetter(size - 1)), rows 1 to \(size))"))
        }
        if let why = whyIllegal(square, in: position, status: status) { return .failure(MoveError(.illegal, why)) }
        return .success(FlankMove(cell: geometry.bit(column: square.column, row: square.row)))
    }

    /// Why a disc on `square` (on the board) is not a legal move, or `nil` when it is.
    func whyIllegal(_ square: Square, in position: FlankPosition, status: FlankStatus) -> String? {
        let cell = UInt64.bit(geometry.bit(column: square.column, row: square.row))
        if status == .over { return "the game is over (\(overText(position)))" }
        if position.occupied & cell != 0 {
            let owner = position.player & cell != 0 ? position.mover : position.mover.opponent
            return "\(square) is taken by \(owner)"
        }
        if status == .mustPass { return "\(position.mover) has no legal move and must pass" }
        if geometry.moves(position) & cell == 0 {
            return "\(square) flanks no \(position.mover.opponent) disc: no line of \(position.mover.opponent) discs "
                + "from it ends at one of \(position.mover)'s discs"
        }
        return nil
    }

    /// The legal moves, written out.
    func moveList(_ position: FlankPosition) -> String {
        legalMoves(position).map(moveName).joined(separator: " ")
    }

    /// How a finished game ended: the disc count and the winner.
    func overText(_ position: FlankPosition) -> String {
        let x = position.discs(of: .x).nonzeroBitCount, o = position.discs(of: .o).nonzeroBitCount
        let score = finalScore(position)
        let winner = score > 0 ? position.mover : position.mover.opponent
        let count = "X \(x), O \(o)"
        return score == 0 ? "\(count): a draw" : "\(count): \(winner) wins by \(abs(score))"
    }

    public func moveName(_ move: FlankMove) -> String {
        move.isPass ? "pass" : geometry.square(of: Int(move.cell)).description
    }

    /// A game record written without spaces (`f5d6c3`) is cut into squares.
    public func splitMoves(_ word: String) -> [String] {
        let characters = Array(word.lowercased())
        guard characters.count > 2, characters.count % 2 == 0 else { return [word] }
        let pairs = stride(from: 0, to: characters.count, by: 2).map { String(characters[$0...$0 + 1]) }
        return pairs.allSatisfy({ Square($0) != nil }) ? pairs : [word]
    }
}
