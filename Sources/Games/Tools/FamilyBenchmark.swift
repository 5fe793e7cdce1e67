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
