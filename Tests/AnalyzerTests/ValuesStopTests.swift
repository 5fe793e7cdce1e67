import Boards
import Testing

@testable import Analyzer

/// `values` stopped part way keeps and prints the moves it had valued, each exact, and names
/// each move's value on the progress line as it is found.
@Suite struct ValuesStopTests {
    @Test func stoppedAfterTwoMoves_printsTheTwoValued() {
        let stop = StopFlag()
        var options = testOptions()
        options.stop = stop
        options.progress = SearchProgress(onStage: { stage in
            if stage.hasPrefix("values: 2 of") { stop.raise() }
        })
        let session = Session(options: options)
        let errors = session.errors("game tictactoe\nmoves a1\nvalues")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("search stopped: interrupted; valued before the stop (2 of 8 moves): b1 loss in 6, c1 loss in 6")
            == true, "\(errors)")
    }

    @Test func values_unstopped_areAsBefore() {
        let session = makeSession()
        let shown = session.output("game tictactoe\nmoves a1\nvalues").joined(separator: "\n")
        #expect(shown.contains("b2  draw in 8  (best)"), "\(shown)")
        #expect(shown.contains("b1  loss in 6"), "\(shown)")
    }
}
