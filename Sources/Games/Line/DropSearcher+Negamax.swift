import Boards
import Search

extension DropSearcher {
    /// A fail-soft search of a position where the side to move cannot win at once and the
    /// board is not full, `stones` its stone count, in the window `alpha < beta`; `index` the
    /// move's place in the parent's frames when the parent scored it on this thread (what the
    /// parent found of it is not found again), or -1. The steps are functions of their own, each
    /// inlined: one node's code, read a step at a time.
    func negamax(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ alpha: Int, _ beta: Int, _ index: Int = -1)
        throws(SearchStop) -> Int
    {
        nodes &+= 1
        if nodes >= nextPoll { try poll() }
        let b = board
        var alpha = alpha, beta = beta

        // What the parent found of this node, at `parent` in `children`.
        let parent = index >= 0 ? (stones &- 1) &* b.width &+ index : -1

        // Step 1. The moves that do not lose at once, and what the stone count bounds.
        let opponentWins = parent >= 0 ? children[parent].wins : b.winningCells(current ^ mask, mask)
        var candidates: UInt64 = 0
        if let settled = settleBeforeMoves(current, mask, stones, opponentWins, parent, &candidates, &alpha, &beta) {
            return settled
        }
        // A forced move (a block) is played without a table probe: the position after it has
        // its own entry.
        if candidates & (candidates &- 1) == 0 {
            return -(try negamax(current ^ mask, mask | candidates, stones &+ 1, -beta, -alpha))
        }
        // The entry is fetched now, unless the parent fetched it: its likely cache miss then
        // overlaps the first pass.
        let useTable = stones < tableUntil
        var key: UInt64 = 0, mirrored = false
        if useTable {
            if parent >= 0 {
                (key, mirrored) = (children[parent].key, children[parent].mirrored)
            } else {
                (key, mirrored) = b.tableKey(current, mask)
                table.prefetch(key)
            }
        }

        // Step 2. The children, first pass: a double threat wins at once.
        let frame = order + stones &* b.width
        let found = children + stones &* b.width
        let lookAhead = stones < lookAheadUntil
        if stones &+ 1 < tableUntil { prefetchChildren(current, mask, candidates, found) }
        guard let count = scoreMoves(current, mask, candidates, opponentWins, frame, found) else {
            return (b.cells &- 1 &- stones) / 2
        }
        // No move wins on our next move either: the earliest win is the move after.
        let later = (b.cells &- 3 &- stones) / 2
        if beta > later {
            beta = later
            if alpha >= beta { return beta }
        }

        // Step 3. The table: a bound may answer at once or narrow the window; its move goes first.
        var tableMove = -1
        if useTable { probes &+= 1 }
        if useTable, let entry = table.probe(key) {
            hits &+= 1
            if let known = SearchWindow.narrow(&alpha, &beta, lower: entry.lower, upper: entry.upper) { return known }
            if entry.move >= 0 { tableMove = mirrored ? b.width &- 1 &- entry.move : entry.move }
        }
        let windowAlpha = alpha, windowBeta = beta

        // Step 4. The children, second pass: what is known of them bounds this node.
        if let cut = boundByChildren(current, mask, stones, candidates, frame, found, count, lookAhead, tableMove,
            &alpha, beta)
        {
            return cut
        }
        Self.sortByScore(frame, count)

        // Step 5. The moves in order, and what the result proves stored.
        let nodesBefore = nodes
        let (best, bestColumn) = try searchMoves(current, mask, stones, candidates, frame, count, alpha, beta)
        // (The look-ahead may have raised alpha; the move whose bound raised it is searched too
        // and returns at least that bound, so `best` is never below a bound found there.)
        let stored = mirrored ? b.width &- 1 &- bestColumn : bestColumn
        let (lower, upper) = SearchWindow.bounds(of: best, alpha: windowAlpha, beta: windowBeta, unbounded: 64)
        if useTable {
            table.store(key, lower: max(lower, -63), upper: min(upper, 63), move: stored, work: nodes &- nodesBefore)
        }
        return best
    }

    /// Step 1: the opponent's winning cells: a playable one must be blocked; two, or one
    /// stacked on the other, and the game is lost; a cell under one must not be filled. Then the
    /// window narrowed by the earliest win and loss, by whether a line can still be made, and by
    /// the opponent's follow-up. The value when that settles it; otherwise `nil`, with
    /// `candidates` the moves to search.
    @inline(__always)
    private func settleBeforeMoves(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ opponentWins: UInt64,
        _ parent: Int, _ candidates: inout UInt64, _ alpha: inout Int, _ beta: inout Int) -> Int?
    {
        let b = board
        candidates = b.playable(mask)
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
        // (The parent found it when it bounded this node.)
        if b.evenHeight && stones & 1 == 0 && beta > -1 {
            let bound = parent >= 0
                ? Int(children[parent].followUp) : b.followUpBound(current, mask) ?? Int(Self.noBound)
            if bound < beta {
                beta = bound
                if alpha >= beta { return beta }
            }
        }
        return nil
    }

