import Boards
import Games
import Language
import Search

extension Session {
    /// `review`: solves the position before each move of the game (from the position's start)
    /// and after the last, and compares each move's value with the best. A position that cannot
    /// be solved (too large, or a node or time limit) leaves its moves unjudged; Ctrl-C stops the
    /// review. The game is left as it was.
    func review(_ keyword: Word) throws(Diagnostic) -> ReviewReport {
        guard !play.history.isEmpty else {
            throw keyword.error("no moves to review: play some first (play, moves)")
        }
        return try keepingGame { () throws(Diagnostic) in try reviewMoves(keyword) }
    }

    private func reviewMoves(_ keyword: Word) throws(Diagnostic) -> ReviewReport {
        let moves = play.history
        var reports: [SolveReport?] = []
        var players: [Player] = []
        var unsolved: String?
        for count in 0...moves.count {
            _ = play.playAll(moves.prefix(count).flatMap(play.split), fromStart: true)
            players.append(play.sideToMove)
            do throws(SearchStop) {
                // A puzzle's best jumps are all those that keep the goal reachable, as `best` says.
                let report = try solveKept(allMoves: play.isPuzzle)
                if let depth = report.estimateDepth {
                    // A move is judged on proven values only.
                    reports.append(nil)
                    if unsolved == nil { unsolved = "beyond exact reach: only estimated (depth \(depth))" }
                } else {
                    reports.append(report)
                }
            } catch .interrupted {
                throw keyword.error("review stopped: interrupted; the session is unchanged")
            } catch {
                reports.append(nil)
                if unsolved == nil { unsolved = "\(error)" }
            }
        }
        var entries: [ReviewReport.Entry] = []
        for (index, move) in moves.enumerated() {
            let before = reports[index]?.value
            let after = reports[index + 1].map { ReviewReport.forMover($0.value, isPuzzle: play.isPuzzle) }
            var mistake: String?
            if let before, let after {
                mistake = ReviewReport.mistake(before: before, after: after, isPuzzle: play.isPuzzle,
                    scoreIsMargin: play.scoreIsMargin)
            }
            entries.append(ReviewReport.Entry(
                number: index + 1, player: play.isPuzzle ? nil : players[index], move: move, before: before, after: after,
                best: reports[index]?.best ?? [], mistake: mistake))
        }
        let last = reports.last??.puzzle
        let end = play.isPuzzle ? (last?.solved == true && last?.moves.isEmpty == true ? "Solved: \(last?.goal ?? "")." : nil)
            : ending
        return ReviewReport(game: play.gameName, isPuzzle: play.isPuzzle, scoreIsMargin: play.scoreIsMargin, entries: entries,
            ending: end, unsolved: unsolved)
    }
}
