import Boards
import Search
import Synchronization

/// Search on every core, young brothers wait (YBWC): one thread searches the window from the
/// root; at a node of at least `splitMin` empty cells whose first move (first two, at a node
/// expected to cut off: `splitCutAfter`) did not cut off, while
/// another thread looks for work, the remaining moves become a split point (`SplitPoint`) that
/// the threads search together, each move by one thread over the shared table. A move that
/// reaches beta stops the others' searches below that node. An owner whose moves are all handed
/// out helps its helpers below its own node until they are done. Every answer is exact whatever
/// the thread count: each split point's result is the fail-soft result of its moves, used only
/// when every move was searched or one cut off. Only node counts, and which of several best
/// moves the table keeps, vary from run to run. The machinery is `SplitSearcher`'s, shared with
/// the Connect 4 solver; this engine says how one move of a split node is searched.
///
/// Measured on FFO #40-#49: two threads this way take 1,067 M nodes and 38.2 s, one thread 972 M
/// and 68.8 s; before, all threads searched from the root (ABDADA: a node being searched was put
/// off by the other threads) and took 1,726 M nodes and 63.5 s.
extension EndgameSearch: SplitSearcher {

    /// An engine for another thread: the same board and settings, the same table.
    private func makeHelper() -> EndgameSearch {
        let helper = EndgameSearch(cells: cells, regions: regions, corners: corners, goal: goal, symmetries: symmetries, tableBytes: 0,
            table: table)
        helper.searchSortMin = searchSortMin
        helper.splitMin = splitMin
        helper.patterns = patterns
        helper.probCutMin = probCutMin
        helper.probCutDeepFrom = probCutDeepFrom
        return helper
    }

    /// The window searched on `threads` threads; this engine's counters then hold the work of all.
    func parallelSearch(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int,
        _ parity: UInt) throws(SearchStop) -> Int
    {
        while helpers.count < threads - 1 { helpers.append(makeHelper()) }
        // What changes from window to window: the selective pass (level and margin), and its root.
        for helper in helpers {
            helper.level = level
            helper.probCutMargin = probCutMargin
            helper.probCutMax = probCutMax
        }
        let control = ThreadControl(limits: limits, spent: stats.nodes &- budgetStart)
        let board = SplitBoard<SplitNode, Move>()
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
                helper.lookForWork(board, control, helper.moveStack)
                return 0
            }
        }
    }

    /// Nodes between polls of the limits and of the split points above, in a parallel window:
    /// a cutoff at a split point reaches its helpers within about this many nodes.
    static let parallelCheckInterval: UInt64 = 1024

    /// What a split point keeps of a node: the position, its empty cells and parity.
    struct SplitNode: Sendable {
        var player: UInt64
        var opponent: UInt64
        var empties: Int
        var parity: UInt
    }

    /// A null window at the node's alpha of the moment, the whole window again when the answer
    /// lands inside (as the serial loop searches a move after the first).
    func searchSplitMove(_ move: Move, of point: SplitPoint<SplitNode, Move>, alpha: Int,
        _ free: UnsafeMutablePointer<Move>) throws(SearchStop) -> Int
    {
        let node = point.node
        return try searchMove(move, node.player, node.opponent, alpha, point.beta, node.empties, node.parity, free,
            whole: false)
    }

    func index(of move: Move) -> Int { move.square }

    func noteCutoff() { stats.cutoffs &+= 1 }

    /// Searches `rest[0..<restCount]`, the moves after the first of a node of the window
    /// (`alpha`, `beta`) whose best so far is `best` by `bestMove`, with the threads that look for
    /// work (`SplitSearcher.split`); returns the node's best and its move (fail-soft, as `deep`).
    /// `free` is move-stack space past the node's list.
    func split(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, best: Int, bestMove: Int,
        _ empties: Int, _ parity: UInt, _ rest: UnsafeMutablePointer<Move>, _ restCount: Int,
        _ free: UnsafeMutablePointer<Move>, _ board: SplitBoard<SplitNode, Move>) throws(SearchStop) -> (best: Int, move: Int)
    {
        // Best first, as the serial loop takes them.
        for i in 0..<restCount - 1 { Self.bringBest(rest, i, restCount) }
        return try split(SplitNode(player: player, opponent: opponent, empties: empties, parity: parity), depth: empties,
            alpha: alpha, beta: beta, best: best, bestMove: bestMove,
            moves: Array(UnsafeBufferPointer(start: rest, count: restCount)), board, free)
    }
}
