import Foundation
import Testing

@testable import Analyzer
@testable import Games
import Language

/// The rule keys' help, which each family gives from its folder: every key a family reads is a
/// keyword with help, every help example parses, and docs/language.md carries the same text.
@Suite struct RuleKeyHelpTests {
    static let entries = Families.vocabulary.keys.map(StatementHelp.Entry.init(ruleKey:))

    @Test func everyFamilyKey_isAKeywordWithHelp() {
        let keywords = Parser.keywords(Families.vocabulary)
        for family in Families.all {
            for key in family.keys {
                #expect(keywords.contains(key), "\(family.name): '\(key)' is no keyword")
                #expect(StatementHelp.text(for: key, rules: Families.vocabulary) != nil, "\(family.name): no help for '\(key)'")
            }
            for key in family.vocabulary.order {
                #expect(family.keys.contains(key), "\(family.name) gives help for '\(key)', which it refuses")
            }
        }
    }

    @Test(arguments: entries)
    func example_parsesWithoutErrors(_ entry: StatementHelp.Entry) {
        let result = Parser.parse(entry.example, file: "<input>", rules: Families.vocabulary)
        #expect(result.diagnostics.map(\.rendered) == [])
        #expect(result.statements.first?.keyword.text == entry.name)
    }

    @Test(arguments: entries)
    func docs_everyKey_appearsInLanguageDoc(_ entry: StatementHelp.Entry) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/language.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let squeezed = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(doc.contains(entry.syntax), "syntax line missing from docs/language.md: \(entry.syntax)")
        #expect(doc.contains(entry.example), "example missing from docs/language.md: \(entry.example)")
        #expect(squeezed(doc).contains(squeezed(entry.summary)), "summary differs in docs/language.md: \(entry.name)")
    }

    @Test func help_ofASharedKey_namesTheFamiliesThatReadIt() {
        let session = makeSession()
        let start = session.output("help start").joined(separator: "\n")
        #expect(start.hasPrefix("start [ARGUMENTS]\n"))
        #expect(start.contains("Read by the flank, jump and block families; other families refuse it."))
        let line = session.output("help line").joined(separator: "\n")
        #expect(line.contains("Read by the line family;"))
        #expect(!session.output("help title").joined().contains("Read by"))
        #expect(session.output("help").joined().contains("K in a row makes a line"))
        #expect(session.errors("help gravty").first?.contains("did you mean 'gravity'?") == true)
    }
}
