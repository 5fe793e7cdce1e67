import Boards
import Search

extension BlockGame: RuleGame {
    public func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: pictureStyle, tableBytes: tableBytes,
            search: { game, bytes in game.makeSearch(tableBytes: bytes) },
            forks: hasForks ? { [self] in forks(in: $0) } : nil,
            threats: hasForks && placesOnly ? { [self] in threats($0, for: $1) } : nil,
            lines: { [self] in completedLines($0) }, scoreIsMargin: scoresMargin,
            repetitionDraws: length.loops)
    }

    public func playCost(tableBytes: Int) -> Int { tableBytes }

    /// A game whose positions can repeat is solved by retrograde analysis, whose memory is its
    /// table: as much as the session gives a table (half of `--memory-mb`) unless `--table-mb`
    /// names less.
    public var defaultTableBytes: Int { length.loops ? .max : 64 << 20 }

    /// The search for this game's positions with a table of `tableBytes`. A rule set whose positions
    /// can repeat (`repetition draw`) gets retrograde analysis over the positions reachable from the
    /// one asked about, holding at most `tableBytes`; a `win most` game the exact margin search; any
    /// other the generic solver.
    func makeSearch(tableBytes: Int) -> any PositionSearch<BlockPosition, BlockMove> {
        if length.loops { return RetrogradeSearch(game: self, memory: tableBytes) }
        return scoresMargin ? BlockMarginSearch(game: self, tableBytes: tableBytes) : BlockSearch(game: self, tableBytes: tableBytes)
    }

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
    var placesOnly: Bool { rules.moves.allSatisfy { if case .place(_, false) = $0.kind { true } else { false } } }

    /// The moves after which the mover, were it to move again, would have two or more moves that
    /// win at once, while the opponent has none.
    func forks(in position: BlockPosition) -> [BlockMove] {
        legalMoves(position).filter { move in
            let after = play(move, in: position)
            guard result(after) == nil, winningMoves(after, for: after.mover).isEmpty else { return false }
            return winningMoves(after, for: position.mover).count >= 2
        }
    }

    /// The moves with which `player` would win at once were it their turn.
    func winningMoves(_ position: BlockPosition, for player: Player) -> [BlockMove] {
        let turn = BlockPosition(x: position.x, o: position.o, mover: player)
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
    func threats(_ position: BlockPosition, for player: Player) -> [(cell: Square, playable: Bool)] {
        let turn = BlockPosition(x: position.x, o: position.o, mover: player)
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
}
