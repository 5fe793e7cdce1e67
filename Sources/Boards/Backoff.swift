import Foundation

/// Waits that grow, for polling what other processes are doing: a twentieth of a second (their
/// work may be as quick as ours), doubling to a second. Each wait sleeps in steps of at most a
/// twentieth of a second and checks the limits between them, so Ctrl-C or a deadline cuts it short.
public struct Backoff: Sendable {
    private var next = 0.05

    public init() {}

    /// Sleeps the next wait; throws when `limits` say stop (their interrupt flag or deadline).
    public mutating func wait(_ limits: SearchLimits = .none) throws(SearchStop) {
        var left = next
        next = min(1, next * 2)
        while left > 0 {
            try limits.check(nodes: 0, cap: nil)
            let step = min(left, 0.05)
            Thread.sleep(forTimeInterval: step)
            left -= step
        }
    }
}
