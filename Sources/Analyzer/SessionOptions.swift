import Foundation
import ResultCache
import Boards
import Search

/// Settings of a session that the command line can change.
public struct SessionOptions: Sendable {
    /// The transposition table of each game in play, in bytes; nil: each game's own default
    /// (`RuleGame.defaultTableBytes`: 16 MiB for the Connect 4 solver, 64 MiB for the others),
    /// never more than the game can use (`RuleGame.usefulTableBytes`) nor half the budget.
    public var tableBytes: Int?
    /// The largest table a game takes with these options (to size work by the budget).
    public var largestTableBytes: Int { tableBytes ?? 64 << 20 }
    /// The bound that the tables of every session made from these options share (copies of the
    /// options share the one budget). A session drops its least recently used games to make
    /// room, and a game's table is made smaller when the budget has less room left.
    public var budget = MemoryBudget(bytes: MemoryBudget.defaultBytes)
    /// Threads one search may use (the Connect 4 solver's; other families search on one).
    public var threads: Int = SessionOptions.defaultThreads
    /// The machine's cores.
    public static var defaultThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
    /// True when a game with an opening book (Connect 4 on 7 x 6) answers from it before any
    /// search (`--no-book` turns it off); the book's scores are exact.
    public var useBook = true
    /// The most positions `count` stores before it gives up.
    public var countLimit: Int = Enumeration.defaultLimit
    /// Node and time bounds for each search; `nil` for none.
    public var nodeLimit: UInt64?
    public var timeLimit: Double?
    /// The playouts of the playout search that answers beyond exact reach (`--playouts`), and
    /// their seed (`--playout-seed`).
    public var playouts = PlayoutSettings.defaultPlayouts
    public var playoutSeed: UInt64 = 1
    /// True when the playout search answers without the exact solver's trial (`--playouts-only`).
    public var playoutsOnly = false
    /// Rule files every new session loads after the built-in ones (`--rules FILE`).
    public var ruleFiles: [String] = []
    /// Where `analyze solve` keeps solved results and looks them up first; `nil` for none.
    public var cache: (any ResultStore)?
    /// True when the statements that solve (`solve`, `best`, `pv`, `engine`, `review`, `proof`)
    /// also look up and keep results in `cache`, as the interactive prompt does; scripts and
    /// tests leave it off, so that what they check is always searched.
    public var statementsUseCache = false

    /// False where statements may not write files (`analyze check` unless `--allow-writes`):
    /// `save` and `export` are then refused, with `writesRefused` as the reason.
    public var allowWrites = true
    public var writesRefused = "this run writes no files (--allow-writes lets it)"
    /// True where `load` reads only files inside `loadRoots` (or, when it is empty, the folder
    /// of the file being run) and the folders of the `--rules` files (`analyze check` and
    /// `solve` unless `--allow-load-anywhere`).
    public var confineLoads = false
    /// The folders a confined session may load from: what was named on the command line (a
    /// folder, or a file's folder), so that a collection may share rule files across its tree.
    public var loadRoots: [String] = []

    public init() {}

    /// True for `analyze solve` and `check`: Ctrl-C ends the run (the search in progress is
    /// reported as interrupted and nothing more runs), where at the prompt it ends one search.
    public var interruptEndsRun = false
    /// Where searches publish what they have done, for the prompt's progress line; `nil` for none.
    public var progress: SearchProgress?

    /// The flag that stops this session's searches: Ctrl-C's (`StopFlag.interrupt`) unless a
    /// caller (a test) gives its own.
    public var stop = StopFlag.interrupt

    /// When the statement running now must end, from `timeLimit`: the time limit bounds a whole
    /// statement, however many searches it makes (`review`, `proof`). Set by `execute`.
    var statementDeadline: ContinuousClock.Instant?

    /// The limits of a search now: the node limit, the statement's deadline (or `timeLimit` from
    /// now, outside a statement), the stop flag.
    var limits: SearchLimits {
        var limits = answerLimits
        if let statementDeadline { limits.deadline = statementDeadline }
        return limits
    }

    /// The limits of one engine answer: the time limit from now (an engine's game is many
    /// answers, each with the time limit).
    var answerLimits: SearchLimits { SearchLimits(nodes: nodeLimit, seconds: timeLimit, stop: stop, progress: progress) }
}
