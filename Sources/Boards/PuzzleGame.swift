/// A one-player puzzle with no chance, seen by the puzzle search: reach a goal position by a
/// sequence of moves (peg solitaire).
///
/// Positions are small values that fit a 64-bit key exactly up to the puzzle's symmetries: the
/// search keeps sets of keys, never of positions, and a key is never a lossy hash. The puzzle is
/// *layered*: every move takes a position one step further (a jump removes one peg), so no
/// position is reached by move sequences of different lengths; the count goes level by level and
/// keeps only two levels in memory.
public protocol PuzzleGame: Sendable {
    /// The state of the board.
    associatedtype Position: Hashable & Sendable
    /// One step of a solution (one jump; multi-jumps are a matter of writing).
    associatedtype Move: Hashable & Sendable
    /// A list of moves filled and walked in place, without heap allocation.
    associatedtype Moves: MoveList<Move>

    /// The position the puzzle starts from.
    var start: Position { get }

    /// Fills `moves` (empty) with every legal move of `position`, in the order to search them.
    func moves(_ position: Position, into moves: inout Moves)

    /// The position after `move`, which must be legal.
    func play(_ move: Move, in position: Position) -> Position

    /// True when `position` is a goal: the search stops there.
    func isGoal(_ position: Position) -> Bool

    /// The position's exact key up to the puzzle's symmetries (those that also keep the goal): the
    /// same for two positions exactly when one maps onto the other.
    func canonicalKey(_ position: Position) -> UInt64

    /// How many distinct positions share `position`'s key (1 when no symmetry moves it, up to the
    /// number of symmetries).
    func classSize(_ position: Position) -> Int

    /// The position whose key is `key`: the representative of its class.
    func position(key: UInt64) -> Position

    /// The same puzzle with only the symmetries that map `position` onto itself. Counting from a
    /// start uses it: the boards reachable from a start are mapped onto each other only by the
    /// symmetries that keep the start.
    func keeping(_ position: Position) -> Self

    /// A pruning hook: false only when the goal can no longer be reached from `position` (a
    /// necessary condition failed). Must never be false for a position that can reach the goal.
    func mayReachGoal(_ position: Position) -> Bool

    /// Why the goal can never be reached from `position`, proved without search (an invariant of
    /// the moves), or `nil` when no such proof is known.
    func unreachableReason(from position: Position) -> String?

    /// True when `move` is made by the piece that `previous` just moved (a peg jumping on from
    /// the hole it landed in), so that both count as one move in the fewest-moves count.
    func continues(_ move: Move, after previous: Move) -> Bool

    /// A lower bound on the moves (a run of moves that continue each other counting once) that
    /// take `position` to a goal: never more than the fewest. The fewest-moves search cuts on it.
    func movesNeeded(_ position: Position) -> Int

    /// Fills `moves` (empty) with the legal moves of `position` that may continue `previous`, the
    /// move just played: at least every one that `continues` it (the search skips the others).
    /// The default: every legal move.
    func moves(_ position: Position, continuing previous: Move, into moves: inout Moves)

    /// A lower bound on the moves that take `position` to a goal when the piece that just played
    /// `previous` may first go on for free (its moves that continue `previous` not counted). The
    /// default: one less than `movesNeeded`, as any such run is itself one move.
    func movesNeeded(_ position: Position, continuing previous: Move) -> Int

    /// Move ordering: the search tries the moves of `position` with the higher score first, ties
    /// in the order of `moves`. Any order keeps the search exact.
    func score(_ move: Move, in position: Position) -> Int

    /// How promising `position` looks on the way to a goal, lower being better: the beam search
    /// keeps the lowest of each level. Any value keeps every search correct (a beam's solution is
    /// replayed moves; the exact searches never read it).
    func heuristic(_ position: Position) -> Int

    /// The same puzzle with tables that cost time or memory to build (up to `bytes`) and pay off
    /// only in a long search. The search asks for them once it has examined many boards.
    func withSearchTables(bytes: Int) -> Self
}

extension PuzzleGame {
    public func mayReachGoal(_ position: Position) -> Bool { true }
    public func unreachableReason(from position: Position) -> String? { nil }
    public func continues(_ move: Move, after previous: Move) -> Bool { false }
    public func movesNeeded(_ position: Position) -> Int { 0 }
    public func moves(_ position: Position, continuing previous: Move, into moves: inout Moves) {
        self.moves(position, into: &moves)
    }
    public func movesNeeded(_ position: Position, continuing previous: Move) -> Int { movesNeeded(position) - 1 }
    public func score(_ move: Move, in position: Position) -> Int { 0 }
    public func heuristic(_ position: Position) -> Int { 0 }
    public func withSearchTables(bytes: Int) -> Self { self }
}
