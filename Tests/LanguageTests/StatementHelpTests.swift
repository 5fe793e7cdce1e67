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

struct StatementHelpTests {
    @Test(arguments: Parser.keywords.sorted())
    func help_everyKeyword_hasAnEntry(_ keyword: String) throws {
        let entry = try #require(StatementHelp.entry(for: keyword))
        #expect(entry.name == keyword || entry.aliases.contains(keyword))
        #expect(StatementHelp.text(for: keyword) != nil)
    }

    @Test(arguments: StatementHelp.entries)
    func help_everyEntry_isAKeyword(_ entry: StatementHelp.Entry) {
        #expect(Parser.keywords.contains(entry.name))
        #expect(entry.aliases.allSatisfy(Parser.keywords.contains))
        #expect(entry.syntax.hasPrefix(entry.name))
        #expect(!entry.purpose.contains("\n"))
    }

    @Test func help_entries_haveUniqueNames() {
        let names = StatementHelp.entries.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: StatementHelp.entries)
    func help_example_parsesWithoutErrors(_ entry: StatementHelp.Entry) {
        let result = parse(entry.example)
        #expect(result.diagnostics.map(\.rendered) == [])
        #expect(result.statements.first?.keyword.text == entry.name)
    }

    @Test(arguments: StatementHelp.entries)
    func docs_everyEntry_appearsInLanguageDoc(_ entry: StatementHelp.Entry) throws {
        let doc = try languageDoc()
        #expect(doc.contains(entry.syntax), "syntax line missing from docs/language.md: \(entry.syntax)")
        #expect(doc.contains(entry.example), "example missing from docs/language.md: \(entry.example)")
        #expect(squeezed(doc).contains(squeezed(entry.summary)), "summary differs in docs/language.md: \(entry.name)")
    }

    @Test(arguments: StatementHelp.entries)
    func text_entry_showsSyntaxSummaryAndExample(_ entry: StatementHelp.Entry) throws {
        let text = try #require(StatementHelp.text(for: entry.name))
        #expect(text.hasPrefix(entry.syntax + "\n"))
        #expect(squeezed(text).contains(squeezed(entry.summary)))
        for line in entry.example.split(separator: "\n") {
            #expect(text.contains("  " + line))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func text_topic_isCaseAndBlankInsensitiveAndKnowsAliases() {
        #expect(StatementHelp.text(for: " Solve ") == StatementHelp.text(for: "solve"))
        #expect(StatementHelp.text(for: "exit") == StatementHelp.text(for: "quit"))
        #expect(StatementHelp.text(for: "frobnicate") == nil)
        #expect(StatementHelp.text(for: "") == nil)
    }

    @Test func overview_listsEverySyntaxAndPurpose() {
        let overview = StatementHelp.overview
        for entry in StatementHelp.entries {
            #expect(overview.contains(entry.syntax))
            #expect(overview.contains(entry.purpose))
        }
        #expect(overview.contains("a1"))
        #expect(overview.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func help_expect_describesEveryExpectationKind() throws {
        // Words, whatever the line breaks.
        let text = try #require(StatementHelp.text(for: "expect")).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for kind in Parser.expectationKinds {
            #expect(text.contains("expect \(kind)"))
        }
    }
}
