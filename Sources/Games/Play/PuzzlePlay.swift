import Boards
import Search

/// `Play` for any one-player puzzle (`PlayablePuzzle`: peg solitaire, a block puzzle): moves that
/// are jumps or runs of jumps by one piece, and a goal instead of a winner. `solve` runs the
/// puzzle search (a solution, or the proof that there is none); `count` counts the boards
/// reachable, level by level.
public final class PuzzlePlay<P: PlayablePuzzle>: Play {
    /// The rule set, as its family compiled it.
    public let game: P
    private var puzzle: P.Puzzle { game.puzzle }
    /// The moves played since the base, each one jump or a run of them, as played.
    private var moves: PlayHistory<P.Position, [P.Puzzle.Move]>
    var base: P.Position { moves.base }
    var position: P.Position { moves.position }
    let memoBytes: Int
    /// Made at the first search, so that choosing a game costs no memory.
    lazy var solver = PuzzleSolver(game: game.puzzle, memoBytes: memoBytes)

    /// A play at the puzzle's start, whose searches keep a memo of at most `memoBytes`.
    public init(game: P, memoBytes: Int) {
        self.game = game
        self.memoBytes = memoBytes
        moves = PlayHistory(start: game.puzzle.start) { [puzzle = game.puzzle] jumps, pieces in
            jumps.reduce(pieces) { puzzle.play($1, in: $0) }
        }
    }

    public var gameName: String { game.name }
    /// A puzzle has one player; X stands for them where a side must be named.
    public var sideToMove: Player { .x }
    /// `win` at the goal, `loss` when no jump is left short of it, `nil` while jumps remain.
    public var result: Outcome? {
        if puzzle.isGoal(position) { return .win }
        return jumps(position).isEmpty ? .loss : nil
    }
    public var cells: [[Character]] { game.cells(position) }
    public var diagram: [String] { game.diagram(position) }
    public var boardRows: [String] { game.rows(position) }
    public var ruleSentences: [String] { game.ruleSentences }
    public var history: [String] { moves.played.map(name(ofMove:)) }
    public var baseBoard: (rows: [String], toMove: Player?)? { base == puzzle.start ? nil : (game.rows(base), nil) }
    public var hasForks: Bool { false }
    public var isPuzzle: Bool { true }
    public var sketch: BoardSketch { game.sketch(position) }

    public func sketches(along moves: [String]) -> [BoardSketch] {
        var walk = position
        var boards: [BoardSketch] = []
        for text in moves {
            guard case .success(let jumps) = parse(text, in: walk) else { break }
            walk = play(jumps, from: walk)
            boards.append(game.sketch(walk))
        }
        return boards
    }

    public var puzzleStatus: String? {
        let pieces = game.pieces(game.pieceCount(position))
        if puzzle.isGoal(position) { return "solved: \(game.goalText) (\(pieces))" }
        let jumps = jumps(position).count
        if jumps == 0 { return "stuck: \(pieces), no jump left; the goal is \(game.goalText)" }
        return "\(pieces), \(jumps) \(jumps == 1 ? "jump" : "jumps") possible; goal: \(game.goalText)"
    }

    public func setBoard(_ text: DrawnBoard) -> BoardError? {
        switch game.position(drawn: text) {
        case .success(let drawn):
            moves.rebase(drawn)
            return nil
        case .failure(let error):
            return error
        }
    }

    public func setMover(_ player: Player) -> BoardError? {
        BoardError("\(game.name) is a puzzle for one player: there is no side to move")
    }

    public func reset() { moves.rebase(base) }

    public func restart() { moves.rebase(puzzle.start) }

    public func split(_ word: String) -> [String] { [word] }

    /// The legal jumps of `position`, in the puzzle's order.
    func jumps(_ position: P.Position) -> [P.Puzzle.Move] {
        var list = P.Puzzle.Moves()
        puzzle.moves(position, into: &list)
        return Array(IteratorSequence(list))
    }

    /// The position after `jumps`, played in turn from `position`.
    func play(_ jumps: [P.Puzzle.Move], from position: P.Position) -> P.Position {
        jumps.reduce(position) { puzzle.play($1, in: $0) }
    }

    /// A move as written: the cells its piece visits joined by `-` (`d2-d4`, a run `d2-d4-f4`).
    func name(ofMove jumps: [P.Puzzle.Move]) -> String {
        guard let first = jumps.first else { return "" }
        return ([game.cellNames(of: first).from] + jumps.map { game.cellNames(of: $0).to }).joined(separator: "-")
    }

    /// Reads a move: cells joined by `-` (`d2-d4`, `d2-d4-f4`) or written together (`d2d4`).
    private func parse(_ text: String, in pieces: P.Position) -> Result<[P.Puzzle.Move], MoveError> {
        game.parseMove(text.contains("-") ? text : Self.joined(text), typed: text, in: pieces)
    }

    /// `d2d4f4` as `d2-d4-f4`: a break before each letter that follows a digit.
    private static func joined(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            if character.isLetter, previous?.isNumber == true { out.append("-") }
            out.append(character)
            previous = character
        }
        return out
    }

    public func playAll(_ texts: [String], fromStart: Bool) -> (Int, MoveError)? {
        moves.playAll(texts, fromStart: fromStart) { text, walk in parse(text, in: walk) }
    }

    public func normalize(_ text: String) -> Result<String, MoveError> { parse(text, in: position).map(name(ofMove:)) }

    public func undo() -> Bool { moves.undo() }

    public func redo() -> Bool { moves.redo() }

    /// Single jumps; a run of them by one piece is a run of moves.
    public func legalMoves() -> [String] { jumps(position).map { name(ofMove: [$0]) } }

    public func explain(_ text: String) -> [String] {
        switch parse(text, in: position) {
        case .success(let jumps):
            var lines = ["\(name(ofMove: jumps)): legal"]
            for jump in jumps {
                let (from, over, to) = game.cellNames(of: jump)
                lines.append("  the \(game.pieceWord) on \(from) jumps over \(over), which is taken off, and lands on \(to)")
            }
            lines.append("  \(game.pieces(game.pieceCount(play(jumps, from: position)))) left")
            return lines
        case .failure(let error):
            return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        }
    }

    public func threats() -> [ThreatList] { [] }
    public func forks() -> [String] { [] }
    public func isFork(_ text: String) -> Bool { false }
}
