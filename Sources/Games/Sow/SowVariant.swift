import Boards

/// Turns the key lines of a sowing-family rule set (the mancala games) into a `SowGame`.
///
/// Keys: `family sow`, `title TEXT`, `pits N` (1 to 8) and `seeds N` (at most 60 seeds in all),
/// both required; `stores yes|no`, `sowing counterclockwise|clockwise`, `lap sow|skip`,
/// `opponent-store skip|sow`, `extra-turn yes|no`, `captures none|opposite|opposite-any|two-three`,
/// `grand-slam nothing|forbidden|allowed`, `finish sweep|feed`, `first X|O`. The defaults are
/// those of the store games with extra turns. Later lines override earlier ones.
enum SowVariant {
    static let keys = ["family", "title", "pits", "seeds", "stores", "sowing", "lap", "opponent-store", "extra-turn",
        "captures", "grand-slam", "finish", "first"]

    static func game(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> SowGame {
        var rules = SowRules(pits: 0, seeds: 0, stores: true, clockwise: false, skipOrigin: false, skipOpponentStore: true,
            extraTurn: true, capture: .opposite, grandSlam: .nothing, finish: .sweep)
        var first = Player.x
        var seedsAt: RuleBook.Origin?
        for origin in origins.familyEntries {
            switch origin.entry.key {
            case "pits": rules.pits = try number(origin, in: 1...SowRules.maxPits, "pits 6")
            case "seeds":
                rules.seeds = try number(origin, in: 1...SowRules.maxSeeds, "seeds 4")
                seedsAt = origin
            case "stores": rules.stores = try word(origin, ["yes": true, "no": false])
            case "sowing": rules.clockwise = try word(origin, ["counterclockwise": false, "clockwise": true])
            case "lap": rules.skipOrigin = try word(origin, ["sow": false, "skip": true])
            case "opponent-store": rules.skipOpponentStore = try word(origin, ["skip": true, "sow": false])
            case "extra-turn": rules.extraTurn = try word(origin, ["yes": true, "no": false])
            case "captures":
                rules.capture = try word(origin, ["none": .none, "opposite": .opposite, "opposite-any": .oppositeAny, "two-three": .twoThree])
            case "grand-slam":
                rules.grandSlam = try word(origin, ["nothing": .nothing, "forbidden": .forbidden, "allowed": .allowed])
            case "finish": rules.finish = try word(origin, ["sweep": .sweep, "feed": .feed])
            case "first": first = try origin.player()
            default:
                throw origin.error("sow rules have no key '\(origin.entry.key)'; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        guard rules.pits > 0 else { throw RuleError("rules '\(name)' need the pits on each side: pits N") }
        guard rules.seeds > 0 else { throw RuleError("rules '\(name)' need the seeds in each pit: seeds N") }
        guard rules.totalSeeds <= SowRules.maxSeeds else {
            let message = "at most \(SowRules.maxSeeds) seeds in all (each count is drawn as one character); "
                + "2 x \(rules.pits) pits x \(rules.seeds) seeds is \(rules.totalSeeds)"
            throw seedsAt?.error(message, argument: 0) ?? RuleError(message)
        }
        return SowGame(name: name, rules: rules, first: first)
    }

    /// The one number of `origin`'s line, within `range`.
    private static func number(_ origin: RuleBook.Origin, in range: ClosedRange<Int>, _ example: String)
        throws(RuleError) -> Int
    {
        let args = origin.entry.arguments
        guard args.count == 1, let value = Int(args[0]), range.contains(value) else {
            throw origin.error("expected a number from \(range.lowerBound) to \(range.upperBound), as in: \(example)", argument: 0)
        }
        return value
    }

    /// The one word of `origin`'s line, one of `choices`.
    private static func word<T>(_ origin: RuleBook.Origin, _ choices: KeyValuePairs<String, T>) throws(RuleError) -> T {
        let args = origin.entry.arguments
        guard args.count == 1, let found = choices.first(where: { $0.key == args[0] }) else {
            let words = choices.map { "'\(origin.entry.key) \($0.key)'" }
            throw origin.error("expected " + words.dropLast().joined(separator: ", ") + " or " + (words.last ?? ""), argument: 0)
        }
        return found.value
    }
}
