import Testing

@testable import Analyzer

/// The small things a new user meets: hints for misspelt names, shapes drawn with holes only,
/// and statements that change the position saying what they did.
@Suite struct SmallFixesTests {
    @Test func aMisspeltGameOrHelpTopic_getsTheNearestName() {
        let session = makeSession()
        #expect(session.errors("game conect4").first?.contains("unknown game 'conect4'; did you mean 'connect4'? known games:") == true)
        #expect(session.errors("help sovle").first?.hasPrefix(
            "<input>:1:6: error: no help for 'sovle'; did you mean 'solve'? type help for the list of statements") == true)
        #expect(session.errors("game qqqqqqqq").first?.contains("'qqqqqqqq'; known games:") == true)
    }

    @Test func aPegShapeDrawnWithPlayersMarks_isRefusedAtTheMark() {
        let errors = makeSession().errors("rules \"p\"\nfamily jump\nshape\n  o o o\n  o X o\n  o o o\ndirections 4\nstart full except b2\ngoal one-peg")
        #expect(errors.first?.contains("shape: row 2, character 3: 'X' is not a hole: a shape draws each hole with o or .") == true,
            "\(errors)")
    }

    @Test func undoRedoAndEngineOff_sayWhatTheyDid() {
        let session = makeSession()
        #expect(session.output("game tictactoe\nmoves b2 a1\nundo") == ["took back a1; O to move after 1 move"])
        #expect(session.output("redo") == ["played a1 again; X to move after 2 moves"])
        #expect(session.output("engine O\nengine off") == ["the engine plays O; X to move", "the engine is off"])
        #expect(session.output("game peg-triangle\nplay c3-a1\nundo") == ["took back c3-a1; at the start"])
    }
}

extension SmallFixesTests {
    @Test func theTriangle_namesItsColumnsUnderTheBottomRow_onScreenAndInPictures() {
        let session = makeSession()
        session.output("game peg-triangle")
        #expect(session.shown.contains("5  o o o o o\n   a b c d e   (columns run up to the right)"), "\(session.shown)")
        let sketch = session.play.sketch
        #expect(sketch.bottomLabels.map(\.1) == ["a", "b", "c", "d", "e"])
        // Each letter sits under the bottom row's hole of its column.
        let bottom = sketch.spots.filter { $0.row == 4 }.map(\.x).sorted()
        #expect(sketch.bottomLabels.map(\.0) == bottom)
    }
}

extension SmallFixesTests {
    @Test func countPastItsLimit_namesTheOptionWithSeparators() {
        let session = makeSession(countLimit: 50_000)
        #expect(session.errors("game connect4\ncount").first?.hasPrefix(
            "<input>:2:1: error: count stopped: more than 50,000 positions to store (--count-limit); raise it to count them all") == true)
        let limited = makeSession(nodeLimit: 1_000)
        #expect(limited.errors("game peg-english\ncount").first?.hasPrefix("<input>:2:1: error: count stopped: node limit of 1000 reached") == true)
    }
}
