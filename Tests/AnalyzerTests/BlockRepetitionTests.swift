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

/// Limits of block games as documented: retrograde analysis gets the table a session gives a
/// game (half of `--memory-mb`, or `--table-mb`), and `board` reads the side to move from the
/// stones each side added to the rule set's own start.
@Suite struct BlockLimitTests {
    @Test func retrogradeAnalysis_getsHalfTheMemoryBudget_unlessATableSizeIsNamed() {
        var options = SessionOptions()
        options.threads = 1
        options.budget = MemoryBudget(bytes: 512 << 20)
        let session = Session(options: options)
        let rules = BlockRepetitionTests().shuffle(["X.", ".O"], repetition: true)
        #expect(session.errors(rules + "\ngame shuffle-2x2").isEmpty)
        #expect(session.tableBytesInPlay == 256 << 20)
        let named = makeSession()
        #expect(named.errors(rules + "\ngame shuffle-2x2").isEmpty)
        #expect(named.tableBytesInPlay == 1 << 16)
    }

    @Test func board_countsTheStonesAddedToTheStart() {
        let session = makeSession()
        let rules = """
            rules "head-start"
            family block
            board 3 x 3
            start
              X . .
              . . .
              . . .
            move place
            win line 3
            no-move draw
            game head-start
            """
        #expect(session.errors(rules).isEmpty)
        // X has one stone more than O, all from the start: X is to move.
        #expect(session.errors("board \"XX./O../...\"").isEmpty)
        #expect(session.play.sideToMove == .x)
        #expect(session.errors("board \"XX./O../..X\"").isEmpty)
        #expect(session.play.sideToMove == .o)
        let refused = session.errors("board \"X../O../...\"")
        #expect(refused.first?.contains("X has 1 stones and O 1 (1 and 0 at the start, each move adding one)") == true, "\(refused)")
    }
}
