import Boards
import Search

/// One player's threats: the cells (as squares) where a stone of theirs would complete a line.
public struct ThreatList: Sendable, Hashable {
    public var player: Player
    public var cells: [String]
    /// The cells of `cells` that can be played now.
    public var playable: [String]
}

/// The solved state of one position, with moves written out.
public struct SolveReport: Sendable {
    public struct Step: Sendable, Hashable {
        public var player: Player
        public var move: String
        public var isFork: Bool

        public init(player: Player, move: String, isFork: Bool) {
            (self.player, self.move, self.isFork) = (player, move, isFork)
        }
    }

    public var game: String
    public var toMove: Player
    public var value: Value
    public var best: [String]
    public var principalVariation: [Step]
    public var moveValues: [(move: String, value: Value)]
    public var stats: SearchStats
    /// For a puzzle, what the solve found; the fields above then hold the solution's jumps as
    /// the principal variation, `win` (solved, in that many jumps) or `loss` (unsolvable).
    public var puzzle: PuzzleSummary? = nil
    /// True when the report was read from the results database: `stats` are then those of the
    /// search that first solved the position.
    public var fromDatabase = false
    /// True when the report was worked out from a census's values kept in the results database
    /// (`count --values`): `stats` then give the census's positions (as nodes) and time.
    public var fromCensus = false
    /// nil when the value is exact; otherwise it is an estimate from a search this many plies
    /// deep (`value.score` the estimated margin, `value.outcome` its sign, `value.remoteness`
    /// meaningless), and the line and move values are that search's expectations.
    public var estimateDepth: Int?
    /// Set when the playout search answered (`Solution.playouts`): its playouts. With
    /// `estimateDepth` the values are win rates in percent (`value.score`); without, the outcome
    /// is proven but the remoteness is only the proof's length, so the report is not kept.
    public var playouts: Int? = nil

    /// True when the exact solver's own answer: neither an estimate nor a playout proof.
    public var isSolved: Bool { estimateDepth == nil && playouts == nil }

    public init(game: String, toMove: Player, value: Value, best: [String], principalVariation: [Step],
        moveValues: [(move: String, value: Value)], stats: SearchStats, puzzle: PuzzleSummary? = nil, fromDatabase: Bool = false,
        estimateDepth: Int? = nil)
    {
        (self.game, self.toMove, self.value, self.best) = (game, toMove, value, best)
        (self.principalVariation, self.moveValues, self.stats) = (principalVariation, moveValues, stats)
        (self.puzzle, self.fromDatabase, self.estimateDepth) = (puzzle, fromDatabase, estimateDepth)
    }

    /// "X wins in 5", "O wins in 4", "draw in 9": the winner named, remoteness in plies; for a
    /// puzzle "solved in 18 moves (31 jumps)" or "unsolvable".
    public var headline: String {
        if let puzzle { return puzzle.headline }
        if let estimate { return estimate }
        return switch value.outcome {
        case .win: "\(toMove) wins in \(value.remoteness)"
        case .loss: "\(toMove.opponent) wins in \(value.remoteness)"
        case .draw: "draw in \(value.remoteness)"
        }
    }
}


extension SolveReport {
    /// `estimate +4 for X (depth 12, not exact)`, or nil when the value is exact.
    public var estimate: String? {
        if let playouts {
            guard estimateDepth != nil else { return Self.proven(value.outcome, playouts: playouts, for: toMove) }
            return Self.estimate(percent: value.score ?? 50, playouts: playouts, for: toMove)
        }
        return estimateDepth.map { Self.estimate(value.score ?? 0, depth: $0, for: toMove) }
    }

    /// `≈ 62 % for X (estimate, 20,000 playouts)`: how the playout search's estimate is always
    /// written, the win rate of the side named (draws count half).
    public static func estimate(percent: Int, playouts: Int, for player: Player) -> String {
        "≈ \(percent) % for \(player) (estimate, \(playouts.grouped) playouts)"
    }

    /// `X wins (exact: proved by the playout search, 1,234 playouts)`: the outcome the playout
    /// search's tree proved, without a remoteness (the proof's length need not be the fastest).
    public static func proven(_ outcome: Outcome, playouts: Int, for player: Player) -> String {
        let words = switch outcome {
        case .win: "\(player) wins"
        case .loss: "\(player.opponent) wins"
        case .draw: "a draw"
        }
        return "\(words) (exact: proved by the playout search, \(playouts.grouped) playouts)"
    }

    /// `estimate +4 for X (depth 12, not exact)`: how an estimated score is always written, with
    /// the side whose margin it is (a bare sign reads as either side's).
    public static func estimate(_ score: Int, depth: Int, for player: Player) -> String {
        "estimate \(score > 0 ? "+" : "")\(score) for \(player) (depth \(depth), not exact)"
    }
}

/// What solving a puzzle found, written out: the solution's moves (multi-jumps grouped) and the
/// board at its end, or why the goal cannot be reached.
public struct PuzzleSummary: Sendable {
    /// The goal in words: "one peg left, on d4".
    public var goal: String
    /// The solution's moves as written, multi-jumps grouped (`d2-d4-f4`); empty when unsolvable
    /// or already at the goal.
    public var moves: [String]
    /// How many jumps the solution takes.
    public var jumps: Int
    public var solved: Bool
    /// True when `moves` is known to be as short as a solution can be.
    public var fewest: Bool
    /// The board at the end of the solution, as `show` draws it.
    public var finalDiagram: [String]
    /// When unsolvable, the invariant that proves it without search; `nil` when the search
    /// examined every board.
    public var reason: String?
    public var stats: PuzzleStats

    public init(goal: String, moves: [String], jumps: Int, solved: Bool, fewest: Bool, finalDiagram: [String], reason: String?,
        stats: PuzzleStats)
    {
        (self.goal, self.moves, self.jumps, self.solved) = (goal, moves, jumps, solved)
        (self.fewest, self.finalDiagram, self.reason, self.stats) = (fewest, finalDiagram, reason, stats)
    }

    /// "solved in 18 moves (31 jumps)", "solved: at the goal", "unsolvable".
    public var headline: String {
        guard solved else { return "unsolvable" }
        if moves.isEmpty { return "solved: the goal is reached" }
        let count = "\(moves.count) \(moves.count == 1 ? "move" : "moves")"
        return "solved in \(count) (\(jumps) \(jumps == 1 ? "jump" : "jumps"))\(fewest ? ", the fewest possible" : "")"
    }
}
