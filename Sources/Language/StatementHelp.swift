import Boards

/// The help texts: one table of entries for the statements, and the rule keys' help that the
/// registered families give (`RuleVocabulary`), the single source of `help` and `help STATEMENT` at
/// `analyze>`. docs/language.md carries the same syntax lines, summaries and examples (a test
/// checks that they agree).
public enum StatementHelp {
    /// Where an entry is listed in the overview.
    public enum Section: String, Sendable, Hashable, CaseIterable {
        case positions = "Positions"
        case moves = "Moves"
        case analysis = "Analysis"
        case tests = "Tests"
        case session = "Session"
        case rules = "Rule definitions, after rules \"NAME\" (docs/rules.md has the details)"
    }

    /// The help of one statement (or rule key).
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The keyword.
        public let name: String
        /// Other keywords for the same statement (`exit` for `quit`).
        public let aliases: [String]
        /// Where the overview lists it.
        public let section: Section
        /// The syntax on one line: `play M`, `rules ["NAME"]`.
        public let syntax: String
        /// What it is for, in a few words, for the overview.
        public let purpose: String
        /// One paragraph (one line in the table; `text(for:)` wraps it).
        public let summary: String
        /// One example, possibly of several lines, that parses without errors.
        public let example: String

        /// An entry; `example` must parse without errors (a test checks).
        public init(
            _ name: String, aliases: [String] = [], _ section: Section, syntax: String, purpose: String,
            summary: String, example: String
        ) {
            self.name = name
            self.aliases = aliases
            self.section = section
            self.syntax = syntax
            self.purpose = purpose
            self.summary = summary
            self.example = example
        }

        /// The keyword.
        public var description: String { name }

        /// A rule key's help, listed under the rule definitions.
        public init(ruleKey key: RuleKeyHelp) {
            self.init(key.name, .rules, syntax: key.syntax, purpose: key.purpose, summary: key.summary, example: key.example)
        }
    }

    /// Every entry: the statements, then the rule keys of `rules`.
    public static func entries(rules: RuleVocabulary) -> [Entry] {
        statementEntries + rules.keys.map(Entry.init(ruleKey:))
    }

    /// The entry for a keyword or alias (ignoring case and surrounding blanks), if any.
    public static func entry(for topic: String, rules: RuleVocabulary) -> Entry? {
        let key = topic.trimmingWhitespace().lowercased()
        return entries(rules: rules).first { $0.name == key || $0.aliases.contains(key) }
    }

    /// `help STATEMENT`: the syntax, the summary wrapped to 76 columns, for a rule key the families
    /// that read it, and the example indented. `nil` when no statement has that name.
    public static func text(for topic: String, rules: RuleVocabulary) -> String? {
        guard let entry = entry(for: topic, rules: rules) else { return nil }
        let example = entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        var readers: [String] = []
        if entry.section == .rules, let families = rules.readers[entry.name], !families.isEmpty {
            let names = Parser.alternatives(families, conjunction: "and")
            let kind = families.count == 1 ? "family" : "families"
            readers = [""] + wrap("Read by the \(names) \(kind); other families refuse it.", width: 76)
        }
        return ([entry.syntax, ""] + wrap(entry.summary, width: 76) + readers + ["", "Example:"] + example)
            .joined(separator: "\n")
    }

    /// `help`: every statement and rule key with its syntax and purpose, by section, then how
    /// squares and cells are written.
    public static func overview(rules: RuleVocabulary) -> String {
        let column = 34
        var lines = ["Statements, one a line; # starts a comment. help STATEMENT tells more."]
        let all = entries(rules: rules)
        for section in Section.allCases {
            lines += ["", section.rawValue + ":"]
            for entry in all where entry.section == section {
                if entry.syntax.count + 2 <= column {
                    let padding = String(repeating: " ", count: column - entry.syntax.count)
                    lines.append("  " + entry.syntax + padding + entry.purpose)
                } else {
                    lines.append("  " + entry.syntax)
                    lines.append(String(repeating: " ", count: column + 2) + entry.purpose)
                }
            }
        }
        lines += [""] + wrap(notation, width: 76)
        return lines.joined(separator: "\n")
    }

    /// How squares and cells are written, for the overview.
    static let notation =
        "Squares are a column letter and a row number: a1 is the top-left square and rows count "
        + "downward. Cells: . or - empty; X, x or * the first player; O or o the second player."

    /// Greedy word wrap.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The string without whitespace at either end.
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
