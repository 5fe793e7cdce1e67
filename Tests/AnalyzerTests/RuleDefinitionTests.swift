import Boards
import Foundation
import Testing

@testable import Analyzer
@testable import Games

/// Rule definitions written in a script (`rules "NAME"` and its keys), and `load`.
@Suite struct RuleDefinitionTests {
    @Test func rules_fiveByFourLineOfFour_definesAGameThatPlaysAndSolves() {
        let session = makeSession()
        let errors = session.errors("""
            rules "five-four"
            family line
            board 5 x 4
            line 4
            game five-four
            """)

        #expect(errors.isEmpty)
        #expect(session.gameName == "five-four")
        #expect(session.shown == """
               a b c d e
             1 . . . . .
             2 . . . . .
             3 . . . . .
             4 . . . . .
            X to move (five-four)
            """)
        #expect(session.legalMoves.count == 20)

        // Three across with d1 free: four in a row wins, three does not.
        let answers = session.output("moves a1 a2 b1 b2 c1 c2\nbest\nexpect value win in 1")
        #expect(answers == ["best: d1", "ok: value win in 1"])
        session.output("play d1")
        #expect(session.shown.hasSuffix("game over: X has won (five-four)\nmoves: a1 a2 b1 b2 c1 c2 d1"))
    }

    @Test func rules_misereVariantByExtends_losesByMakingALine() {
        let session = makeSession()
        let errors = session.errors("""
            rules "misere-443"
            extends mnk-4-4-3
            misere
            game misere-443
            board
              X O X O
              O X O X
              . . . .
              . . . .
            """)
        #expect(errors.isEmpty)

        let rules = session.output("rules").joined()
        #expect(rules.contains("Misère play: a player who gets 3 stones in a row (across, down or diagonally) loses"))

        // a3 and c3 complete a diagonal for X, which now loses at once.
        let values = session.output("values").joined()
        #expect(values.contains("  a3  loss in 1\n"))
        #expect(values.contains("  c3  loss in 1\n"))
        #expect(session.output("expect illegal e1\nexpect illegal a1") == ["ok: e1 illegal", "ok: a1 illegal"])
    }

    @Test func rules_typedOneLineAtATime_staysOpenForTheKeysThatFollow() {
        let session = makeSession()
        var errors: [String] = []
        for line in ["rules \"tictactoe-4\"", "extends tictactoe", "board 4 x 4", "line 4", "game tictactoe-4"] {
            session.run(line, file: "<input>", finishing: false) { event in
                if case .error(let diagnostic) = event { errors.append(diagnostic.rendered) }
            }
        }
        #expect(errors.isEmpty)
        #expect(session.gameName == "tictactoe-4")
        #expect(session.legalMoves.count == 16)
    }

    @Test(arguments: [
        BadStatement("rules \"r\"\nextends tictactoe\nline 0",
            "<input>:3:6: error: expected a line length from 1 to 64, found '0'\nline 0\n     ^"),
        BadStatement("rules \"r\"\nextends tictactoe\nline x",
            "<input>:3:6: error: expected a line length from 1 to 64, found 'x'\nline x\n     ^"),
        BadStatement("rules \"r\"\nextends tictactoe\nfirst Z",
            "<input>:3:7: error: expected X or O after 'first'\nfirst Z\n      ^"),
        BadStatement("rules \"r\"\nextends tictactoe\ngravity now",
            "<input>:3:9: error: expected nothing, yes or no after 'gravity'\ngravity now\n        ^"),
        BadStatement("rules \"r\"\nfamily hex",
            "<input>:2:8: error: unknown family 'hex'; expected \(Families.names)\nfamily hex\n       ^"),
        BadStatement("rules \"r\"\nextends nothing",
            "<input>:2:9: error: no rule set named 'nothing' to extend; known: \(builtinGameList)\nextends nothing\n        ^"),
        BadStatement("rules \"r\"\nextends tictactoe\ndirections 6",
            "<input>:3:1: error: line rules have no key 'directions'; expected one of: family, title, board, line, "
                + "misere, gravity, first\ndirections 6\n^"),
        BadStatement("rules \"r\"\nextends tictactoe\nboard 4 x 0",
            "<input>:3:11: error: expected a positive height, as in: board 4 x 4\nboard 4 x 0\n          ^"),
        BadStatement("rules \"r\"\nfamily line\nboard 3 x 3",
            "<input>:1:7: error: rules 'r' need a line length: line K\nrules \"r\"\n      ^"),
    ])
    func ruleKey_withBadArgument_pointsAtTheKeyOrArgument(bad: BadStatement) {
        #expect(makeSession().errors(bad.input) == [bad.rendered])
    }

    @Test func ruleDefinition_withAnError_definesNothing() {
        let session = makeSession()
        session.output("rules \"r\"\nextends tictactoe\nline 0")
        #expect(session.errors("game r").first?.hasPrefix("<input>:1:6: error: unknown game 'r'") == true)
    }

    @Test func ruleKey_outsideADefinition_isAnError() {
        #expect(makeSession().errors("line 3") == [
            "<input>:1:1: error: 'line' is a rule key; start a rule definition first, as in: rules \"my-game\"\nline 3\n^"
        ])
    }

    @Test func ruleKey_afterAnotherStatement_isOutsideTheDefinition() {
        let session = makeSession()
        let errors = session.errors("rules \"x\"\nextends tictactoe\nshow\nline 4")

        #expect(errors == [
            "<input>:4:1: error: 'line' is a rule key; start a rule definition first, as in: rules \"my-game\"\nline 4\n^"
        ])
        #expect(session.errors("game x").isEmpty, "the definition ended at show, with line 3 from tictactoe")
        #expect(session.output("rules").joined().contains("get 3 stones"))
    }

    /// A statement that ends a rule definition should run even when the definition has an error:
    /// one typo, one message, and the rest of the script goes on.
    @Test func ruleDefinition_withAnError_stillRunsTheStatementThatEndsIt() {
        let session = makeSession()
        let printedLines = session.output("rules \"r\"\nextends tictactoe\nline 0\nshow")

        #expect(printedLines.count == 2, "the error of line 3, then the board that show draws")
        #expect(printedLines.first == "<input>:3:6: error: expected a line length from 1 to 64, found '0'\nline 0\n     ^")
        #expect(printedLines.last?.hasSuffix("X to move (tictactoe)") == true)
    }

    @Test func ruleDefinition_withAnError_stillStartsTheNextDefinition() {
        let session = makeSession()
        let errors = session.errors("""
            rules "bad"
            extends tictactoe
            line 0
            rules "good"
            extends tictactoe
            line 2
            game good
            """)

        #expect(errors == ["<input>:3:6: error: expected a line length from 1 to 64, found '0'\nline 0\n     ^"])
        #expect(session.gameName == "good")
    }

    // MARK: load

    @Test func load_missingFile_saysItCannotBeRead() {
        #expect(makeSession().errors("load \"no-such-file-3f9a.rules\"") == [
            "<input>:1:6: error: cannot read 'no-such-file-3f9a.rules': no such file\nload \"no-such-file-3f9a.rules\"\n     ^"
        ])
    }

    @Test func load_relativePath_readsFromTheFolderOfTheScript() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "rules \"tictactoe-4\"\nextends tictactoe\nboard 4 x 4\nline 4\n"
            .write(to: folder.appendingPathComponent("defs.rules"), atomically: true, encoding: .utf8)
        let session = makeSession()

        let answers = session.output("load \"defs.rules\"\ngame tictactoe-4", file: folder.path + "/main.analyze")

        #expect(answers == ["loaded defs.rules: tictactoe-4"])
        #expect(session.gameName == "tictactoe-4")
    }

    @Test func load_fileWithAnError_namesTheFirstAndKeepsTheSession() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.rules").path
        try "# a typo\nslove\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = makeSession()
        session.output("moves b2")

        let errors = session.errors("load \"\(path)\"")

        #expect(errors == [
            "<input>:1:6: error: '\(path)' has 1 error; nothing of it was loaded\nload \"\(path)\"\n     ^\n"
                + "\(path):2:1: error: unknown statement 'slove'; did you mean 'solve'?\nslove\n^"
        ])
        #expect(session.history == ["b2"])
    }

    /// A file that loads itself would recurse until the stack overflows; loads refuse cycles.
    @Test
    func load_fileThatLoadsItself_isAnErrorNotACrash() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("self.analyze").path
        try "load \"self.analyze\"\n".write(toFile: path, atomically: true, encoding: .utf8)

        let errors = makeSession().errors("load \"\(path)\"")

        #expect(errors.count == 1)
    }
}

/// A new empty folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("analyzer-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
