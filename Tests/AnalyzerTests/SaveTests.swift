import Foundation
import Testing

@testable import Analyzer

/// `history` and `save`: the session written as a script that restores it.
@Suite struct SaveTests {
    /// Runs `setup`, then the saved script in a fresh session; both must agree on everything a
    /// user sees, and `undo` must go on the same way.
    func roundTrip(_ setup: String) {
        let session = makeSession()
        let errors = session.errors(setup)
        #expect(errors.isEmpty, "\(errors)")
        let script = session.savedScript
        let copy = makeSession()

        let copyErrors = copy.errors(script)

        #expect(copyErrors.isEmpty, "\(script)\n\(copyErrors)")
        #expect(copy.gameName == session.gameName, "\(script)")
        #expect(copy.positionName == session.positionName)
        #expect(copy.shown == session.shown, "\(script)")
        #expect(copy.history == session.history)
        #expect(copy.output("print") == session.output("print"))
        #expect(copy.output("rules") == session.output("rules"))
        // Undo goes on where it left off: the base was restored, not only the position.
        #expect(copy.output("undo\nshow") == session.output("undo\nshow"))
        #expect(copy.output("undo\nundo\nshow") == session.output("undo\nundo\nshow"))
    }

    @Test func save_aGameFromItsStartWithMoves_restoresTheHistory() {
        roundTrip("position \"opening\"\ngame connect4\nmoves 4 4 3")
    }

    @Test func save_aDrawnBoardAndASideToMove_restoresTheBase() {
        roundTrip("game tictactoe\nboard\n  X . .\n  . O .\n  . . .\nto-move O\nplay c3\nplay a3")
    }

    @Test func save_aDefinedRuleSetWithAQuotedName_writesItOutInFull() {
        roundTrip("rules \"my four\"\nextends mnk-4-4-3\ntitle \"Three on four, O first\"\nfirst O\nmisere\ngame \"my four\"\nmoves b2 c3")
    }

    @Test func save_aPegPuzzleWithAMultiJumpAndADrawnShape_restoresIt() {
        roundTrip("""
            rules "tiny"
            family jump
            shape
                o
               o o
              o o o
             o o o o
            directions 6
            start full except a1
            game tiny
            play a3-a1
            """)
        roundTrip("game peg-english\nboard \"" + String(repeating: ".", count: 13) + "oo.o" + String(repeating: ".", count: 16) + "\"\nplay a4-c4-e4")
    }

    @Test func save_reversiWithAPass_restoresIt() {
        roundTrip("game reversi-4x4\nboard \"OX..............\"\nmoves pass")
    }

    @Test func save_writesTheFileAndHistoryListsTheMoves() throws {
        let session = makeSession()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analyze-save-\(UUID()).analyze").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.output("game tictactoe\nmoves b2 a1\nhistory\nsave \"\(path)\"") == ["history: b2 a1", "saved \(path)"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("game tictactoe\nmoves b2 a1\n"))
        #expect(makeSession().output("game tictactoe\nhistory") == ["history: (none)"])
        #expect(session.errors("save \"/no/such/folder/x.analyze\"").first?.contains("cannot write '/no/such/folder/x.analyze'") == true)
    }
}
