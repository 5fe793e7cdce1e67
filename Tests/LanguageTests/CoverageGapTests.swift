import Boards
import Testing

@testable import Language

/// `expect score` and `expect solvable`, the expectation forms the other parser tests left out
/// (found by scripts/coverage).
@Suite struct CoverageGapTests {
    @Test(arguments: [("expect score 18", 18), ("expect score -3", -3), ("expect score 0", 0)])
    func parse_expectScore_givesTheScore(line: String, score: Int) {
        let result = parse(line)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.kind) == [.expect(.score(score))])
    }

    @Test(arguments: [
        ("expect score", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score x", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score 1234567890", "expected a score (a whole number, negative for a loss) after 'expect score'", 14),
        ("expect score 4 5", "expected the end of the line after 'expect score 4'", 16),
    ])
    func parse_badExpectScore_isRefusedWhereItGoesWrong(line: String, message: String, column: Int) {
        let diagnostics = parse(line).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.first?.message ?? "none")")
        #expect(diagnostics.first?.location.column == column)
    }

    @Test(arguments: [("expect solvable", nil), ("expect solvable in 18", 18), ("expect solvable in 0", 0)] as [(String, Int?)])
    func parse_expectSolvable_givesTheFewestMoves(line: String, moves: Int?) {
        let result = parse(line)
        #expect(result.diagnostics.isEmpty)
        #expect(result.statements.map(\.kind) == [.expect(.solvable(moves: moves))])
    }

    @Test(arguments: [
        ("expect solvable 18", "expected 'in N' (the fewest moves) or the end of the line after 'expect solvable'", 17),
        ("expect solvable in", "expected a number of moves after 'in'", 20),
        ("expect solvable in many", "expected a number of moves after 'in'", 20),
        ("expect solvable in 1234567", "expected a number of moves after 'in'", 20),
        ("expect solvable in 18 moves", "expected the end of the line after 'expect solvable in 18'", 23),
    ])
    func parse_badExpectSolvable_isRefusedWhereItGoesWrong(line: String, message: String, column: Int) {
        let diagnostics = parse(line).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(diagnostics.first?.message ?? "none")")
        #expect(diagnostics.first?.location.column == column)
    }
}
