import Boards
import Search

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
    var nextPoll: UInt64 = 4096
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
    let order: UnsafeMutablePointer<UInt32>
    /// What a node finds of each of its moves' children, in frames like `order`'s (at a move's
    /// index: its place in the order of the columns), for the child to read instead of finding
    /// it again.
    let children: UnsafeMutablePointer<Child>
    /// No follow-up bound: above every score.
    static let noBound: Int8 = 127

    /// What a node finds of a child when it scores and bounds its moves.
    struct Child {
        /// The child's table key and whether it is the mirror image's (`DropBoard.tableKey`),
        /// found where the child will probe the table.
        var key: UInt64 = 0
        var mirrored = false
        /// The cells where the move leaves its player a line to complete: the child's opponent's
        /// winning cells.
        var wins: UInt64 = 0
        /// The opponent's follow-up bound on the child (`DropBoard.followUpBound`, `noBound` for
        /// none), found where the child has an even number of stones on a board of even height.
        var followUp = DropSearcher.noBound
    }

    /// Children within this many stones of a full board skip the look-ahead in the table
    /// (near the end a child's search is cheaper than the probes).
    let lookAheadUntil: Int
    /// Nodes within this many stones of a full board skip the table: their subtrees are cheaper
    /// to search again than a likely cache miss (9 measured best on 7 x 6, 6 % faster than none).
    let tableUntil: Int

    init(board: DropBoard, table: DropTable, control: ThreadControl) {
        self.board = board
        self.table = table
        self.control = control
        lookAheadUntil = board.cells - 14
        tableUntil = board.cells - 9
        order = .allocate(capacity: (board.cells + 1) * board.width)
        children = .allocate(capacity: (board.cells + 1) * board.width)
        children.initialize(repeating: Child(), count: (board.cells + 1) * board.width)
    }

    deinit {
        order.deallocate()
        children.deallocate()
    }

    /// Hands the nodes counted since the last report to the shared counter and checks whether
    /// to stop: every 4,096 nodes, every 1,024 while threads split nodes (so that a cutoff at a
    /// split point soon reaches the threads below it).
    @inline(never) func poll() throws(SearchStop) {
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

}
