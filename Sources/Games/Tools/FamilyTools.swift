/// A family's tools (an opening book, a trainer, benchmarks, record files, a fuzz generator) are
/// optional capabilities of its game type, each a small protocol in this folder that the type
/// conforms to in the family's own folder. Nothing outside the family names its types: the
/// session finds a capability on a rule set it has (`game as? any OpeningBookCapable`), in its
/// rule book (`RuleBook.first`), or, with no rule set at hand, through the registered families
/// (`Families.tools`). A new family's tools need no line outside its folder.
extension Families {
    /// The game types of every registered family, in the order of `all`.
    public static var gameTypes: [any RuleGame.Type] { all.flatMap { $0.gameTypes } }

    /// The registered game types that have a capability, in the order of `all`; `capability` is
    /// the capability's metatype, as in `Families.tools((any FuzzRuleGenerator.Type).self)`.
    public static func tools<Capability>(_ capability: Capability.Type) -> [Capability] {
        gameTypes.compactMap { $0 as? Capability }
    }
}

extension RuleBook {
    /// The first rule set, in the order they were added (the built-in rule files first), whose
    /// game has a capability (`(any TrainableEvaluation).self`) and passes `test`.
    public func first<Capability>(_ capability: Capability.Type, where test: (Capability) -> Bool) -> Capability? {
        order.lazy.compactMap { self.game(named: $0) as? Capability }.first(where: test)
    }
}
