import Boards

/// The full answer about one position.
public struct Solution<Move: Hashable & Sendable>: Sendable {
    /// The value for the side to move.
    public var value: Value
    /// Every optimal move, in the game's reading order.
    public var best: [Move]
    /// One line of perfect play to the end of the game.
    public var principalVariation: [Move]
    /// Every legal move with the value for the side to move after playing it.
    public var moveValues: [(move: Move, value: Value)]
    public var stats: SearchStats
    /// nil when the value is exact (proven); otherwise the value is an estimate, from a search
    /// this many plies deep with an evaluation at its leaves, and `principalVariation` is the line
    /// that search expects (its moves' values are estimates too).
    public var estimateDepth: Int? = nil
    /// Set when the playout search (MCTS-Solver) answered: the playouts it made. With
    /// `estimateDepth` the value is its estimate, whose score is the side to move's win rate in
    /// percent (each move's value likewise, for the side that plays it) and whose depth is that
    /// of the most tried line; without, its tree proved the outcome, exact (the remoteness is the
    /// proof's length, which a shorter win outside the tree may beat).
    public var playouts: Int? = nil

    public init(value: Value, best: [Move], principalVariation: [Move], moveValues: [(move: Move, value: Value)],
        stats: SearchStats) {
        self.value = value
        self.best = best
        self.principalVariation = principalVariation
        self.moveValues = moveValues
        self.stats = stats
    }
}

extension Solver {
    /// The exact score, by null-window searches that narrow it as Pons' solver narrows its score:
    /// on the dense scale of `Score.scale` (a win in r is worth `pliesLeft + 1 - r`), each test
    /// halves the range left, but probes fast wins and fast losses before the costly question
    /// "is it a win at all?", whose proof may run down a long line. Each answer is a bound, and
    /// the table keeps what earlier tests proved.
    public func exactScore(_ position: G.Position) throws(SearchStop) -> Int32 {
        if let outcome = game.result(position) { return Score.of(outcome, remoteness: 0) }
        let plies = Int32(max(1, game.pliesLeft(position)))
        var low = -plies, high = plies
        if game.narrowing == .fromTheMiddle {
            // One search with a window around the draw says win, draw or loss.
            let sign = try negamax(position, -1, 1)
            if sign == 0 { return 0 }
            if sign > 0 { low = Score.stepAtLeast(sign, pliesLeft: plies) } else { high = Score.stepAtMost(sign, pliesLeft: plies) }
        }
        while low < high {
            if let progress = limits.progress {
                progress.note = Self.bounds(low, high, pliesLeft: plies)
                if low > -plies || high < plies { progress.proved = progress.note }
            }
            var middle = low + (high - low) / 2
            // From the ends: a step halfway to the nearer end, as Pons' solver chooses it.
            if game.narrowing == .fromTheEnds {
                if middle <= 0 && low / 2 < middle {
                    middle = low / 2
                } else if middle >= 0 && high / 2 > middle {
                    middle = high / 2
                }
            }
            // Is the step above `middle`? A null window just below the score of `middle + 1`.
            let bar = Score.scale(middle + 1, pliesLeft: plies) - 1
            let found = try negamax(position, bar, bar + 1)
            if found <= bar {
                high = min(high, Score.stepAtMost(found, pliesLeft: plies))
            } else {
                low = max(low, Score.stepAtLeast(found, pliesLeft: plies))
            }
        }
        return Score.scale(low, pliesLeft: plies)
    }

    /// `between draw in 12 and win in 15`: what the score's steps `low...high` allow, for a
    /// progress line.
    static func bounds(_ low: Int32, _ high: Int32, pliesLeft plies: Int32) -> String {
        func said(_ step: Int32) -> String {
            let (outcome, remoteness) = Score.outcome(Score.scale(step, pliesLeft: plies))
            return remoteness.map { "\(outcome) in \($0)" } ?? "\(outcome)"
        }
        return "between \(said(low)) and \(said(high))"
    }

    /// `value win in 9`: a proved score, for a progress line.
    func proved(_ score: Int32) -> String {
        let (outcome, remoteness) = Score.outcome(score)
        return "value " + (remoteness.map { "\(outcome) in \($0)" } ?? "\(outcome)")
    }

