import Testing

@testable import Analyzer

/// A block rule set whose moves can repeat a position: refused with the move block named unless it
/// states `repetition draw`, then solved by retrograde analysis.
@Suite struct BlockRepetitionTests {
    /// Two pieces on a board that step orthogonally onto empty cells; a player who cannot move
    /// loses.
    func shuffle(_ rows: [String], repetition: Bool) -> String {
        let name = "shuffle-\(rows[0].count)x\(rows.count)"
        return """
            rules "\(name)"
            family block
            board \(rows[0].count) x \(rows.count)
            start
            \(rows.map { "  " + $0 }.joined(separator: "\n"))
            move step orthogonal onto empty
            \(repetition ? "repetition draw" : "")
            """
    }

    @Test func steppingBackAndForth_withoutARepetitionRule_isRefusedAtTheMoveBlock() {
        let session = makeSession()
        let errors = session.errors(shuffle(["X..O"], repetition: false))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("<input>:6:") == true, "at the move line: \(errors)")
        #expect(errors.first?.contains("'move step orthogonal onto empty' can repeat a position") == true)
        #expect(errors.first?.contains("repetition draw") == true)
    }

    @Test func endlessShuffling_withTheRepetitionRule_isADraw() {
        let session = makeSession()
        #expect(session.errors(shuffle(["X.", ".O"], repetition: true)).isEmpty)
        #expect(session.errors("game shuffle-2x2").isEmpty)
        // Of a piece's two neighbours the other piece holds one at most: no one is ever stuck.
        let solved = session.output("solve").joined(separator: "\n")
        #expect(solved.contains("draw"), "\(solved)")
    }

    @Test func aForcedLoss_throughPositionsThatCouldRepeat_isFound() {
        let session = makeSession()
        #expect(session.errors(shuffle(["X..O"], repetition: true)).isEmpty)
        #expect(session.errors("game shuffle-4x1").isEmpty)
        // X b1 (its only move), O c1, X a1 (its only move), O b1: X is boxed in.
        let solved = session.output("solve").joined(separator: "\n")
        #expect(solved.contains("O wins in 4"), "\(solved)")
    }

    @Test func aForcedWin_withTheRepetitionRule_isFoundByRetrogradeAnalysis() {
        let session = makeSession()
        #expect(session.errors(shuffle(["X.O"], repetition: true)).isEmpty)
        #expect(session.errors("game shuffle-3x1").isEmpty)
        // X steps into the middle and O, boxed in, cannot move.
        let solved = session.output("solve").joined(separator: "\n")
        #expect(solved.contains("X wins in 1"), "\(solved)")
        #expect(solved.contains("a1-b1"))
    }

    /// With the repetition rule, a game that comes back to a position is over, drawn: the engine
    /// playing both sides of an endless draw stops there instead of playing on for ever.
    @Test func aRepeatedPosition_endsTheGameInADraw() {
        let session = makeSession()
        #expect(session.errors(shuffle(["X.", ".O"], repetition: true)).isEmpty)
        #expect(session.errors("game shuffle-2x2").isEmpty)
        #expect(session.errors("moves a1-b1 b2-a2 b1-a1").isEmpty)
        #expect(!session.output("show").joined(separator: "\n").contains("game over"))
        #expect(session.errors("play a2-b2").isEmpty)
        #expect(session.output("show").joined(separator: "\n").contains("game over: draw"))
        _ = session.output("undo")
        let played = session.output("engine both").joined(separator: "\n")
        #expect(played.contains("draw"), "\(played)")
        #expect(session.output("show").joined(separator: "\n").contains("game over: draw"))
    }
}
