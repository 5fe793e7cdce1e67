import Boards

/// Threats and forks, where a `win` end is a line or a shape: the moves that win at once, the
/// cells that would complete an end, and the double threat that makes a fork.
extension BlockGame: ThreatGame {
    /// True when a `win` end is a line or a shape, so that threats and forks mean something.
    var hasForks: Bool {
        rules.ends.contains { end in
            switch end.kind {
            case .line, .shape: end.wins
            default: false
            }
        }
    }

    /// True when every move puts one stone on a cell.
    var placesOnly: Bool { rules.moves.allSatisfy { if case .place(_, false) = $0.kind { !$0.conditioned } else { false } } }

    /// The moves with which `player` would win at once were it their turn.
    public func winningMoves(_ position: BlockPosition, for player: Player) -> [BlockMove] {
        var turn = position
        turn.mover = player
        guard result(turn) == nil else { return [] }
        if let t = lineTactics {
            // Only a stone that completes a line wins at once: no move need be played.
            let mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
            var cells = t.completing(player, mine: mine, theirs: theirs) & t.playable(geometry.mask & ~(mine | theirs))
            var found: [BlockMove] = []
            while cells != 0 {
                let cell = cells.trailingZeroBitCount
                cells &= cells &- 1
                found.append(BlockMove(from: cell, to: cell, block: t.block[player.rawValue]))
            }
            return found.sorted { listingKey($0) < listingKey($1) }
        }
        return legalMoves(turn).filter { result(play($0, in: turn)) == .loss }
    }

    /// The empty cells where a stone of `player` would reach a `win` end, and whether a move can
    /// put it there now.
    public func threats(_ position: BlockPosition, for player: Player) -> [(cell: Square, playable: Bool)] {
        var turn = position
        turn.mover = player
        let playable = Set(legalMoves(turn).map { Int($0.to) })
        var found: [(cell: Square, playable: Bool)] = []
        for cell in geometry.cells where position.occupied & .bit(cell) == 0 {
            var after = turn
            after.set(player, position.pieces(of: player) | .bit(cell))
            if let end = reached(player, in: after), end.wins, reached(player, in: turn) == nil {
                found.append((geometry.square(cell), playable.contains(cell)))
            }
        }
        return found
    }

    /// Two or more moves that win at once: a fork (`Forks`) is a move that leaves the mover
    /// with them and the opponent with none.
    public func hasDoubleThreat(_ position: BlockPosition, for player: Player) -> Bool {
        winningMoves(position, for: player).count >= 2
    }
}
