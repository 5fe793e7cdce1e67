import Boards

/// Forks: a move after which the mover has a double threat (two ways to win that the opponent
/// cannot both stop) and the opponent has no way to win first. No search; the rules' threat
/// detection decides.
public enum Forks {
    /// True when `move` is a fork in `position`.
    public static func isFork<G: ThreatGame>(_ move: G.Move, in position: G.Position, of game: G) -> Bool {
        let mover = game.sideToMove(position)
        let after = game.play(move, in: position)
        guard game.result(after) == nil else { return false }
        return game.hasDoubleThreat(after, for: mover) && game.winningMoves(after, for: mover.opponent).isEmpty
    }

    /// The legal moves of `position` that are forks, in reading order.
    public static func forks<G: ThreatGame>(in position: G.Position, of game: G) -> [G.Move] {
        game.legalMoves(position).filter { isFork($0, in: position, of: game) }
    }
}
