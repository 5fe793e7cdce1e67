import Boards
import Testing

@testable import Language

/// The expectation forms that take a word or number after their name (`expect score`,
/// `expect solvable`, `expect nimber`, `expect outcome`): what each reads, and where a bad line
/// goes wrong.
@Suite struct ExpectFormTests {
    @Test(arguments: [
        ("expect score 18", Language.Expectation.score(18)), ("expect score -3", .score(-3)), ("expect score 0", .score(0)),
        ("expect solvable", .solvable(moves: nil)), ("expect solvable in 18", .solvable(moves: 18)),
        ("expect solvable in 0", .solvable(moves: 0)),
        ("expect nimber 0", .nimber(0)), ("expect nimber 3", .nimber(3)), ("expect nimber 123456789", .nimber(123_456_789)),
        ("expect outcome win", .outcome(.win)), ("expect outcome loss", .outcome(.loss)), ("expect outcome draw", .outcome(.draw)),
    ])
    func parse_expectLine_givesTheExpectation(line: String, expectation: Language.Expectation) {
        let result = parse(line)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.kind) == [.expect(expectation)])
    }

    @Test(arguments: [
        ("expect score", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score x", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score 1234567890", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score 4 5", "expected the end of the line after 'expect score 4'", 16),
        ("expect solvable 18", "expected 'in N' (the fewest moves) or the end of the line after 'expect solvable'", 17),
        ("expect solvable in", "expected a number of moves after 'in'", 20),
        ("expect solvable in many", "expected a number of moves after 'in'", 20),
        ("expect solvable in 1234567", "expected a number of moves after 'in'", 20),
        ("expect solvable in 18 moves", "expected the end of the line after 'expect solvable in 18'", 23),
        ("expect nimber", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber -1", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber *3", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber 1234567890", "expected a nimber (a whole number from 0) after 'expect nimber'", 15),
        ("expect nimber 2 3", "expected the end of the line after 'expect nimber 2'", 17),
        ("expect outcome", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome 1", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome won", "expected win, loss or draw after 'expect outcome'", 16),
        ("expect outcome win in 5", "expected the end of the line after 'expect outcome win'", 20),
    ])
    func parse_badExpectLine_isRefusedWhereItGoesWrong(line: String, message: String, column: Int) {
        let diagnostics = parse(line).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.first?.message ?? "none")")
        #expect(diagnostics.first?.location.column == column)
    }
}
