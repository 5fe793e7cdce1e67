import Games

/// `analyze bench --match`: the match of the family whose evaluation ships
/// (`TrainableEvaluation`), played on the first rule set of the session it was made for.
public enum EvaluationMatch {
    /// Plays the match `plan` says on the session's first rule set whose evaluation ships.
    public static func run(_ plan: MatchPlan, session: Session, _ console: ToolConsole) throws(ToolFailure) {
        guard let game = session.rules.first((any TrainableEvaluation).self, where: { $0.hasShippedEvaluation }) else {
            console.err("analyze: bench --match: the rules or the shipped weights are missing")
            throw ToolFailure()
        }
        try game.playMatch(plan, console)
    }
}
