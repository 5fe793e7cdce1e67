import Boards

/// One thread's search for `DropSolver`: negamax with alpha-beta over the exact score (the
/// public benchmarks' scale, `DropBoard.winScore`), on a table shared with the other threads.
///
/// What keeps the tree small, beyond the table:
/// - moves that let the opponent win at once are never searched, a forced block is the only move,
///   and a position whose every move loses so is a loss without search;
/// - the score is bounded by the earliest a win or a loss can still come (neither player wins on
///   the next move), which settles many null-window questions at once;
/// - before any move is searched, each child is looked up in the table and checked for a double
///   threat (enhanced transposition cutoffs): a bound found there may end the node at once;
/// - moves are tried in order of the threats they make (threats that become playable soonest
///   first, then threats not under an opponent's), the table's move, then the centre;
/// - with other threads, high in the tree, the moves after the first are shared with a thread
///   looking for work (young brothers wait, `SplitSearcher`).
final class DropSearcher: SplitSearcher, @unchecked Sendable {
    // @unchecked: a searcher is driven by one thread at a time; what threads share is the table
    // (atomic words), the `ThreadControl` and the split points.
    let board: DropBoard
    let table: DropTable
    let control: ThreadControl
    /// Nodes since the searcher was made.
    var nodes: UInt64 = 0
    /// Table probes of positions searched, and those that found an entry.
    var probes: UInt64 = 0, hits: UInt64 = 0
    private var nextPoll: UInt64 = 4096
    private var reported: UInt64 = 0
    /// Nodes with fewer stones than this offer their moves after the first to a thread looking
    /// for work (0: none), at the split points of `splits`.
    var splitBelow = 0
    var splits: SplitBoard<SplitNode, Move>?
    var frames: [SplitPoint<SplitNode, Move>] = []
    /// Split points this searcher made (for tests and tuning).
    var splitsMade = 0

    /// What a split point keeps of a node.
    struct SplitNode: Sendable {
        var current: UInt64
        var mask: UInt64
        var stones: Int
    }

    /// A move of a split node: its cell and column.
    struct Move: Sendable {
        var cell: UInt64
        var column: Int
    }
    /// Move-order frames, one of `width` entries per stone count: score << 16 | index << 8 | column.
    private let order: UnsafeMutablePointer<UInt32>
    /// Children's keys, in frames like `order`'s.
    private let keys: UnsafeMutablePointer<UInt64>

    /// Children within this many stones of a full board skip the look-ahead in the table
    /// (near the end a child's search is cheaper than the probes).
    private let lookAheadUntil: Int
    /// Nodes within this many stones of a full board skip the table: their subtrees are cheaper
    /// to search again than a likely cache miss (9 measured best on 7 x 6, 6 % faster than none).
    private let tableUntil: Int

    init(board: DropBoard, table: DropTable, control: ThreadControl) {
        self.board = board
        self.table = table
        self.control = control
        lookAheadUntil = board.cells - 14
        tableUntil = board.cells - 9
        order = .allocate(capacity: (board.cells + 1) * board.width)
        keys = .allocate(capacity: (board.cells + 1) * board.width)
    }

    deinit {
        order.deallocate()
        keys.deallocate()
    }

    /// Hands the nodes counted since the last report to the shared counter and checks whether
    /// to stop: every 4,096 nodes, every 1,024 while threads split nodes (so that a cutoff at a
    /// split point soon reaches the threads below it).
    @inline(never) private func poll() throws(SearchStop) {
        control.add(nodes: nodes &- reported)
        reported = nodes
        nextPoll = nodes &+ (splits == nil ? 4096 : 1024)
        if let reason = control.stopReason() { throw reason }
        try checkSplitPoints()
    }

    func searchSplitMove(_ move: Move, of point: SplitPoint<SplitNode, Move>, alpha: Int, _ free: Void)
        throws(SearchStop) -> Int
    {
        let node = point.node
        return -(try negamax(node.current ^ node.mask, node.mask | move.cell, node.stones &+ 1, -point.beta, -alpha))
    }

