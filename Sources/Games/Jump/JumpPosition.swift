import Boards

/// A peg solitaire position: the holes that hold a peg, one bit per hole (layout in `JumpBoard`).
public struct JumpPosition: Hashable, Sendable {
    public var bits: UInt64

    @inlinable public init(bits: UInt64) { self.bits = bits }

    /// How many pegs are left.
    @inlinable public var count: Int { bits.nonzeroBitCount }

    /// True when hole `hole` holds a peg.
    @inlinable public func hasPeg(_ hole: Int) -> Bool { bits & UInt64.bit(hole) != 0 }
}
