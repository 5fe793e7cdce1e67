import Testing

@testable import Language

/// The exact rendered diagnostic for a one-line input: place, message, the line, a caret.
private func one(_ line: String, _ column: Int, _ message: String) -> ErrorCase {
    let caret = String(repeating: " ", count: column - 1) + "^"
    return ErrorCase(line, "<input>:1:\(column): error: \(message)\n\(line)\n\(caret)")
}

struct ParserErrorTests {
    static let literal: [ErrorCase] = [
        ErrorCase("play", "<input>:1:6: error: expected a move after 'play', as in: play b2\nplay\n     ^"),
        // A square written apart is one move, not two: the hint is a move that reads.
        ErrorCase("play b 2", "<input>:1:8: error: 'play' takes one move, written as one word: play b2\nplay b 2\n       ^"),
        ErrorCase("play 4 4", "<input>:1:8: error: 'play' takes one move; to play several, write: moves 4 4\nplay 4 4\n       ^"),
        ErrorCase(
            "position \"corner fork",
            "<input>:1:10: error: unterminated string; expected a closing '\"'\nposition \"corner fork\n         ^"),
        ErrorCase(
            "slove", "<input>:1:1: error: unknown statement 'slove'; did you mean 'solve'?\nslove\n^"),
        ErrorCase(
            "\tundo now", "<input>:1:7: error: 'undo' takes no arguments\n\tundo now\n\t     ^"),
    ]

    @Test(arguments: literal)
    func parse_badLine_rendersExactly(_ testCase: ErrorCase) {
        #expect(renderedErrors(testCase.input) == [testCase.rendered])
    }

    static let expectedSuffix = "expected value, best, legal, illegal, fork, score, nimber, outcome, solvable or unsolvable"

    static let cases: [ErrorCase] = [
        one("play a1 b2", 9, "'play' takes one move; to play several, write: moves a1 b2"),
        one("play \"b2\"", 6, "expected a move, written without quotes"),
        one("moves a1 \"b2\"", 10, "expected a move, written without quotes"),
        one("frob", 1, "unknown statement 'frob'; expected a statement such as play, solve or help (type help for the list)"),
        one("sovle", 1, "unknown statement 'sovle'; did you mean 'solve'?"),
        one("PLAY b2", 1, "unknown statement 'PLAY'; did you mean 'play'?"),
        one("b2", 1, "unknown statement 'b2'; to play a move, write: play b2"),
        one("4453", 1, "unknown statement '4453'; to play a move, write: play 4453"),
        one("\"play\" b2", 1, "expected a statement such as play, solve or help, not a quoted string"),
        one("position", 10, "expected a quoted name after 'position', as in: position \"corner fork\""),
        one("position corner fork", 10, "expected a quoted name after 'position', as in: position \"corner fork\""),
        one("position \"\"", 10, "expected a non-empty name after 'position', as in: position \"corner fork\""),
        one("position \"a\" b", 14, "expected the end of the line after the position's name"),
        one("game", 6, "expected a game name after 'game', as in: game tictactoe"),
        one("game tic tac", 10, "'game' takes one name, as in: game tictactoe"),
        one("board 0 x 3", 7, "expected a positive width, as in: board 4 x 4"),
        one("board 3 x y", 11, "expected a positive height, as in: board 4 x 4"),
        one("board 3x0", 9, "expected a positive height, as in: board 4 x 4"),
        one("board 99999999999999999999x3", 7, "expected a positive width, as in: board 4 x 4"),
        one(
            "board XX./OO.", 7,
            "expected a quoted board (\"X../.O./...\"), a size (4 x 4) or indented rows after 'board'"),
        one("board \"X..\" extra", 13, "expected the end of the line after the quoted board"),
        one("board 4 x 4 x", 13, "expected the end of the line after the board size"),
        one("board 4x4 \"x\"", 11, "expected the end of the line after the board size"),
        one("board 4 x", 7, "expected a quoted board (\"X../.O./...\"), a size (4 x 4) or indented rows after 'board'"),
        one("game \"\"", 6, "expected a game name after 'game', as in: game tictactoe"),
        one("load \"\"", 6, "expected a quoted file name after 'load', as in: load \"variants.rules\""),
        one("rules \"\"", 7, "expected a non-empty name after 'rules', as in: rules \"connect4-8x7\""),
        one("board", 7, "expected indented board rows after 'board'"),
        one("board # rows follow", 7, "expected indented board rows after 'board'"),
        one("shape", 7, "expected arguments or indented rows after 'shape'"),
        one("target", 8, "expected arguments or indented rows after 'target'"),
        one("start", 7, "expected arguments or indented rows after 'start'"),
        one("to-move", 9, "expected X or O after 'to-move'"),
        one("to-move Z", 9, "expected X or O after 'to-move'"),
        one("to-move \"X\"", 9, "expected X or O after 'to-move'"),
        one("to-move X O", 11, "expected the end of the line after 'to-move X'"),
        one("undo now", 6, "'undo' takes no arguments"),
        one("solve 5", 7, "'solve' takes no arguments but --fewest-moves (for a puzzle)"),
        one("exit now", 6, "'exit' takes no arguments"),
        one("help play solve", 11, "'help' takes at most one topic, as in: help play"),
        one("load", 6, "expected a quoted file name after 'load', as in: load \"variants.rules\""),
        one("load \"a\" \"b\"", 10, "expected the end of the line after the file name"),
        one("rules \"a\" b", 11, "expected the end of the line after the rule set's name"),
        one("expect", 8, "\(expectedSuffix) after 'expect'"),
        one("expect \"value\"", 8, "\(expectedSuffix) after 'expect'"),
        one("expect valu win", 8, "unknown expectation 'valu'; \(expectedSuffix)"),
        one("expect value", 14, "expected win, loss or draw after 'expect value'"),
        one("expect value won", 14, "expected win, loss or draw after 'expect value'"),
        one("expect value win 5", 18, "expected 'in N' or the end of the line after 'expect value win'"),
        one("expect value win in", 21, "expected a number of plies (0 or more) after 'in', as in: expect value win in 5"),
        one("expect value win in -1", 21, "expected a number of plies (0 or more) after 'in', as in: expect value win in 5"),
        one("expect value win in 5 moves", 23, "expected the end of the line after 'expect value win in 5'"),
        one("expect best", 13, "expected at least one move after 'expect best', as in: expect best b2"),
        one("expect best \"b2\"", 13, "expected a move, written without quotes"),
        one("expect illegal", 16, "expected a move after 'expect illegal', as in: expect illegal b2"),
        one("expect illegal a1 b2", 19, "'expect illegal' takes one move; write one expect line per move"),
        one("expect fork", 13, "expected a move after 'expect fork', as in: expect fork b2"),
        one("expect fork a1 b2", 16, "'expect fork' takes one move; write one expect line per move"),
    ]

