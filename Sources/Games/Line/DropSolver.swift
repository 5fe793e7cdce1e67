import Boards
import Search
import Synchronization

/// The exact solver of Connect 4 shaped games (gravity, four in a row wins; `DropBoard` says which
/// sizes): the score of a position on the public benchmarks' scale, its best moves and a line of
/// perfect play, with a table that persists between positions and threads that share it.
///
/// Scores: a win on the n-th stone of the game is worth (cells + 2 - n) / 2 to the winner and the
/// negative to the loser; a draw 0. So the score says the move on which perfect play ends.
///
/// Threads (young brothers wait on a shared table, `SplitSearcher`): one thread searches the
/// window from the root; at a node of at least `splitMargin` empty cells whose first move did not
/// cut off, while another thread looks for work, the remaining moves are searched by both. Every
/// answer is exact whatever the thread count; only node counts (and which entries the table
/// keeps) vary from run to run.
public final class DropSolver {
    public let board: DropBoard
    public let table: DropTable
    /// Threads per search, at least 1.
    public var threads: Int
    /// Bounds for the searches from now on; a node budget counts from when they are set.
    public var limits = SearchLimits.none {
        didSet { budgetStart = stats.nodes }
    }
    /// Counters since the solver was made.
    public private(set) var stats = SearchStats()
    /// Exact scores read before any search (positions near the start); nil for none.
    public var book: DropBook?
    /// Answers the book gave.
    public private(set) var bookAnswers = 0
    /// Nodes whose moves threads shared (split points made), since the solver was made.
    public private(set) var splitsMade = 0
    private var budgetStart: UInt64 = 0

    /// Nodes with at least this many empty cells share their moves after the first with a thread
    /// looking for work. (Empty 7 x 6 board, two threads: 12, 16 and 20 all took 23 to 25 s and
    /// 343 to 357 M nodes; one thread 296 M.)
    static let splitMargin = 16

    public init(board: DropBoard, tableBytes: Int = DropTable.defaultBytes, threads: Int = 1) {
        self.board = board
        table = DropTable(bytes: tableBytes, keyBits: board.keyBits)
        self.threads = max(1, threads)
    }

    /// Forgets every stored result.
    public func clearTable() { table.clear() }

    /// The exact score for the side to move; `current` holds its stones, `mask` every stone.
    /// The position must not be over (no line of four on the board). `narrowed` hears the
    /// bounds proved each time a test narrows them.
    public func score(current: UInt64, mask: UInt64, narrowed: ((_ low: Int, _ high: Int) -> Void)? = nil)
        throws(SearchStop) -> Int
    {
        if let known = settled(current, mask) { return known }
        let stones = mask.nonzeroBitCount
        var (low, high) = scoreRange(stones: stones)
        // Start with "a win at all?" (a draw or better?), then let each fail-soft answer say
        // where to test next: the bound it returns is often the score itself.
        var guess = max(low, min(high, 0))
        while low < high {
            let bar = max(guess, low + 1)
            let r = try window(current, mask, stones, bar - 1, bar)
            if r < bar { high = r } else { low = r }
            guess = r
            narrowed?(low, high)
        }
        return low
    }

    /// The scores a position with `stones` on the board can have before any search: from a
    /// loss on the last cell to a win on the next move.
    public func scoreRange(stones: Int) -> (low: Int, high: Int) {
        (-((board.cells - stones) / 2), (board.cells + 1 - stones) / 2)
    }

    /// Whether the side to move scores at least `target`.
    public func reaches(current: UInt64, mask: UInt64, atLeast target: Int) throws(SearchStop) -> Bool {
        if let known = settled(current, mask) { return known >= target }
        return try window(current, mask, mask.nonzeroBitCount, target - 1, target) >= target
    }

    /// The score without search, where there is one: a full board, a win on this move, or the
    /// book's entry. Otherwise the position is one `DropSearcher.negamax` takes.
    private func settled(_ current: UInt64, _ mask: UInt64) -> Int? {
        let stones = mask.nonzeroBitCount
        if stones >= board.cells { return 0 }
        if board.winningCells(current, mask) & board.playable(mask) != 0 { return board.winScore(atStone: stones + 1) }
        guard let known = book?.score(board, current: current, mask: mask) else { return nil }
        bookAnswers += 1
        return known
    }

    /// Plays `column` for the side to move: the position after it, from the other side's view.
    public func play(column: Int, current: UInt64, mask: UInt64) -> (current: UInt64, mask: UInt64) {
        let cell = board.playable(mask) & board.columnMask(column)
        return (current ^ mask, mask | cell)
    }

    /// Whether playing `column` makes a line of four for the side to move.
    public func wins(column: Int, current: UInt64, mask: UInt64) -> Bool {
        board.winningCells(current, mask) & board.playable(mask) & board.columnMask(column) != 0
    }

    /// One null-window (or wider) search on every thread; see the type's comment.
    private func window(_ current: UInt64, _ mask: UInt64, _ stones: Int, _ alpha: Int, _ beta: Int) throws(SearchStop) -> Int {
        let control = ThreadControl(limits: limits, spent: stats.nodes - budgetStart)
        let started = ContinuousClock.now
        defer {
            stats.nodes += control.total
            stats.tableProbes += control.probes
            stats.tableHits += control.hits
            stats.seconds += (ContinuousClock.now - started).seconds
        }
        let (board, table) = (board, table)
        if threads == 1 {
            let searcher = DropSearcher(board: board, table: table, control: control)
            defer { searcher.flush() }
            return try searcher.negamax(current, mask, stones, alpha, beta)
        }
        let splits = SplitBoard<DropSearcher.SplitNode, DropSearcher.Move>()
        let searchers = (0..<threads).map { _ in DropSearcher(board: board, table: table, control: control) }
        for searcher in searchers {
            searcher.splits = splits
            searcher.splitBelow = board.cells - DropSolver.splitMargin
        }
        defer {
            for searcher in searchers {
                searcher.flush()
                splitsMade += searcher.splitsMade
            }
        }
        return try control.led(threads: threads) { () throws(SearchStop) in
            try searchers[0].negamax(current, mask, stones, alpha, beta)
        } help: { thread in
            searchers[thread].lookForWork(splits, control, ())
        }
    }
}
