import Testing

@testable import Analyzer

/// Jump-family rule definitions: each key's forms, and each fault pointed at its place.
@Suite struct PegRuleTests {
    @Test func rules_aDrawnStartAndTarget_defineAPuzzleThatSolves() {
        let session = makeSession()
        let errors = session.errors("""
            rules "corner"
            family jump
            shape
              o o o
              o o o
              o o o
            start
              o . .
              o . .
              . o .
            target
              . . .
              . . .
              . . o
            game corner
            """)
        #expect(errors.isEmpty)
        #expect(session.output("solve").first?.hasPrefix("solved in 1 move (2 jumps): the target position (1 peg)\n  1. a1-a3-c3") == true)
        #expect(session.output("rules").joined().contains("Goal: the target position (1 peg), a peg on c3 and on no other hole."))
    }

    @Test func rules_shapeRowsWrittenFlushLeft_defineTheBoard() {
        let session = makeSession()
        let errors = session.errors("""
            rules "square"
            family jump
            shape
            o o o o
            o o o o
            o o o o
            o o o o
            start full except d3
            goal one-peg
            game square
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(session.gameName == "square")
        #expect(session.output("legal").joined().contains("d1-d3"))
    }

    @Test func rules_extendsEnglish_withAnotherGoal() {
        let session = makeSession()
        #expect(session.errors("rules \"english-any\"\nextends peg-english\ngoal one-peg\ngame english-any").isEmpty)
        #expect(session.shown.contains("32 pegs, 4 jumps possible; goal: one peg left, anywhere"))
        #expect(session.output("expect solvable") == ["ok: solvable"])
    }

    @Test func rules_diagonalJumps_makeEightDirections() {
        let session = makeSession()
        let errors = session.errors("""
            rules "diag"
            family jump
            shape
              o o o
              o o o
              o o o
            directions 8
            start full except a1
            rules "square"
            extends diag
            directions 4
            game diag
            """)
        #expect(errors.isEmpty)
        #expect(session.output("legal") == ["legal: c1-a1 a3-a1 c3-a1"])
        #expect(session.output("game square\nlegal") == ["legal: c1-a1 a3-a1"])
    }

    @Test(arguments: [
        ("rules \"p\"\nfamily jump\nstart full\ngoal one-peg", "need a board"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\nstart full except z9", "'z9' is not a hole of the board"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\ndirections 5\nstart full", "expected 'directions 4'"),
        ("rules \"p\"\nfamily jump\nshape\n  o o\n  o o\nstart full", "no peg can ever jump on this board"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\ngoal target\nstart full", "draw no target"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\nstart full\ngoal one-peg q7", "'q7' is not a hole"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\nstart empty", "expected 'start full'"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\nstart\n  o o o o", "the start does not fit the shape"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o\nline 3\nstart full", "jump rules have no key 'line'"),
        ("rules \"p\"\nfamily jump\nshape\n  o a o\nstart full", "'a' is not a hole"),
        ("rules \"p\"\nfamily jump\nshape\n  o o o", "need a start"),
    ])
    func rules_faults_areReportedWithTheirPlace(text: String, message: String) {
        let errors = makeSession().errors(text + "\ngame p")
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }

    @Test func rules_badHoleInStart_pointsAtTheHole() {
        let errors = makeSession().errors("rules \"p\"\nfamily jump\nshape\n  o o o\nstart full except a1 z9")
        #expect(errors.first?.hasSuffix("start full except a1 z9\n                     ^") == true, "\(errors)")
    }
}
