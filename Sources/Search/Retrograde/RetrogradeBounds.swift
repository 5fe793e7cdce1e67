import Boards

extension ByteBudget {
    /// The error for a budget that cannot hold a retrograde analysis.
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
        nextCheck = SearchLimits.nextPoll(after: nodes, cap: limits.nodes)
    }

    /// Says what the analysis is doing, on the progress line.
    func note(_ text: String) { limits.progress?.note = text }
}
