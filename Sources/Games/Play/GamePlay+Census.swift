import Boards
import Search

extension GamePlay {
    /// A move, the position after it, that position's value and the move's (`movesValued`).
    private typealias MoveValued = (move: G.Move, next: G.Position, child: Value, value: Value)

    /// The current position's report from a census's values (`count --values`, kept in the results
    /// store): its value, the moves that keep it (winning as fast or losing as slowly as any), and a
    /// line of such moves to the end. Nil where the census does not hold the position or its
    /// children, or where the values would not say what `solve` says: the game is over, it is
    /// scored by a margin the values do not know, positions repeat, or the position is a draw whose
    /// length the rules do not fix (a census counts the fastest drawn line, `solve` its own).
    /// `allMoves` adds every move's value, as `solve` with every move does (nil where a move
    /// leads to such a draw).
    public func report(from census: CensusValues, allMoves: Bool) -> SolveReport? {
        guard !scoreIsMargin, !repetitionDraws, game.result(position) == nil,
            let value = censusValue(position, census) else { return nil }
        if value.outcome == .draw && game.drawLength(position) == nil { return nil }
        guard let moves = movesValued(position, census) else { return nil }
        if allMoves && moves.contains(where: { $0.value.outcome == .draw && game.drawLength($0.next) == nil }) { return nil }
        var steps: [SolveReport.Step] = []
        var walk = (position: position, value: value, moves: moves)
        while game.result(walk.position) == nil {
            guard let first = walk.moves.first(where: { Self.keeps($0.value, walk.value) }) else { return nil }
            let fork = forkFinder.map { $0(walk.position).contains(first.move) } ?? false
            steps.append(.init(player: game.sideToMove(walk.position), move: game.moveName(first.move), isFork: fork))
            guard let next = movesValued(first.next, census) else { return nil }
            walk = (first.next, first.child, next)
        }
        let stats = SearchStats(nodes: UInt64(census.positions), seconds: census.seconds)
        var report = SolveReport(game: game.name, toMove: sideToMove, value: scored(value),
            best: moves.filter { Self.keeps($0.value, value) }.map { game.moveName($0.move) }, principalVariation: steps,
            moveValues: allMoves ? moves.map { (game.moveName($0.move), scored($0.value)) } : [], stats: stats,
            fromDatabase: true)
        report.fromCensus = true
        return report
    }

    /// Each move of `position`, in the order of `legalMoves`, with the position after it, that
    /// position's value (`child`, for its side to move) and the move's value for the side that
    /// plays it; nil when the census does not hold a child.
    private func movesValued(_ position: G.Position, _ census: CensusValues) -> [MoveValued]? {
        let mover = game.sideToMove(position)
        var moves: [MoveValued] = []
        for move in game.legalMoves(position) {
            let next = game.play(move, in: position)
            guard let child = censusValue(next, census) else { return nil }
            // After an extra turn (the same side moves again) the child's value is the mover's own.
            let value = game.sideToMove(next) == mover ? Value(child.outcome, in: child.remoteness + 1) : child.forMover
            moves.append((move, next, child, value))
        }
        return moves
    }

    /// True when a move of this value keeps the position's value `value`: the same outcome, as
    /// fast a win or as slow a loss; a draw, any drawing move.
    private static func keeps(_ move: Value, _ value: Value) -> Bool {
        move.outcome == value.outcome && (value.outcome == .draw || move.remoteness == value.remoteness)
    }

    private func censusValue(_ position: G.Position, _ census: CensusValues) -> Value? {
        game.packed(census.classes ? game.canonicalForm(position) : position).flatMap(census.value(of:))
    }
}
