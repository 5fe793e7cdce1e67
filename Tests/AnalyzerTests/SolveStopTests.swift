import Boards
import Foundation
import Testing

@testable import Analyzer

/// `solve` stopped part way says the bounds on the value it had proved, in each family whose
/// search narrows the value step by step and has no playout search behind it; a stop before any
/// narrowing says nothing more.
@Suite struct SolveStopTests {
    private func stoppedSolve(_ script: String, nodes: UInt64) -> String {
        var options = testOptions()
        options.nodeLimit = nodes
        options.tableBytes = 1 << 20
        let session = Session(options: options)
        return session.errors(script).joined(separator: "\n")
    }

    @Test func connect4_withoutTheBook_saysTheBoundsProved() {
        let said = stoppedSolve("game connect4\nbook off\nmoves 43443555\nsolve", nodes: 20_000)
        #expect(said.contains("search stopped: node limit of"), "\(said)")
        #expect(said.contains("; proved before the stop: X has at least draw in 34"), "\(said)")
        #expect(said.contains("at least draw in 34; the session is unchanged"), "\(said)")
    }

    /// A rule-file game's solve that the node limit stops is not stopped: the playout search
    /// answers within the same limit, here with a proof (its prover reads the last plies exactly).
    @Test func aRuleFileGame_isAnsweredByThePlayoutSearch_withinTheLimit() {
        var options = testOptions()
        // The exact search takes 31,037 nodes (with the history of cut-offs).
        options.nodeLimit = 10_000
        options.tableBytes = 1 << 20
        let out = Session(options: options).output("game domineering-5x5\nsolve").joined(separator: "\n")
        #expect(out.hasPrefix("O wins (exact: proved by the playout search, "), "\(out)")
    }

    /// Reversi's endgame solver narrows the disc difference test by test; Ctrl-C (the stop
    /// flag, raised here once a first bound is proved) keeps the bound.
    @Test func reversi_interrupted_saysTheDiscDifferenceProved() {
        let stop = StopFlag()
        let progress = SearchProgress()
        var options = testOptions()
        options.stop = stop
        options.progress = progress
        let session = Session(options: options)
        let watcher = Thread {
            while progress.proved.isEmpty, !stop.isRaised { Thread.sleep(forTimeInterval: 0.002) }
            stop.raise()
        }
        watcher.start()
        // FFO #41: 22 empty cells, a draw with best play.
        let said = session.errors("""
            game reversi
            board "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O-"
            to-move X
            solve
            """).joined(separator: "\n")
        stop.raise()
        #expect(said.contains("search stopped: interrupted; proved before the stop: X has a final disc difference between "), "\(said)")
    }

    @Test func aStopBeforeAnyBound_saysNoBound() {
        let said = stoppedSolve("game connect4\nbook off\nsolve", nodes: 1_000)
        #expect(said.contains("search stopped: node limit of 1000 reached; the session is unchanged"), "\(said)")
    }
}