    /// True when the exact score of `position` is `score`, by a null-window test.
    public func hasScore(_ position: G.Position, _ score: Int32) throws(SearchStop) -> Bool {
        try negamax(position, score - 1, score + 1) == score
    }

    /// The value of `position` for the side to move. A draw's remoteness is the length of a
    /// principal variation.
    public func value(_ position: G.Position) throws(SearchStop) -> Value {
        try value(position, score: try exactScore(position))
    }

    func value(_ position: G.Position, score: Int32) throws(SearchStop) -> Value {
        let (outcome, remoteness) = Score.outcome(score)
        if let remoteness { return Value(outcome, in: remoteness) }
        if let length = game.drawLength(position) { return Value(.draw, in: length) }
        return Value(.draw, in: try principalVariation(position, score: score).count)
    }

    /// One line of perfect play from `position`, whose exact score is `score`: at each turn the
    /// first move, in the game's search order (threats first), that keeps the score. The order
    /// leaves no table move first, so the line depends on the rules' ordering only.
    public func principalVariation(_ position: G.Position, score: Int32) throws(SearchStop) -> [G.Move] {
        var line: [G.Move] = []
        var current = position
        var target = score
        while game.result(current) == nil {
            let wanted = Score.child(for: target)
            var next: G.Move?
            if case .search(let plan) = game.tactic(current, afterSearchedMove: false) {
                var moves = G.Moves()
                game.orderMoves(current, plan: plan, first: nil, into: &moves)
                while let move = moves.next() {
                    if try hasScore(game.play(move, in: current), wanted) {
                        next = move
                        break
                    }
                }
            }
            // The ordered list may leave out moves the rules prove worse, and a decided position
            // has none: then take the first of all moves that keeps the score.
            if next == nil {
                for move in game.legalMoves(current) where try hasScore(game.play(move, in: current), wanted) {
                    next = move
                    break
                }
            }
            guard let move = next else { break }
            line.append(move)
            current = game.play(move, in: current)
            target = wanted
        }
        return line
    }

    /// Every legal move with the value of the position it leads to, for the side to move now.
    public func moveValues(_ position: G.Position) throws(SearchStop) -> [(move: G.Move, value: Value)] {
        var result: [(move: G.Move, value: Value)] = []
        let moves = game.legalMoves(position)
        for move in moves {
            if let progress = limits.progress { progress.note = "move \(result.count + 1) of \(moves.count)" }
            let child = game.play(move, in: position)
            let theirs = try value(child, score: try exactScore(child))
            result.append((move, theirs.forMover))
        }
        return result
    }

    /// Value, optimal moves and principal variation, with statistics for this call alone; with
    /// `allMoves`, the exact value of every legal move too (which costs a full search of each).
    /// Without it, the optimal moves are found by null-window tests against the position's score.
    public func solve(_ position: G.Position, allMoves: Bool = false) throws(SearchStop) -> Solution<G.Move> {
        let before = stats
        let clock = ContinuousClock.now
        let score: Int32
        var values: [(move: G.Move, value: Value)] = []
        var best: [G.Move] = []
        if allMoves {
            values = try moveValues(position)
            if let top = values.max(by: { $0.value.rank < $1.value.rank }) {
                best = values.filter { $0.value.rank == top.value.rank }.map(\.move)
                score = Score.of(top.value.outcome, remoteness: top.value.remoteness)
            } else {
                score = Score.of(game.result(position) ?? .draw, remoteness: 0)
            }
        } else {
            score = try exactScore(position)
            let wanted = Score.child(for: score)
            if let progress = limits.progress { progress.note = "\(proved(score)); the best moves" }
            for move in game.legalMoves(position) where try hasScore(game.play(move, in: position), wanted) {
                best.append(move)
            }
        }
        if let progress = limits.progress { progress.note = "\(proved(score)); the line of play" }
        let pv = try principalVariation(position, score: score)
        let value: Value
        if let outcome = game.result(position) {
            value = Value(outcome, in: 0)
        } else {
            let (outcome, remoteness) = Score.outcome(score)
            value = Value(outcome, in: remoteness ?? game.drawLength(position) ?? pv.count)
        }
        var used = stats.since(before)
        used.seconds = (ContinuousClock.now - clock).seconds
        return Solution(value: value, best: best, principalVariation: pv, moveValues: values, stats: used)
    }
}
