/// A rule game that can be the one a session is in before any `game` statement (and the one the
/// page's API answers for when a request names none): the first built-in rule set whose game
/// says so, found by this capability rather than by its name.
public protocol StartingGame: RuleGame {
    /// True for the family's first game to show (the smallest and best known).
    var startsSessions: Bool { get }
}
