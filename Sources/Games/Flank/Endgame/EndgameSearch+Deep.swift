import Boards
import Search

/// Nodes with more than `shallowMax` empty cells: the transposition table (from `tableMin`), a move list sorted
/// fastest-first, principal-variation search.
extension EndgameSearch {
    /// Contract: `alpha < beta`; fail-soft (at most alpha: an upper bound; at least beta: a lower
    /// bound; between: exact). With `beta == alpha + 1` it is a null-window search; otherwise the
    /// first move gets the whole window and the others a null window first (PVS).
    ///
    /// `cut` is false at a node expected to fail low (an ALL node: the first move of a null-window
    /// node expected to cut off, whose children all fail high): every move of it is searched, so
    /// their order hardly matters and costs less to make (see step 5).
    func deep(_ player: UInt64, _ opponent: UInt64, _ alphaIn: Int, _ betaIn: Int, _ empties: Int,
        _ parity: UInt, _ list: UnsafeMutablePointer<Move>, cut: Bool = true) throws(SearchStop) -> Int
    {
        // Step 1. Count the node and poll the limits now and then; start fetching the table's bucket.
        var hashMove = 64
        let useTable = empties >= tableMin
        if useTable { table.prefetch(player, opponent) }
        stats.nodes &+= 1
        if stats.nodes >= nextCheck { try checkLimits() }
        var alpha = alphaIn, beta = betaIn

        // Step 2. Stability cutoff: the opponent's stable discs cap the score.
        if alpha >= stabilityFloor[empties] {
            let bound = stabilityBound(player, opponent)
            if bound <= alpha { return bound }
        }

        // Step 3. The moves; none means a pass or the end.
        let cellsLeft = cells & ~(player | opponent)
        let moves = FlankBits.moves(player, opponent, empties: cellsLeft)
        if moves == 0 {
            if FlankBits.moves(opponent, player, empties: cellsLeft) == 0 { return finalScore(player, opponent) }
            return -(try deep(opponent, player, -beta, -alpha, empties, parity, list,
                cut: Self.childCut(cut, first: true, nullWindow: beta == alpha + 1)))
        }
        // From `etcMin` empty cells each child's bucket is fetched as its move is made, for the
        // enhanced transposition cutoff (step 4b): the loads overlap instead of following one another.
        let transposedCutoff = empties >= etcMin
        var count = listMoves(moves, player, opponent, list, fetchingChildren: transposedCutoff)
        if empties >= symmetricEmpties { count = dropTwins(player, opponent, list, count) }

        // Step 4. Transposition table: a bound may answer at once or narrow the window. (Probed
        // after the moves are made: the bucket's cache miss, started in step 1, overlaps that work.)
        if useTable {
            stats.tableProbes &+= 1
            if let entry = table.probe(player, opponent) {
                stats.tableHits &+= 1
                hashMove = Int(entry.move)
                // A selective search's bounds are guesses: a search takes them only from its own
                // level or a more careful one (the exact search: only proofs), the move from any.
                if Int(entry.level) <= level {
                    if let known = SearchWindow.narrow(&alpha, &beta, lower: Int(entry.lower), upper: Int(entry.upper)) {
                        return known
                    }
                }
            }
        }

        // Step 4a. In a selective search, a shallow search far outside the window stands for
        // the deep one (ProbCut).
        if selective && empties >= probCutMin && empties <= probCutMax,
            let cut = try probCut(player, opponent, alpha, beta, empties)
        {
            return cut
        }

        // Step 4b. Enhanced transposition cutoff: a child the table already shows bad enough for
        // the opponent refutes this node without a search.
        if transposedCutoff, let v = refutedByAChild(player, opponent, list, count, beta) { return v }

        // Step 5. Order them: the table's move, then fastest-first (or a shallow search, high up).
        if count > 1 {
            try orderMoves(player, opponent, list, count, cellsLeft, empties, parity, hashMove, alpha, cut: cut)
        }

        // Step 6. Search them, best first (selection sort: a cutoff spares sorting the rest). In a
        // parallel window, once the first move is searched and another thread looks for work,
        // the threads search the rest together (`split`).
        let windowAlpha = alpha, windowBeta = beta
        let nodesBefore = stats.nodes
        let (best, bestMove) = try searchMoves(player, opponent, list, count, alpha, beta, empties, parity, cut: cut)

        // Step 7. Store what was proven, relative to the window searched.
        if useTable {
            let (lower, upper) = SearchWindow.bounds(of: best, alpha: windowAlpha, beta: windowBeta, unbounded: cellCount)
            table.store(player, opponent, lower: lower, upper: upper, move: bestMove, work: stats.nodes &- nodesBefore,
                level: level)
        }
        return best
    }

    /// Step 3: the moves of `moves` with the discs each turns, in `list`; with
    /// `fetchingChildren`, each child's table bucket fetched as its move is made. Their number.
    @inline(__always)
    func listMoves(_ moves: UInt64, _ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>,
        fetchingChildren: Bool) -> Int
    {
        var moves = moves
        var count = 0
        while moves != 0 {
            let x = moves.trailingZeroBitCount
            moves &= moves &- 1
            let flips = rays.flips(x, player, opponent)
            list[count] = Move(square: x, flips: flips, score: 0)
            count += 1
            if fetchingChildren { table.prefetch(opponent & ~flips, player | flips | UInt64.bit(x)) }
        }
        return count
    }

