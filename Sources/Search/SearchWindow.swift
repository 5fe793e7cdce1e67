/// The alpha-beta window of a fail-soft search, and the two steps every kernel takes with its
/// transposition table: a probed entry's proven bounds may answer at once or narrow the window,
/// and a finished node's result becomes the bounds stored.
public enum SearchWindow {
    /// With proven bounds `lower...upper` on a node's value: the value at once when they settle
    /// the window `alpha < beta` (a cut above or below, or the exact value); otherwise `nil`,
    /// with the window narrowed to the bounds.
    @inlinable @inline(__always)
    public static func narrow<T: BinaryInteger>(_ alpha: inout T, _ beta: inout T, lower: T, upper: T) -> T? {
        if lower >= beta { return lower }
        if upper <= alpha { return upper }
        if lower == upper { return lower }
        if lower > alpha { alpha = lower }
        if upper < beta { beta = upper }
        return nil
    }

    /// The bounds a fail-soft result `best` of the window `alpha < beta` proves: at most `best`
    /// when every move failed low, at least `best` on a cut-off, exactly `best` in between;
    /// `unbounded` stands for the side nothing was proved on (its negation below).
    @inlinable @inline(__always)
    public static func bounds<T: SignedInteger>(of best: T, alpha: T, beta: T, unbounded: T) -> (lower: T, upper: T) {
        (best > alpha ? best : -unbounded, best < beta ? best : unbounded)
    }
}
