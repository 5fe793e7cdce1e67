import Boards
import Games
import Language
import Testing

@testable import Analyzer

/// The contract every rule family keeps, checked over every built-in rule set and one user
/// variant per family, along seeded random playouts:
/// - a position is over exactly when it has no moves, and its moves are unique;
/// - every symmetry the rules keep maps a position onto one with the same canonical form (puzzles:
///   the same canonical key), and maps the positions after its moves onto those after the
///   image's moves; a move mapped into a symmetry's frame and back is the same move;
/// - in a session, undo restores the position and redo plays the move again, and `print` then
///   reading the print back gives the same position (peg boards included).
@Suite struct ConformanceTests {
    /// One user variant per family, defined as a user would.
    static let variants = """
        rules "conformance-line"
        family line
        board 5 x 3
        line 3
        misere yes

        rules "conformance-drop"
        extends connect4
        board 5 x 5
        line 3

        rules "conformance-flank"
        extends reversi
        board 4 x 4
        start parallel
        goal fewest

        rules "conformance-jump"
        family jump
        shape
            o o o
            o o o
            o o o
            o o o
        directions 8
        start full except b2
        goal one-peg
        """

    static var ruleSets: [String] {
        BuiltinRules.files.map { String($0.name.dropLast(".rules".count)) }
            + ["conformance-line", "conformance-drop", "conformance-flank", "conformance-jump"]
    }

    static func session() -> Session {
        let session = makeSession()
        let problems = session.errors(variants)
        precondition(problems.isEmpty, "the variants did not load: \(problems)")
        return session
    }

    @Test func everyBuiltinRuleSet_isChecked() {
        #expect(Self.ruleSets.count == 19 + 4)
        let session = Self.session()
        for name in Self.ruleSets { #expect(session.rules.game(named: name) != nil, "\(name)") }
    }

    @Test(arguments: ruleSets)
    func family_keepsTheGameContract(name: String) throws {
        let game = try #require(Self.session().rules.game(named: name))
        var random = SplitMix64(seed: 0xC0FF_EE00 &+ UInt64(name.utf8.count))
        switch game {
        case let line as LineGame: GameContract.check(line, playouts: 12, &random)
        case let flank as FlankGame: GameContract.check(flank, playouts: 12, &random)
        case let jump as JumpGame: GameContract.checkPuzzle(jump, playouts: 12, &random)
        default: Issue.record("\(name): a family the suite does not know; add its checks here")
        }
    }

    @Test(arguments: ruleSets)
    func session_undoRedoAndPrint_keepThePosition(name: String) {
        let session = Self.session()
        let copy = Self.session()
        var random = SplitMix64(seed: 0x5E55_1011 &+ UInt64(name.utf8.count))
        for _ in 0..<6 {
            #expect(session.errors("game \(name)").isEmpty)
            while !session.legalMoves.isEmpty, Int.random(in: 0..<12, using: &random) != 0 {
                let before = Snapshot(session)
                let moves = session.legalMoves
                #expect(Set(moves).count == moves.count, "\(name): moves repeat: \(moves)")
                #expect(session.play.result == nil, "\(name): a position with moves is over")
                guard let move = moves.randomElement(using: &random) else { break }
                #expect(session.errors("play \(move)").isEmpty, "\(name): \(move) did not play")
                let after = Snapshot(session)
                #expect(session.errors("undo").isEmpty)
                #expect(Snapshot(session) == before, "\(name): undo of \(move) did not restore the position")
                #expect(session.errors("redo").isEmpty)
                #expect(Snapshot(session) == after, "\(name): redo of \(move) did not play it again")
            }
            if session.legalMoves.isEmpty { #expect(session.play.result != nil || session.play.isPuzzle, "\(name): no moves, not over") }
            let text = session.output("print").joined(separator: "\n")
            #expect(copy.errors(text).isEmpty, "\(name): the print did not read back:\n\(text)")
            #expect(Snapshot(copy) == Snapshot(session), "\(name): the print read back as another position:\n\(text)")
        }
    }

    /// What a session shows of its position.
    struct Snapshot: Equatable {
        var game: String
        var rows: [String]
        var toMove: Player
        var moves: [String]

        init(_ session: Session) {
            game = session.gameName
            rows = session.play.boardRows
            toMove = session.sideToMove
            moves = session.legalMoves
        }
    }
}

/// The game-level checks, generic over a family's concrete types.
enum GameContract {
    static func check<G: Notation & Symmetric>(_ game: G, playouts: Int, _ random: inout SplitMix64) {
        for _ in 0..<playouts {
            var position = game.start
            while true {
                let moves = game.legalMoves(position)
                #expect((game.result(position) == nil) == !moves.isEmpty, "\(game.name): over exactly when no moves")
                #expect(Set(moves).count == moves.count, "\(game.name): moves repeat")
                checkSymmetries(game, position, moves)
                guard let move = moves.randomElement(using: &random) else { break }
                position = game.play(move, in: position)
            }
        }
    }

    static func checkSymmetries<G: Notation & Symmetric>(_ game: G, _ position: G.Position, _ moves: [G.Move]) {
        let form = game.canonicalForm(position)
        let after = Set(moves.map { game.play($0, in: position) })
        for s in 0..<game.symmetryCount {
            let image = game.image(of: position, symmetry: s)
            #expect(game.canonicalForm(image) == form, "\(game.name): symmetry \(s) changes the canonical form")
            let imageMoves = game.legalMoves(image)
            #expect(Set(after.map { game.image(of: $0, symmetry: s) }) == Set(imageMoves.map { game.play($0, in: image) }),
                "\(game.name): symmetry \(s) does not map the moves")
            for move in moves {
                let there = game.transform(move, symmetry: s, toCanonical: true)
                #expect(game.transform(there, symmetry: s, toCanonical: false) == move, "\(game.name): a move's round trip")
                #expect(game.play(there, in: image) == game.image(of: game.play(move, in: position), symmetry: s),
                    "\(game.name): symmetry \(s) maps \(game.moveName(move)) elsewhere")
            }
        }
    }

    static func checkPuzzle(_ game: JumpGame, playouts: Int, _ random: inout SplitMix64) {
        let puzzle = game.puzzle
        for _ in 0..<playouts {
            var position = game.start
            while true {
                var list = JumpMoves()
                puzzle.moves(position, into: &list)
                var moves: [JumpMove] = []
                while let move = list.next() { moves.append(move) }
                #expect(Set(moves).count == moves.count, "\(game.name): jumps repeat")
                let key = puzzle.canonicalKey(position)
                let after = Set(moves.map { puzzle.play($0, in: position) })
                for s in 0..<game.symmetryCount {
                    let image = game.image(of: position, symmetry: s)
                    #expect(puzzle.canonicalKey(image) == key, "\(game.name): symmetry \(s) changes the key")
                    var imageList = JumpMoves()
                    puzzle.moves(image, into: &imageList)
                    var imageAfter: Set<JumpPosition> = []
                    while let move = imageList.next() { imageAfter.insert(puzzle.play(move, in: image)) }
                    #expect(Set(after.map { game.image(of: $0, symmetry: s) }) == imageAfter,
                        "\(game.name): symmetry \(s) does not map the jumps")
                }
                guard let move = moves.randomElement(using: &random) else { break }
                position = puzzle.play(move, in: position)
            }
        }
    }
}
