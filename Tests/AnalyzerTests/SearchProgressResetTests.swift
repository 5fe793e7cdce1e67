import Boards
import Testing

@testable import Analyzer

/// The progress line shows the search that is running: what a search leaves in the shared
/// `SearchProgress` (its note, its node count) is gone when the next one starts.
@Suite struct SearchProgressResetTests {
    @Test func aSecondSearchsFirstReport_carriesNothingOfTheFirstSearch() {
        var options = testOptions()
        let progress = SearchProgress()
        options.progress = progress
        let session = Session(options: options)
        #expect(session.output("game connect4\nmoves 4455\nsolve").first?.contains("win in 3") == true)
        #expect(progress.note.contains("win in 3"), "the first search leaves its result: \(progress.note)")
        // The second search stops at its first report: what it reported is what a progress line
        // drawn then would show.
        session.options.nodeLimit = 1
        let errors = session.errors("moves\nbook off\nsolve")
        #expect(errors.first?.contains("node limit of 1 reached") == true, "\(errors)")
        #expect(!progress.note.contains("win in 3"), "the second search's report shows the first's result: \(progress.note)")
        #expect(progress.nodes < 100_000)
    }
}
