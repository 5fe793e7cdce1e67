import Boards

extension Retrograde {
    /// Step 2 of the analysis: the packed value of every position of `graph` (see `values`),
    /// solved from the ends backwards in increasing remoteness. Lets go of the graph's moves.
    /// Throws when `budget` cannot hold the reversed moves or a limit is reached.
    static func solveBackwards(_ game: G, graph: inout MoveGraph<G.Position>, budget: inout ByteBudget,
        meter: inout WorkMeter) throws(SearchStop) -> [Int32]
    {
        let count = graph.positions.count, moves = graph.targets.count
        let word = MemoryLayout<UInt32>.stride
        // Held at once: the positions and index, the forward starts (which become the counts of
        // unsettled moves), the reversed moves (starts and entries), and first the forward moves
        // (while the reversed ones are filled), then the values and the queue.
        let reserved = MoveGraph<G.Position>.reserved
        let needed = graph.keptBytes + ByteBudget.room(of: graph.starts, floor: reserved) * word + (count + 1 + moves) * word
            + max(ByteBudget.room(of: graph.targets, floor: reserved) * word, 2 * count * word)
        guard budget.admits(needed) else {
            throw budget.exceeded("\(count) positions and \(moves) moves found; solving them takes \(needed) bytes")
        }
        meter.note("retrograde analysis: solving from the ends backwards")

        // Step 2a. The moves reversed: position c is reached from
        // predecessors[first[c] ..< first[c + 1]] (a position twice if two of its moves reach c).
        var first = [UInt32](repeating: 0, count: count + 1)
        for target in graph.targets { first[Int(target)] += 1 }
        var sum: UInt32 = 0
        for c in 0..<count {
            sum += first[c]
            first[c] = sum  // the end of c's range, for now: filling counts it down to its start
        }
        first[count] = sum
        var predecessors = [UInt32](repeating: 0, count: moves)
        for p in 0..<count {
            for target in graph.moves(of: p) {
                first[Int(target)] -= 1
                predecessors[Int(first[Int(target)])] = UInt32(p)
            }
        }
        graph.targets = []

        // Step 2b. Each position's moves not yet settled: all of them, from the forward starts.
        var unsettled = graph.starts
        graph.starts = []
        for i in 0..<count { unsettled[i] = unsettled[i + 1] - unsettled[i] }

        // Step 2c. The ends (positions without moves): wins and losses in 0 start the queue; a
        // drawn end stays 0, a draw, and settles nothing (a move to it is never to a loss, and
        // never lets a position count all its moves as wins).
        var values = [Int32](repeating: 0, count: count)
        var queue: [UInt32] = []
        queue.reserveCapacity(count)
        for i in 0..<count where unsettled[i] == 0 {
            switch game.result(graph.positions[i]) {
            case .win?: values[i] = 1
            case .loss?: values[i] = -1
            case .draw?, nil: continue  // nil: a position with no move that the rules do not end (a draw)
            }
            queue.append(UInt32(i))
        }

        // Step 2d. Settle backwards. The queue holds remoteness 0, then 1, ... in order (each
        // position settled from one of remoteness r has r + 1), so the first loss that reaches a
        // position is its fastest win, and the last of its moves to settle is its slowest loss.
        var head = 0
        while head < queue.count {
            let p = Int(queue[head])
            head += 1
            try meter.step()
            let value = values[p]
            for q in predecessors[Int(first[p])..<Int(first[p + 1])] {
                let q = Int(q)
                guard values[q] == 0 else { continue }  // settled already, by a faster line
                if value < 0 {
                    values[q] = -value + 1  // a loss in r, -(r + 1): a win in r + 1, r + 2
                    queue.append(UInt32(q))
                } else {
                    unsettled[q] -= 1
                    if unsettled[q] == 0 {
                        values[q] = -(value + 1)  // all moves to wins, the last in r: a loss in r + 1
                        queue.append(UInt32(q))
                    }
                }
            }
        }
        return values
    }
}
