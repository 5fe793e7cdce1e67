/// One of the two sides of a two-player game. `x` moves first unless a rule set says otherwise
/// (black in Reversi, red in Connect 4).
public enum Player: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case x = 0
    case o = 1

    /// The other side.
    @inlinable public var opponent: Player { self == .x ? .o : .x }

    /// The letter used for the side in boards, `to-move` lines and reports: `X` or `O`.
    public var symbol: Character { self == .x ? "X" : "O" }

    public var description: String { String(symbol) }

    /// Reads `X`/`x`/`*` as the first player and `O`/`o` as the second; `nil` for anything else.
    public init?(symbol: Character) {
        switch symbol {
        case "X", "x", "*": self = .x
        case "O", "o": self = .o
        default: return nil
        }
    }

    /// Reads a whole word such as `X` or `o`.
    public init?(word: String) {
        guard word.count == 1, let first = word.first, let player = Player(symbol: first) else { return nil }
        self = player
    }
}
