import Boards

/// The contract every rule family's game keeps, checked along seeded random playouts: a position
/// is over exactly when it has no moves, and its moves are unique; every symmetry the rules keep
/// maps a position onto one with the same canonical form (puzzles: the same canonical key), and
/// maps the positions after its moves onto those after the image's moves; a move mapped into a
/// symmetry's frame and back is the same move. Each check gives its problems as sentences (none
/// when the game keeps the contract); the conformance tests run `RuleGame.contractProblems` over
/// every rule set, so a new family is checked without a line in the tests.
public enum GameContract {
    /// A two-player game's problems.
    public static func problems<G: Notation & Symmetric>(_ game: G, playouts: Int, _ random: inout SplitMix64) -> [String] {
        var problems: [String] = []
        walk(from: game.start, playouts: playouts, &random, moves: game.legalMoves, play: game.play) { position, moves in
            if (game.result(position) == nil) != !moves.isEmpty { problems.append("\(game.name): over exactly when no moves") }
            if Set(moves).count != moves.count { problems.append("\(game.name): moves repeat") }
            problems += symmetryProblems(game, position, moves)
        }
        return problems
    }

    static func symmetryProblems<G: Notation & Symmetric>(_ game: G, _ position: G.Position, _ moves: [G.Move]) -> [String] {
        var problems: [String] = []
        let form = game.canonicalForm(position)
        let after = Set(moves.map { game.play($0, in: position) })
        for s in 0..<game.symmetryCount {
            let image = game.image(of: position, symmetry: s)
            if game.canonicalForm(image) != form { problems.append("\(game.name): symmetry \(s) changes the canonical form") }
            let imageMoves = game.legalMoves(image)
            if Set(after.map { game.image(of: $0, symmetry: s) }) != Set(imageMoves.map { game.play($0, in: image) }) {
                problems.append("\(game.name): symmetry \(s) does not map the moves")
            }
            for move in moves {
                let there = game.transform(move, symmetry: s, toCanonical: true)
                if game.transform(there, symmetry: s, toCanonical: false) != move {
                    problems.append("\(game.name): a move's round trip")
                }
                if game.play(there, in: image) != game.image(of: game.play(move, in: position), symmetry: s) {
                    problems.append("\(game.name): symmetry \(s) maps \(game.moveName(move)) elsewhere")
                }
            }
        }
        return problems
    }

    /// A puzzle's problems: its moves unique, and each symmetry of `symmetric` keeping the
    /// canonical key and mapping the positions after the moves.
    public static func puzzleProblems<P: PuzzleGame, S: Symmetric>(
        _ puzzle: P, symmetric: S, name: String, playouts: Int, _ random: inout SplitMix64
    ) -> [String] where S.Position == P.Position {
        var problems: [String] = []
        walk(from: puzzle.start, playouts: playouts, &random, moves: { allMoves(puzzle, $0) }, play: puzzle.play) { position, moves in
            if Set(moves).count != moves.count { problems.append("\(name): moves repeat") }
            let key = puzzle.canonicalKey(position)
            let after = Set(moves.map { puzzle.play($0, in: position) })
            for s in 0..<symmetric.symmetryCount {
                let image = symmetric.image(of: position, symmetry: s)
                if puzzle.canonicalKey(image) != key { problems.append("\(name): symmetry \(s) changes the key") }
                let imageAfter = Set(allMoves(puzzle, image).map { puzzle.play($0, in: image) })
                if Set(after.map { symmetric.image(of: $0, symmetry: s) }) != imageAfter {
                    problems.append("\(name): symmetry \(s) does not map the moves")
                }
            }
        }
        return problems
    }

    /// `playouts` seeded random games from `start`, each to its end: `visit` sees every position
    /// on the way with its moves.
    private static func walk<Position, Move>(from start: Position, playouts: Int, _ random: inout SplitMix64,
        moves: (Position) -> [Move], play: (Move, Position) -> Position, visit: (Position, [Move]) -> Void)
    {
        for _ in 0..<playouts {
            var position = start
            while true {
                let found = moves(position)
                visit(position, found)
                guard let move = found.randomElement(using: &random) else { break }
                position = play(move, position)
            }
        }
    }

    private static func allMoves<P: PuzzleGame>(_ puzzle: P, _ position: P.Position) -> [P.Move] {
        var list = P.Moves()
        puzzle.moves(position, into: &list)
        var moves: [P.Move] = []
        while let move = list.next() { moves.append(move) }
        return moves
    }
}

extension RuleGame {
    /// A family whose game has no contract check of its own says so: the conformance tests fail
    /// until it gives one.
    public func contractProblems(playouts: Int, _ random: inout SplitMix64) -> [String] {
        ["\(name): no contract check (conform to Notation & Symmetric, or give contractProblems)"]
    }
}

extension RuleGame where Self: Notation & Symmetric {
    /// A two-player game that speaks `Notation` and `Symmetric` is checked as one.
    public func contractProblems(playouts: Int, _ random: inout SplitMix64) -> [String] {
        GameContract.problems(self, playouts: playouts, &random)
    }
}
