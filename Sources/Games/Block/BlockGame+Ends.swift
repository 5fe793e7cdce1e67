import Boards

extension BlockGame {
    /// The first of `player`'s ends that the board shows: true for a `win` line reached, false for
    /// a `lose` line, nil for none; with the end's index among the rule set's ends.
    func reached(_ player: Player, in position: BlockPosition) -> (wins: Bool, index: Int)? {
        let mine = position.pieces(of: player), theirs = position.pieces(of: player.opponent)
        for end in tables[player.rawValue].ends where holds(end, mine: mine, theirs: theirs) {
            return (end.wins, end.index)
        }
        return nil
    }

    func holds(_ end: BlockTables.End, mine: BlockCells, theirs: BlockCells) -> Bool {
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
            return theirs == 0
        }
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

    /// For a puzzle: the goal reached.
    func isGoal(_ position: BlockPosition) -> Bool {
        guard let goal = rules.goal else { return false }
        guard position.x.nonzeroBitCount == goal.pieces else { return false }
        return goal.at.map { position.x == .bit($0) } ?? true
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
        if rules.players == 1 { return isGoal(position) ? "the goal is reached" : "no move is left" }
        for player in [position.mover.opponent, position.mover] {
            if let end = reached(player, in: position) { return "\(player) reached '\(rules.ends[end.index].text)'" }
        }
        let noMove = "\(position.mover) cannot move"
        switch rules.noMove {
        case .pass, .draw:
            return "no one can move: " + (hasMost ? "the most stones decide (\(outcome) for \(position.mover))" : "a draw")
        case .lose: return noMove + " and loses"
        case .win: return noMove + " and wins"
        }
    }
}
