import Boards
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Search on every core, young brothers wait (YBWC): one thread searches the window from the
/// root; at a node of at least `splitMin` empty cells whose first move did not cut off, while
/// another thread looks for work, the remaining moves become a split point (`SplitPoint`) that
/// the threads search together, each move by one thread over the shared table. A move that
/// reaches beta stops the others' searches below that node. An owner whose moves are all handed
/// out helps its helpers below its own node until they are done. Every answer is exact whatever
/// the thread count: each split point's result is the fail-soft result of its moves, used only
/// when every move was searched or one cut off. Only node counts, and which of several best
/// moves the table keeps, vary from run to run.
///
/// Measured on FFO #40-#49: two threads this way take 1,067 M nodes and 38.2 s, one thread 972 M
/// and 68.8 s; before, all threads searched from the root (ABDADA: a node being searched was put
/// off by the other threads) and took 1,726 M nodes and 63.5 s.
extension EndgameSearch {

    /// An engine for another thread: the same board and settings, the same table.
    private func makeHelper() -> EndgameSearch {
        let helper = EndgameSearch(cells: cells, regions: regions, corners: corners, goal: goal, symmetries: symmetries, tableBytes: 0,
            table: table)
        helper.searchSortMin = searchSortMin
        helper.splitMin = splitMin
        helper.patterns = patterns
        return helper
    }

    /// The window searched on `threads` threads; this engine's counters then hold the work of all.
    func parallelSearch(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int,
        _ parity: UInt) throws(SearchStop) -> Int
    {
        while helpers.count < threads - 1 { helpers.append(makeHelper()) }
        let control = ThreadControl(limits: limits, spent: stats.nodes &- budgetStart)
        let board = SplitBoard()
        let engines = [self] + helpers
        let before = stats
        defer {
            stats.nodes = before.nodes &+ control.total
            stats.tableProbes = before.tableProbes &+ control.probes
            stats.tableHits = before.tableHits &+ control.hits
            nextCheck = 0
        }
        /// Runs `body` on `engine` as one thread of this window, its counters handed in at the end.
        @Sendable func run(_ engine: EndgameSearch, _ body: () throws(SearchStop) -> Int) throws(SearchStop) -> Int {
            let start = engine.stats
            engine.control = control
            engine.splits = board
            engine.reported = start.nodes
            engine.nextCheck = start.nodes &+ Self.parallelCheckInterval
            defer {
                control.add(nodes: engine.stats.nodes &- engine.reported)
                control.add(probes: engine.stats.tableProbes &- start.tableProbes,
                    hits: engine.stats.tableHits &- start.tableHits)
                engine.control = nil
                engine.splits = nil
            }
            return try body()
        }
        return try control.led(threads: engines.count) { () throws(SearchStop) in
            try run(self) { () throws(SearchStop) in try search(player, opponent, alpha, beta, empties, parity, moveStack) }
        } help: { thread in
            let helper = engines[thread]
            _ = try? run(helper) { () throws(SearchStop) in
                helper.lookForWork(board, control)
                return 0
            }
        }
    }

    /// Nodes between polls of the limits and of the split points above, in a parallel window:
    /// a cutoff at a split point reaches its helpers within about this many nodes.
    static let parallelCheckInterval: UInt64 = 1024

    /// A helper thread's loop: help at open split points until the window ends.
    private func lookForWork(_ board: SplitBoard, _ control: ThreadControl) {
        board.idle.add(1, ordering: .relaxed)
        defer { board.idle.subtract(1, ordering: .relaxed) }
        while !control.windowDone { helpOrYield(board, within: nil, moveStack) }
    }

    /// One turn of a thread looking for work (counted in `board.idle`): helps at an open split
    /// point (within `ancestor` when given) until its moves are handed out, or gives up the core
    /// for a moment when there is none.
    private func helpOrYield(_ board: SplitBoard, within ancestor: SplitPoint?, _ free: UnsafeMutablePointer<Move>) {
        guard let point = board.join(within: ancestor) else {
            sched_yield()
            return
        }
        board.idle.subtract(1, ordering: .relaxed)
        help(at: point, free)
        board.idle.add(1, ordering: .relaxed)
    }

