import Testing

@testable import Analyzer

/// `analyze check`: expectations as tests, failures with their place, a closing count.
@Suite struct CheckerTests {
    static let mixed = """
        # tic-tac-toe facts, some of them wrong on purpose
        game tictactoe
        expect value draw in 9
        expect value win
        expect best a1 b2
        expect legal a1 b1 c1 a2 b2 c2 a3 b3 c3
        play a1
        expect best B2
        expect value draw in 8
        expect illegal a1
        expect illegal b2
        expect legal a1
        position "corner fork"
        board "X../.O./..X"
        expect value draw in 6
        expect best b1 a2 c2 b3
        play c1
        expect fork a3
        expect fork b3
        expect value win in 3
        """

    @Test func check_withPassingAndFailingExpectations_countsBothAndPlacesEachFailure() {
        var checker = Checker(options: testOptions())
        checker.check(Self.mixed, file: "facts.analyze")

        #expect(checker.passed == 9)
        #expect(checker.failures.map(\.text) == [
            "facts.analyze:4: expected value win, found value draw in 9",
            "facts.analyze:5: expected best a1 b2, found best a1 b1 c1 a2 b2 c2 a3 b3 c3",
            "facts.analyze:11: expected b2 illegal, found b2 is legal",
            "facts.analyze:12: expected legal a1, found legal b1 c1 a2 b2 c2 a3 b3 c3",
            "facts.analyze:19: expected fork b3, found forks a3",
        ])
        #expect(checker.closingLine == "9 passed, 5 failed")
    }

    @Test func check_withParseError_countsItAsAFailure() {
        var checker = Checker(options: testOptions())
        checker.check("game tictactoe\nslove\nexpect value draw\n", file: "typo.analyze")

        #expect(checker.passed == 1)
        #expect(checker.failures.map(\.text) == [
            "typo.analyze:2:1: error: unknown statement 'slove'; did you mean 'solve'?\nslove\n^"
        ])
        #expect(checker.closingLine == "1 passed, 1 failed")
    }

    @Test func check_withFailedStatement_countsItAsAFailure() {
        var checker = Checker(options: testOptions())
        checker.check("game tictactoe\nmoves a1 a1\n", file: "bad.analyze")

        #expect(checker.passed == 0)
        #expect(checker.failures.map(\.text) == ["bad.analyze:2:10: error: a1 is taken by X\nmoves a1 a1\n         ^"])
    }

    @Test func check_afterAFailedSetup_reportsTheExpectationAsNotChecked() {
        var checker = Checker(options: testOptions())
        checker.check("game chess\nexpect value draw\nposition \"next\"\nexpect value draw\n", file: "bad.analyze")

        // The game did not change, so the first expectation would test tic-tac-toe by mistake.
        #expect(checker.passed == 1)
        #expect(checker.failures.count == 2)
        #expect(checker.failures.last?.text == "bad.analyze:2:1: error: not checked: the position was not set up "
            + "(bad.analyze:1:6: unknown game 'chess'; known games: \(builtinGameList))\nexpect value draw\n^")
    }

    @Test func check_ofSeveralFiles_runsEachInAFreshSessionAndAddsUp() {
        var checker = Checker(options: testOptions())
        checker.check("game mnk-4-4-3\nexpect value win in 5\n", file: "a.analyze")
        checker.check("expect value draw in 9\n", file: "b.analyze")
        checker.unreadable("c.analyze", reason: "no such file")

        #expect(checker.passed == 2)
        #expect(checker.failures.map(\.text) == ["c.analyze: cannot read: no such file"])
        #expect(checker.closingLine == "2 passed, 1 failed")
    }

    @Test func check_ofNothing_saysNoneRan() {
        #expect(Checker().closingLine == "0 passed, 0 failed")
    }
}
