import Boards

/// The values of a split census's parts as they come, held as a few ascending runs whose sizes
/// fall at least by half from the first to the last (a part joins as a run, and the last runs
/// merge while the one before is not twice as large), so that each key is copied about log(parts)
/// times, not once a part; a key is looked up in each run.
public struct CensusUnion: Sendable {
    private var runs: [CensusValues] = []

    public init() {}

    /// The bytes the runs hold.
    public var bytesHeld: Int { runs.reduce(0) { $0 + $1.bytesHeld } }

    /// True when no part has joined.
    public var isEmpty: Bool { runs.isEmpty }

    /// Adds a part's values (made alike: classes and class sizes as the others').
    public mutating func add(_ part: CensusValues) throws(SearchStop) {
        runs.append(part)
        while runs.count >= 2, runs[runs.count - 2].count <= 2 * runs[runs.count - 1].count { try mergeLastTwo() }
    }

    /// Every run merged into one, which the union then holds alone; nil where no part has joined.
    public mutating func collapsed() throws(SearchStop) -> CensusValues? {
        while runs.count >= 2 { try mergeLastTwo() }
        return runs.first
    }

    private mutating func mergeLastTwo() throws(SearchStop) {
        let last = runs.removeLast()
        runs[runs.count - 1] = try runs[runs.count - 1].union(with: last)
    }

    /// The value code (`CensusValue`) of the position packed as `key`, or nil when no run holds it.
    func code(of key: UInt64) -> UInt16? {
        for run in runs.reversed() {
            if let code = run.code(of: key) { return code }
        }
        return nil
    }
}
