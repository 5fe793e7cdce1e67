import Boards

/// Why a written move was not played.
public struct MoveError: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The text is not a move of this game at all (`zz`).
        case unreadable
        /// A well-formed move that the rules do not allow here (a taken cell, a full column).
        case illegal
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// Why a drawn board is not a position of the game; `row` and `cell` (0-based) point at the fault
/// when it has one place.
public struct BoardError: Error, Sendable, Hashable {
    public var message: String
    public var row: Int?
    public var cell: Int?

    public init(_ message: String, row: Int? = nil, cell: Int? = nil) {
        self.message = message
        self.row = row
        self.cell = cell
    }
}

/// Why a rule specification does not compile.
public struct RuleError: Error, Sendable, Hashable {
    public var message: String
    /// Which entry of the specification is at fault, when one is.
    public var entry: Int?
    /// Which argument of that entry, when one is.
    public var argument: Int?

    public init(_ message: String, entry: Int? = nil, argument: Int? = nil) {
        self.message = message
        self.entry = entry
        self.argument = argument
    }
}