    /// Searches moves of `point` (joined, `workers` counted) until none is left, then leaves it.
    /// A stop is left in the split point for its owner, never thrown.
    private func help(at point: SplitPoint, _ free: UnsafeMutablePointer<Move>) {
        frames.append(point)
        do throws(SearchStop) {
            try searchMoves(of: point, free)
        } catch {
            if error != .abandoned {
                point.outcome.withLock { $0.failure = $0.failure ?? error }
                point.stopped.store(true, ordering: .relaxed)
            }
        }
        frames.removeLast()
        point.workers.subtract(1, ordering: .releasing)
    }

    /// Takes moves of `point` one at a time and searches each (a null window at the node's alpha
    /// of the moment, the whole window again when it lands inside), until none is left or one
    /// cuts off.
    private func searchMoves(of point: SplitPoint, _ free: UnsafeMutablePointer<Move>) throws(SearchStop) {
        let beta = point.beta
        while !point.stopped.load(ordering: .relaxed) {
            let k = point.next.wrappingAdd(1, ordering: .relaxed).oldValue
            if k >= point.moves.count { return }
            let move = point.moves[k]
            let alpha = point.outcome.withLock { $0.alpha }
            if alpha >= beta { return }
            let v = try searchMove(move, point.player, point.opponent, alpha, beta, point.empties, point.parity, free,
                whole: false)
            point.outcome.withLock { outcome in
                if v > outcome.best {
                    outcome.best = v
                    outcome.move = move.square
                    if v > outcome.alpha { outcome.alpha = v }
                }
            }
            if v >= beta {
                stats.cutoffs &+= 1
                point.stopped.store(true, ordering: .relaxed)
                return
            }
        }
    }

    /// Searches `rest[0..<restCount]`, the moves after the first of a node of the window
    /// (`alpha`, `beta`) whose best so far is `best` by `bestMove`, with the threads that look for
    /// work; returns the node's best and its move (fail-soft, as `deep`). `free` is move-stack
    /// space past the node's list.
    func split(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, best: Int, bestMove: Int,
        _ empties: Int, _ parity: UInt, _ rest: UnsafeMutablePointer<Move>, _ restCount: Int,
        _ free: UnsafeMutablePointer<Move>, _ board: SplitBoard) throws(SearchStop) -> (best: Int, move: Int)
    {
        // Best first, as the serial loop takes them.
        for i in 0..<restCount - 1 { Self.bringBest(rest, i, restCount) }
        let point = SplitPoint(player: player, opponent: opponent, empties: empties, parity: parity, alpha: alpha,
            beta: beta, best: best, move: bestMove, moves: Array(UnsafeBufferPointer(start: rest, count: restCount)),
            parent: frames.last)
        splitsMade += 1
        frames.append(point)
        board.offer(point)
        var failure: SearchStop?
        do throws(SearchStop) {
            try searchMoves(of: point, free)
        } catch {
            failure = error
        }
        board.withdraw(point)
        if let failure, failure != .abandoned { point.stopped.store(true, ordering: .relaxed) }
        // Helpers may still be searching moves of this node: help them below it meanwhile.
        if point.workers.load(ordering: .acquiring) > 0 {
            board.idle.add(1, ordering: .relaxed)
            while point.workers.load(ordering: .acquiring) > 0 { helpOrYield(board, within: point, free) }
            board.idle.subtract(1, ordering: .relaxed)
        }
        frames.removeLast()
        let outcome = point.outcome.withLock { $0 }
        // Given up from above: nothing of this node is known (some move may not have finished).
        if let parent = point.parent, parent.givenUp { throw .abandoned }
        if let failure, failure != .abandoned { throw failure }
        if let stop = outcome.failure { throw stop }
        // Stopped with every move finished, or by a cutoff: the outcome is the node's result.
        if outcome.best < beta && point.stopped.load(ordering: .relaxed) { throw .abandoned }
        return (outcome.best, outcome.move)
    }

    /// Throws `.abandoned` when a split point this thread works in was given up or cut off.
    @inline(__always)
    func checkSplitPoints() throws(SearchStop) {
        if let point = frames.last, point.givenUp { throw .abandoned }
    }
}
