import Boards

/// A rule set compiled into its family's game: what `game NAME` selects. Later families add
/// cases here; the session turns each into a generic driver once.
public enum CompiledGame: Sendable {
    case line(LineGame)
    case flank(FlankGame)
    case jump(JumpGame)

    /// The rule set's name.
    public var name: String {
        switch self {
        case .line(let game): game.name
        case .flank(let game): game.name
        case .jump(let game): game.name
        }
    }
}
