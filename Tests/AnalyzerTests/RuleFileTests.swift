import Foundation
import Testing

@testable import Analyzer
import Games

/// What a loaded rule file may hold, and where errors about inherited keys point.
@Suite struct RuleFileTests {
    @Test func load_ofAScriptWithAGameLine_isRefusedAsNotARuleFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("script.analyze").path
        try "rules \"a\"\nextends tictactoe\ngame tictactoe\nplay b2\n".write(toFile: path, atomically: true, encoding: .utf8)

        let session = makeSession()
        let errors = session.errors("load \"\(path)\"")

        #expect(errors.count == 1)
        #expect(errors.first?.contains("is not a rule file: line 3 is a 'game' statement") == true)
        #expect(session.rules.game(named: "a") == nil, "nothing of the file is kept")
    }

    @Test func load_withAnErrorAfterAGoodDefinition_keepsNoneOfIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("half.rules").path
        try "rules \"good\"\nextends tictactoe\n\nrules \"bad\"\nextends tictactoe\nline 7\n"
            .write(toFile: path, atomically: true, encoding: .utf8)

        let session = makeSession()
        #expect(session.errors("load \"\(path)\"").count == 1)
        #expect(session.rules.game(named: "good") == nil)
        #expect(session.errors("game good").count == 1)
    }

    @Test func inheritedKeyAtFault_pointsAtTheExtendsLine() {
        // tictactoe's line 3 does not fit on 2 x 2: the fault comes in through extends.
        #expect(makeSession().errors("rules \"tiny\"\nextends tictactoe\nboard 2 x 2\nshow") == [
            "<input>:2:1: error: a line of 3 does not fit on a 2 x 2 board\nextends tictactoe\n^"
        ])
    }

    @Test func gravityGame_listsColumnsLeftToRight() {
        let session = makeSession()
        _ = session.output("rules \"drop\"\nfamily line\nboard 4 x 3\nline 3\ngravity\n\ngame drop\nmoves 2 1")
        #expect(session.output("legal") == ["legal: 1 2 3 4"])
    }

    @Test func gravityBoard_withAFloatingStone_namesItsColumn() {
        let session = makeSession()
        let errors = session.errors("rules \"drop\"\nfamily line\nboard 3 x 3\nline 3\ngravity\n\ngame drop\nboard \"X../.../...\"")
        #expect(errors == [
            "<input>:8:8: error: the stone in column 1, row 1 floats above an empty cell; stones drop to the bottom\n"
                + "board \"X../.../...\"\n       ^"
        ])
    }

    @Test func rules_showsTheTitle() {
        let session = makeSession()
        _ = session.output("rules \"big\"\nextends tictactoe\nboard 4 x 4\ntitle \"Tic-tac-toe on 4 x 4\"\n\ngame big")
        #expect(session.output("rules").first?.hasPrefix("big (Tic-tac-toe on 4 x 4):\n") == true)
    }
}

/// The built-in rule files run through the session's one statement loop, in a session that takes
/// rule definitions only.
@Suite struct BuiltinRuleLoaderTests {
    @Test func builtinFiles_compileWithoutProblems() {
        #expect(Session.builtinRules.problems.isEmpty)
        #expect(Session.builtinRules.book.order.count == 19)
    }

    @Test func ruleFile_withAnotherStatement_refusesItWithItsCaret_andKeepsTheDefinitions() {
        let tictactoe = BuiltinRules.files.filter { $0.name == "tictactoe.rules" }
        let (book, problems) = Session.compileRuleFiles(tictactoe + [
            ("a.rules", "rules \"mine\"\nextends tictactoe\nsolve\n"),
            ("b.rules", "rules \"other\"\nextends mine\nboard 4 x 4\n"),
        ])
        #expect(problems.map(\.rendered) == ["a.rules:3:1: error: built-in rule files hold rule definitions only\nsolve\n^"])
        // Files run in order in one session: the second extends the first's rule set.
        #expect(book.names == ["mine", "other", "tictactoe"])
    }
}