    /// Step 2, before it: each child's key in `found`, in the order of the columns, and its
    /// entry fetched, so that the misses overlap the scoring of the moves.
    @inline(__always)
    private func prefetchChildren(_ current: UInt64, _ mask: UInt64, _ candidates: UInt64,
        _ found: UnsafeMutablePointer<Child>)
    {
        let b = board
        let opponent = current ^ mask
        var rest = candidates
        var count = 0
        while rest != 0 {
            let move = rest & (0 &- rest)
            rest &= rest &- 1
            (found[count].key, found[count].mirrored) = b.tableKey(opponent, mask | move)
            table.prefetch(found[count].key)
            count &+= 1
        }
    }

    /// Step 2: each move's place in the order, in `frame` (score << 16 | index << 8 | column),
    /// and the cells where it leaves the side to move a winning move, in `found` (the child's
    /// opponent's winning cells). The number of moves; `nil` when a move makes a double threat,
    /// which wins on our next move.
    @inline(__always)
    private func scoreMoves(_ current: UInt64, _ mask: UInt64, _ candidates: UInt64, _ opponentWins: UInt64,
        _ frame: UnsafeMutablePointer<UInt32>, _ found: UnsafeMutablePointer<Child>) -> Int?
    {
        let b = board
        var count = 0
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
            if live & (live &- 1) != 0 { return nil }
            if (live != 0 ? live : childPlayable) & ~(threats &>> 1) == 0 { return nil }
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
            found[count].wins = threats
            count &+= 1
        }
        return count
    }

    /// Step 4: what the table knows of each child bounds this node from below (enhanced
    /// transposition cutoffs); the opponent's follow-up bounds a child with an even number of
    /// stones from above; the table's move gains a place in the order. The value when a bound
    /// cuts; otherwise `nil`, with `alpha` raised. (Before the sort: `frame` and `found` are
    /// both in the order of the columns.)
    @inline(__always)
    private func boundByChildren(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ candidates: UInt64,
        _ frame: UnsafeMutablePointer<UInt32>, _ found: UnsafeMutablePointer<Child>, _ count: Int,
        _ lookAhead: Bool, _ tableMove: Int, _ alpha: inout Int, _ beta: Int) -> Int?
    {
        let b = board
        let childFollowUp = b.evenHeight && (stones &+ 1) & 1 == 0
        // A child's side to move: the opponent's stones are this node's opponent's.
        let opponent = current ^ mask
        for i in 0..<count {
            if lookAhead, let entry = table.probe(found[i].key) {
                let bound = -entry.upper
                if bound >= beta { return bound }
                if bound > alpha { alpha = bound }
            }
            if childFollowUp {
                let move = candidates & b.columnMask(Int(frame[i] & 0xFF))
                let childBound = b.followUpBound(opponent, mask | move).map { Int8(truncatingIfNeeded: $0) }
                    ?? Self.noBound
                found[i].followUp = childBound
                if childBound != Self.noBound && -Int(childBound) > alpha {
                    alpha = -Int(childBound)
                    if alpha >= beta { return alpha }
                }
            }
            if tableMove >= 0 && Int(frame[i] & 0xFF) == tableMove { frame[i] &+= 15 &<< 16 }
        }
        return nil
    }

    /// Highest score first (insertion sort: at most a row of moves).
    @inline(__always)
    private static func sortByScore(_ frame: UnsafeMutablePointer<UInt32>, _ count: Int) {
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
    }

    /// Step 5: the moves in `frame`'s order until one cuts; with other threads, after the first
    /// move the rest go to a split point (young brothers wait). The best value and its column.
    @inline(__always)
    private func searchMoves(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ candidates: UInt64,
        _ frame: UnsafeMutablePointer<UInt32>, _ count: Int, _ alpha: Int, _ beta: Int) throws(SearchStop)
        -> (best: Int, move: Int)
    {
        let b = board
        var alpha = alpha
        var best = Int.min
        var bestColumn = -1
        for i in 0..<count {
            let entry = frame[i]
            if i > 0 && i &+ 1 < count && stones < splitBelow, let splits, splits.wanted {
                var rest: [Move] = []
                rest.reserveCapacity(count &- i)
                for j in i..<count {
                    let column = Int(frame[j] & 0xFF)
                    rest.append(Move(cell: candidates & b.columnMask(column), column: column))
                }
                return try split(SplitNode(current: current, mask: mask, stones: stones),
                    depth: b.cells &- stones, alpha: alpha, beta: beta, best: best, bestMove: bestColumn,
                    moves: rest, splits, ())
            }
            let move = candidates & b.columnMask(Int(entry & 0xFF))
            let index = Int(entry &>> 8 & 0xFF)
            let value = -(try negamax((current ^ mask), mask | move, stones &+ 1, -beta, -alpha, index))
            if value > best {
                best = value
                bestColumn = Int(entry & 0xFF)
                if value > alpha {
                    alpha = value
                    if alpha >= beta { break }
                }
            }
        }
        return (best, bestColumn)
    }
}
