import Boards

/// A census's counts as it values positions: won, lost and drawn positions at each remoteness,
/// in all (a class counting its positions) and up to symmetry (one a class), and the final
/// (primitive) positions.
struct CensusTally {
    private var counts: [[Int]] = []
    private var classCounts: [[Int]] = []
    private(set) var primitive = 0
    private(set) var classPrimitive = 0

    /// Counts one stored position of value `value` (`CensusValue`'s code) standing for `weight`.
    mutating func add(_ value: UInt16, weight: Int) {
        let remoteness = CensusValue.remoteness(value)
        while counts.count <= remoteness {
            counts.append([0, 0, 0])
            classCounts.append([0, 0, 0])
        }
        let column = switch CensusValue.outcome(value) {
        case .win: 0
        case .loss: 1
        case .draw: 2
        }
        counts[remoteness][column] += weight
        classCounts[remoteness][column] += 1
        // A position is final exactly when its remoteness is 0.
        if remoteness == 0 {
            primitive += weight
            classPrimitive += 1
        }
    }

    /// Every position counted (a class counting its positions).
    var positions: Int { counts.joined().reduce(0, +) }

    /// The rows of the counts in all, or up to symmetry (`classes`), without empty ones.
    func rows(classes: Bool) -> [CensusCount.Row] {
        (classes ? classCounts : counts).enumerated().compactMap { r, c in
            c.reduce(0, +) == 0 ? nil : CensusCount.Row(remoteness: r, win: c[0], loss: c[1], draw: c[2])
        }
    }
}
