import Boards

/// Values packed into one integer for alpha-beta: larger is better for the side to move.
///
///     win in r   ->  mate - r       (a faster win is larger)
///     draw       ->  0
///     loss in r  ->  -(mate - r)    (a slower loss is larger)
///
/// A child's score becomes the parent's by `parent(_:)`: negate, then one ply further from the
/// end. Scores are relative to the position, not to the root, so the table stores them as they are.
public enum Score {
    /// Small enough for the table's 16-bit scores; remoteness stays far below it.
    public static let mate: Int32 = 30_000
    /// Beyond every real score.
    public static let infinity: Int32 = mate + 10

    @inlinable public static func of(_ outcome: Outcome, remoteness: Int) -> Int32 {
        switch outcome {
        case .win: mate - Int32(remoteness)
        case .loss: -(mate - Int32(remoteness))
        case .draw: 0
        }
    }

    /// The parent's score when the move leads to a child scored `child`.
    @inlinable public static func parent(_ child: Int32) -> Int32 {
        let n = -child
        return n > 0 ? n - 1 : (n < 0 ? n + 1 : 0)
    }

    /// The child bound that corresponds to the parent bound `bound`: `parent(c) > a` exactly when
    /// `c < childBound(a)`, for every real score (no real score is within one of zero).
    @inlinable public static func childBound(_ bound: Int32) -> Int32 {
        -(bound > 0 ? bound + 1 : (bound < 0 ? bound - 1 : 0))
    }

    /// The outcome and, for decided games, the remoteness of a score.
    public static func outcome(_ score: Int32) -> (Outcome, remoteness: Int?) {
        if score > 0 { return (.win, Int(mate - score)) }
        if score < 0 { return (.loss, Int(mate + score)) }
        return (.draw, nil)
    }

    /// The child score that makes the parent score `score`: the inverse of `parent`.
    @inlinable public static func child(for score: Int32) -> Int32 {
        score > 0 ? -(score + 1) : (score < 0 ? 1 - score : 0)
    }

    /// A dense scale for narrowing searches in a game of at most `pliesLeft` plies: a win in r is
    /// `pliesLeft + 1 - r` (faster is larger), a draw 0, a loss in r the negative of that, as in
    /// Pons' score. `scale(c)` is the score of step `c`.
    @inlinable public static func scale(_ step: Int32, pliesLeft: Int32) -> Int32 {
        if step > 0 { return mate - (pliesLeft + 1 - step) }
        if step < 0 { return -(mate - (pliesLeft + 1 + step)) }
        return 0
    }

    /// The largest step whose score is at most `score`.
    @inlinable public static func stepAtMost(_ score: Int32, pliesLeft: Int32) -> Int32 {
        if score >= mate - pliesLeft { return min(pliesLeft, score - mate + pliesLeft + 1) }
        if score >= 0 { return 0 }
        if score >= -(mate - pliesLeft) { return -1 }
        return max(-pliesLeft, score + mate - pliesLeft - 1)
    }

    /// The smallest step whose score is at least `score`.
    @inlinable public static func stepAtLeast(_ score: Int32, pliesLeft: Int32) -> Int32 {
        if score > mate - pliesLeft { return min(pliesLeft, score - mate + pliesLeft + 1) }
        if score > 0 { return 1 }
        if score > -(mate - pliesLeft) { return 0 }
        return max(-pliesLeft, score + mate - pliesLeft - 1)
    }
}
