import Games
import Language

extension Statement {
    /// True for a key line of a rule definition (`line 3`, `board 4 x 4`).
    var isRuleKey: Bool {
        if case .ruleKey = kind { return true }
        return false
    }

    /// True for `rules "NAME"` and the key lines of a rule definition.
    var isRuleDefinition: Bool {
        switch kind {
        case .ruleKey: return true
        case .rules(let name): return name != nil
        default: return false
        }
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

    /// Adds a key line typed at the prompt and tries the definition so far: when the new key is
    /// at fault (a size too big, an unknown key, a parent that does not exist), it is taken out
    /// again and its error returned at once. Faults of an unfinished definition (no size yet) wait
    /// for `finish`.
    mutating func addChecked(_ key: Statement, against book: RuleBook) -> Diagnostic? {
        guard add(key) != nil else { return nil }
        var trial = book
        do {
            try trial.add(spec)
            return nil
        } catch {
            guard error.entry == keys.count - 1 else { return nil }
            keys.removeLast()
            return diagnostic(error, keys: keys + [key])
        }
    }

    /// The definition's key lines as a rule specification.
    private var spec: RuleSpec {
        var entries: [RuleEntry] = []
        for key in keys {
            guard case .ruleKey(let word, let arguments, let rows) = key.kind else { continue }
            entries.append(RuleEntry(key: word.text, arguments: arguments.map(\.text), rows: BoardText.drawn(rows)))
        }
        return RuleSpec(name: name.text, entries: entries)
    }

    /// Compiles the definition into `book`; the diagnostics say why it did not compile.
    func finish(into book: inout RuleBook) -> [Diagnostic] {
        do {
            try book.add(spec)
            return []
        } catch {
            return [diagnostic(error, keys: keys)]
        }
    }

    /// A rule error placed at the key or argument it names.
    private func diagnostic(_ error: RuleError, keys: [Statement]) -> Diagnostic {
        guard let index = error.entry, index < keys.count,
            case .ruleKey(let word, let arguments, _) = keys[index].kind
        else {
            return name.error(error.message)
        }
        if let argument = error.argument, argument < arguments.count {
            return arguments[argument].error(error.message)
        }
        if let argument = error.argument, argument == arguments.count {
            // Something is missing: point one past the line's last word.
            let last = arguments.last ?? word
            return last.error(error.message, offset: last.text.count + 1)
        }
        return word.error(error.message)
    }
}
