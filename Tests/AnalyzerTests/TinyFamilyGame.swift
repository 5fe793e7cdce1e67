import Boards
import Search

@testable import Games

// The smallest family the seam allows, written outside Sources as docs/architecture.md's
// "Adding a family" describes: one-pile take-away. A pile of counters; a move takes 1, 2 or 3 of
// them; who takes the last counter wins. The rule keys are shared ones already in the parser's
// vocabulary (`start N`: the pile; `first X|O`), so the family needs no new word in the language.

/// A pile and the side to move: the whole state, and its own table key (no symmetries).
struct TakeawayPosition: TableKey {
    var pile: Int
    var mover: Player

    var hash64: UInt64 { mix64(UInt64(pile) << 1 | UInt64(mover.rawValue)) }
    static let placeholder = TakeawayPosition(pile: -1, mover: .x)
}

/// The takes still to search (bit `n` for taking `n`), the table's move first, then largest first.
struct TakeawayMoves: MoveList {
    var lead: Int?
    var takes: UInt8 = 0

    mutating func next() -> Int? {
        if let lead {
            self.lead = nil
            return lead
        }
        guard takes != 0 else { return nil }
        let take = 7 - takes.leadingZeroBitCount
        takes &= ~(1 << take)
        return take
    }
}

/// The take-away game of one rule set: the pile it starts with and who moves first.
struct TakeawayGame: Game, Notation, Symmetric, RuleGame {
    typealias Position = TakeawayPosition
    typealias Move = Int
    typealias Moves = TakeawayMoves
    typealias Plan = Void
    typealias Key = TakeawayPosition

    let name: String
    let pile: Int
    let first: Player

    var start: Position { Position(pile: pile, mover: first) }
    func sideToMove(_ position: Position) -> Player { position.mover }
    /// No counter left: the player before took the last one and won.
    func result(_ position: Position) -> Outcome? { position.pile == 0 ? .loss : nil }
    func resultInSearch(_ position: Position) -> Outcome? { result(position) }
    func legalMoves(_ position: Position) -> [Int] { position.pile == 0 ? [] : Array(1...min(3, position.pile)) }
    func play(_ move: Int, in position: Position) -> Position { Position(pile: position.pile - move, mover: position.mover.opponent) }
    func tactic(_ position: Position, afterSearchedMove: Bool) -> Tactic<Int, Void> { .search(()) }
    var earliestEnd: (win: Int, loss: Int) { (1, 1) }
    var narrowing: Narrowing { .fromTheMiddle }
    func drawLength(_ position: Position) -> Int? { nil }
    func pliesLeft(_ position: Position) -> Int { position.pile }
    func score(of value: Value, at position: Position) -> Int? { nil }

    func orderMoves(_ position: Position, plan: Void, first: Int?, into moves: inout TakeawayMoves) {
        moves.takes = UInt8((1 << (min(3, position.pile) + 1)) - 2)
        if let first, moves.takes & (1 << first) != 0 {
            moves.lead = first
            moves.takes &= ~(1 << first)
        }
    }

    func canonical(_ position: Position) -> (key: Position, symmetry: Int) { (position, 0) }
    func canonicalForm(_ position: Position) -> Position { position }
    func transform(_ move: Int, symmetry: Int, toCanonical: Bool) -> Int { move }
    var symmetryCount: Int { 1 }
    func image(of position: Position, symmetry s: Int) -> Position { position }
}

extension TakeawayGame {
    func parseMove(_ text: String, in position: Position) -> Result<Int, MoveError> {
        guard let take = Int(text), (1...3).contains(take) else {
            return .failure(MoveError(.unreadable, "expected 1, 2 or 3 (the counters to take), found '\(text)'"))
        }
        if position.pile == 0 { return .failure(MoveError(.illegal, "the game is over: the pile is empty")) }
        guard take <= position.pile else {
            return .failure(MoveError(.illegal, "only \(position.pile) counters are left, so \(take) cannot be taken"))
        }
        return .success(take)
    }

