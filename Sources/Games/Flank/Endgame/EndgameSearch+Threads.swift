import Boards

/// Search on every core: the threads search the same window from the same root over one shared
/// table (ABDADA). A node with at least `sharedEmpties` empty cells marks itself busy while its
/// children are searched; another thread reaching it as a later child puts it off and takes it
/// last, when the table often holds its answer, so the threads spread over the tree. The first
/// thread to answer ends the window for all. Every answer is exact whichever thread gives it (each
/// is a fail-soft result over proven table bounds); only node counts, and which of several best
/// moves the table keeps, vary from run to run.
extension EndgameSearch {

    /// An engine for another thread: the same board and settings, the same table.
    private func makeHelper() -> EndgameSearch {
        let helper = EndgameSearch(cells: cells, regions: regions, corners: corners, goal: goal, symmetries: symmetries, tableBytes: 0,
            table: table)
        helper.searchSortMin = searchSortMin
        helper.sharedEmpties = sharedEmpties
        helper.patterns = patterns
        return helper
    }

    /// The window searched on `threads` threads; this engine's counters then hold the work of all.
    func parallelSearch(_ player: UInt64, _ opponent: UInt64, _ alpha: Int, _ beta: Int, _ empties: Int,
        _ parity: UInt) throws(SearchStop) -> Int
    {
        while helpers.count < threads - 1 { helpers.append(makeHelper()) }
        let control = ThreadControl(limits: limits, spent: stats.nodes &- budgetStart)
        let engines = [self] + helpers
        let before = stats
        defer {
            stats.nodes = before.nodes &+ control.total
            stats.tableProbes = before.tableProbes &+ control.probes
            stats.tableHits = before.tableHits &+ control.hits
            nextCheck = 0
        }
        return try control.firstAnswer(threads: engines.count) { thread throws(SearchStop) in
            let engine = engines[thread]
            let start = engine.stats
            engine.control = control
            engine.reported = start.nodes
            engine.nextCheck = start.nodes &+ 4096
            engine.sharedMin = sharedEmpties
            defer {
                control.add(nodes: engine.stats.nodes &- engine.reported)
                control.add(probes: engine.stats.tableProbes &- start.tableProbes,
                    hits: engine.stats.tableHits &- start.tableHits)
                engine.control = nil
                engine.sharedMin = Int.max
            }
            return try engine.search(player, opponent, alpha, beta, empties, parity, engine.moveStack)
        }
    }
}
