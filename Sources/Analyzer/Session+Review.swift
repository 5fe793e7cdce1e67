import Boards
import Games
import Language
import Search

extension Session {
    /// The nodes each position beyond exact reach gets when no limit is set: a budget of work,
    /// not of time, so that the same review gives the same estimates on any machine and any run
    /// (about a second a position in a release build).
    static let reviewEstimateNodes: UInt64 = 2_000_000

    /// `review`: solves the position before each move of the game (from the position's start)
    /// and after the last, and compares each move's value with the best. A position beyond
    /// exact reach is estimated, every move at once, and its move is judged by that estimate
    /// (marked as one); one that cannot be solved at all (a node or time limit) leaves its moves
    /// unjudged. The time limit bounds the whole review, each position getting a share of what
    /// is left. Ctrl-C stops it: the moves judged so far are the report. The progress line
    /// names the move being judged. The game is left as it was.
    func review(_ keyword: Word) throws(Diagnostic) -> ReviewReport {
        guard !play.history.isEmpty else {
            throw keyword.error("no moves to review: play some first (play, moves)")
        }
        defer { options.progress?.stage = "" }
        return try keepingGame { () throws(Diagnostic) in reviewMoves() }
    }

    private func reviewMoves() -> ReviewReport {
        let moves = play.history
        let positions = moves.count + 1
        let base = options.limits
        // Which positions only an estimate can value: they share the estimates' time.
        var estimated: [Bool] = []
        for count in 0..<positions {
            _ = play.playAll(moves.prefix(count).flatMap(play.split), fromStart: true)
            estimated.append(!play.isPuzzle && play.onlyEstimates(limits: base))
        }
        // The last move of an estimated position is judged by that position's estimates: the
        // position after it is then not needed (and gets no share of the time).
        let needed = estimated[moves.count - 1] ? moves.count : positions
        var reports: [SolveReport?] = []
        var players: [Player] = []
        var unsolved: String?
        var stopped: String?
        for count in 0..<positions {
            if count == moves.count, let last = reports.last ?? nil, last.estimateDepth != nil,
                last.moveValues.contains(where: { $0.move == moves[count - 1] })
            {
                break
            }
            _ = play.playAll(moves.prefix(count).flatMap(play.split), fromStart: true)
            // Position `count` is the one after move `count`: solving it judges that move.
            let at = count == 0 ? "the position before move 1"
                : "move \(count) of \(moves.count), \(players[count - 1]) \(moves[count - 1])"
            options.progress?.stage = "review: \(at)"
            if options.stop.isRaised {
                stopped = "interrupted at \(at)"
                break
            }
            players.append(play.sideToMove)
            var limits = base
            let clock = ContinuousClock.now
            if let deadline = base.deadline, clock >= deadline {
                // Searches too small to poll their limits would go on judging: the review checks.
                reports.append(nil)
                if unsolved == nil { unsolved = "\(SearchStop.timeLimit)" }
                continue
            }
            if let deadline = base.deadline {
                // A share of the time left, so that a slow position leaves time to the rest.
                limits.deadline = clock + (deadline - clock) / max(1, needed - count)
            } else if estimated[count], base.nodes == nil {
                limits.nodes = Self.reviewEstimateNodes
            }
            do throws(SearchStop) {
                // A puzzle's best jumps are all those that keep the goal reachable, as `best`
                // says; an estimated position has each move's estimate to judge its move by.
                reports.append(try solveKept(allMoves: play.isPuzzle || estimated[count], limits: limits))
            } catch .interrupted {
                players.removeLast()
                stopped = "interrupted at \(at)"
                break
            } catch {
                reports.append(nil)
                if unsolved == nil { unsolved = "\(error)" }
            }
        }
        var entries: [ReviewReport.Entry] = []
        for (index, move) in moves.enumerated() where index < reports.count {
            guard let entry = judge(move, number: index + 1, player: players[index], before: reports[index],
                next: index + 1 < reports.count ? .some(reports[index + 1]) : .none)
            else { break }
            entries.append(entry)
        }
        // The game's end is that of the whole game, whichever position was solved last.
        _ = play.playAll(moves.flatMap(play.split), fromStart: true)
        let last = stopped == nil ? reports.last??.puzzle : nil
        let end = play.isPuzzle ? (last?.solved == true && last?.moves.isEmpty == true ? "Solved: \(last?.goal ?? "")." : nil)
            : ending
        return ReviewReport(game: play.gameName, isPuzzle: play.isPuzzle, scoreIsMargin: play.scoreIsMargin,
            entries: entries, ending: stopped == nil ? end : nil, unsolved: unsolved, stopped: stopped)
    }

    /// One move judged: by the exact values before and after it, or by the estimate of every move
    /// of the position before it. `next` is the position after the move: `.none` when the review
    /// stopped before seeking it, `.some(nil)` when it could not be solved. `nil` when the review
    /// stopped before the move's values were sought and no estimate judges it.
    private func judge(_ move: String, number: Int, player: Player, before report: SolveReport?, next sought: SolveReport??)
        -> ReviewReport.Entry?
    {
        let who = play.isPuzzle ? nil : player
        if let report, let depth = report.estimateDepth,
            let value = report.moveValues.first(where: { $0.move == move })?.value
        {
            // The values of one search: the best move's estimate and this move's.
            let mistake = report.playouts != nil ? ReviewReport.playoutMistake(before: report.value, after: value)
                : ReviewReport.estimatedMistake(before: report.value, after: value)
            return ReviewReport.Entry(number: number, player: who, move: move, before: report.value, after: value,
                best: report.best, mistake: mistake, estimateDepth: depth, playouts: report.playouts)
        }
        guard case .some(let next) = sought else { return nil }
        let before = report?.value
        // A move after which the same side moves again (a sowing game's extra turn) keeps its value's side.
        let after = next.map { ReviewReport.forMover($0.value, isPuzzle: play.isPuzzle, again: $0.toMove == player) }
        let depth = report?.estimateDepth ?? next?.estimateDepth
        // A playout estimate on either side: both are said as the playouts' (win rates).
        let playouts = report?.estimateDepth != nil ? report?.playouts : next?.estimateDepth != nil ? next?.playouts : nil
        var mistake: String?
        if let before, let after {
            mistake = playouts != nil ? ReviewReport.playoutMistake(before: before, after: after)
                : depth != nil ? ReviewReport.estimatedMistake(before: before, after: after)
                : ReviewReport.mistake(before: before, after: after, isPuzzle: play.isPuzzle, scoreIsMargin: play.scoreIsMargin)
        }
        return ReviewReport.Entry(number: number, player: who, move: move, before: before, after: after,
            best: report?.best ?? [], mistake: mistake, estimateDepth: depth, playouts: playouts)
    }
}
