import Boards

extension BlockGame: Game {
    /// The cells worth a stone (with the line tactics); every cell otherwise.
    public typealias Plan = UInt128

    public func sideToMove(_ position: BlockPosition) -> Player { position.mover }

    /// The ends of the player who just moved, then of the side to move (a drawn board may show
    /// either; `ends opponent-first` reads the side to move's first), then what happens to a side
    /// that cannot move.
    public func result(_ position: BlockPosition) -> Outcome? {
        if opponentEndsFirst, let end = reached(position.mover, in: position) { return end.wins ? .win : .loss }
        if let end = reached(position.mover.opponent, in: position) { return end.wins ? .loss : .win }
        if let end = reached(position.mover, in: position) { return end.wins ? .win : .loss }
        if canMove(position, player: position.mover) { return nil }
        switch rules.noMove(for: position.mover) {
        case .lose: return .loss
        case .win: return .win
        case .draw: return finalOutcome(position)
        case .pass: return canMove(position, player: position.mover.opponent) ? nil : finalOutcome(position)
        }
    }

    /// With the line tactics no searched move completes a line (a win in one is taken before any
    /// search), so only a full board ends the game. Otherwise a move never adds stones of the side
    /// now to move, so that side cannot have just reached an end that more stones reach.
    public func resultInSearch(_ position: BlockPosition) -> Outcome? {
        if lineTactics != nil { return geometry.mask & ~position.occupied != 0 ? nil : result(position) }
        guard monotoneEnds else { return result(position) }
        if let end = reached(position.mover.opponent, in: position) { return end.wins ? .loss : .win }
        if canMove(position, player: position.mover) { return nil }
        return result(position)
    }

