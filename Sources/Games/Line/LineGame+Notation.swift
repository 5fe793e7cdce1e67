import Boards

extension LineGame: Notation {
    public var name: String { rules.name }

    public func parseMove(_ text: String, in position: LinePosition) -> Result<LineMove, MoveError> {
        let target: Int
        if rules.gravity {
            guard let column = parseColumn(text) else {
                return .failure(MoveError(.unreadable, "expected a column number from 1 to \(width), found '\(text)'"))
            }
            guard column < width else {
                return .failure(MoveError(.illegal, "column \(text) is off the board (columns 1 to \(width))"))
            }
            guard let drop = dropCell(column: column, in: position) else {
                return .failure(MoveError(.illegal, "column \(column + 1) is full"))
            }
            target = drop
        } else {
            guard let square = Square(text) else {
                return .failure(MoveError(.unreadable, "expected a square such as b2, found '\(text)'"))
            }
            guard square.column < width, square.row < height else {
                return .failure(MoveError(.illegal, "\(square) is off the \(width) x \(height) board "
                    + "(columns a to \(Square.columnLetter(width - 1)), rows 1 to \(height))"))
            }
            target = bit(column: square.column, row: square.row)
            if position.occupied & UInt64.bit(target) != 0 {
                let owner = position.current & UInt64.bit(target) != 0 ? position.mover : position.mover.opponent
                return .failure(MoveError(.illegal, "\(square) is taken by \(owner)"))
            }
        }
        // The target cell is empty, so the board is not full: a game over here was ended by a
        // line, made by the side that moved last (`result`).
        if result(position) != nil {
            let maker = position.mover.opponent
            return .failure(MoveError(.illegal, "the game is over (\(maker) made a line and \(rules.misere ? "lost" : "won"))"))
        }
        return .success(LineMove(bit: target))
    }

    /// A 0-based column from `1`...`width`, or `nil` when `text` is not a positive number.
    private func parseColumn(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let n = Int(text), n >= 1
        else { return nil }
        return n - 1
    }

    /// The lowest empty cell of `column` (one of the board's), or `nil` when it is full.
    private func dropCell(column: Int, in position: LinePosition) -> Int? {
        let open = playable(position) & (((UInt64.bit(height) &- 1)) &<< UInt64(column * (height + 1)))
        return open == 0 ? nil : open.trailingZeroBitCount
    }

    public func moveName(_ move: LineMove) -> String {
        let square = square(of: Int(move.bit))
        return rules.gravity ? "\(square.column + 1)" : square.description
    }

    public func splitMoves(_ word: String) -> [String] {
        if rules.gravity, width <= 9, word.count > 1, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return word.map { String($0) }
        }
        return [word]
    }
}
