import Boards
import Search

extension GamePlay {
    /// The current position's report from a census's values (`count --values`, kept in the results
    /// store): its value, the moves that keep it (winning as fast or losing as slowly as any), and a
    /// line of such moves to the end. Nil where the census does not hold the position or its
    /// children, or where the values would not say what `solve` says: the game is over, it is
    /// scored by a margin the values do not know, positions repeat, or the position is a draw whose
    /// length the rules do not fix (a census counts the fastest drawn line, `solve` its own).
    /// `allMoves` adds every move's value, as `solve` with every move does (nil where a move
    /// leads to such a draw).
    public func report(from census: CensusValues, allMoves: Bool = false) -> SolveReport? {
        guard !scoreIsMargin, !repetitionDraws, game.result(position) == nil,
            let value = censusValue(position, census) else { return nil }
        if value.outcome == .draw && game.drawLength(position) == nil { return nil }
        var steps: [SolveReport.Step] = []
        var best: [G.Move] = []
        var walk = position
        var walkValue = value
        while game.result(walk) == nil {
            guard let keeping = keepingMoves(walk, walkValue, census), let first = keeping.first else { return nil }
            if steps.isEmpty { best = keeping.map(\.move) }
            let fork = forkFinder.map { $0(walk).contains(first.move) } ?? false
            steps.append(.init(player: game.sideToMove(walk), move: game.moveName(first.move), isFork: fork))
            walk = game.play(first.move, in: walk)
            walkValue = first.value
        }
        var moveValues: [(move: String, value: Value)] = []
        if allMoves {
            let mover = game.sideToMove(position)
            for move in game.legalMoves(position) {
                let next = game.play(move, in: position)
                guard let child = censusValue(next, census), child.outcome != .draw || game.drawLength(next) != nil
                else { return nil }
                // After an extra turn the child's value is the mover's own, one ply further.
                let value = game.sideToMove(next) == mover ? Value(child.outcome, in: child.remoteness + 1) : child.forMover
                moveValues.append((game.moveName(move), scored(value)))
            }
        }
        let stats = SearchStats(nodes: UInt64(census.positions), seconds: census.seconds)
        var report = SolveReport(game: game.name, toMove: sideToMove, value: scored(value),
            best: best.map { game.moveName($0) }, principalVariation: steps, moveValues: moveValues, stats: stats,
            fromDatabase: true)
        report.fromCensus = true
        return report
    }

    /// The moves of `position` that keep its value `value` (a draw: any drawing move), in the
    /// order of `legalMoves`, each with its child's value; nil when a child is not held.
    private func keepingMoves(_ position: G.Position, _ value: Value, _ census: CensusValues)
        -> [(move: G.Move, value: Value)]? {
        var keeping: [(move: G.Move, value: Value)] = []
        let mover = game.sideToMove(position)
        for move in game.legalMoves(position) {
            let next = game.play(move, in: position)
            guard let child = censusValue(next, census) else { return nil }
            // A move after which the same side moves again (an extra turn) keeps its value's side.
            let outcome = game.sideToMove(next) == mover ? child.outcome : child.outcome.flipped
            let keeps = outcome == value.outcome && (value.outcome == .draw || child.remoteness + 1 == value.remoteness)
            if keeps { keeping.append((move, child)) }
        }
        return keeping
    }

    private func censusValue(_ position: G.Position, _ census: CensusValues) -> Value? {
        game.packed(census.classes ? game.canonicalForm(position) : position).flatMap(census.value(of:))
    }
}
