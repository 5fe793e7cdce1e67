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

    /// Inside the search no move makes a line: the tactic takes a win in one before any move is
    /// searched (and in misère play leaves out the moves that make one), so only a full board
    /// can end the game there.
    @inlinable public func resultInSearch(_ position: LinePosition) -> Outcome? {
        position.occupied == boardMask ? .draw : nil
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
    /// opposing threat must be blocked; with gravity, a block that opens an opposing threat right
    /// above it, or a board where every move does so, loses in two; in misère a board of poisoned
    /// cells loses in one; near the end, a board where no line can be made any more is a draw.
    /// Otherwise the plan is the cells worth playing: in misère not the poisoned ones, with gravity
    /// not those right under an opposing threat (each loses at once), unless no other is left.
    /// After a searched move the win in one is not looked for: the move that led here was not one
    /// that lets the opponent win at once (and a forced block never opens a win either).
    @inlinable public func tactic(_ position: LinePosition, afterSearchedMove: Bool) -> Tactic<LineMove, UInt64> {
        let open = playable(position)
        let empty = boardMask & ~position.occupied
        var worth = open
        if rules.misere {
            let safe = open & ~completingCells(position.current)
            if safe == 0 { return .resolved(.loss, remoteness: 1) }
            worth = safe
        } else {
            if !afterSearchedMove && completingCells(position.current) & open != 0 {
                return .resolved(.win, remoteness: 1)
            }
            let threats = completingCells(position.other) & empty
            let theirs = threats & open
            if theirs != 0 {
                if theirs.nonzeroBitCount > 1 { return .resolved(.loss, remoteness: 2) }
                if rules.gravity && (theirs << 1) & threats != 0 { return .resolved(.loss, remoteness: 2) }
                return .forced(LineMove(bit: theirs.trailingZeroBitCount))
            }
            if rules.gravity {
                worth = open & ~(threats >> 1)
                if worth == 0 { return .resolved(.loss, remoteness: 2) }
            }
        }
        // Checking every line costs more than it saves while the board is open.
        let empties = empty.nonzeroBitCount
        if empties <= 20, isDeadDrawn(position) { return .resolved(.draw, remoteness: empties) }
        return .search(worth)
    }

    /// With no immediate win (the tactic took it) the side to move wins at its second move at the
    /// earliest; having no move that lets the opponent win at once, it loses at the opponent's
    /// second move at the earliest. In misère play a win can come when the opponent is forced to
    /// make a line on its next move, and a loss on one's own next move.
    public var earliestEnd: (win: Int, loss: Int) { rules.misere ? (2, 3) : (3, 4) }

    /// The cells of the plan, those that make the most new threats first, then (without gravity)
    /// cells on more lines or (with gravity) columns nearer the centre.
    @inlinable public func orderMoves(_ position: LinePosition, plan: UInt64, first: LineMove?, into order: inout LineMoves) {
        var cells = plan
        if let first, cells & UInt64.bit(Int(first.bit)) != 0 {
            order.add(Int(first.bit), score: 255)
            cells &= ~UInt64.bit(Int(first.bit))
        }
        let empty = boardMask & ~position.occupied
        for b in cells.setBits {
            var score = Int(weights[b])
            if !rules.misere {
                let threats = completingCells(position.current | UInt64.bit(b)) & empty & ~UInt64.bit(b)
                score += min(threats.nonzeroBitCount, 14) &* 16
            }
            order.add(b, score: score)
        }
    }

    /// Connect 4 positions are usually decided, so probing from the ends pays; k-in-a-row games
    /// without gravity are often drawn, so the search asks win, draw or loss first.
    public var narrowing: Narrowing { rules.gravity ? .fromTheEnds : .fromTheMiddle }

    /// A drawn game goes on until the board is full.
    @inlinable public func drawLength(_ position: LinePosition) -> Int? { pliesLeft(position) }

    /// Every empty cell can still be filled.
    @inlinable public func pliesLeft(_ position: LinePosition) -> Int {
        (boardMask & ~position.occupied).nonzeroBitCount
    }

    /// With gravity, the score of the public Connect 4 benchmark sets: a win scores the cells + 2
    /// minus the stones on the board at its end, halved (22 minus the winner's stones on 7 x 6),
    /// a loss the negative of the opponent's win, a draw 0. Without gravity, no score.
    public func score(of value: Value, at position: LinePosition) -> Int? {
        guard rules.gravity else { return nil }
        let atEnd = position.stoneCount + value.remoteness
        let win = (width * height + 2 - atEnd) / 2
        switch value.outcome {
        case .win: return win
        case .loss: return -win
        case .draw: return 0
        }
    }

    /// With gravity, mirror images meet mostly in the opening; deeper, looking for them costs more
    /// than it finds (11 % of the instructions on Test_L2_R2), so positions with more than a third
    /// of the board filled are keyed as they stand. The rule depends on the position alone, so a
    /// position always gets the same key.
    @inlinable public func canonical(_ position: LinePosition) -> (key: LineKey, symmetry: Int) {
        let images = rules.gravity && position.stoneCount > cellCount / 3 ? 1 : symmetries.count
        return smallestImage(position, among: images)
    }

    /// The image with the smallest packed key among the first `images` symmetries.
    @inlinable func smallestImage(_ position: LinePosition, among images: Int) -> (key: LineKey, symmetry: Int) {
        var best = packedKey(position.current, position.other, position.mover)
        var symmetry = 0
        var s = 1
        while s < images {
            let key = packedKey(symmetries.apply(s, to: position.current), symmetries.apply(s, to: position.other),
                position.mover)
            if key < best {
                best = key
                symmetry = s
            }
            s += 1
        }
        return (LineKey(bits: best), symmetry)
    }

    /// The 64-bit key of two boards. With gravity, Pons' key `current + occupied`: a column of
    /// height h holding stones p reads 2^h - 1 + p, distinct for every (h, p) and within the
    /// column's bits, so the key is exact (the side to move follows from the stone count). A
    /// board of at most 31 bits without gravity packs both boards and the side to move, exactly.
    /// A larger board without gravity keys by a 64-bit hash of both boards: exact but for
    /// collisions of that hash (about one in 2^64 per pair of positions).
    @inlinable public func packedKey(_ current: UInt64, _ other: UInt64, _ mover: Player) -> UInt64 {
        if rules.gravity { return current &+ (current | other) }
        let moverBit: UInt64 = mover == .x ? 1 << 63 : 0
        if width * (height + 1) <= 31 { return current | (other << 32) | moverBit }
        return mix64(current ^ mix64(other ^ moverBit))
    }

    /// `packedKey` where it is exact: with gravity, or on a board of at most 31 bits.
    public func packed(_ position: LinePosition) -> UInt64? {
        guard rules.gravity || width * (height + 1) <= 31 else { return nil }
        return packedKey(position.current, position.other, position.mover)
    }

    /// Under every symmetry, whatever the depth: counts of positions up to symmetry must be exact.
    public func canonicalForm(_ position: LinePosition) -> LinePosition {
        let s = smallestImage(position, among: symmetries.count).symmetry
        return LinePosition(current: symmetries.apply(s, to: position.current),
            other: symmetries.apply(s, to: position.other), mover: position.mover)
    }

    @inlinable public func transform(_ move: LineMove, symmetry: Int, toCanonical: Bool) -> LineMove {
        let map = toCanonical ? symmetries.cellMap : symmetries.inverseMap
        return LineMove(bit: Int(map[symmetry * 64 + Int(move.bit)]))
    }

    public func threats(_ position: LinePosition, for player: Player) -> [(cell: Square, playable: Bool)] {
        guard !rules.misere else { return [] }
        let cells = completingCells(position.stones(of: player)) & boardMask & ~position.occupied
        let open = playable(position)
        var found: [(cell: Square, playable: Bool)] = []
        for row in 0..<height {
            for column in 0..<width where cells & UInt64.bit(bit(column: column, row: row)) != 0 {
                found.append((Square(column: column, row: row), open & UInt64.bit(bit(column: column, row: row)) != 0))
            }
        }
        return found
    }

    public func hasDoubleThreat(_ position: LinePosition, for player: Player) -> Bool {
        guard !rules.misere, result(position) == nil else { return false }
        let threats = completingCells(position.stones(of: player)) & boardMask & ~position.occupied
        let open = threats & playable(position)
        if open.nonzeroBitCount >= 2 { return true }
        // With gravity, blocking the lower threat makes the one above it playable.
        return rules.gravity && (open << 1) & threats != 0
    }

    public func winningMoves(_ position: LinePosition, for player: Player) -> [LineMove] {
        guard !rules.misere, result(position) == nil else { return [] }
        let open = playable(position)
        let cells = completingCells(position.stones(of: player)) & open
        return legalMoves(position).filter { cells & UInt64.bit(Int($0.bit)) != 0 }
    }
}
