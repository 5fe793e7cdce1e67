import Boards
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A search that shares nodes with other threads, young brothers wait (YBWC): at a node whose
/// first move did not cut off, while another thread looks for work, the remaining moves become
/// a split point (`split`) that the threads search together, each move by one thread. A move
/// that reaches beta stops the others' searches below that node (they find out in
/// `checkSplitPoints`, which the search calls when it polls its limits). An owner whose moves
/// are all handed out helps below its own node until its helpers are done. Each split point's
/// result is the fail-soft result of its moves, used only when every move was searched or one
/// cut off, so answers are exact whatever the thread count.
///
/// The searcher supplies how one move of a split node is searched; this extension the rest.
/// `Free` is whatever a thread needs to search there (the Reversi engine's free move-stack space).
public protocol SplitSearcher: AnyObject {
    associatedtype Node: Sendable
    associatedtype Move: Sendable
    associatedtype Free
    /// The split points this searcher's thread works in, innermost last.
    var frames: [SplitPoint<Node, Move>] { get set }
    /// Split points this searcher made (`split` counts them; for tests and tuning).
    var splitsMade: Int { get set }
    /// The score of `move` for the side to move at `point`'s node, fail-soft in the window
    /// (`alpha`, `point.beta`).
    func searchSplitMove(_ move: Move, of point: SplitPoint<Node, Move>, alpha: Int, _ free: Free) throws(SearchStop) -> Int
    /// The number the node's best move is kept by (a square, a column).
    func index(of move: Move) -> Int
    /// Counts a cutoff at a split point.
    func noteCutoff()
}

extension SplitSearcher {
    /// A helper thread's loop: help at open split points until the window ends.
    public func lookForWork(_ board: SplitBoard<Node, Move>, _ control: ThreadControl, _ free: Free) {
        board.idle.add(1, ordering: .relaxed)
        defer { board.idle.subtract(1, ordering: .relaxed) }
        while !control.windowDone { helpOrYield(board, within: nil, free) }
    }

    /// One turn of a thread looking for work (counted in `board.idle`): helps at an open split
    /// point (within `ancestor` when given) until its moves are handed out, or gives up the core
    /// for a moment when there is none.
    private func helpOrYield(_ board: SplitBoard<Node, Move>, within ancestor: SplitPoint<Node, Move>?, _ free: Free) {
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
    private func help(at point: SplitPoint<Node, Move>, _ free: Free) {
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

    /// Takes moves of `point` one at a time and searches each at the node's alpha of the
    /// moment, until none is left or one cuts off.
    private func searchMoves(of point: SplitPoint<Node, Move>, _ free: Free) throws(SearchStop) {
        let beta = point.beta
        while !point.stopped.load(ordering: .relaxed) {
            let k = point.next.wrappingAdd(1, ordering: .relaxed).oldValue
            if k >= point.moves.count { return }
            let move = point.moves[k]
            let alpha = point.outcome.withLock { $0.alpha }
            if alpha >= beta { return }
            let v = try searchSplitMove(move, of: point, alpha: alpha, free)
            point.outcome.withLock { outcome in
                if v > outcome.best {
                    outcome.best = v
                    outcome.move = index(of: move)
                    if v > outcome.alpha { outcome.alpha = v }
                }
            }
            if v >= beta {
                noteCutoff()
                point.stopped.store(true, ordering: .relaxed)
                return
            }
        }
    }

    /// Searches `moves` (best first), the moves after the first of `node` in the window
    /// (`alpha`, `beta`) whose best so far is `best` by `bestMove`, with the threads that look
    /// for work; returns the node's best and its move, fail-soft. `depth` is the work left
    /// below the node (threads join the deepest split point).
    public func split(_ node: Node, depth: Int, alpha: Int, beta: Int, best: Int, bestMove: Int, moves: [Move],
        _ board: SplitBoard<Node, Move>, _ free: Free) throws(SearchStop) -> (best: Int, move: Int)
    {
        let point = SplitPoint(node: node, depth: depth, alpha: alpha, beta: beta, best: best, move: bestMove,
            moves: moves, parent: frames.last)
        splitsMade &+= 1
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
    public func checkSplitPoints() throws(SearchStop) {
        if let point = frames.last, point.givenUp { throw .abandoned }
    }
}
