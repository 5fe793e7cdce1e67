/// A rule set as written: its name and its key lines in order, each with its arguments. The
/// session builds these from `rules "NAME"` definitions; `RuleBook` compiles them.
public struct RuleSpec: Sendable, Hashable {
    public var name: String
    public var entries: [RuleEntry]

    public init(name: String, entries: [RuleEntry] = []) {
        self.name = name
        self.entries = entries
    }
}

/// One key line of a rule set: `board 4 x 4` is key `board` with arguments `4`, `4`.
public struct RuleEntry: Sendable, Hashable {
    public var key: String
    public var arguments: [String]
    /// Diagram rows, for keys that take a drawing.
    public var rows: [String]

    public init(key: String, arguments: [String] = [], rows: [String] = []) {
        self.key = key
        self.arguments = arguments
        self.rows = rows
    }
}
