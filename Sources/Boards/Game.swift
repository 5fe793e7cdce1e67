/// A two-player, perfect-information game with no chance, seen by the solvers.
///
/// A `Game` value holds the immutable facts of one rule set (board size, masks, tables); a
/// `Position` is a small value that moves copy. Solvers in `Search` are generic over this protocol,
/// so a rule family compiled from a rule file runs at the speed of the standard game.
public protocol Game: Sendable {
    /// The state of play: board, side to move and whatever else the rules need. A table key of
    /// its own (exact), for the sets that `count` keeps.
    associatedtype Position: TableKey
    /// One move, as cheap to copy as possible (a cell index for most families).
    associatedtype Move: Hashable & Sendable
    /// An ordered list of moves to search, cheap to build (no heap allocation per node), filled
    /// and walked in place.
    associatedtype Moves: MoveList<Move>
    /// What `tactic` learned about a position that move ordering can reuse (the line family: the
    /// cells worth playing).
    associatedtype Plan: Sendable
    /// The transposition-table key: the position canonical under the board's symmetries.
    associatedtype Key: TableKey

    /// At most how many positions can be reached from `position`, itself included (by the
    /// board alone: every way its empty cells could fill), for saying ahead of a count whether
    /// it fits; nil when the rules give no useful bound.
    func reachableBound(from position: Position) -> Double?

    /// The position at the start of a game.
    var start: Position { get }

    /// The side whose turn it is.
    func sideToMove(_ position: Position) -> Player

    /// `nil` while the game goes on; otherwise the result for the side to move (who may not move).
    func result(_ position: Position) -> Outcome?

    /// `result` for a position the search reached by a move from `orderMoves` or `.forced`,
    /// after `tactic` took every immediate win: a cheaper test where the rules allow it.
    func resultInSearch(_ position: Position) -> Outcome?

    /// Every legal move, in the order a person reads them (left to right, top to bottom).
    /// Empty exactly when `result` is not `nil`.
    func legalMoves(_ position: Position) -> [Move]

    /// The position after `move`, which must be legal.
    func play(_ move: Move, in position: Position) -> Position

    /// What the rules decide about a position before any search (a win in one, a forced block), or
    /// `.search` with what ordering the moves can reuse. `afterSearchedMove` says the position was
    /// reached by a move from `orderMoves` or `.forced`, which the rules may know to leave no
    /// win in one (a move that lets the opponent win at once is never searched).
    func tactic(_ position: Position, afterSearchedMove: Bool) -> Tactic<Move, Plan>

    /// When `tactic` said `.search`: the fewest plies in which the side to move can still win, and in
    /// which it can still lose. The search bounds scores with them (mate-distance pruning); 1 and 1
    /// claim nothing.
    var earliestEnd: (win: Int, loss: Int) { get }

    /// Where the exact-score search starts probing: `.fromTheEnds` (fast wins and fast losses
    /// first, as Pons' Connect 4 solver does; best when positions are usually decided) or
    /// `.fromTheMiddle` (win, draw or loss first; best when draws are common).
    var narrowing: Narrowing { get }

    /// The remoteness of a draw from `position` when the rules fix it (in the line family a drawn
    /// game ends with the board full), or `nil` to take the length of a principal variation.
    func drawLength(_ position: Position) -> Int?

    /// How many plies the game can last at most from `position` (a bound on remoteness).
    func pliesLeft(_ position: Position) -> Int

    /// The game's own score for `value` in `position`, where the game defines one (Connect 4's
    /// benchmark score), or `nil`.
    func score(of value: Value, at position: Position) -> Int?

    /// Fills `moves` (empty) with the moves worth searching, best guesses first, given the plan
    /// `tactic` returned; `first`, when given and among them, leads. Moves left out must be no
    /// better than some move kept. The list is the caller's, so no copy of it is made.
    func orderMoves(_ position: Position, plan: Plan, first: Move?, into moves: inout Moves)

    /// The position's key up to symmetry, and the index of the symmetry that maps the position to
    /// its canonical form (0 is the identity).
    func canonical(_ position: Position) -> (key: Key, symmetry: Int)

    /// The position moved by the symmetry that `canonical` picks: one representative of its class.
    func canonicalForm(_ position: Position) -> Position

    /// Maps a move of a position into the frame of its canonical form (`toCanonical`) or back.
    func transform(_ move: Move, symmetry: Int, toCanonical: Bool) -> Move

    /// `position` in 64 bits, distinct for distinct positions, where the rules allow it (a census
    /// stores each position so); nil where they do not.
    func packed(_ position: Position) -> UInt64?

    /// The bits `packed` takes at most (at most 64): a census keeps 32-bit keys where they fit.
    var packedWidth: Int { get }

    /// How many slots the solver's history of moves that cut off keeps for each side (0: the
    /// solver keeps no history and searches the moves in `orderMoves`' order alone).
    var historySlots: Int { get }

    /// The history slot of `move` (in `0 ..< historySlots`): moves alike in every position, as the
    /// same cells are, share one.
    func historySlot(_ move: Move) -> Int

    /// How urgent the rules make `move` in `position` (a capture, say), where the solver orders by
    /// its history: more urgent moves go first, the history orders moves of equal urgency.
    func urgency(of move: Move, in position: Position) -> Int
}

/// A list of moves that a game fills and the search walks, both in place.
public protocol MoveList<Element>: IteratorProtocol {
    /// An empty list.
    init()
}

/// The order in which the exact-score search probes the range of scores.
public enum Narrowing: Sendable {
    case fromTheEnds
    case fromTheMiddle
}

/// What the rules decide about a position before any search.
public enum Tactic<Move: Sendable, Plan: Sendable>: Sendable {
    /// Nothing is decided: search the ordered moves; `plan` goes to `orderMoves`.
    case search(Plan)
    /// The value is known: `outcome` for the side to move, `remoteness` plies to the end.
    case resolved(Outcome, remoteness: Int)
    /// Every other move loses faster than this one (e.g. blocking the only threat), so it alone
    /// need be searched. The value is that of the position after it.
    case forced(Move)
}

/// A transposition-table key: compared exactly and spread by a 64-bit hash.
public protocol TableKey: Hashable, Sendable {
    /// A well-mixed 64-bit hash used to pick the table slot.
    var hash64: UInt64 { get }
    /// Any value, to fill empty table slots (they are marked empty apart from their key).
    static var placeholder: Self { get }
}

/// A game in which a move can complete a line, so threats and forks make sense.
public protocol ThreatGame: Game {
    /// The moves with which `player` would win at once if it were `player`'s turn.
    func winningMoves(_ position: Position, for player: Player) -> [Move]

    /// Every empty cell where a stone of `player` would complete a line, and whether it can be
    /// played now, in reading order.
    func threats(_ position: Position, for player: Player) -> [(cell: Square, playable: Bool)]

    /// True when `player` has two threats the other side cannot both stop in one move: two
    /// playable ones, or (with gravity) a playable one with another right above it.
    func hasDoubleThreat(_ position: Position, for player: Player) -> Bool
}

extension Game {
    public func reachableBound(from position: Position) -> Double? { nil }
    public func packed(_ position: Position) -> UInt64? { nil }
    public var packedWidth: Int { 64 }
    public var historySlots: Int { 0 }
    public func historySlot(_ move: Move) -> Int { 0 }
    public func urgency(of move: Move, in position: Position) -> Int { 0 }
}
