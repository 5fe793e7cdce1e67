import Boards

/// Turns the key lines of a line-family rule set into `LineRules` and compiles them.
///
/// Keys: `board W x H`, `line K`, `misere [yes|no]`, `gravity [yes|no]`, `first X|O`,
/// `family line`, `title TEXT`. Later lines override earlier ones, so `extends` then a key changes
/// one thing of the parent.
enum LineVariant {
    static let keys = ["family", "title", "board", "line", "misere", "gravity", "first"]

    static func game(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> LineGame {
        var width: Int?, height: Int?, length: Int?
        // Where the size and the line length were last set, for errors about their combination.
        var boardAt: RuleBook.Origin?, lineAt: RuleBook.Origin?
        var misere = false, gravity = false
        var first = Player.x
        for origin in origins.familyEntries {
            let entry = origin.entry
            let args = entry.arguments
            switch entry.key {
            case "board":
                guard args.count == 2 else {
                    throw origin.error("expected 'board W x H', as in: board 7 x 6")
                }
                width = try number(args[0], origin, 0, in: widths, "width")
                height = try number(args[1], origin, 1, in: heights, "height")
                boardAt = origin
            case "line":
                guard args.count == 1 else {
                    throw origin.error("expected one number after 'line' (how many in a row win)",
                        argument: min(args.count, 1))
                }
                length = try number(args[0], origin, 0, in: lengths, "line length")
                lineAt = origin
            case "misere":
                misere = try flag(args, origin)
            case "gravity":
                gravity = try flag(args, origin)
            case "first":
                first = try origin.player()
            default:
                throw origin.error("line rules have no key '\(entry.key)'; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        guard let width, let height, let boardAt else { throw RuleError("rules '\(name)' need a size: board W x H") }
        guard let length, let lineAt else { throw RuleError("rules '\(name)' need a line length: line K") }
        let rules = LineRules(name: name, width: width, height: height, lineLength: length,
            misere: misere, gravity: gravity, firstPlayer: first)
        // A board that cannot be compiled is the size's fault, whatever the line; a line that
        // does not fit a good board is the line's.
        if let problem = rules.boardProblem { throw boardAt.error(problem) }
        if let problem = rules.lineProblem { throw lineAt.error(problem) }
        // `LineGame` refuses only rules with a `problem`, and these have none.
        return try LineGame(rules)
    }

    // The numbers a line rule set may hold, checked before any arithmetic on them: a board is
    // named with column letters (at most 26 wide) and fits a 64-bit bitboard with a spare row
    // (width x (height + 1) <= 64, so at most 63 high); a line longer than 64 fits no board.
    static let widths = 1...26
    static let heights = 1...63
    static let lengths = 1...64

    /// A whole number from `range`, or an error at the argument that names the range.
    private static func number(_ text: String, _ origin: RuleBook.Origin, _ argument: Int, in range: ClosedRange<Int>,
        _ what: String) throws(RuleError) -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw origin.error("expected a \(what) from \(range.lowerBound) to \(range.upperBound), found '\(text)'",
                argument: argument)
        }
        return value
    }

    private static func flag(_ args: [String], _ origin: RuleBook.Origin) throws(RuleError) -> Bool {
        switch args.first {
        case nil, "yes", "on", "true": if args.count <= 1 { return true }
        case "no", "off", "false": if args.count == 1 { return false }
        default: break
        }
        // No arguments means yes: only a wrong or extra word gets here, the first one at fault.
        throw origin.error("expected nothing, yes or no after '\(origin.entry.key)'", argument: 0)
    }
}
