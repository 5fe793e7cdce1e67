import Boards
import Language
import Synchronization
import Testing

@testable import Analyzer

/// `review` says which move it is on (the progress line's stage), keeps what it judged when
/// Ctrl-C stops it, and shares the statement's time limit among its searches.
@Suite struct ReviewProgressTests {
    /// What a progress hook heard, and what it does at a stage.
    final class Heard: Sendable {
        let stages = Mutex<[String]>([])
        let deadlines = Mutex<[ContinuousClock.Instant?]>([])
    }

    @Test func review_namesTheMoveItIsOn() {
        let heard = Heard()
        var options = testOptions()
        options.progress = SearchProgress { stage in heard.stages.withLock { $0.append(stage) } }
        let session = Session(options: options)
        session.output("game tictactoe\nmoves a1 b1\nreview")
        #expect(heard.stages.withLock { $0 } == [
            "review: the position before move 1", "review: move 1 of 2, X a1", "review: move 2 of 2, O b1", "",
        ])
    }

    /// Ctrl-C at the third move: the two moves judged before it are printed, and where it stopped.
    @Test func review_interruptedAtTheThirdMove_printsTheTwoJudgedMoves() {
        let stop = StopFlag()
        var options = testOptions()
        options.stop = stop
        options.progress = SearchProgress { stage in if stage.hasPrefix("review: move 3 ") { stop.raise() } }
        let session = Session(options: options)
        let out = session.output("game tictactoe\nmoves a1 b1 a2 c3\nreview")
        #expect(out.last == """
            review of 2 moves (tictactoe), values for the side that moved:
                1. X a1  draw in 9 -> draw in 9
                2. O b1  draw in 8 -> loss in 6  MISTAKE: throws the draw away: a loss now; best b2
            1 mistake: 2. O b1
            review stopped: interrupted at move 3 of 4, X a2; the moves above are judged; the session is unchanged
            """)
        #expect(session.history == ["a1", "b1", "a2", "c3"])
    }

    /// The time limit bounds a statement as a whole: every search of a review sees one deadline,
    /// not a time limit of its own from when it starts.
    @Test func aTimeLimit_boundsTheWholeReview() {
        let heard = Heard()
        nonisolated(unsafe) var session: Session?
        var options = testOptions()
        options.timeLimit = 1_000
        options.progress = SearchProgress { _ in
            let deadline = session?.options.limits.deadline
            heard.deadlines.withLock { $0.append(deadline) }
        }
        session = Session(options: options)
        session?.output("game tictactoe\nmoves a1 b1 a2\nreview")
        let deadlines = heard.deadlines.withLock { $0 }
        #expect(deadlines.count == 5 && deadlines.allSatisfy { $0 != nil && $0 == deadlines.first })
    }

    /// An already expired time limit ends a review at once, even where each search is too small
    /// to poll its limits: no move is judged, and it says why.
    @Test(arguments: ["game connect4\nbook off\nmoves 4455", "game tictactoe\nmoves a1 b1"])
    func anExpiredTimeLimit_endsTheReview_withEveryMoveUnjudged(game: String) {
        var options = testOptions()
        options.timeLimit = 0
        let session = Session(options: options)
        let out = session.output("\(game)\nreview").joined(separator: "\n")
        #expect(out.contains("none of the moves could be judged"), "\(out)")
        #expect(out.contains("(time limit reached)"))
    }

    /// The same for `proof`: a tree of small searches checks the limits itself, between them.
    @Test func anExpiredTimeLimit_orCtrlC_stopsAProofOfSmallSearches() {
        var options = testOptions()
        options.timeLimit = 0
        #expect(Session(options: options).errors("game tictactoe\nmoves a1 b1\nproof").first?
            .contains("error: search stopped: time limit reached; the session is unchanged") == true)
        options = testOptions()
        options.stop = StopFlag()
        options.stop.raise()
        options.interruptEndsRun = true
        #expect(Session(options: options).errors("game tictactoe\nmoves a1 b1\nproof").first?
            .contains("error: search stopped: interrupted; the session is unchanged") == true)
    }
}
