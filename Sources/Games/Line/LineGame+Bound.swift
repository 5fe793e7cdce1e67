import Boards
import Search

extension LineGame {
    /// Every way the empty cells could fill: three states a cell without gravity; with gravity,
    /// a column with f free cells holds one of the 2^(f+1) - 1 stacks of at most f stones.
    public func reachableBound(from position: LinePosition) -> Double? {
        if !rules.gravity { return pow3(cellCount - position.stoneCount) }
        let column = UInt64.bit(height) &- 1
        var bound = 1.0
        for c in 0..<width {
            let free = height - ((position.occupied >> UInt64(c * (height + 1))) & column).nonzeroBitCount
            bound *= Double((1 << (free + 1)) - 1)
        }
        return bound
    }

    private func pow3(_ n: Int) -> Double { (0..<max(0, n)).reduce(1.0) { value, _ in value * 3 } }

    /// A slot of the generic solver's table (16 bytes) for each position the board can hold, a
    /// power of two, at least 64 KiB; the Connect 4 solver's table is sized by measurement.
    public var usefulTableBytes: Int {
        guard DropSearch.footprint(of: self, tableBytes: 0) == nil, let bound = reachableBound(from: start), bound < 0x1p40 else {
            return .max
        }
        var slots = 4096
        while Double(slots) < bound { slots *= 2 }
        return slots * 16
    }
}
