import Boards

/// Pagoda functions of a block puzzle, found from its jump table and the board's rows and
/// columns alone: integer weights on the cells with `w(from) + w(over) >= w(to)` for every jump,
/// so that the weighted sum of the pieces never increases (Conway's resource count). A position
/// whose sum is below the goal's can never reach it.
///
/// Candidates, each lowered to the largest pagoda below it (`w(to)` drops to `w(from) + w(over)`
/// wherever that is less, until every jump holds; only lowering non-negative weights, the
/// fixpoint exists): weight 1 on the cells whose row and column have given parities (four
/// templates), and cones `max(0, r - d)` round the goal's cell, `d` the Chebyshev distance and
/// `r` = 2, 3, 4, alone or kept to one of those parity classes. Only those whose goal sum is above
/// zero are kept: the others cannot cut. With no goal cell (`goal pieces N` alone) there are none.
struct BlockPuzzlePagodas: Sendable {
    /// Per pagoda, its distinct non-zero weights and the cells of each.
    let levels: [[(weight: Int, cells: UInt64)]]
    /// Per pagoda, its sum at the goal.
    let needed: [Int]

    init(from: [Int], over: [Int], to: [Int], geometry: BlockGeometry, goal: Int?) {
        guard let goal else {
            (levels, needed) = ([], [])
            return
        }
        let cells = geometry.cells.filter { $0 < 64 }
        var parities: [[Int]] = []
        for rowParity in 0..<2 {
            for columnParity in 0..<2 {
                parities.append((0..<geometry.cellCount).map {
                    geometry.row($0) & 1 == rowParity && geometry.column($0) & 1 == columnParity ? 1 : 0
                })
            }
        }
        var templates = parities
        for radius in 2...4 {
            for parity in [nil] + parities.map(Optional.some) {
                templates.append((0..<geometry.cellCount).map { cell in
                    if let parity, parity[cell] == 0 { return 0 }
                    let distance = max(abs(geometry.row(cell) - geometry.row(goal)), abs(geometry.column(cell) - geometry.column(goal)))
                    return max(0, radius - distance)
                })
            }
        }
        var found: [[Int]] = []
        for template in templates {
            // Step 1. Lower the template until every jump holds.
            var weights = template
            for cell in weights.indices where !cells.contains(cell) { weights[cell] = 0 }
            var changed = true
            while changed {
                changed = false
                for i in from.indices where weights[to[i]] > weights[from[i]] + weights[over[i]] {
                    weights[to[i]] = weights[from[i]] + weights[over[i]]
                    changed = true
                }
            }
            // Step 2. Keep it when it can cut: a positive weight on the goal's cell.
            if weights[goal] > 0, !found.contains(weights) { found.append(weights) }
        }
        levels = found.map { weights in
            Set(weights).subtracting([0]).sorted().map { weight in
                (weight, cells.reduce(UInt64(0)) { weights[$1] == weight ? $0 | UInt64.bit($1) : $0 })
            }
        }
        needed = found.map { $0[goal] }
    }

    /// The sum of pagoda `p` over the pieces `bits`.
    func value(_ p: Int, _ bits: UInt64) -> Int {
        var sum = 0
        for level in levels[p] { sum &+= level.weight &* (bits & level.cells).nonzeroBitCount }
        return sum
    }

    /// False when some pagoda sums to less at `bits` than at the goal.
    func allow(_ bits: UInt64) -> Bool {
        for p in levels.indices where value(p, bits) < needed[p] { return false }
        return true
    }

    /// The first pagoda that proves `bits` cannot reach the goal: its sums there and at the goal.
    func proof(_ bits: UInt64) -> (value: Int, goal: Int)? {
        levels.indices.first { value($0, bits) < needed[$0] }.map { (value($0, bits), needed[$0]) }
    }
}
