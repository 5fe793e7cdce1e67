import Boards

/// The bytes retrograde analysis holds at once, against the memory it was given. Every
/// allocation is asked for first (with what a growing array holds while it copies: its old
/// storage and the doubled one), so the analysis stops before it passes the budget, and `peak`
/// is the most it held.
struct RetrogradeBudget {
    let memory: Int
    private(set) var peak = 0

    /// True when holding `bytes` at once fits the budget; then it counts toward `peak`.
    mutating func admits(_ bytes: Int) -> Bool {
        guard bytes <= memory else { return false }
        peak = max(peak, bytes)
        return true
    }

    /// The bytes one more element of `array` adds: nothing while it has room, else the doubled
    /// storage it grows into (held beside the old one while it copies).
    static func growth<T>(of array: [T]) -> Int {
        array.count < array.capacity ? 0 : 2 * max(array.capacity, 1) * MemoryLayout<T>.stride
    }

    /// The error for a budget that cannot hold the analysis.
    func exceeded(_ what: String) -> SearchStop {
        .tooLarge("retrograde analysis needs more than the \(memory) bytes it was given (\(what))")
    }
}

/// The work retrograde analysis has done, polled against its limits: a node is a position
/// found (going forwards) or a position settled (going backwards). Polls every 4,096 nodes,
/// and exactly when the node budget runs out, as the solver does.
struct WorkMeter {
    let limits: SearchLimits
    private(set) var nodes: UInt64 = 0
    private var nextCheck: UInt64 = 0

    init(limits: SearchLimits) {
        self.limits = limits
        limits.progress?.begin()
    }

    mutating func step() throws(SearchStop) {
        nodes &+= 1
        guard nodes >= nextCheck else { return }
        try limits.check(nodes: nodes, cap: limits.nodes)
        nextCheck = nodes &+ 4096
        if let cap = limits.nodes, cap &+ 1 < nextCheck { nextCheck = cap &+ 1 }
    }

    /// Says what the analysis is doing, on the progress line.
    func note(_ text: String) { limits.progress?.note = text }
}
