import Boards
import Search
import Testing

@testable import Analyzer

/// In a run that Ctrl-C ends (`analyze solve`, `check`), the search in progress is reported as
/// interrupted and nothing after it runs; at the prompt Ctrl-C ends one search only.
@Suite struct InterruptTests {
    /// Options whose stop flag is raised already, as after Ctrl-C (a flag of the test's own, so
    /// that other tests' searches are not stopped).
    func interrupted(endsRun: Bool) -> SessionOptions {
        var options = testOptions()
        options.stop = StopFlag()
        options.stop.raise()
        options.interruptEndsRun = endsRun
        return options
    }

    static let batch = "position \"one\"\ngame tictactoe\nmoves a1\nposition \"two\"\ngame tictactoe\nposition \"three\"\ngame tictactoe\n"

    @Test func batch_theSearchInProgressIsInterrupted_andNothingAfterItRuns() {
        var records: [BatchRecord] = []
        let count = Session(options: interrupted(endsRun: true)).solveBatch(Self.batch, file: "b.analyze") { records.append($0) }
        #expect(count == 1)
        #expect(records.map(\.name) == ["one"])
        #expect(records.first?.interrupted == true)
        #expect(records.first?.json.text == #"{"name":"one","file":"b.analyze","error":"b.analyze:1:1: search stopped: interrupted","interrupted":true}"#)
    }

    @Test func batch_atThePromptsPace_aRaisedFlagIsLoweredForEachPosition() {
        var records: [BatchRecord] = []
        Session(options: interrupted(endsRun: false)).solveBatch(Self.batch, file: "b.analyze") { records.append($0) }
        #expect(records.count == 3 && records.allSatisfy { $0.report != nil })
    }

    @Test func check_stopsAtTheInterruptedStatement() {
        var checker = Checker(options: interrupted(endsRun: true))
        checker.check("game tictactoe\nexpect value draw in 9\nexpect value draw in 9\n", file: "c.analyze")
        // One failure: the second expectation never ran.
        #expect(checker.failures.map(\.text) == ["c.analyze:2:1: error: search stopped: interrupted\nexpect value draw in 9\n^"])
        #expect(checker.passed == 0)
    }
}