    /// Step 4b: the value of a child the table already shows bad enough for the opponent (at
    /// least `beta` for the side to move), stored as this node's bound; `nil` when none is.
    @inline(__always)
    func refutedByAChild(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int,
        _ beta: Int) -> Int?
    {
        for i in 0..<count {
            let move = list[i]
            let child = opponent & ~move.flips, mine = player | move.flips | UInt64.bit(move.square)
            if let entry = table.probe(child, mine), Int(entry.level) <= level, -Int(entry.upper) >= beta {
                let v = -Int(entry.upper)
                table.store(player, opponent, lower: v, upper: cellCount, move: move.square, work: 1, level: level)
                return v
            }
        }
        return nil
    }

    /// Step 5: scores for the order of the `count` moves in `list`. At a node expected to fail
    /// low (not `cut`; with `trustsNodeTypes` only), no shallow search, and up to `plainOrderMax`
    /// empty cells only the table's move and the odd regions first; otherwise the table's move, then fastest-first,
    /// or a shallow search high up.
    @inline(__always)
    func orderMoves(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int,
        _ cellsLeft: UInt64, _ empties: Int, _ parity: UInt, _ hashMove: Int, _ alpha: Int, cut: Bool)
        throws(SearchStop)
    {
        if !cut && trustsNodeTypes && empties <= plainOrderMax {
            for i in 0..<count {
                let x = list[i].square
                list[i].score = (x == hashMove ? 2 : 0) + (region[x] & parity != 0 ? 1 : 0)
            }
        } else if empties >= searchSortMin && (cut || !trustsNodeTypes) {
            try sortBySearch(player, opponent, list, count, empties, parity, hashMove, alpha)
        } else {
            scoreFastestFirst(player, opponent, list, count, cellsLeft, empties, parity, hashMove)
        }
    }

    /// Step 6: the `count` moves of `list`, best first (selection sort: a cutoff spares sorting
    /// the rest), until one cuts. In a parallel window, once the first move is searched (the
    /// first two at a node expected to cut off) and another thread looks for work, the threads
    /// search the rest together (`split`). The best value and its square.
    @inline(__always)
    func searchMoves(_ player: UInt64, _ opponent: UInt64, _ list: UnsafeMutablePointer<Move>, _ count: Int,
        _ alpha: Int, _ beta: Int, _ empties: Int, _ parity: UInt, cut: Bool) throws(SearchStop) -> (best: Int, move: Int)
    {
        var alpha = alpha
        let nullWindow = beta == alpha + 1
        let childList = list + count
        var best = Int.min
        var bestMove = 64
        for i in 0..<count {
            if i + 1 < count { Self.bringBest(list, i, count) }
            if i >= (cut ? splitCutAfter : 1) && i + 1 < count && empties >= splitMin, let splits, splits.wanted {
                return try split(player, opponent, alpha, beta, best: best, bestMove: bestMove, empties,
                    parity, list + i, count - i, childList, splits)
            }
            let move = list[i]
            let v = try searchMove(move, player, opponent, alpha, beta, empties, parity, childList,
                whole: i == 0 || beta == alpha + 1, cut: Self.childCut(cut, first: i == 0, nullWindow: nullWindow))
            if v > best {
                best = v
                bestMove = move.square
                if v > alpha {
                    alpha = v
                    if v >= beta {
                        stats.cutoffs &+= 1
                        break
                    }
                }
            }
        }
        return (best, bestMove)
    }

    /// The score of `move` at a node of `empties` empty cells in the window (`alpha`, `beta`),
    /// fail-soft: the whole window at once when `whole`, else a null window at alpha first and
    /// the whole window again when the answer lands inside (PVS). `list` is free move-stack space.
    @inline(__always)
    func searchMove(_ move: Move, _ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int,
        _ parity: UInt, _ list: UnsafeMutablePointer<Move>, whole: Bool, cut: Bool = true) throws(SearchStop) -> Int
    {
        let child = opponent & ~move.flips
        let mine = player | move.flips | UInt64.bit(move.square)
        let childParity = parity ^ region[move.square]
        if whole { return -(try search(child, mine, -beta, -alpha, empties - 1, childParity, list, cut: cut)) }
        let v = -(try search(child, mine, -alpha - 1, -alpha, empties - 1, childParity, list, cut: cut))
        if v <= alpha || v >= beta { return v }
        return -(try search(child, mine, -beta, -alpha, empties - 1, childParity, list))
    }

    /// Whether a child is expected to cut off (or lies on the principal variation): all are but
    /// the first move (or the pass) of a null-window node expected to cut off, which is expected
    /// to fail low (`deep`'s `cut`).
    @inline(__always)
    static func childCut(_ cut: Bool, first: Bool, nullWindow: Bool) -> Bool { !(cut && first && nullWindow) }

    /// Moves the highest-scored of `list[from..<count]` to `from`.
    @inline(__always)
    static func bringBest(_ list: UnsafeMutablePointer<Move>, _ from: Int, _ count: Int) {
        var top = from
        for j in from + 1..<count where list[j].score > list[top].score { top = j }
        if top != from {
            let t = list[from]
            list[from] = list[top]
            list[top] = t
        }
    }
}