    func index(of move: Move) -> Int { move.column }

    func noteCutoff() {}

    /// Hands the last nodes in, with the table probes and hits.
    func flush() {
        control.add(nodes: nodes &- reported)
        reported = nodes
        control.add(probes: probes, hits: hits)
        (probes, hits) = (0, 0)
    }

    /// A fail-soft search of a position where the side to move cannot win at once and the
    /// board is not full, `stones` its stone count, in the window `alpha < beta`.
    func negamax(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        nodes &+= 1
        if nodes >= nextPoll { try poll() }
        let b = board
        var alpha = alpha, beta = beta

        // The opponent's winning cells: a playable one must be blocked; two, or one stacked on
        // the other, and the game is lost; a cell under one must not be filled.
        let opponentWins = b.winningCells(current ^ mask, mask)
        var candidates = b.playable(mask)
        let urgent = candidates & opponentWins
        let lossNow = -((b.cells &- stones) / 2)
        if urgent != 0 {
            if urgent & (urgent &- 1) != 0 { return lossNow }
            candidates = urgent
        }
        candidates &= ~(opponentWins &>> 1)
        if candidates == 0 { return lossNow }
        if stones >= b.cells &- 2 { return 0 }

        // Neither side wins on the next move: the earliest loss is two moves later, the
        // earliest win one.
        let floor = -((b.cells &- 2 &- stones) / 2)
        if alpha < floor {
            alpha = floor
            if alpha >= beta { return alpha }
        }
        let ceiling = (b.cells &- 1 &- stones) / 2
        if beta > ceiling {
            beta = ceiling
            if alpha >= beta { return beta }
        }

        // With every empty cell, could the side to move still make a line? If not, a draw at best.
        if beta > 0 && !b.hasLine(current | (b.boardMask & ~mask)) {
            beta = 0
            if alpha >= beta { return beta }
        }

        // The opponent's follow-up caps what the side to move can get.
        if b.evenHeight && stones & 1 == 0 && beta > -1, let bound = b.followUpBound(current, mask), bound < beta {
            beta = bound
            if alpha >= beta { return beta }
        }

        // A forced move (a block) is played without a table probe: the position after it has
        // its own entry.
        if candidates & (candidates &- 1) == 0 {
            return -(try negamax(current ^ mask, mask | candidates, stones &+ 1, -beta, -alpha))
        }
        // The entry is fetched now: its likely cache miss then overlaps the first pass.
        let useTable = stones < tableUntil
        let (key, mirrored) = useTable ? b.canonicalKey(current, mask) : (0, false)
        if useTable { table.prefetch(key) }

        // The children, first pass: a double threat wins at once; each child's table entry is
        // fetched for the second pass; each move gets its place in the order.
        let frame = order + stones &* b.width
        let childKeys = keys + stones &* b.width
        var count = 0
        let lookAhead = stones < lookAheadUntil
        let stonesAfter = stones &+ 1
        var column = 0
        while column < b.width {
            let move = candidates & b.columnMask(column)
            column &+= 1
            if move == 0 { continue }
            let childMask = mask | move
            let mine = current | move
            let threats = b.winningCells(mine, childMask)
            let childPlayable = b.playable(childMask)
            // The opponent cannot block two threats, nor play under one: if every reply does one
            // of those, we win on our next move, the best score left.
            let live = threats & childPlayable
            if live & (live &- 1) != 0 { return ceiling }
            if (live != 0 ? live : childPlayable) & ~(threats &>> 1) == 0 { return ceiling }
            if lookAhead {
                let childKey = b.canonicalKey(mine ^ childMask, childMask).key
                table.prefetch(childKey)
                childKeys[count] = childKey
            }
            // Order: threats that will be playable after one more stone in their column, then
            // every threat not sitting right above an opponent's one, the centre.
            let useful = threats & ~(opponentWins &<< 1)
            let above = (childPlayable &<< 1) & b.boardMask
            let soon = useful & above
            let later = useful & (above &<< 1)
            let score = 36 &* soon.nonzeroBitCount &+ 15 &* later.nonzeroBitCount &+ 9 &* useful.nonzeroBitCount
                &+ min(column &- 1, b.width &- column)
            frame[count] = UInt32(truncatingIfNeeded: score) &<< 16 | UInt32(truncatingIfNeeded: count) &<< 8
                | UInt32(truncatingIfNeeded: column &- 1)
            count &+= 1
        }

        // No move wins on our next move either: the earliest win is the move after.
        let later = (b.cells &- 3 &- stones) / 2
        if beta > later {
            beta = later
            if alpha >= beta { return beta }
        }

        // The table: a bound may answer at once or narrow the window; its move goes first.
        var tableMove = -1
        if useTable { probes &+= 1 }
        if useTable, let entry = table.probe(key) {
            hits &+= 1
            if entry.lower >= beta { return entry.lower }
            if entry.upper <= alpha { return entry.upper }
            if entry.lower == entry.upper { return entry.lower }
            if entry.lower > alpha { alpha = entry.lower }
            if entry.upper < beta { beta = entry.upper }
            if entry.move >= 0 { tableMove = mirrored ? b.width &- 1 &- entry.move : entry.move }
        }
        let windowAlpha = alpha, windowBeta = beta

        // Second pass: what the table knows of each child bounds this node from below; the
        // opponent's follow-up bounds a child with an even number of stones from above.
        let childFollowUp = b.evenHeight && stonesAfter & 1 == 0
        for i in 0..<count {
            if lookAhead, let entry = table.probe(childKeys[i]) {
                let bound = -entry.upper
                if bound >= beta { return bound }
                if bound > alpha { alpha = bound }
            }
            if childFollowUp {
                let move = candidates & b.columnMask(Int(frame[i] & 0xFF))
                if let childBound = b.followUpBound((current | move) ^ (mask | move), mask | move), -childBound > alpha {
                    alpha = -childBound
                    if alpha >= beta { return alpha }
                }
            }
            if tableMove >= 0 && Int(frame[i] & 0xFF) == tableMove { frame[i] &+= 15 &<< 16 }
        }
        // Highest score first (insertion sort: at most a row of moves).
        var i = 1
        while i < count {
            let entry = frame[i]
            var j = i
            while j > 0 && frame[j &- 1] < entry {
                frame[j] = frame[j &- 1]
                j &-= 1
            }
            frame[j] = entry
            i &+= 1
        }

        let nodesBefore = nodes
        var best = Int.min
        var bestColumn = -1
        for i in 0..<count {
            let entry = frame[i]
            // Young brothers wait: the first move alone, then the rest with a thread that looks
            // for work, if one does.
            if i > 0 && i &+ 1 < count && stones < splitBelow, let splits, splits.wanted {
                var rest: [Move] = []
                rest.reserveCapacity(count &- i)
                for j in i..<count {
                    let column = Int(frame[j] & 0xFF)
                    rest.append(Move(cell: candidates & b.columnMask(column), column: column))
                }
                (best, bestColumn) = try split(SplitNode(current: current, mask: mask, stones: stones),
                    depth: b.cells &- stones, alpha: alpha, beta: beta, best: best, bestMove: bestColumn,
                    moves: rest, splits, ())
                break
            }
            let move = candidates & b.columnMask(Int(entry & 0xFF))
            let value = -(try negamax((current ^ mask), mask | move, stonesAfter, -beta, -alpha))
            if value > best {
                best = value
                bestColumn = Int(entry & 0xFF)
                if value > alpha {
                    alpha = value
                    if alpha >= beta { break }
                }
            }
        }
        // (The look-ahead may have raised alpha; the move whose bound raised it is searched too
        // and returns at least that bound, so `best` is never below a bound found there.)
        let stored = mirrored ? b.width &- 1 &- bestColumn : bestColumn
        let lower = best > windowAlpha ? best : -64
        let upper = best < windowBeta ? best : 64
        if useTable {
            table.store(key, lower: max(lower, -63), upper: min(upper, 63), move: stored, work: nodes &- nodesBefore)
        }
        return best
    }
}
