import Foundation
import Testing

@testable import Analyzer

/// Errors come at once and all together: a rule key typed at the prompt is checked on its own
/// line, and a rule file that does not load reports every error it has.
@Suite struct ErrorsAtOnceTests {
    /// Runs each line as the prompt does: one line at a time, the definition left open.
    func typed(_ session: Session, _ lines: [String]) -> [String] {
        var errors: [String] = []
        for line in lines {
            session.run(line, file: "<input>", finishing: false) { event in
                if case .error(let problem) = event { errors.append(problem.rendered) }
            }
        }
        return errors
    }

    @Test func aKeyTypedAtThePrompt_thatCannotBe_isReportedOnItsOwnLine() {
        let session = makeSession()
        var errors = typed(session, ["rules \"big\"", "extends tictactoe"])
        #expect(errors.isEmpty)
        errors = typed(session, ["board 99 x 99"])
        #expect(errors == ["<input>:1:7: error: expected a width from 1 to 26, found '99'\nboard 99 x 99\n      ^"])
        errors = typed(session, ["first Z"])
        #expect(errors == ["<input>:1:7: error: expected X or O after 'first'\nfirst Z\n      ^"])
        // The keys refused are not kept: the rest of the definition stands.
        #expect(typed(session, ["misere", "game big"]).isEmpty)
        #expect(session.gameName == "big")
        #expect(session.output("rules").joined().contains("misère") || session.output("rules").joined().contains("loses"))
    }

    @Test func anUnfinishedDefinition_isNotBlamedUntilItEnds() {
        let session = makeSession()
        // No size yet: nothing to say until the definition ends.
        #expect(typed(session, ["rules \"half\"", "family line", "line 4"]).isEmpty)
        let errors = typed(session, ["game half"])
        #expect(errors.count == 2, "the definition's error, then the game it did not make")
        #expect(errors.first?.contains("error: rules 'half' need a size: board W x H\nrules \"half\"") == true, "\(errors)")
    }

    @Test func aRuleFileWithThreeErrors_reportsAllThreeWithTheirPlaces() throws {
        let folder = NSTemporaryDirectory() + "analyze-errors-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/three.rules"
        try "rules \"a\"\nextends tictactoe\nboard 99 x 3\n\nrules \"b\"\nextends nothing\n\nrules \"c\"\nfamily line\nboard 3 x 3\nline 9\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        let session = makeSession()
        let errors = session.errors("load \"\(path)\"")
        #expect(errors.count == 1)
        let text = errors.first ?? ""
        #expect(text.hasPrefix("<input>:1:6: error: '\(path)' has 3 errors; nothing of it was loaded\n"))
        #expect(text.contains("\(path):3:7: error: expected a width from 1 to 26, found '99'\nboard 99 x 3\n      ^"))
        #expect(text.contains("\(path):6:9: error: no rule set named 'nothing' to extend"))
        #expect(text.contains("\(path):11:1: error: a line of 9 does not fit on a 3 x 3 board\nline 9\n^"))
        #expect(session.rules.game(named: "c") == nil)
    }

    @Test func aFileWithManyErrors_showsTheFirstTwentyAndSaysHowMany() throws {
        let folder = NSTemporaryDirectory() + "analyze-errors-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/many.rules"
        let text = (1...25).map { "rules \"m\($0)\"\nextends nothing\n" }.joined()
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let errors = makeSession().errors("load \"\(path)\"")
        #expect(errors.first?.hasPrefix("<input>:1:6: error: '\(path)' has 25 errors (the first 20 shown)") == true)
        #expect(errors.first.map { $0.components(separatedBy: "no rule set named").count - 1 } == 20)
    }
}
