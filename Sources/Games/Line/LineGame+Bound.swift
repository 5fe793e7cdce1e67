import Boards
import Search

extension LineGame {
    /// The positions reachable from `position` if no line ended the game: with k more stones,
    /// the side to move has placed ceil(k/2) of them, so each way of choosing k cells (k cells
    /// anywhere; with gravity, k stones stacked in the columns' free cells) holds C(k, ceil(k/2))
    /// colourings. On tic-tac-toe from the start 6,046, beside the 5,478 that `count` finds.
    public func reachableBound(from position: LinePosition) -> Double? {
        let empty = cellCount - position.stoneCount
        // ways[k]: the ways to choose where the next k stones go.
        var ways = [1.0] + [Double](repeating: 0, count: max(0, empty))
        if rules.gravity {
            var reach = 0
            for c in 0..<width {
                let free = freeCells(inColumn: c, of: position)
                // Multiply by 1 + x + ... + x^free: a column takes 0 to `free` of the stones.
                var next = [Double](repeating: 0, count: ways.count)
                for k in 0...reach where ways[k] > 0 {
                    for h in 0...max(0, free) where k + h < next.count { next[k + h] += ways[k] }
                }
                ways = next
                reach = min(ways.count - 1, reach + max(0, free))
            }
        } else {
            for k in 0...max(0, empty) { ways[k] = binomial(empty, k) }
        }
        // Each term is a whole number; the divisions of `binomial` may leave it a hair off.
        return ways.indices.reduce(0.0) { total, k in total + (ways[k] * binomial(k, (k + 1) / 2)).rounded() }
    }

    /// Every way the empty cells could fill, a loose bound for sizing the table: three states a
    /// cell without gravity; with gravity, a column with f free cells holds one of the
    /// 2^(f+1) - 1 stacks of at most f stones.
    func cellStatesBound(from position: LinePosition) -> Double {
        if !rules.gravity { return pow3(cellCount - position.stoneCount) }
        return (0..<width).reduce(1.0) { bound, c in bound * Double((1 << (freeCells(inColumn: c, of: position) + 1)) - 1) }
    }

    /// The empty cells of column `c` (with gravity: the cells above its stack).
    private func freeCells(inColumn c: Int, of position: LinePosition) -> Int {
        height - ((position.occupied >> UInt64(c * (height + 1))) & (UInt64.bit(height) &- 1)).nonzeroBitCount
    }

    private func binomial(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return 0 }
        return (0..<min(k, n - k)).reduce(1.0) { value, i in value * Double(n - i) / Double(i + 1) }
    }

    private func pow3(_ n: Int) -> Double { (0..<max(0, n)).reduce(1.0) { value, _ in value * 3 } }

    /// A slot of the generic solver's table (16 bytes) for each position the board can hold, a
    /// power of two, at least 64 KiB; the Connect 4 solver's table is sized by measurement.
    public var usefulTableBytes: Int {
        guard DropSearch.footprint(of: self, tableBytes: 0) == nil, case let bound = cellStatesBound(from: start), bound < 0x1p40 else {
            return .max
        }
        var slots = 4096
        while Double(slots) < bound { slots *= 2 }
        return slots * 16
    }
}
