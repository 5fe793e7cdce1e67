/// A family's own benchmark (`analyze bench`): the games it solves from their start when none
/// are named, and statements run through a session with their answers known from the
/// literature (`bench --peg`). A family gives either or both; each is empty where it gives none.
public protocol FamilyBenchmark: RuleGame {
    /// Rule sets `bench` solves from their start when no game is named, in order.
    static var benchmarkGames: [String] { get }

    /// Steps run through a session as a user runs them, each timed and its answer checked;
    /// `long` adds those that take minutes.
    static func benchmarkSteps(long: Bool) -> [BenchmarkStep]
}

extension FamilyBenchmark {
    public static var benchmarkGames: [String] { [] }
    public static func benchmarkSteps(long: Bool) -> [BenchmarkStep] { [] }
}

/// One step of a family's benchmark: statements, and the start of the answer they must give.
public struct BenchmarkStep: Sendable {
    public let label: String
    public let script: String
    public let known: String

    public init(label: String, script: String, known: String) {
        self.label = label
        self.script = script
        self.known = known
    }
}

/// A family whose benchmark sets are files of its own format (`bench --set FILE`), each
/// position solved and its score checked; a set no family reads is a 'moves score' set.
public protocol PositionSetBenchmark: RuleGame {
    /// Whether `text` is a set in the family's format.
    static func readsPositionSet(_ text: String) -> Bool

    /// Solves the positions of the set `text` (read from `path`) and prints a line for each
    /// (with `settings.verbose`) and the totals; fails when a score differs or a line does not read.
    static func benchPositionSet(_ text: String, path: String, _ settings: PositionSetSettings,
        _ console: ToolConsole) throws(ToolFailure)
}

/// How `bench --set` solves a set of a family's format.
public struct PositionSetSettings: Sendable {
    /// The positions chosen by number (`--only`), as written.
    public var only: String?
    /// Only the first positions (`--limit`).
    public var limit: Int?
    /// A line for each position as it finishes.
    public var verbose: Bool
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
