import ResultCache
import Search

/// Settings of a session that the command line can change.
public struct SessionOptions: Sendable {
    /// The transposition table of each game in play, in bytes.
    public var tableBytes: Int = 64 << 20
    /// The most positions `count` stores before it gives up.
    public var countLimit: Int = Enumeration.defaultLimit
    /// Node and time bounds for each search; `nil` for none.
    public var nodeLimit: UInt64?
    public var timeLimit: Double?
    /// Rule files every new session loads after the built-in ones (`--rules FILE`).
    public var ruleFiles: [String] = []
    /// Where `analyze solve` keeps solved results and looks them up first; `nil` for none.
    public var cache: ResultCache?
    /// True when the statements that solve (`solve`, `best`, `pv`, `engine`, `review`, `proof`)
    /// also look up and keep results in `cache`, as the interactive prompt does; scripts and
    /// tests leave it off, so that what they check is always searched.
    public var statementsUseCache = false

    public init() {}

    var limits: SearchLimits { SearchLimits(nodes: nodeLimit, seconds: timeLimit) }
}
