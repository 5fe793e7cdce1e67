/// A rule game whose family estimates positions beyond exact reach with an evaluation that is
/// made by fitting, and measured in a match (`analyze bench --match`).
public protocol TrainableEvaluation: RuleGame {
    /// True for the rule set the shipped evaluation was made for (the family's standard board),
    /// when it ships: `bench --match` plays on the first such rule set.
    var hasShippedEvaluation: Bool { get }

    /// Plays the match `plan` says, the shipped evaluation against the family's simplest one: a
    /// line a game as it ends, then the tally; fails when a search is stopped.
    func playMatch(_ plan: MatchPlan, _ console: ToolConsole) throws(ToolFailure)
}

/// The games of `bench --match`: how many (rounded up to an even number: each opening twice,
/// sides swapped), how deep or how long each side searches a move, and the seed of the openings.
public struct MatchPlan: Sendable {
    public var games: Int
    public var depth: Int
    /// When set, the seconds each side searches each move, to any depth, in place of `depth`.
    public var moveSeconds: Double?
    public var seed: UInt64

    public init(games: Int, depth: Int, moveSeconds: Double?, seed: UInt64) {
        self.games = games
        self.depth = depth
        self.moveSeconds = moveSeconds
        self.seed = seed
    }
}
