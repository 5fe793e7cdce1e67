import Synchronization

/// A flag another thread (or a signal handler) raises to stop running searches, which then throw
/// `SearchStop.interrupted`. Searches poll it every few thousand nodes.
public final class StopFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    public func raise() { raised.store(true, ordering: .relaxed) }
    public func lower() { raised.store(false, ordering: .relaxed) }
    public var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// The flag that Ctrl-C raises in the executable.
    public static let interrupt = StopFlag()
}

/// Bounds on one search: a node budget, a deadline, a stop flag.
public struct SearchLimits: Sendable {
    public var nodes: UInt64?
    public var deadline: ContinuousClock.Instant?
    public var stop: StopFlag?
    /// Where the search publishes its node count and what it has proved, for a progress line.
    public var progress: SearchProgress?

    public init(nodes: UInt64? = nil, seconds: Double? = nil, stop: StopFlag? = StopFlag.interrupt,
        progress: SearchProgress? = nil)
    {
        self.progress = progress
        self.nodes = nodes
        self.deadline = seconds.map { ContinuousClock.now + Self.duration($0) }
        self.stop = stop
    }

    /// These limits, with the deadline brought forward to `seconds` from now if that is sooner.
    public func within(seconds: Double) -> SearchLimits {
        var limits = self
        let soon = ContinuousClock.now + Self.duration(seconds)
        limits.deadline = deadline.map { min($0, soon) } ?? soon
        return limits
    }

    /// The longest time limit taken as given (about 31 years); a longer one, or infinity, is
    /// taken as this, and NaN or a negative time as none left. Callers check what users type;
    /// this keeps any other value from trapping in the conversion to whole milliseconds.
    public static let longestSeconds = 1e9

    static func duration(_ seconds: Double) -> Duration {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), longestSeconds)
        return .milliseconds(Int64(bounded * 1000))
    }

    /// The node count at which a search that polls at `nodes` polls next: 4,096 nodes on, or the
    /// first node past `cap` where that comes sooner, so that a node limit stops exactly there.
    @inlinable public static func nextPoll(after nodes: UInt64, cap: UInt64?) -> UInt64 {
        let next = nodes &+ 4096
        guard let cap, cap &+ 1 < next else { return next }
        return cap &+ 1
    }

    /// For searches that count their own work (`count`'s positions visited): throws when a
    /// bound is reached, after publishing the count for the progress line. Poll it every few
    /// thousand steps.
    public func check(visited: UInt64) throws(SearchStop) { try check(nodes: visited, cap: nodes) }

    /// The one limit check of every search: throws when the interrupt flag is up, the node count
    /// `nodes` has passed `cap` (where the node budget runs out, counted from where the search
    /// started; `nil`: no cap) or the deadline has come, after publishing `nodes` for the progress
    /// line. Searches poll it every few thousand nodes, and exactly when the budget runs out.
    public func check(nodes count: UInt64, cap: UInt64?) throws(SearchStop) {
        progress?.publish(nodes: count)
        if let stop, stop.isRaised { throw .interrupted }
        if let cap, count > cap, let nodes { throw .nodeLimit(nodes) }
        if let deadline, ContinuousClock.now >= deadline { throw .timeLimit }
    }

    /// No bound but the interrupt flag.
    public static var none: SearchLimits { SearchLimits() }
}

/// Why a search ended without an answer: never a guess.
public enum SearchStop: Error, Sendable, Hashable, CustomStringConvertible {
    case interrupted
    case nodeLimit(UInt64)
    case timeLimit
    /// The position has more than `limit` reachable positions to count.
    case tooMany(limit: Int)
    /// The position is too large to solve exactly; the text says why.
    case tooLarge(String)
    /// A thread's share of a parallel search was given up because another thread's result made
    /// it unnecessary; the parallel search handles it and never passes it to its caller.
    case abandoned

    public var description: String {
        switch self {
        case .interrupted: "interrupted"
        case .nodeLimit(let n): "node limit of \(n) reached"
        case .timeLimit: "time limit reached"
        case .tooMany(let limit): "more than \(limit) positions; raise the limit to count them all"
        case .tooLarge(let reason): reason
        case .abandoned: "abandoned: another thread's result made this search unnecessary"
        }
    }
}
