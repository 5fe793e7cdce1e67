/// One sowing worked out: the pits sown, what the last seed took, and where it fell.
struct Sowing: Sendable {
    /// Where a seed can fall, seen from the mover: a pit of theirs, their store, a pit of the
    /// opponent's, the opponent's store.
    enum Place: Sendable, Hashable {
        case own(Int), ownStore, other(Int), otherStore
    }

    /// The position after the sowing and its capture, still seen from the side that moved.
    var position: SowPosition
    /// Where the last seed fell.
    var last: Place
    /// The seeds the capture took, the last seed's included (0: none).
    var captured = 0
    /// The capture would have taken every seed the opponent had (and so took none, unless the
    /// rules allow it).
    var grandSlam = false
}

extension SowGame {
    /// Sows the seeds of the mover's pit `pit` (which holds some) and makes the capture the
    /// rules give; the turn does not pass yet (`play` passes it).
    func sown(_ pit: Int, in position: SowPosition) -> Sowing {
        var board = position
        var count = board.ownPit(pit)
        board.own &= ~(0xFF << (8 * UInt64(pit)))
        var place = Sowing.Place.own(pit)
        while count > 0 {
            place = next(after: place)
            // A lap of many seeds passes over the pit it came from, where the rules say so.
            if rules.skipOrigin, place == .own(pit) { continue }
            switch place {
            case .own(let i): board.own &+= 1 << (8 * UInt64(i))
            case .ownStore: board.ownStore &+= 1
            case .other(let j): board.other &+= 1 << (8 * UInt64(j))
            case .otherStore: board.otherStore &+= 1
            }
            count -= 1
        }
        var sowing = Sowing(position: board, last: place)
        capture(&sowing)
        return sowing
    }

    /// The place after `place` in the order seeds are sown.
    func next(after place: Sowing.Place) -> Sowing.Place {
        switch place {
        case .own(let i): i + 1 < rules.pits ? .own(i + 1) : rules.stores ? .ownStore : .other(0)
        case .ownStore: .other(0)
        case .other(let j):
            j + 1 < rules.pits ? .other(j + 1) : rules.stores && !rules.skipOpponentStore ? .otherStore : .own(0)
        case .otherStore: .own(0)
        }
    }

    /// The capture the last seed makes, by the rules' kind.
    private func capture(_ sowing: inout Sowing) {
        var board = sowing.position
        switch (rules.capture, sowing.last) {
        case (.opposite, .own(let i)), (.oppositeAny, .own(let i)):
            // The pit was empty before the last seed: it holds that one seed now.
            let facing = rules.pits - 1 - i
            let across = board.otherPit(facing)
            guard board.ownPit(i) == 1, across > 0 || rules.capture == .oppositeAny else { return }
            board.own &= ~(0xFF << (8 * UInt64(i)))
            board.other &= ~(0xFF << (8 * UInt64(facing)))
            board.ownStore &+= UInt8(1 + across)
            sowing.captured = 1 + across
        case (.twoThree, .other(let j)):
            var taken = 0
            var cleared = board.other
            var k = j
            while k >= 0, (2...3).contains(board.otherPit(k)) {
                taken += board.otherPit(k)
                cleared &= ~(0xFF << (8 * UInt64(k)))
                k -= 1
            }
            guard taken > 0 else { return }
            if cleared == 0 {
                sowing.grandSlam = true
                if rules.grandSlam != .allowed { return }
            }
            board.other = cleared
            board.ownStore &+= UInt8(taken)
            sowing.captured = taken
        default:
            return
        }
        sowing.position = board
    }

    /// The pits the side to move may sow, a bit a pit (bit i: pit i); 0 when the game is over.
    func movable(_ position: SowPosition) -> UInt16 {
        if rules.finish == .sweep, position.own == 0 || position.other == 0 { return 0 }
        if rules.canRepeat, position.quiet >= SowRules.quietLimit { return 0 }
        return candidates(position)
    }

    /// The pits with seeds, less those the rules forbid: with must-feed, when the opponent has
    /// no seeds, only moves that give them some; a grand slam, when forbidden, while another
    /// move is left.
    private func candidates(_ position: SowPosition) -> UInt16 {
        var pits: UInt16 = 0
        for i in 0..<rules.pits where position.ownPit(i) > 0 { pits |= 1 << i }
        if rules.finish == .feed, position.other == 0 {
            for i in 0..<rules.pits where pits & (1 << i) != 0 && sown(i, in: position).position.other == 0 {
                pits &= ~(1 << i)
            }
        }
        if rules.grandSlam == .forbidden, rules.capture == .twoThree {
            var kept = pits
            for i in 0..<rules.pits where pits & (1 << i) != 0 && sown(i, in: position).grandSlam { kept &= ~(1 << i) }
            // Only when every move would take all the opponent's seeds is one played (taking none).
            if kept != 0 { pits = kept }
        }
        return pits
    }

    /// Whether the game is over: the side to move has no move (with the sweep rule, a side's
    /// pits are empty). `play` then sweeps the board, but a drawn board may not be swept yet.
    func isOver(_ position: SowPosition) -> Bool { movable(position) == 0 }

    /// The final store difference of a finished game for the side to move: each side takes the
    /// seeds on its side.
    func finalLead(_ position: SowPosition) -> Int { position.storeLead + position.ownSeeds - position.otherSeeds }

    /// The position after the mover sows `pit`: the capture made, the turn passed unless the last
    /// seed fell in the mover's store and the rules give another move, and the board swept into
    /// the stores when the game ends. Also whether the mover moves again.
    func after(_ pit: Int, in position: SowPosition) -> (position: SowPosition, again: Bool) {
        let sowing = sown(pit, in: position)
        var board = sowing.position
        // Without stores a game could go round for ever: it ends after `quietLimit` plies without a capture.
        if rules.canRepeat { board.quiet = sowing.captured > 0 ? 0 : min(position.quiet + 1, UInt8(SowRules.quietLimit)) }
        // The game is over: the turn passes all the same, as after any last move.
        if rules.finish == .sweep, board.own == 0 || board.other == 0 { return (board.swept.turned, false) }
        let again = rules.extraTurn && sowing.last == .ownStore
        if !again { board = board.turned }
        // Must-feed: the side to move now has no move (no seeds, or none that feeds an empty
        // opponent): the game ends and each side takes the seeds on its side.
        if rules.finish == .feed || rules.canRepeat, movable(board) == 0 { return (board.swept, again) }
        return (board, again)
    }
}
