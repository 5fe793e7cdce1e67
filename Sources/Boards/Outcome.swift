/// The game-theoretic result of a position for the side to move.
public enum Outcome: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case loss = -1
    case draw = 0
    case win = 1

    /// The same result seen from the other side.
    @inlinable public var flipped: Outcome {
        switch self {
        case .win: .loss
        case .loss: .win
        case .draw: .draw
        }
    }

    public var description: String {
        switch self {
        case .win: "win"
        case .loss: "loss"
        case .draw: "draw"
        }
    }

    /// The outcome a final score gives its side: a win above zero, a loss below, a draw at zero.
    @inlinable public init<Score: SignedInteger>(sign score: Score) {
        self = score > 0 ? .win : score < 0 ? .loss : .draw
    }

    /// Reads `win`, `loss` or `draw`.
    public init?(word: String) {
        switch word {
        case "win": self = .win
        case "loss": self = .loss
        case "draw": self = .draw
        default: return nil
        }
    }
}
