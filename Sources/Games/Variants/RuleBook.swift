import Boards

/// Every rule set the session knows, by name: the built-in rule files and those defined or loaded
/// since. A rule set is compiled when it is added, so an error shows at its definition, and
/// `extends` always names a rule set that already compiles.
public struct RuleBook: Sendable {
    /// A flattened entry: the key line and where it came from.
    struct Origin: Sendable {
        var entry: RuleEntry
        /// The index in the spec being added; for an entry inherited through `extends`, the
        /// index of that `extends` line.
        var index: Int?
        var inherited = false

        /// An error about this entry; for an inherited entry it points at the `extends` line, whose
        /// arguments are not this entry's.
        func error(_ message: String, argument: Int? = nil) -> RuleError {
            RuleError(message, entry: index, argument: inherited ? nil : argument)
        }

        /// The one player this entry names (`first O`).
        func player() throws(RuleError) -> Player {
            let args = entry.arguments
            guard args.count == 1, let player = Player(word: args[0]) else {
                throw error("expected X or O after '\(entry.key)'", argument: args.count > 1 ? 1 : 0)
            }
            return player
        }
    }

    /// The families whose rule sets the book compiles, and its errors list: the registered ones
    /// (`Families.all`), and any a caller appends (a test's own family; the parser's vocabulary
    /// stays that of `Families.all`, so such a family reads keys already in it).
    var families: [any Family.Type] = Families.all
    private var flattened: [String: [RuleEntry]] = [:]
    private var compiled: [String: any RuleGame] = [:]
    /// Every rule set's name in the order it was last added (a set defined again moves to the end).
    public private(set) var order: [String] = []

    public init() {}

    /// The names of every rule set, sorted.
    public var names: [String] { compiled.keys.sorted() }

    /// The compiled game called `name`, or `nil`.
    public func game(named name: String) -> (any RuleGame)? { compiled[name] }

    /// The key lines of `name` after `extends` is resolved, parents' lines first.
    public func entries(of name: String) -> [RuleEntry]? { flattened[name] }

    /// Compiles `spec` and adds it, replacing a rule set of the same name. Errors name the entry at
    /// fault by its index in `spec`.
    @discardableResult
    public mutating func add(_ spec: RuleSpec) throws(RuleError) -> any RuleGame {
        var origins: [Origin] = []
        for (index, entry) in spec.entries.enumerated() {
            guard entry.key == "extends" else {
                origins.append(Origin(entry: entry, index: index))
                continue
            }
            guard entry.arguments.count == 1, let parent = entry.arguments.first else {
                throw RuleError("expected one rule set name after 'extends'", entry: index)
            }
            guard let inherited = flattened[parent] else {
                let known = names.joined(separator: ", ")
                throw RuleError("no rule set named '\(parent)' to extend; known: \(known)", entry: index, argument: 0)
            }
            origins += inherited.map { Origin(entry: $0, index: index, inherited: true) }
        }
        let game = try compile(name: spec.name, origins)
        flattened[spec.name] = origins.map(\.entry)
        compiled[spec.name] = game
        order.removeAll { $0 == spec.name }
        order.append(spec.name)
        return game
    }

    func compile(name: String, _ origins: [Origin]) throws(RuleError) -> any RuleGame {
        guard origins.contains(where: { $0.entry.key == "family" }) else {
            throw RuleError("rules '\(name)' need a family (family line) or a rule set to extend (extends NAME)")
        }
        var word = "line"
        for origin in origins where origin.entry.key == "family" {
            guard origin.entry.arguments.count == 1, let chosen = origin.entry.arguments.first else {
                throw origin.error("expected one family name after 'family': \(Families.names(of: families))")
            }
            word = chosen
        }
        guard let family = Families.named(word, in: families) else {
            let at = origins.last(where: { $0.entry.key == "family" })?.index
            throw RuleError("unknown family '\(word)'; expected \(Families.names(of: families))", entry: at, argument: 0)
        }
        return try family.compile(name: name, origins)
    }
}

extension [RuleBook.Origin] {
    /// The entries a family's compiler reads: all but `family` and `title`, which every family
    /// takes the same way (the rule book reads `family`, the session `title`).
    var familyEntries: [RuleBook.Origin] { filter { $0.entry.key != "family" && $0.entry.key != "title" } }
}
