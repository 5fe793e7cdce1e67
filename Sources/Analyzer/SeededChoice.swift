/// Picks among equally good moves from a seed (SplitMix64), so that `engine X --seed N` plays the
/// same game again for the same N (and the fuzz test makes the same inputs again).
public struct SeededChoice: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// An index below `count` (which must be positive).
    public mutating func pick(below count: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(count))
    }
}
