import Testing

@testable import Analyzer

/// Faults of line-family rule definitions as a script writer sees them: the message, and the line
/// and column of the word at fault with a caret under it.
@Suite struct RuleFileErrorTests {
    @Test(arguments: [
        // An extra number after `line` is pointed at, not the key.
        ("rules \"w\"\nfamily line\nboard 7 x 6\nline 4 5",
            "<input>:4:8: error: expected one number after 'line' (how many in a row win)\nline 4 5\n       ^"),
        // A flag with a word it does not know: the first word after the key.
        ("rules \"w\"\nfamily line\nboard 7 x 6\nline 4\ngravity yes please",
            "<input>:5:9: error: expected nothing, yes or no after 'gravity'\ngravity yes please\n        ^"),
        // A board the line family cannot hold: the board line.
        ("rules \"w\"\nfamily line\nboard 9 x 7\nline 4",
            "<input>:3:1: error: the board 9 x 7 needs 72 bits (width x (height + 1)); the line family holds at most 64\nboard 9 x 7\n^"),
        // A line too short to be a line: the line, even when the board comes after it.
        ("rules \"w\"\nfamily line\nline 1\nboard 3 x 3",
            "<input>:3:1: error: a line must be at least 2 long, not 1\nline 1\n^"),
        // A board the line family cannot hold, with a line longer than its sides: still the
        // board's fault, and its line.
        ("rules \"w\"\nfamily line\nboard 9 x 9\nline 12",
            "<input>:3:1: error: the board 9 x 9 needs 90 bits (width x (height + 1)); the line family holds at most 64\nboard 9 x 9\n^"),
        // Nothing to point at but the definition's name.
        ("rules \"w\"\nfamily line\nline 3",
            "<input>:1:7: error: rules 'w' need a size: board W x H\nrules \"w\"\n      ^"),
        ("rules \"w\"\nfamily line\nboard 3 x 3",
            "<input>:1:7: error: rules 'w' need a line length: line K\nrules \"w\"\n      ^"),
    ])
    func lineRules_fault_isRenderedAtTheWordAtFault(script: String, rendered: String) {
        #expect(makeSession().errors(script) == [rendered])
    }

    @Test func errorsOfADefinitionAndTheLinesAfterIt_comeInLineOrder() {
        // The definition's error is found when it ends, after the lines that follow it were read.
        let errors = makeSession().errors("rules \"w\"\nfamily line\nboard 9 x 9\nline 12\nfoo\ntitle \"unclosed\n")
        #expect(errors.map { $0.components(separatedBy: ": error")[0] } == ["<input>:3:1", "<input>:5:1", "<input>:6:7"])
    }

    @Test func play_afterALineInAUserGame_isRefusedAtTheMove() {
        let session = makeSession()
        let errors = session.errors("""
            rules "three-by-four"
            family line
            board 3 x 4
            line 3
            misere
            game three-by-four
            moves a1 a2 b1 b2 c1
            play c3
            """)
        #expect(errors == ["<input>:8:6: error: the game is over (X made a line and lost)\nplay c3\n     ^"])
    }
}
