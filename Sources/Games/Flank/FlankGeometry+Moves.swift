import Boards

/// The Reversi rules of a position: legal moves, flips, playing a move, passing and the end of
/// the game, on the family's one kernel (`FlankBits`, `FlankRays`). All pure functions of the
/// discs; nothing allocates.
///
/// A move puts a disc of the side to move on an empty cell so that, in at least one of the eight
/// directions, an unbroken run of opponent discs lies between it and another disc of the mover;
/// every such run flips.
extension FlankGeometry {
    /// Every empty cell where the side owning `player` may move.
    public func moves(player: UInt64, opponent: UInt64) -> UInt64 {
        FlankBits.moves(player, opponent, empties: boardMask & ~(player | opponent))
    }

    /// The discs flipped when the side owning `player` moves on cell `square`: every direction's
    /// opponent run that ends at a player disc. 0 means the move is illegal (the cell is taken,
    /// or no run is flanked).
    public func flips(square: Int, player: UInt64, opponent: UInt64) -> UInt64 {
        guard (0..<64).contains(square) else { return 0 }
        let origin = UInt64.bit(square)
        guard origin & boardMask != 0, origin & (player | opponent) == 0 else { return 0 }
        return FlankRays.shared.flips(square, player, opponent)
    }

    /// Every legal move of the side to move in `board`.
    public func moves(_ board: FlankPosition) -> UInt64 {
        moves(player: board.player, opponent: board.opponent)
    }

    /// The position after the side to move plays `square`, given the discs it flips (from
    /// `flips`, nonzero). The other side moves next.
    @inlinable public func child(of board: FlankPosition, square: Int, flips: UInt64) -> FlankPosition {
        FlankPosition(player: board.opponent & ~flips, opponent: board.player | flips | UInt64.bit(square),
            mover: board.mover.opponent)
    }

    /// The position after the side to move plays `square`, or `nil` when the move is illegal.
    @inlinable public func play(_ square: Int, on board: FlankPosition) -> FlankPosition? {
        guard (0..<64).contains(square) else { return nil }
        let flipped = flips(square: square, player: board.player, opponent: board.opponent)
        guard flipped != 0 else { return nil }
        return child(of: board, square: square, flips: flipped)
    }

    /// Whether the side to move can move, must pass, or the game is over.
    @inlinable public func status(_ board: FlankPosition) -> FlankStatus {
        if moves(player: board.player, opponent: board.opponent) != 0 { return .toMove }
        if moves(player: board.opponent, opponent: board.player) != 0 { return .mustPass }
        return .over
    }

    /// Whether neither side can move.
    @inlinable public func isOver(_ board: FlankPosition) -> Bool { status(board) == .over }

    /// The final disc difference for the side to move, by standard Othello scoring: the winner
    /// (the side with more discs) also gets every empty cell; a draw gives the empties to
    /// nobody. Meaningful once the game is over; the count itself is defined for any position.
    @inlinable public func finalScore(_ board: FlankPosition) -> Int {
        let mine = board.player.nonzeroBitCount, theirs = board.opponent.nonzeroBitCount
        let empties = cellCount - mine - theirs
        if mine > theirs { return mine - theirs + empties }
        if mine < theirs { return mine - theirs - empties }
        return 0
    }

    /// The final disc difference for `side` (see `finalScore`).
    @inlinable public func finalScore(_ board: FlankPosition, for side: Player) -> Int {
        side == board.mover ? finalScore(board) : -finalScore(board)
    }
}
