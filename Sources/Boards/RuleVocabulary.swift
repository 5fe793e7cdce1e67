/// The help of one rule key (a line after `rules "NAME"`), as `help KEY` shows it. A rule family
/// declares the keys it reads with their help, in its own folder; the parser learns them from the
/// session (`RuleVocabulary`), so that a new family's keys need no line outside its folder.
public struct RuleKeyHelp: Sendable, Hashable {
    /// The key: `line`, `start`.
    public let name: String
    /// The syntax on one line: `line K`, `start [ARGUMENTS]`.
    public let syntax: String
    /// What it is for, in a few words, for the overview.
    public let purpose: String
    /// One paragraph.
    public let summary: String
    /// One example, possibly of several lines, that parses without errors.
    public let example: String
    /// Whether the key written bare takes the indented diagram rows under it, as a bare `board`
    /// does (`start`, `shape`).
    public let takesRows: Bool

    /// A key's help; `example` must parse without errors (a test checks).
    public init(
        _ name: String, syntax: String, purpose: String, summary: String, example: String, takesRows: Bool = false
    ) {
        self.name = name
        self.syntax = syntax
        self.purpose = purpose
        self.summary = summary
        self.example = example
        self.takesRows = takesRows
    }
}

/// The rule keys a parser accepts at the start of a line (besides the statements), with their
/// help, in the order `help` lists them: the union of every registered family's keys. A key that
/// several families read is listed once; `readers` says which families read it.
public struct RuleVocabulary: Sendable, Hashable {
    /// The keys, in order.
    public private(set) var keys: [RuleKeyHelp]
    /// The families that read each key, by key (none for a key every rule set may hold, such as
    /// `family` or `title`).
    public private(set) var readers: [String: [String]]
    /// The keys that, written bare, take indented diagram rows.
    public private(set) var diagramKeys: Set<String>
    private var names: Set<String>

    /// The keys `keys`, read by `family` when one is named. A key given twice keeps its first help.
    public init(_ keys: [RuleKeyHelp] = [], family: String? = nil) {
        self.keys = []
        readers = [:]
        names = []
        diagramKeys = []
        for key in keys { add(key, readBy: family.map { [$0] } ?? []) }
    }

    /// This vocabulary and the keys of `other` it lacks, after its own; a key both hold keeps this
    /// one's help and gathers the families that read it.
    public func merging(_ other: RuleVocabulary) -> RuleVocabulary {
        var merged = self
        for key in other.keys { merged.add(key, readBy: other.readers[key.name] ?? []) }
        return merged
    }

    /// Adds `key` unless one of its name is there, and `families` to its readers.
    private mutating func add(_ key: RuleKeyHelp, readBy families: [String]) {
        if names.insert(key.name).inserted {
            keys.append(key)
            if key.takesRows { diagramKeys.insert(key.name) }
        }
        for family in families where !(readers[key.name] ?? []).contains(family) {
            readers[key.name, default: []].append(family)
        }
    }

    /// Whether `name` is one of the keys.
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The key called `name`, if any.
    public func key(named name: String) -> RuleKeyHelp? { keys.first { $0.name == name } }

    /// The keys' names, in order.
    public var order: [String] { keys.map(\.name) }
}