    @Test(arguments: cases)
    func parse_badLine_givesOneExactDiagnostic(_ testCase: ErrorCase) {
        let result = parse(testCase.input)
        #expect(result.diagnostics.map(\.rendered) == [testCase.rendered])
        #expect(result.statements.isEmpty)
    }

    @Test func parse_errorsOnSeveralLines_oneEachAndParsingGoesOn() {
        let text = """
            solve
            play
            play a1 a2 "unclosed
            show
            frob x y z
            to-move O
            """
        let result = Parser.parse(text, file: "t.pos", rules: testRules)
        #expect(result.statements.map(\.kind) == [.solve(fewestMoves: false), .show, .toMove(.o, Words(line: "to-move O", number: 6, file: "t.pos")("O", 9))])
        #expect(result.diagnostics.map(\.location.line) == [2, 3, 5])
        #expect(result.diagnostics.map(\.location.column) == [6, 12, 1])
        #expect(result.diagnostics.allSatisfy { $0.location.file == "t.pos" && $0.severity == .error })
    }

    @Test func parse_error_carriesItsSourceLine() throws {
        let result = parse("show\n  play a1 a2")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.sourceLine == "  play a1 a2")
        #expect(diagnostic.location == SourceLocation(file: "<input>", line: 2, column: 11))
    }

    @Test func suggestion_shortGarbage_suggestsNothing() {
        #expect(Parser.suggestion(for: "ab", rules: testRules) == nil)
        #expect(Parser.suggestion(for: "x", rules: testRules) == nil)
        #expect(Parser.suggestion(for: "pb", rules: testRules) == "pv")
        #expect(Parser.suggestion(for: "slove", rules: testRules) == "solve")
        #expect(Parser.suggestion(for: "to-mvoe", rules: testRules) == "to-move")
        #expect(Parser.suggestion(for: "undoo", rules: testRules) == "undo")
    }

    /// A long name is no typo worth a guess, and comparing it with many long names costs their
    /// lengths multiplied: it gets no suggestion (only names of a similar length are compared).
    @Test func suggestion_longName_isNotCompared_butAShortOneIs() {
        let long = String(repeating: "a", count: 3_000)
        let names = (0..<3).map { long + "\($0)" }
        #expect(Parser.suggestion(for: long + "x", among: names) == nil)
        let short = String(repeating: "b", count: 60)
        #expect(Parser.suggestion(for: short + "x", among: names + [short + "1", "tictactoe"]) == short + "1")
        #expect(Parser.suggestion(for: "tictactoo", among: names + ["tictactoe"]) == "tictactoe")
    }
}
