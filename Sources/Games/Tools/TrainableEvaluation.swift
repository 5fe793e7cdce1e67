/// A rule game whose family estimates positions beyond exact reach with an evaluation made by
/// fitting it to positions the exact solver labels (`analyze train`), and measured in a match
/// (`analyze bench --match`).
public protocol TrainableEvaluation: RuleGame {
    /// The rule sets that can be trained, for the message that refuses another.
    static var trainableKind: String { get }

    /// True for the rule set the shipped evaluation was made for (the family's standard board),
    /// when it ships: `bench --match` plays on the first such rule set, and `train` fits it when
    /// no game is named.
    var hasShippedEvaluation: Bool { get }

    /// Labels the positions `plan` asks for (or reads them from `plan.labels`), fits the weights
    /// and writes them through `files`; says what it did on `console`, and fails when a search
    /// is stopped or a file cannot be written (nothing more is written then).
    func trainEvaluation(_ plan: TrainingPlan, _ files: TrainingFiles, _ console: ToolConsole) throws(ToolFailure)

    /// Plays the match `plan` says, the shipped evaluation against the family's simplest one: a
    /// line a game as it ends, then the tally; fails when a search is stopped.
    func playMatch(_ plan: MatchPlan, _ console: ToolConsole) throws(ToolFailure)
}
