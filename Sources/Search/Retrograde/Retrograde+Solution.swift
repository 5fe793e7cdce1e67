import Boards

extension Retrograde {
    /// The longest drawn line `solve` gives: a drawn line stops at its first repeated position
    /// or drawn end, and at this many plies in a game where neither comes soon.
    public static var drawnLineLimit: Int { 1_000 }

    /// The full answer about `position`, read from the analysis (no search): its value, every
    /// optimal move in the order of `legalMoves`, a principal variation and, with `allMoves`,
    /// every move's value. Nil when `position` is not reachable from the root. `stats.nodes`
    /// counts the positions looked up.
    ///
    /// A win's line has the winner hurry and the loser delay, and ends with the game; a drawn
    /// line keeps to drawn positions (the first such move each time) and stops after the move
    /// that repeats a position of the line, at a drawn end, or at `drawnLineLimit` plies.
    public func solve(_ position: G.Position, allMoves: Bool = false) -> Solution<G.Move>? {
        let clock = ContinuousClock.now
        guard let i = number(of: position) else { return nil }
        let value = value(at: i)
        var lookups: UInt64 = 1
        var best: [G.Move] = []
        var moveValues: [(move: G.Move, value: Value)] = []
        for move in game.legalMoves(position) {
            lookups += 1
            // Every position a move reaches from a reachable one was found too.
            guard let child = number(of: game.play(move, in: position)) else { return nil }
            let mine = valueOfMove(to: child)
            if mine.rank == value.rank { best.append(move) }
            if allMoves { moveValues.append((move, mine)) }
        }
        let line = principalVariation(from: i, lookups: &lookups)
        var stats = SearchStats()
        stats.nodes = lookups
        stats.tableProbes = lookups
        stats.tableHits = lookups
        stats.seconds = (ContinuousClock.now - clock).seconds
        return Solution(value: value, best: best, principalVariation: line, moveValues: moveValues, stats: stats)
    }

    /// One line of perfect play from position number `start`: each time the first move, in the
    /// order of `legalMoves`, that keeps the value.
    func principalVariation(from start: Int, lookups: inout UInt64) -> [G.Move] {
        var line: [G.Move] = []
        var i = start
        var drawn: Set<Int> = [start]
        while game.result(positions[i]) == nil {
            let wanted = Retrograde.childOfBest(packed(at: i))
            var step: (move: G.Move, to: Int)?
            for move in game.legalMoves(positions[i]) {
                lookups += 1
                if let child = number(of: game.play(move, in: positions[i])), packed(at: child) == wanted {
                    step = (move, child)
                    break
                }
            }
            guard let step else { break }
            line.append(step.move)
            i = step.to
            // A win's or loss's remoteness falls each ply, so only a drawn line can come back.
            if wanted == 0 {
                guard drawn.insert(i).inserted, line.count < Retrograde.drawnLineLimit else { break }
            }
        }
        return line
    }
}
