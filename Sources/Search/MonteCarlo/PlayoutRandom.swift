/// The playout search's random numbers: SplitMix64 from a seed, so that the same seed plays the
/// same playouts and gives the same answer on every machine.
public struct PlayoutRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// An index below `count` (which must be positive).
    public mutating func below(_ count: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        // The modulo's bias is below 2^-50 for any move count a board gives.
        return Int(z % UInt64(count))
    }
}
