import Boards
import Search

/// Solving and counting a puzzle: the searches run in the family's conformance
/// (`PlayablePuzzle.solution`, `fewestMoves`, `boards`), specialized for its puzzle; here their
/// results become reports.
extension PuzzlePlay {
    public func solve(limits: SearchLimits, allMoves: Bool) throws(SearchStop) -> SolveReport {
        let result = try game.solution(from: position, limits: limits, solver: { solver })
        var report = self.report(result, fewest: false)
        if allMoves {
            // Every jump's worth: whether the goal can still be reached after it.
            var values: [(move: String, value: Value)] = []
            var best: [String] = []
            var stats = result.stats
            for jump in jumps(position) {
                let child = try game.solution(from: game.puzzle.play(jump, in: position), limits: limits, solver: { solver })
                stats.add(child.stats)
                let name = name(ofMove: [jump])
                let jumps = child.solution.map { $0.count + 1 }
                values.append((name, jumps.map { Value(.win, in: $0) } ?? Value(.loss, in: 0)))
                if jumps != nil { best.append(name) }
            }
            report.moveValues = values
            report.best = best
            report.puzzle?.stats = stats
            report.stats = Self.searchStats(stats)
        }
        return report
    }

    public func solveFewest(limits: SearchLimits) throws(SearchStop) -> SolveReport {
        report(try game.fewestMoves(from: position, limits: limits, memoBytes: memoBytes), fewest: true)
    }

    public func value(limits: SearchLimits) throws(SearchStop) -> Value {
        let result = try game.solution(from: position, limits: limits, solver: { solver })
        return result.solution.map { Value(.win, in: $0.count) } ?? Value(.loss, in: 0)
    }

    /// The report of a search's result: runs of jumps by one piece grouped into moves, the board
    /// at the end.
    private func report(_ result: PuzzleResult<P.Puzzle.Move>, fewest: Bool) -> SolveReport {
        let jumps = result.solution ?? []
        let moves = grouped(jumps).map(name(ofMove:))
        let summary = PuzzleSummary(goal: game.goalText, moves: moves, jumps: jumps.count, solved: result.isSolved,
            fewest: fewest && result.isSolved, finalDiagram: game.diagram(play(jumps, from: position)), reason: result.reason,
            stats: result.stats)
        let steps = jumps.map { SolveReport.Step(player: .x, move: name(ofMove: [$0]), isFork: false) }
        return SolveReport(game: game.name, toMove: .x,
            value: result.isSolved ? Value(.win, in: jumps.count) : Value(.loss, in: 0),
            best: jumps.first.map { [name(ofMove: [$0])] } ?? [], principalVariation: steps, moveValues: [],
            stats: Self.searchStats(result.stats), puzzle: summary)
    }

    /// `jumps` grouped into moves: a jump that continues the one before (the same piece jumping
    /// on) joins its move.
    private func grouped(_ jumps: [P.Puzzle.Move]) -> [[P.Puzzle.Move]] {
        var moves: [[P.Puzzle.Move]] = []
        for jump in jumps {
            if let last = moves.last?.last, game.puzzle.continues(jump, after: last) {
                moves[moves.count - 1].append(jump)
            } else {
                moves.append([jump])
            }
        }
        return moves
    }

    /// The puzzle counters as the session's search counters (boards as nodes, memo hits as table
    /// hits).
    private static func searchStats(_ stats: PuzzleStats) -> SearchStats {
        var out = SearchStats()
        out.nodes = stats.nodes
        out.tableHits = stats.memoHits
        out.tableProbes = stats.nodes
        out.seconds = stats.seconds
        return out
    }

    public var searchStats: SearchStats { Self.searchStats(solver.stats) }

    public func clearTable() { solver.clearMemo() }

    /// What a count takes per key held, at most: keys of 8 bytes, two levels at a time, in sets
    /// at least three-eighths full, one of them growing.
    static var bytesPerCountedKey: Int { 64 }

    public func count(limit: Int, memory: Int, limits: SearchLimits) throws(SearchStop) -> Tally {
        .boards(game.boards(from: position, limit: min(limit, memory / Self.bytesPerCountedKey), limits: limits))
    }
}

extension PuzzleStats {
    /// Adds another search's counters.
    public mutating func add(_ other: PuzzleStats) {
        nodes += other.nodes
        memoHits += other.memoHits
        pruned += other.pruned
        deadStored += other.deadStored
        seconds += other.seconds
    }
}
