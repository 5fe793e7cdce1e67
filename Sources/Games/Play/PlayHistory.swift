/// The moves of a game in progress, as both kinds of play keep them: the base it started from (the
/// start, or a drawn board), the position now, the moves played since the base and the moves
/// undone (for redo). A move here is whatever one written move stands for (a peg's multi-jump is
/// one).
struct PlayHistory<Position, Move> {
    private(set) var base: Position
    private(set) var position: Position
    private(set) var played: [Move] = []
    private var undone: [Move] = []
    /// The position after a move.
    private let play: (Move, Position) -> Position

    init(start: Position, play: @escaping (Move, Position) -> Position) {
        base = start
        position = start
        self.play = play
    }

    /// A new base; the moves are forgotten.
    mutating func rebase(_ start: Position) {
        (base, position, played, undone) = (start, start, [], [])
    }

    /// Plays written moves in order, from the base when `fromStart`: all of them, or none and the
    /// index of the first that `parse` refused with why.
    mutating func playAll<E>(_ texts: [String], fromStart: Bool, parse: (String, Position) -> Result<Move, E>) -> (Int, E)? {
        var walk = fromStart ? base : position
        var moves = fromStart ? [] : played
        for (index, text) in texts.enumerated() {
            switch parse(text, walk) {
            case .success(let move):
                walk = play(move, walk)
                moves.append(move)
            case .failure(let error):
                return (index, error)
            }
        }
        (position, played, undone) = (walk, moves, [])
        return nil
    }

    /// True when the position now was already reached earlier in the game (from the base).
    func repeated(equal: (Position, Position) -> Bool) -> Bool {
        var walk = base
        for move in played {
            if equal(walk, position) { return true }
            walk = play(move, walk)
        }
        return false
    }

    /// Takes back the last move: the position is replayed from the base.
    mutating func undo() -> Bool {
        guard let last = played.popLast() else { return false }
        undone.append(last)
        position = played.reduce(base) { play($1, $0) }
        return true
    }

    /// Plays the last move undone again.
    mutating func redo() -> Bool {
        guard let next = undone.popLast() else { return false }
        position = play(next, position)
        played.append(next)
        return true
    }
}
