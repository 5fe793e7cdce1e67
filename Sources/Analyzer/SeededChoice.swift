import Boards

/// Picks among equally good moves from a seed (SplitMix64), so that `engine X --seed N` plays the
/// same game again for the same N (and the fuzz test makes the same inputs again).
public struct SeededChoice: Sendable {
    private var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// An index below `count` (which must be positive).
    public mutating func pick(below count: Int) -> Int { random.below(count) }
}