    func moveName(_ move: Int) -> String { String(move) }
    func splitMoves(_ word: String) -> [String] { [word] }
    /// One row as wide as the starting pile: an `X` for each counter left, a `.` for each taken.
    func cells(_ position: Position) -> [[Character]] {
        [Array(repeating: "X", count: position.pile) + Array(repeating: ".", count: pile - position.pile)]
    }
    func position(cells: [[Character]]) -> Result<Position, BoardError> {
        .failure(BoardError("a take-away pile is set by its rules (start N), not drawn"))
    }
    func withMover(_ player: Player, _ position: Position) -> Result<Position, BoardError> {
        .success(Position(pile: position.pile, mover: player))
    }
    func diagram(_ position: Position) -> [String] { ["pile: \(position.pile) of \(pile)"] }
    var ruleSentences: [String] {
        ["Two players, X and O, take turns taking 1, 2 or 3 counters from a pile of \(pile); \(first) moves first.",
         "A move is written as the number of counters taken.", "Who takes the last counter wins."]
    }
    var cellCount: Int { pile }

    func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play {
        GamePlay(game: self, style: CountersStyle(), tableBytes: tableBytes,
            search: { game, bytes in TakeawaySearch(game: game, tableBytes: bytes) }, forks: nil, threats: nil)
    }
    func playCost(tableBytes: Int) -> Int { tableBytes }
}

/// The generic solver for take-away positions: `SolverSearch` gives every method.
final class TakeawaySearch: SolverSearch {
    let game: TakeawayGame
    let solver: Solver<TakeawayGame>

    init(game: TakeawayGame, tableBytes: Int) {
        self.game = game
        solver = Solver(game: game, tableBytes: tableBytes)
    }
}

/// Counters as brown discs in a row.
struct CountersStyle: BoardStyle {
    func draw(_ sketch: BoardSketch, _ layout: BoardLayout, _ svg: inout SVGWriter) {
        for spot in sketch.spots where spot.piece != .empty {
            let (x, y) = layout.center(spot)
            BoardPicture.discIcon(x: x, y: y, radius: layout.cell * 0.4, fill: "#8d6e63", stroke: "#4e342e", &svg)
        }
    }

    func icon(_ player: Player, x: Double, y: Double, size: Double, _ svg: inout SVGWriter) {
        BoardPicture.discIcon(x: x, y: y, radius: size * 0.4, fill: player == .x ? "#222" : "#eee", stroke: "#222", &svg)
    }
}

/// The family: `family takeaway`, `start N` (the pile, 1 to 60), `first X|O`.
enum TakeawayFamily: Family {
    static let name = "takeaway"
    static let keys = ["family", "title", "start", "first"]
    static let vocabulary = RuleVocabulary([.start, .first], family: name)
    static let conformanceVariants = "rules \"conformance-takeaway\"\nfamily takeaway\nstart 9"
    static var gameTypes: [any RuleGame.Type] { [TakeawayGame.self] }

    static func compile(name: String, _ origins: [RuleBook.Origin]) throws(RuleError) -> any RuleGame {
        var pile: Int?
        var first = Player.x
        for origin in origins.familyEntries {
            switch origin.entry.key {
            case "start":
                guard origin.entry.arguments.count == 1, let count = Int(origin.entry.arguments[0]), (1...60).contains(count) else {
                    throw origin.error("expected a pile of 1 to 60 counters, as in: start 7", argument: 0)
                }
                pile = count
            case "first": first = try origin.player()
            default:
                throw origin.error("takeaway rules have no key '\(origin.entry.key)'; expected one of: \(keys.joined(separator: ", "))")
            }
        }
        guard let pile else { throw RuleError("rules '\(name)' need a pile: start N") }
        return TakeawayGame(name: name, pile: pile, first: first)
    }
}
