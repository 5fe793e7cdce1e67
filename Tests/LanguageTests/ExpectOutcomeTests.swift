import Boards
import Testing

@testable import Language

/// `expect outcome win|loss|draw`: what it reads, and where a bad line goes wrong.
@Suite struct ExpectOutcomeTests {
    @Test(arguments: [("expect outcome win", Outcome.win), ("expect outcome loss", .loss), ("expect outcome draw", .draw)])
    func parse_expectOutcome_givesTheOutcome(line: String, outcome: Outcome) {
        let result = parse(line)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.kind) == [.expect(.outcome(outcome))])
    }

    @Test(arguments: [
        ("expect outcome", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome 1", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome won", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome win in 5", "expected the end of the line after 'expect outcome win'", 20),
    ])
    func parse_badExpectOutcome_isRefusedWhereItGoesWrong(line: String, message: String, column: Int) {
        let diagnostics = parse(line).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.first?.message ?? "none")")
        #expect(diagnostics.first?.location.column == column)
    }
}
