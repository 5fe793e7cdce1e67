import Boards

extension BlockGame {
    /// The first of `player`'s ends that the board shows: true for a `win` line reached, false for
    /// a `lose` line, nil for none; with the end's index among the rule set's ends.
    func reached(_ player: Player, in position: BlockPosition) -> (wins: Bool, index: Int)? {
        // One stored flag for the games without neutral pieces, kinds or hands: they read their
        // ends as they did before those existed.
        if !plainEnds { return reachedAmongHandsKindsOrNeutral(player, in: position) }
        let mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        let ends = board.tables[player.rawValue].ends
        // By index, and `holds` inlined: a `for end in` loop copied each end, retaining its masks.
        for e in ends.indices where holds(ends[e], mine: mine, theirs: theirs, held: 0, theirsHeld: 0) {
            return (ends[e].wins, ends[e].index)
        }
        return nil
    }

    /// `reached` where positions hold neutral pieces, kinds or pieces in hand. A count of pieces
    /// (`pieces N`) counts the pieces in hand too; neutral pieces count in no side's ends.
    @inline(never)
    func reachedAmongHandsKindsOrNeutral(_ player: Player, in position: BlockPosition) -> (wins: Bool, index: Int)? {
        let mine = position.own(player), theirs = position.own(player.opponent)
        if kinded { return reachedByKind(player, in: position, mine: mine, theirs: theirs) }
        let ends = board.tables[player.rawValue].ends
        let held = position.inHand(player), theirsHeld = position.inHand(player.opponent)
        for e in ends.indices where holds(ends[e], mine: mine, theirs: theirs, held: held, theirsHeld: theirsHeld) {
            return (ends[e].wins, ends[e].index)
        }
        return nil
    }

    /// `reached` under `kinds`, where an end `for` a kind counts the pieces of that kind alone
    /// (none in hand). A function of its own: written inside `reached`, it made every game copy an
    /// end a call.
    @inline(never)
    func reachedByKind(_ player: Player, in position: BlockPosition, mine: BlockCells, theirs: BlockCells) -> (wins: Bool, index: Int)? {
        let ends = board.tables[player.rawValue].ends, held = position.inHand(player), theirsHeld = position.inHand(player.opponent)
        for e in ends.indices {
            let holding = if let piece = ends[e].piece {
                holds(ends[e], mine: only(piece, of: mine, in: position), theirs: only(piece, of: theirs, in: position), held: 0,
                    theirsHeld: 0)
            } else {
                holds(ends[e], mine: mine, theirs: theirs, held: held, theirsHeld: theirsHeld)
            }
            if holding { return (ends[e].wins, ends[e].index) }
        }
        return nil
    }

    /// True when `end` holds for the player whose pieces on the board are `mine` and who holds
    /// `held` in hand (a `pieces` end counts both), the opponent's being `theirs` and `theirsHeld`
    /// (`capture-all` counts both).
    @inline(__always)
    func holds(_ end: BlockTables.End, mine: BlockCells, theirs: BlockCells, held: Int, theirsHeld: Int) -> Bool {
        switch end.kind {
        case .masks(let masks, let beyond):
            for index in masks.indices where mine & masks[index] == masks[index] {
                if let beyond, mine & beyond[index] != 0 { continue }
                return true
            }
            return false
        case .runs(let shifts, let length, _):
            return shifts.hasRun(mine, length: length)
        case .reach(let row):
            return mine & row != 0
        case .connect(let first, let last):
            return connects(mine, first, last)
        case .captureAll:
            return theirs == 0 && theirsHeld == 0
        case .pieces(let count):
            return mine.nonzeroBitCount + held <= count
        }
    }

    /// The lines that ended the game: when the end the board shows first (the one that decided
    /// it, as `endReason` says) is a `line` end, the cells of each of its lines the player fills,
    /// in order along the line; none while the game goes on or when it ended another way.
    func completedLines(_ position: BlockPosition) -> [[Square]] {
        guard result(position) != nil else { return [] }
        for player in endOrder(position) {
            guard let decided = reached(player, in: position) else { continue }
            guard case .line(let length, _, let directions) = rules.ends[decided.index].kind,
                let end = tables[player.rawValue].ends.first(where: { $0.index == decided.index })
            else { return [] }
            let mine = position.own(player)
            var held: [BlockCells] = []
            switch end.kind {
            case .masks(let masks, let beyond):
                for index in masks.indices where mine & masks[index] == masks[index] {
                    if let beyond, mine & beyond[index] != 0 { continue }
                    held.append(masks[index])
                }
            case .runs(_, _, let lines):
                held = lines.filter { mine & $0 == $0 }
            default:
                break
            }
            return held.map { mask in
                along(mask, length: length, directions.map { $0.step(for: player) }).map(geometry.square)
            }
        }
        return []
    }

    /// The cells of a line's `mask` in order along it (across a wrapped edge too): the run of
    /// `length` cells from one of them along one of `steps` that fills the mask.
    private func along(_ mask: BlockCells, length: Int, _ steps: [(dc: Int, dr: Int)]) -> [Int] {
        for cell in mask.cellIndices {
            for (dc, dr) in steps {
                let run = (0..<length).compactMap { geometry.cell(from: cell, dc, dr, steps: $0) }
                if run.count == length, BlockGeometry.mask(run) == mask { return run }
            }
        }
        return mask.cellIndices
    }

    /// The players whose ends `result` reads, in its order: the one who just moved first, unless
    /// `ends opponent-first`.
    func endOrder(_ position: BlockPosition) -> [Player] {
        opponentEndsFirst ? [position.mover, position.mover.opponent] : [position.mover.opponent, position.mover]
    }

    /// True when a chain of `stones` runs from a cell of `first` to a cell of `last`.
    func connects(_ stones: BlockCells, _ first: BlockCells, _ last: BlockCells) -> Bool {
        var reached = stones & first
        var frontier = reached
        while frontier != 0 {
            if reached & last != 0 { return true }
            var next: BlockCells = 0
            while frontier != 0 {
                next |= chainNeighbours[frontier.trailingZeroBitCount]
                frontier &= frontier &- 1
            }
            frontier = next & stones & ~reached
            reached |= frontier
        }
        return reached & last != 0
    }

    /// How a game ends when no one can move: by the most stones where the rules say so, else drawn.
    func finalOutcome(_ position: BlockPosition) -> Outcome {
        guard hasMost else { return .draw }
        let mine = position.pieces(of: position.mover).nonzeroBitCount
        let theirs = position.pieces(of: position.mover.opponent).nonzeroBitCount
        return mine > theirs ? .win : mine < theirs ? .loss : .draw
    }

    /// Why the game is over, in words, for the side to move; nil while it goes on.
    func endReason(_ position: BlockPosition) -> String? {
        guard let outcome = result(position) else { return nil }
        for player in endOrder(position) {
            if let end = reached(player, in: position) { return "\(player) reached '\(rules.ends[end.index].text)'" }
        }
        let noMove = "\(position.mover) cannot move"
        switch rules.noMove(for: position.mover) {
        case .pass, .draw:
            return "no one can move: " + (hasMost ? "the most stones decide (\(outcome) for \(position.mover))" : "a draw")
        case .lose: return noMove + " and loses"
        case .win: return noMove + " and wins"
        }
    }
}
