import Boards

/// Every position reachable from a root, numbered in the order found (breadth first, the root
/// 0), with each position's moves as the numbers of the positions they lead to. Positions that
/// many moves reach are stored once: a move is a 4-byte number.
///
///     positions   [p0, p1, p2, ...]            each position once
///     index       position -> its number       (PositionIndex, 4 bytes a slot)
///     starts      [0, s1, s2, ..., moves]      position i's moves are
///     targets     [t, t, t, ...]               targets[starts[i] ..< starts[i + 1]], in the
///                                              order of `legalMoves`
struct MoveGraph<Position: TableKey> {
    var positions: [Position] = []
    var index = PositionIndex<Position>(capacity: 1 << 10)
    var starts: [UInt32] = []
    var targets: [UInt32] = []
    /// Positions in which the game is over.
    var terminal = 0

    /// What each array is reserved with at first.
    static var reserved: Int { 1 << 10 }

    init() {
        positions.reserveCapacity(Self.reserved)
        starts.reserveCapacity(Self.reserved)
        targets.reserveCapacity(Self.reserved)
    }

    /// The bytes its arrays hold, as the budget counts them (`ByteBudget.room`).
    var bytes: Int {
        keptBytes + (ByteBudget.room(of: starts, floor: Self.reserved) + ByteBudget.room(of: targets, floor: Self.reserved))
            * MemoryLayout<UInt32>.stride
    }

    /// The bytes of the positions and their index alone: what the analysis keeps at the end.
    var keptBytes: Int { ByteBudget.room(of: positions, floor: Self.reserved) * MemoryLayout<Position>.stride + index.bytes }

    /// Position i's moves, as the numbers of the positions they lead to.
    func moves(of i: Int) -> ArraySlice<UInt32> { targets[Int(starts[i])..<Int(starts[i + 1])] }
}

extension Retrograde {
    /// Step 1 of the analysis: every position reachable from `root`, breadth first (the array
    /// of positions is its own queue). Throws when `budget` cannot hold it or a limit is reached.
    static func enumerate(_ game: G, from root: G.Position, budget: inout ByteBudget, meter: inout WorkMeter)
        throws(SearchStop) -> MoveGraph<G.Position>
    {
        meter.note("retrograde analysis: finding every position")
        var graph = MoveGraph<G.Position>()
        func refused(_ graph: MoveGraph<G.Position>) -> SearchStop {
            budget.exceeded("\(graph.positions.count) positions found so far")
        }
        guard budget.admits(graph.bytes) else { throw refused(graph) }
        graph.positions.append(root)
        graph.index.insert(0, in: graph.positions)
        graph.starts.append(0)
        try meter.step()

        var next = 0
        while next < graph.positions.count {
            let position = graph.positions[next]
            next += 1
            if game.result(position) != nil {
                graph.terminal += 1
            } else {
                for move in game.legalMoves(position) {
                    let child = game.play(move, in: position)
                    var target = graph.index.find(child, in: graph.positions)
                    if target == nil {
                        // A new position: room for it, its index slot and its move.
                        let growth = ByteBudget.growth(of: graph.positions, floor: MoveGraph<G.Position>.reserved) + graph.index.growthOnInsert
                            + ByteBudget.growth(of: graph.targets, floor: MoveGraph<G.Position>.reserved)
                        guard budget.admits(graph.bytes + growth) else { throw refused(graph) }
                        // Numbers are 32-bit, and remoteness too (see `Retrograde.values`).
                        guard graph.positions.count < Int(Int32.max) else {
                            throw .tooLarge("retrograde analysis takes at most \(Int32.max) positions")
                        }
                        target = graph.positions.count
                        graph.positions.append(child)
                        graph.index.insert(graph.positions.count - 1, in: graph.positions)
                        try meter.step()
                    } else if !budget.admits(graph.bytes + ByteBudget.growth(of: graph.targets, floor: MoveGraph<G.Position>.reserved)) {
                        throw refused(graph)
                    }
                    guard let target, graph.targets.count < Int(UInt32.max) else {
                        throw .tooLarge("retrograde analysis takes at most \(UInt32.max) moves")
                    }
                    graph.targets.append(UInt32(target))
                }
            }
            guard budget.admits(graph.bytes + ByteBudget.growth(of: graph.starts, floor: MoveGraph<G.Position>.reserved)) else { throw refused(graph) }
            graph.starts.append(UInt32(graph.targets.count))
        }
        return graph
    }
}
