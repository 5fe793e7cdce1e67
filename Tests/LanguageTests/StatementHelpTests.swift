import Boards
import Foundation
import Testing

@testable import Language

/// docs/language.md, found from this file's place in the package.
private func languageDoc() throws -> String {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/language.md")
    return try String(contentsOf: url, encoding: .utf8)
}

/// Runs of whitespace become one blank, so wrapped paragraphs compare equal.
private func squeezed(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
}

/// The statements' entries and the rule keys of the test vocabulary.
private let allEntries = StatementHelp.entries(rules: testRules)

struct StatementHelpTests {
    @Test(arguments: Parser.keywords(testRules).sorted())
    func help_everyKeyword_hasAnEntry(_ keyword: String) throws {
        let entry = try #require(StatementHelp.entry(for: keyword, rules: testRules))
        #expect(entry.name == keyword || entry.aliases.contains(keyword))
        #expect(StatementHelp.text(for: keyword, rules: testRules) != nil)
    }

    @Test(arguments: allEntries)
    func help_everyEntry_isAKeyword(_ entry: StatementHelp.Entry) {
        #expect(Parser.keywords(testRules).contains(entry.name))
        #expect(entry.aliases.allSatisfy(Parser.keywords(testRules).contains))
        #expect(entry.syntax.hasPrefix(entry.name))
        #expect(!entry.purpose.contains("\n"))
    }

    @Test func help_entries_haveUniqueNames() {
        let names = allEntries.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: allEntries)
    func help_example_parsesWithoutErrors(_ entry: StatementHelp.Entry) {
        let result = parse(entry.example)
        #expect(result.diagnostics.map(\.rendered) == [])
        #expect(result.statements.first?.keyword.text == entry.name)
    }

    /// The rule keys' entries come from the families: RuleKeyHelpTests checks them against the doc.
    @Test(arguments: StatementHelp.statementEntries)
    func docs_everyEntry_appearsInLanguageDoc(_ entry: StatementHelp.Entry) throws {
        let doc = try languageDoc()
        #expect(doc.contains(entry.syntax), "syntax line missing from docs/language.md: \(entry.syntax)")
        #expect(doc.contains(entry.example), "example missing from docs/language.md: \(entry.example)")
        #expect(squeezed(doc).contains(squeezed(entry.summary)), "summary differs in docs/language.md: \(entry.name)")
    }

    @Test(arguments: allEntries)
    func text_entry_showsSyntaxSummaryAndExample(_ entry: StatementHelp.Entry) throws {
        let text = try #require(StatementHelp.text(for: entry.name, rules: testRules))
        #expect(text.hasPrefix(entry.syntax + "\n"))
        #expect(squeezed(text).contains(squeezed(entry.summary)))
        for line in entry.example.split(separator: "\n") {
            #expect(text.contains("  " + line))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func text_topic_isCaseAndBlankInsensitiveAndKnowsAliases() {
        #expect(StatementHelp.text(for: " Solve ", rules: testRules) == StatementHelp.text(for: "solve", rules: testRules))
        #expect(StatementHelp.text(for: "exit", rules: testRules) == StatementHelp.text(for: "quit", rules: testRules))
        #expect(StatementHelp.text(for: "frobnicate", rules: testRules) == nil)
        #expect(StatementHelp.text(for: "", rules: testRules) == nil)
    }

    @Test func overview_listsEverySyntaxAndPurpose() {
        let overview = StatementHelp.overview(rules: testRules)
        for entry in allEntries {
            #expect(overview.contains(entry.syntax))
            #expect(overview.contains(entry.purpose))
        }
        #expect(overview.contains("a1"))
        #expect(overview.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func help_expect_describesEveryExpectationKind() throws {
        // Words, whatever the line breaks.
        let text = try #require(StatementHelp.text(for: "expect", rules: testRules)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for kind in Parser.expectationKinds {
            #expect(text.contains("expect \(kind)"))
        }
    }

    /// A family's keys reach the parser and `help` through its vocabulary, with no central list:
    /// a key it adds parses as a rule key (bare, with diagram rows when it takes them), has help
    /// naming the family, and is suggested for a near miss; without the vocabulary it is unknown.
    @Test func vocabulary_ofAFamily_addsKeysTheParserAndHelpKnow() throws {
        let fake = RuleVocabulary([
            RuleKeyHelp("wrap", syntax: "wrap none|rows|columns|both", purpose: "edges that join",
                summary: "Says which edges of the board continue across.", example: "wrap both"),
            RuleKeyHelp("goal", syntax: "goal pieces N", purpose: "a second goal", summary: "Not kept: goal is known.",
                example: "goal pieces 1"),
            RuleKeyHelp("layout", syntax: "layout", purpose: "a drawing", summary: "Rows below.",
                example: "layout\n  x x", takesRows: true),
        ], family: "fake")
        let rules = testRules.merging(fake)

        let parsed = Parser.parse("wrap both\nlayout\n  x x\n  x .", file: "<input>", rules: rules)
        #expect(parsed.diagnostics.isEmpty)
        guard case .ruleKey(let name, let arguments, _) = parsed.statements.first?.kind else {
            Issue.record("wrap did not parse as a rule key")
            return
        }
        #expect(name.text == "wrap" && arguments.map(\.text) == ["both"])
        guard case .ruleKey(_, _, let rows) = parsed.statements.last?.kind else {
            Issue.record("layout did not parse as a rule key")
            return
        }
        #expect(rows.map(\.text) == ["x x", "x ."])

        let text = try #require(StatementHelp.text(for: "wrap", rules: rules))
        #expect(text.hasPrefix("wrap none|rows|columns|both\n"))
        #expect(text.contains("Read by the fake family"))
        // A key two vocabularies hold keeps the first help and gathers both readers.
        #expect(StatementHelp.text(for: "goal", rules: rules)?.contains("Not kept") == false)
        #expect(rules.readers["goal"] == ["fake"])
        #expect(StatementHelp.overview(rules: rules).contains("edges that join"))
        #expect(Parser.suggestion(for: "wrpa", rules: rules) == "wrap")

        #expect(Parser.parse("wrap both", file: "<input>", rules: testRules).diagnostics.first?.message
            .contains("unknown statement 'wrap'") == true)
        #expect(StatementHelp.text(for: "wrap", rules: testRules) == nil)
    }
}
