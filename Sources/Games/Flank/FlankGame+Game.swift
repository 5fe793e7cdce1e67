import Boards

/// The Reversi rules as the generic parts of the tool see them (legal moves, play, counting,
/// the generic solver). Exact disc scores come from the endgame solver in `Search`, driven by the
/// `DiscGame` view of the same rules.
extension FlankGame: Game {
    public typealias Position = FlankPosition
    public typealias Move = FlankMove
    public typealias Moves = FlankMoves
    /// The legal moves, found by `tactic` and reused by `orderMoves`.
    public typealias Plan = UInt64
    public typealias Key = FlankKey

    public var start: FlankPosition { startBoard }

    @inlinable public func sideToMove(_ position: FlankPosition) -> Player { position.mover }

    public func result(_ position: FlankPosition) -> Outcome? {
        guard geometry.isOver(position) else { return nil }
        let score = finalScore(position)
        return Outcome(sign: score)
    }

    public func resultInSearch(_ position: FlankPosition) -> Outcome? { result(position) }

    public func legalMoves(_ position: FlankPosition) -> [FlankMove] {
        let moves = geometry.moves(position)
        if moves != 0 { return moves.setBits.map { FlankMove(cell: $0) } }
        return geometry.status(position) == .mustPass ? [.pass] : []
    }

    public func play(_ move: FlankMove, in position: FlankPosition) -> FlankPosition {
        if move.isPass { return position.passed }
        let cell = Int(move.cell)
        let flipped = geometry.flips(square: cell, player: position.player, opponent: position.opponent)
        return geometry.child(of: position, square: cell, flips: flipped)
    }

    public func tactic(_ position: FlankPosition, afterSearchedMove: Bool) -> Tactic<FlankMove, UInt64> {
        let moves = geometry.moves(position)
        return moves == 0 ? .forced(.pass) : .search(moves)
    }

    public var earliestEnd: (win: Int, loss: Int) { (1, 1) }

    public var narrowing: Narrowing { .fromTheMiddle }

    public func drawLength(_ position: FlankPosition) -> Int? { nil }

    /// Each ply fills a cell or passes, and two passes in a row end the game.
    public func pliesLeft(_ position: FlankPosition) -> Int {
        2 * (geometry.boardMask & ~position.occupied).nonzeroBitCount
    }

    public func score(of value: Value, at position: FlankPosition) -> Int? { value.score }

    public func orderMoves(_ position: FlankPosition, plan: UInt64, first: FlankMove?, into moves: inout FlankMoves) {
        var rest = plan
        if let first, !first.isPass, rest & UInt64.bit(Int(first.cell)) != 0 {
            moves.first = first
            rest &= ~UInt64.bit(Int(first.cell))
        }
        moves.corners = rest & corners
        moves.rest = rest & ~corners
    }

    public func canonical(_ position: FlankPosition) -> (key: FlankKey, symmetry: Int) {
        var best = FlankKey(player: position.player, opponent: position.opponent)
        var bestSymmetry = 0
        for s in 1..<Self.symmetryCount {
            let key = FlankKey(player: image(of: position.player, symmetry: s),
                opponent: image(of: position.opponent, symmetry: s))
            if (key.player, key.opponent) < (best.player, best.opponent) {
                best = key
                bestSymmetry = s
            }
        }
        return (best, bestSymmetry)
    }

    public func canonicalForm(_ position: FlankPosition) -> FlankPosition {
        let (key, _) = canonical(position)
        return FlankPosition(player: key.player, opponent: key.opponent, mover: position.mover)
    }

    public func transform(_ move: FlankMove, symmetry: Int, toCanonical: Bool) -> FlankMove {
        guard !move.isPass, symmetry != 0 else { return move }
        let cell = Int(move.cell)
        return FlankMove(cell: toCanonical ? image(of: cell, symmetry: symmetry) : preimage(of: cell, symmetry: symmetry))
    }
}
