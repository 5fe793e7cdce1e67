import Games

/// The built-in rule sets that a family's tools work in when the user names none, each found by
/// the capability its family declares (the game record files are written in, the game a book
/// ships for), never by its name: the rule files name the games, Swift outside a family does not.
public enum StandardGames {
    /// The rule set a session starts in (`StartingGame.startsSessions`), and the page's API
    /// answers for when a request names no game.
    public static var starting: String? { first((any StartingGame).self) { $0.startsSessions } }

    /// The rule set record files are written in (`RecordReplayable.playsRecords`): `open`,
    /// `review` and the lines of an OBF file set their games up in it.
    public static var records: String? { first((any RecordReplayable).self) { $0.playsRecords } }

    /// The rule set the package ships an opening book for (`OpeningBookCapable.hasShippedBook`):
    /// `book build` and the sets of `bench --set` are of it when no game is named.
    public static var openingBook: String? { first((any OpeningBookCapable).self) { $0.hasShippedBook } }

    /// The rule set the shipped evaluation was made for (`TrainableEvaluation.hasShippedEvaluation`):
    /// `train` fits it when no game is named.
    public static var training: String? { first((any TrainableEvaluation).self) { $0.hasShippedEvaluation } }

    /// The name of the first built-in rule set, in the order the rule files are read, whose game
    /// has a capability and passes `test`.
    static func first<Capability>(_ capability: Capability.Type, where test: (Capability) -> Bool) -> String? {
        (Session.builtinRules.book.first(capability, where: test) as? any RuleGame)?.name
    }
}
