import Boards

extension Parser {
    /// The statement keywords other than rule keys, in the order `help` lists them. `exit` is
    /// another spelling of `quit`; `board` is also a rule key (`board W x H`).
    public static let statementKeywords: [String] = [
        "position", "game", "board", "to-move", "in-hand", "moves", "play", "undo", "redo", "show", "print", "legal",
        "explain", "solve", "best", "pv", "values", "forks", "threats", "count", "nimber", "outcome", "history", "engine", "book", "review", "proof", "expect", "load", "open", "run", "save", "export", "rules", "help", "quit",
        "exit",
    ]

    /// Every word the parser accepts at the start of a statement: the statements and the rule keys
    /// of `rules` (the registered families' keys, which the session passes).
    public static func keywords(_ rules: RuleVocabulary) -> Set<String> {
        Set(statementKeywords).union(rules.order)
    }

    /// The statements that take no arguments.
    static let noArgumentStatements: [String: StatementKind] = [
        "undo": .undo, "redo": .redo, "show": .show, "print": .print, "legal": .legal, "best": .best,
        "pv": .pv, "values": .values, "forks": .forks, "threats": .threats, "nimber": .nimber, "outcome": .outcome, "history": .history, "quit": .quit, "exit": .quit,
    ]

    /// The keyword a misspelt word most likely meant: the closest keyword (ignoring case) within
    /// two edits (one for words of three characters or fewer), a swap of neighbours being one.
    /// Ties go to the keyword listed first.
    public static func suggestion(for word: String, rules: RuleVocabulary) -> String? {
        suggestion(for: word, among: statementKeywords + rules.order)
    }

    /// The name among `candidates` that `word` most likely meant, by the same measure: a game
    /// name, a help topic.
    /// Words longer than this get no suggestion: a near miss of a long name is no typo worth a
    /// guess, and the cost stays bounded (each comparison is at most this long, in a band).
    static let longestSuggested = 64

    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= longestSuggested * 4 else { return nil }
        let typed = Array(word.lowercased())
        guard typed.count <= longestSuggested else { return nil }
        let limit = min(2, max(1, typed.count / 2))
        var best: (keyword: String, distance: Int)?
        for keyword in candidates {
            // Names whose lengths differ by more than the limit are farther than it: not read.
            // (The UTF-8 length is free and bounds the count of characters, which costs a walk.)
            let bytes = keyword.utf8.count
            guard bytes + limit >= typed.count, bytes <= 4 * (typed.count + limit) else { continue }
            let letters = Array(keyword)
            guard abs(letters.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, letters)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (keyword, distance)
            }
        }
        return best?.keyword
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters, each costing one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, table[i - 2][j - 2] + 1)
                }
                table[i][j] = distance
            }
        }
        return table[a.count][b.count]
    }

    /// The error for a first word that is no keyword: a hint to `play` when it looks like a move,
    /// else the nearest keyword, else a pointer to `help`.
    static func unknownStatement(_ word: Word, rules: RuleVocabulary) -> Diagnostic {
        // A very long word is shown cut short, and no keyword is that far from it.
        let text = word.text.count > 40 ? String(word.text.prefix(40)) + "..." : word.text
        let hint: String
        if looksLikeMove(text) {
            hint = "to play a move, write: play \(text)"
        } else if word.text.count <= 20, let keyword = suggestion(for: text, rules: rules) {
            hint = "did you mean '\(keyword)'?"
        } else {
            hint = "expected a statement such as play, solve or help (type help for the list)"
        }
        return word.error("unknown statement '\(text)'; \(hint)")
    }

    /// A square (`b2`), a run of digits (Connect 4 columns: `4453`) or squares joined by `-`.
    private static func looksLikeMove(_ text: String) -> Bool {
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.allSatisfy { Square($0) != nil }
    }

    /// `a, b or c` (with `conjunction` "and": `a, b and c`).
    static func alternatives(_ words: [String], conjunction: String = "or") -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
