import Boards

/// `review`: each move of the game with the value of the position for the side that played it,
/// before and after the move, and the mistakes flagged.
public struct ReviewReport: Sendable {
    public struct Entry: Sendable {
        /// The move's number, from 1.
        public var number: Int
        /// The side that moved; `nil` in a puzzle.
        public var player: Player?
        public var move: String
        /// The value for the side that moved, before the move and after it; `nil` where the
        /// position could not be solved (the move is then not judged).
        public var before: Value?
        public var after: Value?
        /// The moves that keep the value before, in the game's move order.
        public var best: [String]
        /// What the move gave away, in words, or `nil` when it kept the value.
        public var mistake: String?
        /// nil when `before` and `after` are exact; else they are estimates (a margin for the side
        /// that moved, its sign the outcome), from a search this many plies deep.
        public var estimateDepth: Int? = nil
        /// Set when the playout search valued the move: its playouts (with `estimateDepth` the
        /// values' scores are win rates in percent).
        public var playouts: Int? = nil
    }

    public var game: String
    public var isPuzzle: Bool
    /// True when the score is the final margin (Reversi): values are then shown by outcome and
    /// score, since the plies of a score-optimal line are not a minimax remoteness.
    public var scoreIsMargin = false
    public var entries: [Entry]
    /// "X has won.", "A draw.", or `nil` while the game goes on.
    public var ending: String?
    /// Why the first position that could not be solved was not ("60 empty cells are too many
    /// ..."), or `nil` when every one was.
    public var unsolved: String? = nil
    /// Why the review ended before the last move ("interrupted at move 3 of 8, X e3"), or `nil`
    /// when it judged them all; `entries` then holds the moves judged before it stopped.
    public var stopped: String? = nil

    /// The mistakes.
    public var mistakes: [Entry] { entries.filter { $0.mistake != nil } }

    /// The mistake of a move whose value went from `before` to `after` for the side that moved:
    /// a win thrown to a draw or a loss, a draw thrown to a loss, a puzzle's goal made
    /// unreachable, and where the score is a margin (Reversi) discs given away.
    static func mistake(before: Value, after: Value, isPuzzle: Bool, scoreIsMargin: Bool) -> String? {
        if isPuzzle {
            return before.outcome == .win && after.outcome != .win ? "the goal can no longer be reached" : nil
        }
        if after.outcome.rawValue < before.outcome.rawValue {
            let now = after.outcome == .draw ? "a draw" : "a loss"
            return "throws the \(before.outcome == .win ? "win" : "draw") away: \(now) now"
        }
        if scoreIsMargin, let was = before.score, let now = after.score, now < was {
            let lost = was - now
            return "gives away \(lost) \(lost == 1 ? "disc" : "discs") of the margin (\(was.signed) -> \(now.signed))"
        }
        return nil
    }

    /// How many discs an estimate cannot tell apart: two moves whose estimates differ by this
    /// much or less may be equally good (the standard reply d6 to f5 was called a mistake of 2).
    public static let estimateMargin = 4

    /// A move whose playout estimate is this many points of win rate below the best move's is a
    /// mistake; less, the playouts cannot tell apart.
    static let playoutMargin = 10

    /// The mistake of a move the playout search judges, or nil.
    static func playoutMistake(before: Value, after: Value) -> String? {
        guard let was = before.score, let now = after.score, was - now > playoutMargin else { return nil }
        return "gives away \(was - now) points of win rate by an estimate (\(was) % -> \(now) %; "
            + "more than the \(playoutMargin) the playouts cannot tell apart)"
    }

    /// The mistake of a move judged by estimates (margins for the side that moved): more discs
    /// given away than `estimateMargin`, said as an estimate. No outcome is thrown away on an
    /// estimate's word.
    static func estimatedMistake(before: Value, after: Value) -> String? {
        guard let was = before.score, let now = after.score, was - now > estimateMargin else { return nil }
        let lost = was - now
        return "gives away \(lost) \(lost == 1 ? "disc" : "discs") by an estimate (\(was.signed) -> \(now.signed); "
            + "more than the \(estimateMargin) an estimate cannot tell apart)"
    }


    /// The value for the side that just moved, from the value of the position after the move for
    /// the side to move then (the other side in a game, the same player in a puzzle).
    static func forMover(_ next: Value, isPuzzle: Bool, again: Bool = false) -> Value {
        if isPuzzle { return next }
        if again { return Value(next.outcome, in: next.remoteness + 1, score: next.score) }
        return next.forMover
    }
}

extension ReviewReport {
    /// One JSON object: `game`, `moves` (each with `number`, `player` (games only), `move`,
    /// `before`, `after` (`null` where unsolved; an estimate as `solve --json` writes one),
    /// `best`, `mistake` (only on a mistake)), `mistakes`, `ending`, `unsolved` (why) when some
    /// position could not be solved, and `stopped` (why) when the review ended early.
    public var json: JSON {
        .object([
            ("game", .string(game)),
            ("moves", .array(entries.map { entry in
                var pairs: [(String, JSON)] = [("number", .int(entry.number))]
                if let player = entry.player { pairs.append(("player", .string(player.description))) }
                pairs += [("move", .string(entry.move)), ("before", value(entry.before, entry.estimateDepth, entry.playouts)),
                    ("after", value(entry.after, entry.estimateDepth, entry.playouts)), ("best", .array(entry.best.map { .string($0) }))]
                if let mistake = entry.mistake { pairs.append(("mistake", .string(mistake))) }
                return .object(pairs)
            })),
            ("mistakes", .int(mistakes.count)),
            ("ending", ending.map { .string($0) } ?? .null),
        ] + (unsolved.map { [("unsolved", JSON.string($0))] } ?? []) + (stopped.map { [("stopped", JSON.string($0))] } ?? []))
    }

    private func value(_ value: Value?, _ estimateDepth: Int?, _ playouts: Int?) -> JSON {
        guard let value else { return .null }
        if isPuzzle { return .string(value.outcome == .win ? "solvable" : "unsolvable") }
        return .object(JSON.valueKeys(value, estimateDepth: estimateDepth, playouts: playouts))
    }
}