    public func legalMoves(_ position: BlockPosition) -> [BlockMove] {
        guard result(position) == nil else { return [] }
        var list = BlockMoves()
        moves(position, into: &list)
        var found: [BlockMove] = []
        while let move = list.next() { found.append(move) }
        // Keys first: a comparison that reads the rules would copy the game at every call.
        return found.map { (listingKey($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A win in one is taken before any search: a move after which the mover has reached a `win`
    /// end, or the opponent has no move and loses by it. `position` goes on (the solver asks no
    /// tactic of a position that is over), so each child is read as a searched move's is.
    public func tactic(_ position: BlockPosition, afterSearchedMove: Bool) -> Tactic<BlockMove, UInt128> {
        if let lineTactics { return lineTactic(lineTactics, position) }
        var list = BlockMoves()
        moves(position, into: &list)
        while let move = list.next() {
            if resultInSearch(play(move, in: position)) == .loss { return .resolved(.win, remoteness: 1) }
        }
        return .search(geometry.mask)
    }

    /// No win in one is left after the tactic. A move can lose at once for its mover (so that the
    /// other side's move can win in two) only by a `lose` end, a `no-move win` rule, the most
    /// stones at the end, or an end of the other side that the mover's move can complete: an
    /// `exactly` line (a stone beyond it taken away) or `capture-all` (the mover's last piece
    /// taken by its own jump).
    public var earliestEnd: (win: Int, loss: Int) {
        // The line tactics resolve every loss in two as well.
        if lineTactics != nil { return (3, 4) }
        // A push can make the opponent's line.
        let quickLoss = rules.noMoves.contains(.win) || hasMost || pushing || rules.ends.contains { end in
            switch end.kind {
            case .line(_, let exactly, _): !end.wins || exactly
            case .captureAll:
                // Only a jump that takes the mover's own pieces can leave the mover with none.
                !end.wins || rules.moves.contains { move in
                    if case .jump(_, _, let capture, _, _) = move.kind { capture.takesOwn } else { false }
                }
            case .pieces:
                // A side's own jump may take its own pieces; conservatively, any count end.
                true
            default: !end.wins
            }
        }
        return quickLoss ? (2, 1) : (3, 2)
    }

    public var narrowing: Narrowing { .fromTheMiddle }

    /// A placement game that ends drawn when the board is full lasts until it is (with pieces in
    /// hand, until a hand runs out: the principal variation's length says it).
    public func drawLength(_ position: BlockPosition) -> Int? {
        guard rules.noMove == .draw, !hasMost, !rules.swap, !handed, rules.moves.allSatisfy({ if case .place(_, false) = $0.kind { !$0.conditioned } else { false } })
        else { return nil }
        return (geometry.mask & ~position.occupied).nonzeroBitCount
    }

    public func pliesLeft(_ position: BlockPosition) -> Int { length.pliesLeft(position, geometry) }

    public func score(of value: Value, at position: BlockPosition) -> Int? { blockScore(of: value, at: position) }

    /// The table's move first, then captures, then the rest in generation order.
    public func orderMoves(_ position: BlockPosition, plan: UInt128, first: BlockMove?, into order: inout BlockMoves) {
        if let lineTactics { return orderLineMoves(lineTactics, position, plan: plan, first: first, into: &order) }
        var all = BlockMoves()
        moves(position, into: &all)
        // The list is walked with `next()`, which reads in place: a read by index copied it.
        if let first {
            while let move = all.next() {
                guard move == first else { continue }
                order.append(first)
                break
            }
        }
        for pass in 0..<2 {
            all.position = 0
            while let move = all.next() {
                guard move != first else { continue }
                if (urgency(of: move, in: position) > 0) == (pass == 0) { order.append(move) }
            }
        }
    }

    public func canonical(_ position: BlockPosition) -> (key: BlockPosition, symmetry: Int) {
        kinded ? canonicalWithKinds(position) : canonical(position, withKinds: false)
    }

    /// `canonical` under `kinds`: the kinds move with the pieces. Apart, so that the other games
    /// pay one test of a stored flag.
    @inline(never)
    func canonicalWithKinds(_ position: BlockPosition) -> (key: BlockPosition, symmetry: Int) {
        canonical(position, withKinds: true)
    }

    @inline(__always)
    private func canonical(_ position: BlockPosition, withKinds: Bool) -> (key: BlockPosition, symmetry: Int) {
        var best = position
        var symmetry = 0
        var s = 1
        while s < symmetries.count {
            // The hands go unchanged: a symmetry moves only the pieces on the board.
            var image = position
            image.x = symmetries.apply(s, to: position.x)
            image.o = symmetries.apply(s, to: position.o)
            if withKinds { image.kinds = symmetries.apply(s, toKinds: position.kinds) }
            if (image.x, image.o, image.kinds) < (best.x, best.o, best.kinds) {
                best = image
                symmetry = s
            }
            s += 1
        }
        return (best, symmetry)
    }

    public func canonicalForm(_ position: BlockPosition) -> BlockPosition { canonical(position).key }

    public func transform(_ move: BlockMove, symmetry: Int, toCanonical: Bool) -> BlockMove {
        guard symmetry != 0, !move.isSpecial else { return move }
        let map = toCanonical ? symmetries.maps[symmetry] : symmetries.inverses[symmetry]
        var image = move
        image.from = UInt8(map[Int(move.from)])
        image.to = UInt8(map[Int(move.to)])
        switch rules.moves[Int(move.block)].kind {
        case .polyomino where move.from != move.to:
            let cells = placements[Int(move.path)].cells.map { map[$0] }.sorted()
            if let image = placements.first(where: { $0.block == Int(move.block) && $0.cells == cells }) {
                return BlockMove(from: cells[0], to: cells[cells.count - 1], block: Int(move.block), path: UInt64(image.id))
            }
            return move
        case .jump:
            // Each jump's image: the direction from the image of where it starts to the images of
            // the cell it jumps and of its landing.
            var path: UInt64 = 0, cell = Int(move.from)
            for (index, hop) in hops(move).enumerated() {
                let start = map[cell], over = map[hop.over], landing = map[hop.to]
                let direction = geometry.neighbourSteps.indices.first { d in
                    geometry.neighbour(start, d) == over && geometry.neighbour(over, d) == landing
                } ?? 0
                path |= UInt64(direction) << (3 * UInt64(index))
                cell = hop.to
            }
            image.path = path
            return image
        default:
            return image
        }
    }

    /// None: the rules give no bound near the truth (each cell empty, X or O says 86,093,442 for
    /// dominoes laid either way on 4 x 4, which reach 87,893), and a note from a bound that far off
    /// would mislead.
    /// `count` still keeps to the memory budget and says how far it got when it stops.
    public func reachableBound(from position: BlockPosition) -> Double? { nil }
}

extension BlockGame {
    /// A move's history slot is its pair of cells (a stone put down: its cell twice).
    public var historySlots: Int { geometry.cellCount * geometry.cellCount }

    public func historySlot(_ move: BlockMove) -> Int {
        let cells = geometry.cellCount
        return min(Int(move.from), cells - 1) * cells + min(Int(move.to), cells - 1)
    }

    /// Captures (a move onto an opponent's piece) first, as `orderMoves` puts them.
    public func urgency(of move: BlockMove, in position: BlockPosition) -> Int {
        !move.isSpecial && position.pieces(of: position.mover.opponent) & .bit(Int(move.to)) != 0 ? 1 : 0
    }
}
