import Boards
import Games

extension OBFPosition {
    /// The line's `move:score` fields held against an exact solve of its position; `nil` when the
    /// line has none, or the report is an estimate (nothing exact to hold them against).
    ///
    /// Checked without a search of its own: the best score must be the largest score listed;
    /// every move listed with it must be among the report's best moves (which are every move
    /// that reaches the best score), and no move listed with less may be. A listed move's lower
    /// score itself is not checked: that would take a full search of each such move.
    public func check(_ report: SolveReport) -> ExpectationResult? {
        guard let top = scores.map(\.score).max(), report.estimateDepth == nil, let score = report.value.score else {
            return nil
        }
        let best = Set(report.best)
        let topMoves = scores.filter { $0.score == top }.map(\.move)
        let lower = scores.filter { $0.score < top }.map(\.move)
        let passed = score == top && topMoves.allSatisfy(best.contains) && !lower.contains(where: best.contains)
        let fields = scores.map { "\($0.move):\($0.score.signed)" }.joined(separator: " ")
        let found = report.best.isEmpty ? "no move" : "best " + report.best.joined(separator: " ")
        return ExpectationResult(passed: passed, expected: "score \(top.signed) (\(fields))",
            found: "score \(score.signed) (\(found))")
    }
}
