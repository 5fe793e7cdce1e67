import Games
import Language

extension Statement {
    /// True for a key line of a rule definition (`line 3`, `board 4 x 4`).
    var isRuleKey: Bool {
        if case .ruleKey = kind { return true }
        return false
    }
}

/// A rule definition being written: `rules "NAME"` and the key lines that follow it, kept with
/// their words so that an error points at the key or argument at fault.
struct RuleDraft {
    let name: Word
    let statement: Statement
    private(set) var keys: [Statement] = []

    init(name: Word, statement: Statement) {
        self.name = name
        self.statement = statement
    }

    /// Adds a key line; `nil` when the statement is not one.
    mutating func add(_ key: Statement) -> Void? {
        guard case .ruleKey = key.kind else { return nil }
        keys.append(key)
        return ()
    }

    /// Compiles the definition into `book`; the diagnostics say why it did not compile.
    func finish(into book: inout RuleBook) -> [Diagnostic] {
        var entries: [RuleEntry] = []
        for key in keys {
            guard case .ruleKey(let word, let arguments, let rows) = key.kind else { continue }
            entries.append(RuleEntry(key: word.text, arguments: arguments.map(\.text), rows: BoardText.drawn(rows)))
        }
        do {
            try book.add(RuleSpec(name: name.text, entries: entries))
            return []
        } catch {
            guard let index = error.entry, index < keys.count,
                case .ruleKey(let word, let arguments, _) = keys[index].kind
            else {
                return [name.error(error.message)]
            }
            if let argument = error.argument, argument < arguments.count {
                return [arguments[argument].error(error.message)]
            }
            if let argument = error.argument, argument == arguments.count {
                // Something is missing: point one past the line's last word.
                let last = arguments.last ?? word
                return [last.error(error.message, offset: last.text.count + 1)]
            }
            return [word.error(error.message)]
        }
    }
}
