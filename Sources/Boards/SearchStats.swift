/// What a search did: the counters `solve` prints.
public struct SearchStats: Sendable, Hashable {
    /// Positions visited.
    public var nodes: UInt64 = 0
    /// Table probes that found the position.
    public var tableHits: UInt64 = 0
    /// Table probes in all.
    public var tableProbes: UInt64 = 0
    /// Searches cut short because a move reached the bound.
    public var cutoffs: UInt64 = 0
    /// Wall-clock seconds.
    public var seconds: Double = 0

    public init() {}

    /// The nodes and seconds alone: what a benchmark prints of searches (or a census's positions).
    public init(nodes: UInt64, seconds: Double) {
        self.nodes = nodes
        self.seconds = seconds
    }

    /// Nodes per second, or 0 before any time has passed.
    public var nodesPerSecond: Double { seconds > 0 ? Double(nodes) / seconds : 0 }

    /// The counts added since `earlier` (time left at 0: callers time their own span).
    public func since(_ earlier: SearchStats) -> SearchStats {
        var delta = SearchStats()
        delta.nodes = nodes - earlier.nodes
        delta.tableHits = tableHits - earlier.tableHits
        delta.tableProbes = tableProbes - earlier.tableProbes
        delta.cutoffs = cutoffs - earlier.cutoffs
        return delta
    }

    public static func += (a: inout SearchStats, b: SearchStats) {
        a.nodes += b.nodes
        a.tableHits += b.tableHits
        a.tableProbes += b.tableProbes
        a.cutoffs += b.cutoffs
        a.seconds += b.seconds
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
