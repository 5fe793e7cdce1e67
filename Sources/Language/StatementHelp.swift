/// The help texts: one table of entries, the single source of `help` and `help STATEMENT` at
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
    }

    /// Every entry: the statements, then the rule keys.
    public static let entries: [Entry] = statementEntries + ruleKeyEntries

    /// The entry for a keyword or alias (ignoring case and surrounding blanks), if any.
    public static func entry(for topic: String) -> Entry? {
        let key = topic.trimmingWhitespace().lowercased()
        return entries.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// `help STATEMENT`: the syntax, the summary wrapped to 76 columns, and the example indented.
    /// `nil` when no statement has that name.
    public static func text(for topic: String) -> String? {
        guard let entry = entry(for: topic) else { return nil }
        let example = entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return ([entry.syntax, ""] + wrap(entry.summary, width: 76) + ["", "Example:"] + example)
            .joined(separator: "\n")
    }

    /// `help`: every statement with its syntax and purpose, by section, then how squares and
    /// cells are written.
    public static var overview: String {
        let column = 34
        var lines = ["Statements, one a line; # starts a comment. help STATEMENT tells more."]
        for section in Section.allCases {
            lines += ["", section.rawValue + ":"]
            for entry in entries where entry.section == section {
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
