import Boards

/// A family whose benchmark sets are files of its own format (`bench --set FILE`), each
/// position solved and its score checked; a set no family reads is a 'moves score' set.
public protocol PositionSetBenchmark: RuleGame {
    /// Whether `text` is a set in the family's format.
    static func readsPositionSet(_ text: String) -> Bool

    /// Solves the positions of the set `text` (read from `path`) and prints a line for each
    /// (with `settings.verbose`) and the totals; fails when a score differs or a line does not read.
    /// Returns the nodes and seconds of all its searches.
    @discardableResult
    static func benchPositionSet(_ text: String, path: String, _ settings: PositionSetSettings,
        _ console: ToolConsole) throws(ToolFailure) -> SearchStats
}

/// How `bench --set` solves a set of a family's format.
public struct PositionSetSettings: Sendable {
    /// The positions chosen by number (`--only`), as written.
    public var only: String?
    /// Only the first positions (`--limit`).
    public var limit: Int?
    /// A line for each position as it finishes.
    public var verbose: Bool
    /// The table of each search, cleared before each position, and the threads it searches on.
    public var tableMegabytes: Int
    public var threads: Int
    /// The limits of each position's search.
    public var nodeLimit: UInt64?
    public var timeLimit: Double?

    public init(only: String?, limit: Int?, verbose: Bool, tableMegabytes: Int, threads: Int, nodeLimit: UInt64?,
        timeLimit: Double?)
    {
        self.only = only
        self.limit = limit
        self.verbose = verbose
        self.tableMegabytes = tableMegabytes
        self.threads = threads
        self.nodeLimit = nodeLimit
        self.timeLimit = timeLimit
    }
}
