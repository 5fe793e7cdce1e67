import Foundation
import Testing

@testable import Analyzer

/// Mills through the session: a board under `mill` is read with both hands empty, `in-hand` sets
/// them, `print` and `save` write them so that their text reads back to the same position, and
/// the results store's key holds them. The shipped puzzles/games/six-mens-morris.rules is the game.
@Suite struct BlockMillSessionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let morris = root.appendingPathComponent("puzzles/games/six-mens-morris.rules").path

    func session() -> Session {
        let session = makeSession()
        #expect(session.errors("load \"\(Self.morris)\"\ngame six-mens-morris").isEmpty)
        return session
    }

    @Test func printAndSave_writeTheHands_andReadBackToTheSamePosition() {
        let session = session()
        #expect(session.errors("moves a1 b2 c1 b4 e1xb2").isEmpty)
        let printed = session.output("print").joined(separator: "\n")
        #expect(printed.hasSuffix("to-move O\nin-hand X 3 O 4"), "\(printed)")
        let copy = makeSession()
        #expect(copy.errors("load \"\(Self.morris)\"\n" + printed).isEmpty, "\(printed)")
        // The same board, hands and side to move (the copy has no moves played).
        #expect(session.output("show").first?.hasPrefix(copy.output("show").first ?? "?") == true)
        #expect(copy.positionText == session.positionText)
        #expect(session.positionText.hasSuffix("in hand: X 3, O 4"))
        let restored = makeSession()
        #expect(restored.errors(copy.savedScript).isEmpty, "\(copy.savedScript)")
        #expect(restored.output("show") == copy.output("show"))
        #expect(restored.positionText == session.positionText)
    }

    @Test func aBoard_isOfTheMovementPhase_untilInHandSaysOtherwise() {
        let session = session()
        let board = "board\n  X . . . X\n  . X . . .\n  . . . . .\n  . . . . .\n  O . O . O"
        #expect(session.errors(board).isEmpty)
        #expect(session.output("show").last?.contains("in hand: X 0, O 0\nX to move") == true)
        #expect(session.errors("in-hand X 1 O 2").isEmpty)
        #expect(session.output("show").last?.contains("in hand: X 1, O 2\nX to move") == true)
        // X still places: c1 closes the top row, and every O piece stands in a mill, so any is taken.
        #expect(session.output("legal").first?.contains("c1xa5 c1xc5 c1xe5") == true)
        let tooMany = session.errors("in-hand X 7 O 0")
        #expect(tooMany.first?.contains("X starts with 6 pieces in hand, not 7 ('hand 6')") == true, "\(tooMany)")
        let other = makeSession().errors("in-hand X 1 O 1")
        #expect(other.first?.contains("tictactoe has no pieces in hand that its board does not tell ('in-hand' is for rules "
            + "with 'hand' whose moves take pieces off the board)") == true, "\(other)")
        let unread = makeSession().errors("in-hand X two O 1")
        #expect(unread.first?.contains("expected the number of pieces X holds in hand, as in: in-hand X 2 O 3") == true, "\(unread)")
    }
}
