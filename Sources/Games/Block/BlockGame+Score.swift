import Boards

/// The scores block games report beside win, loss or draw, where the rules define one: the
/// final disc difference of a game decided by `win most` (Reversi's score), and the Connect 4
/// benchmark score of a gravity game won by a line.
extension BlockGame {
    /// True when the rules end only by `win most`, for both players, and a game with no move for
    /// either side is over: every finished game then has a disc difference, and the exact score
    /// search (`BlockMarginSolver`) answers.
    var scoresMargin: Bool {
        // The margin search builds its positions from the two boards alone, without kinds.
        guard rules.noMove == .pass || rules.noMove == .draw, !rules.swap, !rules.ends.isEmpty, rules.kinds.isEmpty else { return false }
        return rules.ends.allSatisfy { end in
            if case .most = end.kind { end.wins && end.player == nil } else { false }
        }
    }

    /// True when every move drops a stone by gravity and a `win line` decides: Connect 4's shape,
    /// scored as the public benchmark sets score it.
    var scoresDrops: Bool {
        guard !rules.moves.isEmpty else { return false }
        let drops = rules.moves.allSatisfy { if case .place(true, false) = $0.kind { true } else { false } }
        let line = rules.ends.contains { if case .line = $0.kind { $0.wins } else { false } }
        return drops && line
    }

    /// The final disc difference of a finished game for the side to move: its stones less the
    /// opponent's, the empty cells going to the one with more (Reversi's rule); equal counts score 0.
    func finalMargin(_ position: BlockPosition) -> Int {
        let mine = position.pieces(of: position.mover).nonzeroBitCount
        let theirs = position.pieces(of: position.mover.opponent).nonzeroBitCount
        let empty = geometry.size - mine - theirs
        return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0
    }

    /// The score of `value` at `position`: for a gravity line game the benchmark score, a win
    /// worth the cells + 2 less the stones on the board when it ends, halved (as the line family
    /// scores Connect 4); for a `win most` game the disc difference its search found; else none.
    func blockScore(of value: Value, at position: BlockPosition) -> Int? {
        if scoresMargin { return value.score }
        guard scoresDrops else { return nil }
        let atEnd = position.occupied.nonzeroBitCount + value.remoteness
        let win = (geometry.size + 2 - atEnd) / 2
        switch value.outcome {
        case .win: return win
        case .loss: return -win
        case .draw: return 0
        }
    }
}

extension BlockGame {
    /// The order in which a position's moves are listed: dropped stones by column, as they are
    /// named (Connect 4 lists 1 to 7); other moves in reading order, by the first cell, then the
    /// last, then the chain. One key for every move, so that mixed blocks still sort consistently.
    func listingKey(_ move: BlockMove) -> (Int, Int, Int, UInt64) {
        if !move.isSpecial, case .place(true, _) = rules.moves[Int(move.block)].kind {
            return (geometry.column(Int(move.to)), Int(move.to), 0, 0)
        }
        // A swap is listed last.
        if move.isSwap { return (Int.max, 0, 0, 0) }
        guard !move.isSpecial, case .jump = rules.moves[Int(move.block)].kind else { return (Int(move.from), Int(move.to), 0, move.path) }
        // A chain by its landings in order, then a name that writes the cells taken after one that does not.
        let key = landings(move).dropLast().reduce(UInt64(0)) { $0 << 7 | UInt64($1) }
        return (Int(move.from), Int(move.to), Int(move.landingCount), key << 1 | UInt64(move.count >> 7))
    }
}
