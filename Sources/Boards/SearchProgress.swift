import Synchronization

/// What a running search has done so far, for a live progress line drawn by another thread: the
/// nodes visited since `begin()` and a note on what is proved (the bounds on the value, the move
/// being valued). Searches publish when they poll their limits (every few thousand nodes), so
/// the cost is one relaxed atomic store per poll.
public final class SearchProgress: Sendable {
    private let base = Atomic<UInt64>(.max)
    private let count = Atomic<UInt64>(0)
    private let text = Mutex<String>("")
    private let stageText = Mutex<String>("")
    private let provedText = Mutex<String>("")
    private let onStage: (@Sendable (String) -> Void)?

    /// `onStage` hears each stage as it is set (a test's hook; the progress line reads `stage`).
    public init(onStage: (@Sendable (String) -> Void)? = nil) {
        self.onStage = onStage
    }

    /// Where a statement of many searches stands (`review: move 3 of 12, X d3`), or empty.
    /// `begin()` keeps it: it lasts over the statement's searches, until the statement sets it
    /// back to empty.
    public var stage: String {
        get { stageText.withLock { $0 } }
        set {
            stageText.withLock { $0 = newValue }
            onStage?(newValue)
        }
    }

    /// Starts counting afresh: the next publish sets the base.
    public func begin() {
        base.store(.max, ordering: .relaxed)
        count.store(0, ordering: .relaxed)
        text.withLock { $0 = "" }
        provedText.withLock { $0 = "" }
    }

    /// The search's own node counter now; the first value after `begin()` counts as zero.
    public func publish(nodes: UInt64) {
        var start = base.load(ordering: .relaxed)
        if start == .max {
            base.store(nodes, ordering: .relaxed)
            start = nodes
        }
        count.store(nodes &- start, ordering: .relaxed)
    }

    /// Nodes visited since `begin()`.
    public var nodes: UInt64 { count.load(ordering: .relaxed) }

    /// What is proved so far, in words (`between draw in 12 and win in 15`), or empty.
    public var note: String {
        get { text.withLock { $0 } }
        set { text.withLock { $0 = newValue } }
    }

    /// The bounds on the value proved so far by a search that narrows it (`between draw in 12
    /// and win in 15`), or empty until it has narrowed: what a stopped `solve` still knows.
    public var proved: String {
        get { provedText.withLock { $0 } }
        set { provedText.withLock { $0 = newValue } }
    }
}
