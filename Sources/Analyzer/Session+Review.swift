import Boards
import Language

extension Session {
    /// `review`: solves the position before each move of the game (from the position's start)
    /// and after the last, and compares each move's value with the best. The game is left as it
    /// was (its redo list cleared).
    func review(_ keyword: Word) throws(Diagnostic) -> ReviewReport {
        let moves = play.history
        guard !moves.isEmpty else {
            throw keyword.error("no moves to review: play some first (play, moves)")
        }
        defer { _ = play.playAll(moves.flatMap(play.split), fromStart: true) }
        var reports: [SolveReport] = []
        var players: [Player] = []
        for count in 0...moves.count {
            _ = play.playAll(moves.prefix(count).flatMap(play.split), fromStart: true)
            players.append(play.sideToMove)
            // A puzzle's best jumps are all those that keep the goal reachable, as `best` says.
            reports.append(try solve(keyword, allMoves: play.isPuzzle))
        }
        var entries: [ReviewReport.Entry] = []
        for (index, move) in moves.enumerated() {
            let before = reports[index].value
            let after = ReviewReport.forMover(reports[index + 1].value, isPuzzle: play.isPuzzle)
            entries.append(ReviewReport.Entry(
                number: index + 1, player: play.isPuzzle ? nil : players[index], move: move, before: before, after: after,
                best: reports[index].best,
                mistake: ReviewReport.mistake(before: before, after: after, isPuzzle: play.isPuzzle,
                    scoreIsMargin: play.scoreIsMargin)))
        }
        _ = play.playAll(moves.flatMap(play.split), fromStart: true)
        let end = play.isPuzzle ? (reports.last?.puzzle?.solved == true && reports.last?.puzzle?.moves.isEmpty == true
            ? "Solved: \(reports.last?.puzzle?.goal ?? "")." : nil) : ending
        return ReviewReport(game: play.gameName, isPuzzle: play.isPuzzle, entries: entries, ending: end)
    }
}
