import Boards

/// The history heuristic (Schaeffer 1989): for each side and move slot (`Game.historySlot`), how
/// much search the move's cut-offs have saved, so that moves which refuted one position are tried
/// early in its neighbours. It orders moves only: what the search proves is the same in any order.
///
/// A move that cuts off is credited with the nodes its position's search took, a rough measure of
/// the work a cut-off there saves (crediting 1 a cut-off, or the square of the nodes' bit length,
/// cost three of the block family's shipped starts 1.3 to 2.5 times the nodes; docs/solver.md,
/// "Search", names them). Every count is
/// halved at each new search from the root, and when one grows large, so that recent cut-offs
/// weigh more than old ones.
struct MoveHistory {
    /// Slots for each side; 0 when the game keeps no history.
    let slots: Int
    private var counts: [UInt64]

    init(slots: Int) {
        self.slots = max(0, slots)
        counts = Array(repeating: 0, count: 2 * self.slots)
    }

    var isOn: Bool { slots > 0 }

    /// What `slot` has earned for `side`.
    @inline(__always) func score(_ slot: Int, for side: Player) -> UInt64 {
        counts[side.rawValue &* slots &+ slot]
    }

    /// Credits `slot` of `side` with `work` nodes of search.
    mutating func reward(_ slot: Int, for side: Player, work: UInt64) {
        let index = side.rawValue &* slots &+ slot
        counts[index] &+= work
        if counts[index] >= Self.ceiling { age() }
    }

    /// Forgets every count.
    mutating func clear() {
        for i in counts.indices { counts[i] = 0 }
    }

    /// Halves every count.
    mutating func age() {
        for i in counts.indices { counts[i] >>= 1 }
    }

    /// A count this large halves them all; below 2^56, so that a sort key holds it beside an urgency.
    private static let ceiling: UInt64 = 1 << 48

    /// Sorts `moves[from ..< to]` for `side`: by urgency (the game's own rank, such as captures
    /// first), then by the score of the slot, highest first; moves equal in both keep the order
    /// they came in (the game's guess). `rank` gives a move's slot and urgency at once; `keys` is
    /// scratch space.
    func sort<Move>(_ moves: inout [Move], from: Int, to: Int, for side: Player, keys: inout [UInt64],
        rank: (Move) -> (slot: Int, urgency: Int))
    {
        guard to - from > 1 else { return }
        keys.removeAll(keepingCapacity: true)
        for i in from..<to {
            let (slot, urgency) = rank(moves[i])
            keys.append(UInt64(min(max(urgency, 0), 255)) << 56 | score(slot, for: side))
        }
        // Insertion sort: lists are short, and it is stable.
        var i = 1
        while i < keys.count {
            let key = keys[i], move = moves[from + i]
            var j = i
            while j > 0, keys[j - 1] < key {
                keys[j] = keys[j - 1]
                moves[from + j] = moves[from + j - 1]
                j -= 1
            }
            keys[j] = key
            moves[from + j] = move
            i += 1
        }
    }
}
