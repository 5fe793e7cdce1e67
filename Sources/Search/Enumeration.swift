import Boards

/// How many positions can be reached from a position (itself included), counted exactly and up
/// to the board's symmetries.
public struct PositionCount: Sendable, Hashable {
    public var positions: Int
    /// Positions in which the game is over.
    public var terminal: Int
    /// Classes of positions under the board's symmetries.
    public var canonical: Int
    public var seconds: Double

    /// Positions in which the game goes on.
    public var nonTerminal: Int { positions - terminal }
}

/// Full enumeration of small games.
public enum Enumeration {
    /// The default cap on the positions `count` stores: about 2.5 GB at most for the line family.
    public static let defaultLimit = 50_000_000

    /// Every position reachable from `start` by legal moves, depth first, with a set of the
    /// positions seen and one of their symmetry classes. Throws `.tooMany` past `limit` positions,
    /// and when `limits` are reached (their node bound counts the positions found).
    public static func count<G: Game>(_ game: G, from start: G.Position, limit: Int = defaultLimit,
        limits: SearchLimits = .none) throws(SearchStop) -> PositionCount {
        limits.progress?.begin()
        let clock = ContinuousClock.now
        var seen = KeySet<G.Position>()
        var classes = KeySet<G.Position>()
        seen.insert(start)
        classes.insert(game.canonicalForm(start))
        var terminal = 0
        var stack: [G.Position] = [start]
        while let position = stack.popLast() {
            if game.result(position) != nil {
                terminal += 1
                continue
            }
            for move in game.legalMoves(position) {
                let child = game.play(move, in: position)
                if seen.insert(child) {
                    if seen.count > limit { throw .tooMany(limit: limit) }
                    if seen.count & 0xFFF == 0 { try limits.check(visited: UInt64(seen.count)) }
                    classes.insert(game.canonicalForm(child))
                    stack.append(child)
                }
            }
        }
        return PositionCount(positions: seen.count, terminal: terminal, canonical: classes.count,
            seconds: (ContinuousClock.now - clock).seconds)
    }
}
