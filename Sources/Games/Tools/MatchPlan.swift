/// The games of `bench --match` (`TrainableEvaluation.playMatch`): how many (rounded up to an
/// even number: each opening twice, sides swapped), how deep or how long each side searches a
/// move, and the seed of the openings.
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
