import Boards
import Search

/// A loopy test game: a token on a small directed graph; the side to move moves it along an
/// edge. Landing on a `won` node wins for the mover, on a `lost` node loses, on a `drawn` node
/// ends the game drawn. Nothing stops the token from coming back, so positions repeat.
struct TokenGame: Game {
    enum Kind: Sendable { case inner, won, lost, drawn }

    /// The token's node and the side to move: the same node with the other side to move is
    /// another position.
    struct Position: TableKey {
        var node: Int
        var toMove: Player
        var hash64: UInt64 { UInt64(node &* 2 &+ toMove.rawValue) &* 0x9E37_79B9_7F4A_7C15 }
        static var placeholder: Position { Position(node: -1, toMove: .x) }
    }

    /// A list that only walks the legal moves (the test game needs no ordering).
    struct Moves: MoveList {
        var moves: [Int] = []
        var walked = 0
        init() {}
        mutating func next() -> Int? {
            guard walked < moves.count else { return nil }
            defer { walked += 1 }
            return moves[walked]
        }
    }

    /// Each node's kind and its edges (the nodes a move can take the token to, in order).
    let kinds: [Kind]
    let edges: [[Int]]
    let root: Int

    var start: Position { Position(node: root, toMove: .x) }

    func sideToMove(_ position: Position) -> Player { position.toMove }

    func result(_ position: Position) -> Outcome? {
        switch kinds[position.node] {
        case .inner: nil
        case .won: .loss  // the mover before the side to move landed on a winning node
        case .lost: .win
        case .drawn: .draw
        }
    }

    func resultInSearch(_ position: Position) -> Outcome? { result(position) }

    /// A move is the node the token goes to.
    func legalMoves(_ position: Position) -> [Int] { result(position) == nil ? edges[position.node] : [] }

    func play(_ move: Int, in position: Position) -> Position { Position(node: move, toMove: position.toMove.opponent) }

    func tactic(_ position: Position, afterSearchedMove: Bool) -> Tactic<Int, Void> { .search(()) }
    var earliestEnd: (win: Int, loss: Int) { (1, 1) }
    var narrowing: Narrowing { .fromTheMiddle }
    func drawLength(_ position: Position) -> Int? { nil }
    func pliesLeft(_ position: Position) -> Int { 1000 }
    func score(of value: Value, at position: Position) -> Int? { nil }
    func orderMoves(_ position: Position, plan: Void, first: Int?, into moves: inout Moves) {
        moves.moves = legalMoves(position)
    }
    func canonical(_ position: Position) -> (key: Position, symmetry: Int) { (position, 0) }
    func canonicalForm(_ position: Position) -> Position { position }
    func transform(_ move: Int, symmetry: Int, toCanonical: Bool) -> Int { move }
}

extension TokenGame {
    /// The graph the tests solve by hand. Values for the side to move (the same for both sides:
    /// every edge is open to both):
    ///
    ///     node  edges       value         why
    ///     0     1 4         win in 3      0->1 leaves the opponent a loss in 2
    ///     1     2           loss in 2     forced to 2, where the opponent wins at once
    ///     2     W 3         win in 1      2->W; the cycle 1->2->3->1 is one the mover at 2 leaves
    ///     3     1 7         win in 3      3->1 (loss in 2 for the opponent); 3->7 gives a win in 1 away
    ///     4     5 L         draw          4->5->4... forever; 4->L loses
    ///     5     4 L         draw          as 4
    ///     6     2 3         loss in 4     both moves lose; the loser delays: 6->3 (win in 3 for them)
    ///     7     W           win in 1
    ///     8     4 2         draw          4 draws, 2 loses in 2
    ///     9     D 2         draw          D ends drawn at once; 2 loses
    ///     10 W, 11 L, 12 D: terminal (the side to move has lost, won, drawn)
    static let handSolved = TokenGame(
        kinds: [.inner, .inner, .inner, .inner, .inner, .inner, .inner, .inner, .inner, .inner, .won, .lost, .drawn],
        edges: [[1, 4], [2], [10, 3], [1, 7], [5, 11], [4, 11], [2, 3], [10], [4, 2], [12, 2], [], [], []],
        root: 0)

    /// `handSolved` with its root at `node`, to reach the nodes that 0 does not.
    func rooted(at node: Int) -> TokenGame { TokenGame(kinds: kinds, edges: edges, root: node) }
}
