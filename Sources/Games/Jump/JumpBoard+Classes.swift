import Boards

/// Position classes: parity invariants that no jump changes (de Bruijn's and Conway's argument).
///
/// Give each hole a weight 0 or 1 such that the three holes of every jump carry an even total.
/// A jump flips exactly those three holes, so the parity of the weights under the pegs never
/// changes. The weightings form a vector space over GF(2); its basis is found once per board by
/// Gaussian elimination, and a position's class is the parities of the basis weights under its
/// pegs. (The usual account uses GF(4) with weights ω^(row ± column); since every jump's
/// equation has coefficients 1, the GF(4) solutions are spanned by the GF(2) ones, so the GF(2)
/// basis finds the same 16 classes of the English board.) Two positions in different classes
/// never reach each other: the European board's central game fails this test.
extension JumpBoard {
    /// A basis of the weightings (as bitboards) with an even total on every jump's three holes.
    static func parityBasis(jumps: [UInt64], holeCount: Int) -> [UInt64] {
        // Step 1. Reduce the jump rows to echelon form, remembering each row's pivot hole.
        var rows: [(pivot: Int, bits: UInt64)] = []
        for jump in jumps {
            var bits = jump
            for row in rows where bits & UInt64.bit(row.pivot) != 0 { bits ^= row.bits }
            guard bits != 0 else { continue }
            let pivot = bits.trailingZeroBitCount
            // Keep the rows fully reduced: clear the new pivot from the rows already kept.
            for k in rows.indices where rows[k].bits & UInt64.bit(pivot) != 0 { rows[k].bits ^= bits }
            rows.append((pivot, bits))
        }
        // Step 2. Each hole that is no pivot is free: a basis weighting puts 1 on it, and on each
        // pivot whose row contains it (so that row's total is even), and 0 elsewhere.
        let pivots = rows.reduce(UInt64(0)) { $0 | UInt64.bit($1.pivot) }
        var basis: [UInt64] = []
        for free in 0..<holeCount where pivots & UInt64.bit(free) == 0 {
            var weights = UInt64.bit(free)
            for row in rows where row.bits & UInt64.bit(free) != 0 { weights |= UInt64.bit(row.pivot) }
            basis.append(weights)
        }
        return basis
    }

    /// The position class of `pegs`: one parity bit per basis weighting. Equal for any two
    /// positions one can reach from the other.
    public func positionClass(_ pegs: JumpPosition) -> UInt64 {
        var parities: UInt64 = 0
        for (i, weights) in classBasis.enumerated() where (pegs.bits & weights).nonzeroBitCount & 1 == 1 {
            parities |= UInt64.bit(i)
        }
        return parities
    }

    /// How many parity bits a position class has: the board has 2 to that power classes (4 bits,
    /// 16 classes, on the English board).
    public var positionClassBits: Int { classBasis.count }
}
