import Boards
import Testing

@testable import Language

/// `expect nimber N`: what it reads, and where a bad line goes wrong.
@Suite struct ExpectNimberTests {
    @Test(arguments: [("expect nimber 0", 0), ("expect nimber 3", 3), ("expect nimber 123456789", 123_456_789)])
    func parse_expectNimber_givesTheNimber(line: String, nimber: Int) {
        let result = parse(line)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.kind) == [.expect(.nimber(nimber))])
    }

    @Test(arguments: [
        ("expect nimber", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber -1", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber *3", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber 1234567890", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber 2 3", "expected the end of the line after 'expect nimber 2'", 17),
    ])
    func parse_badExpectNimber_isRefusedWhereItGoesWrong(line: String, message: String, column: Int) {
        let diagnostics = parse(line).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.first?.message ?? "none")")
        #expect(diagnostics.first?.location.column == column)
    }
}
