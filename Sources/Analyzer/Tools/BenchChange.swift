import Foundation

/// An entry's node count against the baseline's, as the suite's table marks it: within 3 % it
/// passes unmarked; more is marked with `!` and fails the suite; less by more than 3 % is marked
/// for the baseline to be updated, and passes; an entry the baseline lacks is `new` and passes;
/// an entry that did not run (a file missing, a score wrong) fails.
public enum BenchChange: Sendable, Equatable {
    case new
    /// The change in percent, within the tolerance either way.
    case within(Double)
    /// Grown by more than the tolerance: the percent, or nil when the baseline's count is 0.
    case grew(Double?)
    /// Shrunk by more than the tolerance, in percent (negative).
    case shrank(Double)
    case failed

    /// The change in percent that a count may grow (or shrink) without a mark.
    public static let tolerance = 3.0

    /// The change from `baseline` (nil: not in the baseline) to `nodes` (nil: the entry failed).
    public init(nodes: UInt64?, baseline: UInt64?) {
        guard let nodes else { self = .failed; return }
        guard let baseline else { self = .new; return }
        guard baseline > 0 else { self = nodes == 0 ? .within(0) : .grew(nil); return }
        let percent = (Double(nodes) - Double(baseline)) / Double(baseline) * 100
        if percent > Self.tolerance {
            self = .grew(percent)
        } else if percent < -Self.tolerance {
            self = .shrank(percent)
        } else {
            self = .within(percent)
        }
    }

    /// Whether it fails the suite.
    public var fails: Bool {
        switch self {
        case .grew, .failed: true
        case .new, .within, .shrank: false
        }
    }

    /// `+0.0 %`, `+4.1 % !`, `-5.0 % (better: update the baseline)`, `new`, `failed`.
    public var text: String {
        switch self {
        case .new: "new"
        case .within(let percent): Self.percent(percent)
        case .grew(let percent): (percent.map(Self.percent) ?? "from 0") + " !"
        case .shrank(let percent): Self.percent(percent) + " (better: update the baseline)"
        case .failed: "failed"
        }
    }

    /// `+4.1 %`, `-0.3 %` (a change that rounds to none is `+0.0 %`).
    static func percent(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%+.1f %%", rounded == 0 ? 0 : rounded)
    }
}
