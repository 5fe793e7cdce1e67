/// The SplitMix64 finalizer: spreads the bits of a word so that nearby keys land far apart.
@inlinable public func mix64(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
}

/// A hash of a pair of words (two bitboards of a position): each bit of either moves every bit.
@inlinable public func mix64(_ first: UInt64, _ second: UInt64) -> UInt64 { mix64(first ^ mix64(second)) }

/// A seeded SplitMix64 generator, for repeatable random positions in tests and benchmarks.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }

    /// An index below `count` (which must be positive). The modulo's bias is below 2^-50 for any
    /// count a board gives.
    public mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
}
