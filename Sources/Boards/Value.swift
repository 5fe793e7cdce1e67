/// The exact value of a position for the side to move: its outcome, its remoteness (plies to the
/// end of the game under perfect play, the winner hurrying and the loser delaying) and, where the
/// game defines one, an exact score.
public struct Value: Sendable, Hashable, CustomStringConvertible {
    public var outcome: Outcome
    public var remoteness: Int
    public var score: Int?

    public init(_ outcome: Outcome, in remoteness: Int, score: Int? = nil) {
        self.outcome = outcome
        self.remoteness = remoteness
        self.score = score
    }

    /// The value, for the side that moved into it, of a position whose value for the side to
    /// move is `self` (two players): the outcome turned round, one ply more, the score negated.
    public var forMover: Value { Value(outcome.flipped, in: remoteness + 1, score: score.map { -$0 }) }

    /// `win in 5`, `draw in 9`, `loss in 0`.
    public var description: String { "\(outcome) in \(remoteness)" }

    /// True when `self` is strictly better than `other` for the side to move: a win beats a draw
    /// beats a loss; a faster win and a slower loss are better.
    public func isBetter(than other: Value) -> Bool { rank > other.rank }

    /// A single integer that orders values the way `isBetter` does (larger is better).
    public var rank: Int {
        switch outcome {
        case .win: 1_000_000 - remoteness
        case .draw: 0
        case .loss: -1_000_000 + remoteness
        }
    }
}
