import Testing

@testable import Analyzer

/// Ends and rules per player in the block family: `no-move ... by`, `pieces N`, `reach CELL...`,
/// and the captures a player must make (`capture compulsory|maximum`).
@Suite struct BlockEndRuleTests {
    func text(_ session: Session, _ text: String) -> String { session.output(text).joined(separator: "\n") }

    func problems(_ session: Session, _ text: String) -> String { session.errors(text).joined(separator: "\n") }

    /// A rule set typed at the prompt, then chosen.
    func session(_ rules: String) -> Session {
        let session = makeSession()
        let errors = session.errors("rules \"t\"\n" + rules + "\ngame t")
        #expect(errors.isEmpty, "\(errors)")
        return session
    }

    @Test func noMoveByAPlayer_setsThatPlayersRuleOnly() {
        // X on a1 steps east only; O has no move at all. A blocked O wins, a blocked X loses.
        let rules = """
            family block
            board 2 x 1
            start
              X .
            move step e by X
            move step w by O
            no-move lose by X
            no-move win by O
            """
        let game = session(rules)
        // O to move at once after X's only move: O has no piece, so O cannot move and wins.
        #expect(text(game, "solve").contains("O wins in 1"))
        #expect(text(game, "rules").contains("O wins when unable to move on their turn."))
        #expect(text(game, "explain pass").contains("has no pass for X"))
    }

    @Test func losePieces_endsTheGame_whenACaptureLeavesThatMany() {
        let game = session("""
            family block
            board 5 x 1
            start
              X X O . O
            move jump e over opponent capture
            move step w by O
            lose pieces 1
            """)
        #expect(problems(game, "play b1-d1").isEmpty)
        #expect(text(game, "show").contains("game over: X has won"))
        #expect(text(game, "rules").contains("A player loses on having 1 piece or fewer ('lose pieces 1')."))
    }

    @Test func reachCells_winsOnAnyOfThem_andAnOffBoardCellIsRefused() {
        let game = session("""
            family block
            board 3 x 2
            start
              . . .
              X . O
            move step n e by X
            move step n w by O
            win reach a1 c1 by X
            """)
        #expect(text(game, "legal") == "legal: a2-a1 a2-b2")
        #expect(problems(game, "play a2-a1").isEmpty)
        #expect(text(game, "show").contains("game over: X has won"))
        let refused = makeSession()
        #expect(problems(refused, "rules \"u\"\nfamily block\nboard 3 x 2\nmove place\nwin reach a1 d1")
            .contains("expected a cell of the board such as a1, found 'd1'"))
    }

    @Test func captureCompulsory_leavesOnlyTheCaptures_andMaximum_theLongest() {
        let start = """
            family block
            board 7 x 2
            start
              X O . O . O .
              . O . . . . .
            move step orthogonal onto empty
            move jump e s over opponent capture chain
            repetition draw
            """
        #expect(text(session(start), "legal").split(separator: " ").count - 1 > 3)
        let compulsory = session(start + "\ncapture compulsory")
        #expect(text(compulsory, "legal") == "legal: a1-c1 a1-c1-e1 a1-c1-e1-g1")
        let maximum = session(start + "\ncapture maximum")
        #expect(text(maximum, "legal") == "legal: a1-c1-e1-g1")
        #expect(problems(maximum, "play a1-c1").contains("a1-c1"))
    }

    @Test func aCaptureRuleWithoutAWord_isRefused() {
        let session = makeSession()
        #expect(problems(session, "rules \"t\"\nfamily block\nboard 3 x 3\nmove place\ncapture always")
            .contains("expected 'capture compulsory' or 'capture maximum'"))
    }
}
