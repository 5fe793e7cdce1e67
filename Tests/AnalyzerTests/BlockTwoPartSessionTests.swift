import Testing

@testable import Analyzer

/// Two-part turns at the prompt: the errors of a `then` point at the word, with the file, line,
/// column and a caret; a move's second point is read and refused in the words of the rules.
@Suite struct BlockTwoPartSessionTests {
    @Test func errorsPointAtTheWord() {
        let session = makeSession()
        let errors = session.errors("rules \"t\"\nfamily block\nboard 3 x 1\nmove place then place\ngame t").joined(separator: "\n")
        #expect(errors.contains("<input>:4:12: error: 'then' follows a move that carries a piece (step, leap or slide)"), "\(errors)")
        #expect(errors.contains("move place then place\n           ^"), "\(errors)")
        let shoot = makeSession().errors("rules \"u\"\nfamily block\nboard 3 x 1\nmove step e then shoot up\ngame u").joined(separator: "\n")
        #expect(shoot.contains("<input>:4:24: error: expected a direction"), "\(shoot)")
    }

    @Test func aMoveIsWrittenWithItsSecondPoint() {
        let session = makeSession()
        let loaded = session.errors("load \"puzzles/games/amazons-4x4.rules\"\ngame amazons-4x4")
        #expect(loaded.isEmpty, "\(loaded)")
        #expect(session.errors("play a4-a2/").joined().contains("expected a move such as a1-a3/c3, found 'a4-a2/'"))
        #expect(session.errors("play a4-a2").joined().contains("a4-a2 is the first part of a two-part move"))
        #expect(session.errors("play a4-a2/c2").isEmpty)
        #expect(session.output("show").joined(separator: "\n").contains(" 2 X . # ."))
    }
}
