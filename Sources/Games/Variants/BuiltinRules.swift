/// The rule files shipped inside the package (`Sources/Games/<Family>/Rules/*.rules`), embedded in the
/// binary at build time by the EmbedRules plugin, which finds every such file: a rule file dropped
/// into a family's `Rules/` folder ships with the next build, with no Swift to write. The session
/// parses them with the same parser as every other rule file.
public enum BuiltinRules {
    /// File name and text of each shipped rule file, parents before the rule sets that extend them
    /// (otherwise by family folder and file name).
    public static var files: [(name: String, text: String)] {
        parentsFirst(embeddedRuleFiles.map { ($0.name, $0.text) })
    }

    /// `files` reordered so that a file defining a rule set comes before every file whose rule sets
    /// extend it, keeping the given order where no `extends` says otherwise. A file whose parent is
    /// not among them (or a cycle) keeps its place after the rest, and its load reports the missing
    /// parent as any rule file would.
    static func parentsFirst(_ files: [(name: String, text: String)]) -> [(name: String, text: String)] {
        let needs = files.map { Set(words(after: "extends", in: $0.text)).subtracting(words(after: "rules", in: $0.text)) }
        var defined: Set<String> = []
        var order: [Int] = []
        var waiting = Array(files.indices)
        // Rounds: each takes every file whose parents are all defined by files placed before it;
        // at most one round a level of `extends`.
        while !waiting.isEmpty {
            let ready = waiting.filter { needs[$0].isSubset(of: defined) }
            guard !ready.isEmpty else { break }
            for index in ready { defined.formUnion(words(after: "rules", in: files[index].text)) }
            order += ready
            waiting.removeAll { ready.contains($0) }
        }
        return (order + waiting).map { files[$0] }
    }

    /// The names of the rule sets the shipped files define, in file order: every built-in game.
    public static var names: [String] { files.flatMap { words(after: "rules", in: $0.text) } }

    /// The first word after `keyword` on each line that starts with it (quotes removed):
    /// `rules "connect4"` gives `connect4`. A rough reading, enough to order the files.
    static func words(after keyword: String, in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(whereSeparator: \.isWhitespace)
            guard parts.count >= 2, parts[0] == keyword else { return nil }
            return String(parts[1].filter { $0 != "\"" })
        }
    }
}
