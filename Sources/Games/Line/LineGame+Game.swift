import Boards

extension LineGame: ThreatGame {
    public var start: LinePosition { LinePosition(current: 0, other: 0, mover: rules.firstPlayer) }

    @inlinable public func sideToMove(_ position: LinePosition) -> Player { position.mover }

    @inlinable public func result(_ position: LinePosition) -> Outcome? {
        // Only the side that just moved can have made a line: boards where the side to move has
        // one are refused when they are set (`problem(_:)`), so it is not checked here.
        if hasLine(position.other) { return rules.misere ? .win : .loss }
        if position.occupied == boardMask { return .draw }
        return nil
    }

    public func legalMoves(_ position: LinePosition) -> [LineMove] {
        guard result(position) == nil else { return [] }
        let open = playable(position)
        var moves: [LineMove] = []
        if rules.gravity {
            // Columns left to right, as the moves are named.
            for column in 0..<width {
                for row in 0..<height where open & UInt64.bit(bit(column: column, row: row)) != 0 {
                    moves.append(LineMove(bit: bit(column: column, row: row)))
                }
            }
            return moves
        }
        for row in 0..<height {
            for column in 0..<width {
                let b = bit(column: column, row: row)
                if open & UInt64.bit(b) != 0 { moves.append(LineMove(bit: b)) }
            }
        }
        return moves
    }

    @inlinable public func play(_ move: LineMove, in position: LinePosition) -> LinePosition {
        LinePosition(
            current: position.other, other: position.current | UInt64.bit(Int(move.bit)),
            mover: position.mover.opponent)
    }

    /// Step 1 of every node: a win in one is taken; two opposing threats lose in two; one
    /// opposing threat must be blocked; in misère a board of poisoned cells loses in one; a board
    /// where no line can be made any more is a draw when it fills.
    @inlinable public func tactic(_ position: LinePosition) -> Tactic<LineMove> {
        let open = playable(position)
        let empties = (boardMask & ~position.occupied).nonzeroBitCount
        let mine = completingCells(position.current) & open
        if rules.misere {
            if open & ~mine == 0 { return .resolved(.loss, remoteness: 1) }
        } else {
            if mine != 0 { return .resolved(.win, remoteness: 1) }
            let theirs = completingCells(position.other) & open
            if theirs != 0 {
                if theirs.nonzeroBitCount > 1 { return .resolved(.loss, remoteness: 2) }
                return .forced(LineMove(bit: theirs.trailingZeroBitCount))
            }
        }
        if isDeadDrawn(position) { return .resolved(.draw, remoteness: empties) }
        return .none
    }

    /// Moves that make the most new threats first, then cells on more lines; in misère the
    /// poisoned cells (which complete a line, and so lose at once) are left out.
    @inlinable public func orderedMoves(_ position: LinePosition, first: LineMove?) -> CellOrder {
        var order = CellOrder()
        var open = playable(position)
        if rules.misere {
            let safe = open & ~(completingCells(position.current) & open)
            if safe != 0 { open = safe }
        }
        if let first, open & UInt64.bit(Int(first.bit)) != 0 {
            order.add(Int(first.bit), score: .max)
            open &= ~UInt64.bit(Int(first.bit))
        }
        let empty = boardMask & ~position.occupied
        for b in open.setBits {
            let after = position.current | UInt64.bit(b)
            var score = Int32(weights[b])
            if !rules.misere {
                let threats = completingCells(after) & empty & ~UInt64.bit(b)
                score += Int32(threats.nonzeroBitCount) &* 64
            }
            order.add(b, score: score)
        }
        return order
    }

    @inlinable public func canonical(_ position: LinePosition) -> (key: LineKey, symmetry: Int) {
        var bestFirst = position.current
        var bestSecond = position.other
        var best = 0
        var s = 1
        while s < symmetries.count {
            let first = symmetries.apply(s, to: position.current)
            if first <= bestFirst {
                let second = symmetries.apply(s, to: position.other)
                if first < bestFirst || second < bestSecond {
                    bestFirst = first
                    bestSecond = second
                    best = s
                }
            }
            s += 1
        }
        let flag = position.mover == .x ? moverFlag : 0
        return (LineKey(first: bestFirst | flag, second: bestSecond), best)
    }

    @inlinable public func exactKey(_ position: LinePosition) -> LineKey {
        LineKey(first: position.current | (position.mover == .x ? moverFlag : 0), second: position.other)
    }

    @inlinable public func transform(_ move: LineMove, symmetry: Int, toCanonical: Bool) -> LineMove {
        let map = toCanonical ? symmetries.cellMap : symmetries.inverseMap
        return LineMove(bit: Int(map[symmetry * 64 + Int(move.bit)]))
    }

    public func winningMoves(_ position: LinePosition, for player: Player) -> [LineMove] {
        guard !rules.misere, result(position) == nil else { return [] }
        let open = playable(position)
        let cells = completingCells(position.stones(of: player)) & open
        return legalMoves(position).filter { cells & UInt64.bit(Int($0.bit)) != 0 }
    }
}
