import Testing

@testable import Analyzer

/// A script whose `load` or `game` fails does not go on answering for another game: the answers
/// about the position are skipped, said once, until a game or position is set up again (`show`
/// still runs: it names the game in play).
@Suite struct ScriptGameFailureTests {
    @Test func failedLoadAndGame_skipTheAnswers_saidOnce() {
        let session = makeSession()
        let lines = session.output("""
            load "no-such-file.rules"
            game konane-4x4
            show
            solve
            values
            game tictactoe
            show
            """)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("draw in 9"), "\(text)")
        #expect(lines.filter { $0.contains("not run") }.count == 1, "\(text)")
        #expect(text.contains("<input>:4:1: error: not run, nor the answers after it until a game or position is set up"), "\(text)")
        // The game set up again: its board is shown.
        #expect(text.contains("X to move (tictactoe)"), "\(text)")
    }

    @Test func atThePrompt_aFailedGameSkipsNothing() {
        let session = makeSession()
        session.run("game konane-4x4", file: "<input>", finishing: false) { _ in }
        let shown = session.run("show", file: "<input>", finishing: false) { _ in }
        #expect(shown.errors == 0)
    }
}
