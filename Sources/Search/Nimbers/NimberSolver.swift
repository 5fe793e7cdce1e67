import Boards

/// The nimbers (Sprague-Grundy values) of an impartial game of filling cells (`PlacementRules`).
///
/// A position's empty cells split into regions: the cells that the moves still possible need
/// empty, two moves that need a cell in common in one region. A move in one region leaves the
/// others as they were, so the position is the sum of its regions and its nimber is theirs added
/// by exclusive or (Sprague-Grundy theory). A region's nimber is the least one that no move in it
/// reaches (the mex); a move's is again the sum of the regions it leaves. Only cells some
/// possible move needs count: the others are dropped before a region is stored. Each region
/// is stored once, moved to the top-left corner and mirrored to its least image where the rules
/// allow (`PlacementRules`), with its nimber in two bytes. A nimber of 0 is a loss for the side to
/// move, any other a win.
public struct NimberSolver {
    public let rules: PlacementRules
    private let limits: SearchLimits
    private var table = CensusTable<RegionKey>()
    private var budget: ByteBudget
    /// Regions valued (each stored once).
    public private(set) var valued: UInt64 = 0
    /// The count of regions valued at which the limits are read next.
    private var nextPoll: UInt64 = 0
    /// The moves and regions of the regions being valued, a stack (see `value`).
    private var scratch: [PlacementMove] = []

    /// A solver for `rules` whose table stays within `memory` bytes; `limits` bound its work (the
    /// node limit counts regions valued, and stops exactly there).
    public init(rules: PlacementRules, memory: Int, limits: SearchLimits) {
        self.rules = rules
        self.limits = limits
        budget = ByteBudget(memory: memory)
    }

    /// The most bytes the table held at once, and what one of its slots takes.
    public var peakBytes: Int { budget.peak }
    public static var bytesPerSlot: Int { CensusTable<RegionKey>.slotBytes }

    /// The regions of the position whose empty cells are `empty`, each as its cells and nimber,
    /// largest first; the cells no move needs are in none.
    public mutating func regions(of empty: UInt128) throws(SearchStop) -> [(cells: UInt128, nimber: Int)] {
        if valued == 0 {
            limits.progress?.begin()
            guard budget.admits(table.bytes) else { throw noRoom() }
        }
        for move in rules.moves where move.need & empty == move.need { scratch.append(move) }
        joinRegions(from: 0)
        let regions = scratch.map(\.need)
        scratch.removeAll(keepingCapacity: true)
        var found: [(cells: UInt128, nimber: Int)] = []
        for region in regions { found.append((region, try value(rules.canonical(region)))) }
        return found.sorted { ($0.cells.nonzeroBitCount, $1.cells) > ($1.cells.nonzeroBitCount, $0.cells) }
    }

    /// The nimber of the position whose empty cells are `empty`.
    public mutating func nimber(of empty: UInt128) throws(SearchStop) -> Int {
        try regions(of: empty).reduce(0) { $0 ^ $1.nimber }
    }

    /// The nimber of `region` (canonical; every cell needed by some move inside it, joined), from
    /// the table or from its moves'. The moves it fits and the regions each move leaves sit on
    /// `scratch`, above those of the regions being valued below it on the stack, so that no
    /// region allocates.
    private mutating func value(_ region: UInt128) throws(SearchStop) -> Int {
        let key = RegionKey(cells: region)
        let known = table.value(key)
        if known != 0 { return Int(known) - 1 }
        // A copy of the rules for the loop: reading them through `self` copied the solver.
        let rules = self.rules
        let base = scratch.count
        for move in rules.moves where move.need & region == move.need { scratch.append(move) }
        let fitting = scratch.count
        var reached: UInt64 = 0
        var reachedHigh = Set<Int>()
        for index in base..<fitting {
            let filled = scratch[index].fill
            let parts = scratch.count
            for other in base..<fitting where scratch[other].need & filled == 0 { scratch.append(scratch[other]) }
            joinRegions(from: parts)
            var sum = 0
            for part in parts..<scratch.count { sum ^= try value(rules.canonical(scratch[part].need)) }
            scratch.removeSubrange(parts...)
            if sum < 64 { reached |= 1 << UInt64(sum) } else { reachedHigh.insert(sum) }
        }
        scratch.removeSubrange(base...)
        var nimber = (~reached).trailingZeroBitCount
        if nimber == 64 { while reachedHigh.contains(nimber) { nimber += 1 } }
        guard budget.admits(table.bytes + table.growth(forNew: key)) else { throw noRoom() }
        table.set(key, UInt16(clamping: nimber + 1))
        valued += 1
        if valued >= nextPoll {
            try limits.check(visited: valued)
            nextPoll = SearchLimits.nextPoll(after: valued, cap: limits.nodes)
        }
        return nimber
    }

    /// Replaces the moves on `scratch` from `start` up by the regions they make (moves that need a
    /// cell in common are in one; a region is the cells its moves need, written as a move that
    /// needs them), in place: each region is written over moves already taken.
    private mutating func joinRegions(from start: Int) {
        var taken = start, written = start
        let end = scratch.count
        while taken < end {
            var region = scratch[taken].need
            taken += 1
            var grew = true
            while grew {
                grew = false
                for index in taken..<end where scratch[index].need & region != 0 {
                    region |= scratch[index].need
                    scratch.swapAt(index, taken)
                    taken += 1
                    grew = true
                }
            }
            scratch[written] = PlacementMove(fill: 0, need: region)
            written += 1
        }
        scratch.removeSubrange(written...)
    }

    private func noRoom() -> SearchStop {
        .tooLarge("nimber needs more than the \(budget.memory >> 20) MiB the memory budget leaves (--memory-mb); "
            + "\(valued) regions were valued")
    }
}

/// A region of empty cells as a table key.
public struct RegionKey: TableKey {
    var cells: UInt128

    public var hash64: UInt64 { cells.hash64 }

    public static var placeholder: RegionKey { RegionKey(cells: 0) }
}
