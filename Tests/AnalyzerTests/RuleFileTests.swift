import Foundation
import Testing

@testable import Analyzer
@testable import Games

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

/// The `*.rules` files under Sources/Games/<Family>/Rules, found from this file's place in the package.
private func shippedRuleFiles() -> [URL] {
    let games = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Games")
    let manager = FileManager.default
    let families = (try? manager.contentsOfDirectory(at: games, includingPropertiesForKeys: nil)) ?? []
    return families.flatMap { family in
        let folder = family.appendingPathComponent("Rules")
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".rules") }.map { folder.appendingPathComponent($0) }
    }
}

/// The built-in rule files run through the session's one statement loop, in a session that takes
/// rule definitions only.
@Suite struct BuiltinRuleLoaderTests {
    @Test func builtinFiles_compileWithoutProblems() {
        #expect(Session.builtinRules.problems.isEmpty)
        // One rule set for each `rules "NAME"` line of the files on disk.
        let definitions = shippedRuleFiles().map { file in
            (try? String(contentsOf: file, encoding: .utf8)).map { BuiltinRules.words(after: "rules", in: $0).count } ?? 0
        }
        #expect(Session.builtinRules.book.order.count == definitions.reduce(0, +))
    }

    /// Every `*.rules` file in a family's `Rules/` folder ships, found by the build: none listed by hand.
    @Test func builtinFiles_areEveryRuleFileInTheFamilyFolders() {
        let onDisk = shippedRuleFiles().map(\.lastPathComponent).sorted()
        #expect(onDisk.count >= 19)
        #expect(BuiltinRules.files.map(\.name).sorted() == onDisk)
    }

    /// A file extending a rule set of another file loads after it, whatever their names.
    @Test func builtinFiles_parentsLoadBeforeTheFilesExtendingThem() {
        let files = BuiltinRules.parentsFirst([
            ("a.rules", "rules \"grandchild\"\nextends child\n"),
            ("b.rules", "rules \"child\"\nextends parent\nboard 4 x 4\n"),
            ("c.rules", "# the root\nrules \"parent\"\nfamily line\n"),
            ("d.rules", "rules \"lost\"\nextends nowhere\n"),
            ("e.rules", "rules \"alone\"\nfamily line\n"),
        ])
        #expect(files.map(\.name) == ["c.rules", "e.rules", "b.rules", "a.rules", "d.rules"])
        let names = BuiltinRules.files.map(\.name)
        let parent = names.firstIndex(of: "connect4.rules")
        #expect(parent != nil && names.firstIndex(of: "connect4-6x5.rules").map { $0 > parent ?? .max } == true)
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
