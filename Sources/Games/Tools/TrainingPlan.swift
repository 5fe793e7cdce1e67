/// What `analyze train` fits (`TrainableEvaluation.trainEvaluation`): the positions to label,
/// the files to read and write, and what the labelling searches may use.
public struct TrainingPlan: Sendable {
    /// How many positions to label.
    public var positions: Int
    /// Their empty cells, and the range as the command line wrote it (the files' heads repeat it).
    public var empties: ClosedRange<Int>
    public var emptiesText: String
    /// The seed of the games that make the positions.
    public var seed: UInt64
    /// How the games that make the positions are played.
    public var games: TrainingGames
    /// The weights file to write.
    public var out: String
    /// A file of labelled positions: read when it was made by the same plan, else written.
    public var labels: String?
    /// Where a second, finer evaluation is written, where the family has one.
    public var patterns: String?
    /// Threads labelling at once, each with a table of `tableBytes` (the family's default when nil).
    public var threads: Int
    public var tableBytes: Int?
    /// Bounds the whole labelling, in seconds.
    public var timeLimit: Double?

    public init(positions: Int, empties: ClosedRange<Int>, emptiesText: String, seed: UInt64, games: TrainingGames,
        out: String, labels: String?, patterns: String?, threads: Int, tableBytes: Int?, timeLimit: Double?)
    {
        self.positions = positions
        self.empties = empties
        self.emptiesText = emptiesText
        self.seed = seed
        self.games = games
        self.out = out
        self.labels = labels
        self.patterns = patterns
        self.threads = threads
        self.tableBytes = tableBytes
        self.timeLimit = timeLimit
    }
}

/// How the games that make the positions to label are played.
public enum TrainingGames: String, Sendable, CaseIterable {
    /// Every move at random: wild positions, far from those players reach.
    case random
    /// The opening at random; then now and then a move at random and the others the move the
    /// family's evaluation likes best: positions nearer those of played games.
    case played
}

/// The files a training reads and writes, as the session keeps them (never through a link,
/// never half-written).
public struct TrainingFiles: Sendable {
    /// The text of the file at a path, or nil when it cannot be read.
    public var read: @Sendable (String) -> String?
    /// Writes bytes to the file at a path whole, or says why not and fails.
    public var write: @Sendable ([UInt8], String) throws(ToolFailure) -> Void

    public init(read: @escaping @Sendable (String) -> String?,
        write: @escaping @Sendable ([UInt8], String) throws(ToolFailure) -> Void)
    {
        self.read = read
        self.write = write
    }
}
