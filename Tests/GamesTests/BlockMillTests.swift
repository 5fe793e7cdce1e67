import Boards
import Foundation
import Search
import Testing

@testable import Games

/// Captures after a line (`mill K [exactly] [DIRECTIONS...] [any]`): a line made by a placement
/// and by a step, the piece taken not from a line unless all are, `any`, two lines at once taking
/// one piece, the hands after a capture, a drawn board's hands, the notation and its errors, and
/// positions of puzzles/games/six-mens-morris.rules solved by the family and the independent
/// reference (`RuleSetReference`).
@Suite struct BlockMillTests {
    /// Morris on 3 x 3 along rows and columns: `hand` pieces a side, `mill` as given.
    static func morris(hand: Int = 4, mill: String = "mill 3 orthogonal", _ extra: [String] = []) -> String {
        (["rules \"m\"", "family block", "board 3 x 3", "hand \(hand)", "move place", "move step orthogonal", mill, "lose pieces 2",
          "repetition draw"] + extra).joined(separator: "\n")
    }

    func game(_ text: String) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    func refusal(_ text: String) -> String {
        guard let spec = BlockRuleFiles.spec(text) else { return "unread" }
        var book = RuleBook()
        do {
            _ = try book.add(spec)
            return "accepted"
        } catch {
            return error.message
        }
    }

    func after(_ moves: [String], _ game: BlockGame, from start: BlockPosition? = nil) throws -> BlockPosition {
        var position = start ?? game.start
        for text in moves { position = game.play(try game.parseMove(text, in: position).get(), in: position) }
        return position
    }

    func names(_ game: BlockGame, _ position: BlockPosition) -> [String] { game.legalMoves(position).map(game.moveName) }

    /// A drawn board of the movement phase (both hands empty), X to move.
    func drawn(_ game: BlockGame, _ rows: [String]) throws -> BlockPosition {
        try game.position(cells: rows.map { Array($0.filter { $0 != " " }) }).get()
    }

    @Test func aPlacementThatMakesALine_takesAPieceOfTheOpponent() throws {
        let game = try game(Self.morris())
        let position = try after(["a1", "a3", "b1", "b3"], game)
        let legal = names(game, position)
        #expect(legal.contains("c1xa3") && legal.contains("c1xb3") && !legal.contains("c1"), "\(legal)")
        let taken = try after(["c1xb3"], game, from: position)
        #expect(taken.o == BlockCells.bit(6) && taken.inHand(.o) == 2 && taken.inHand(.x) == 1)
        #expect(game.explain("c1xb3", in: position) == ["c1xb3: a legal move for X by 'move place'",
            "it puts down a piece from X's hand, which then holds 1", "it captures b3"])
    }

    @Test func aStepThatMakesALine_takesOnlyAPieceInNoLine_unlessAllAre() throws {
        let game = try game(Self.morris())
        let some = try drawn(game, ["X X .", "O . X", "O O O"])
        #expect(some.inHand(.x) == 0 && some.inHand(.o) == 0 && some.mover == .x)
        #expect(Set(names(game, some)) == ["b1-c1", "b1-b2", "c2-c1xa2", "c2-b2"])
        let all = try drawn(game, ["X X .", ". . X", "O O O"])
        #expect(Set(names(game, all)) == ["a1-a2", "b1-c1", "b1-b2", "c2-c1xa3", "c2-c1xb3", "c2-c1xc3", "c2-b2"])
        let anyGame = try self.game(Self.morris(mill: "mill 3 orthogonal any"))
        let free = try drawn(anyGame, ["X X .", "O . X", "O O O"])
        #expect(Set(names(anyGame, free)) == ["b1-c1", "b1-b2", "c2-c1xa2", "c2-c1xa3", "c2-c1xb3", "c2-c1xc3", "c2-b2"])
    }

    @Test func twoLinesAtOnce_takeOnePiece() throws {
        let game = try game(Self.morris(hand: 5))
        let position = try after(["a2", "b2", "a3", "c3", "b1", "c2", "c1", "b3"], game)
        let corner = names(game, position).filter { $0.hasPrefix("a1") }
        #expect(corner == ["a1xb2", "a1xc2", "a1xb3", "a1xc3"], "\(corner)")
        let next = try after(["a1xb2"], game, from: position)
        #expect(next.o.nonzeroBitCount == 3 && next.inHand(.o) == 1 && next.inHand(.x) == 0)
    }

    @Test func piecesInHand_countTowardAPiecesEnd() throws {
        let game = try game(Self.morris(hand: 3))
        // O is left with one piece on the board and one in hand: two, and loses.
        let position = try after(["a1", "a3", "b1", "b3", "c1xa3"], game)
        #expect(position.o.nonzeroBitCount == 1 && position.inHand(.o) == 1)
        #expect(game.result(position) == .loss)
        // Two on the board and one in hand: three, more than two.
        let early = try after(["a1", "a3", "b1", "b3"], game)
        #expect(game.result(early) == nil)
    }

    @Test func noOpponentPiece_theLineTakesNothing() throws {
        let text = ["rules \"n\"", "family block", "board 3 x 3", "start", "  X . .", "  . . .", "  . . .", "hand 2", "move place",
            "mill 2 orthogonal", "repetition draw"].joined(separator: "\n")
        let game = try game(text)
        // X's b1 beside a1 makes a line of two; O has nothing on the board to take.
        #expect(names(game, game.start).contains("b1"))
        #expect(!names(game, game.start).contains { $0.contains("x") })
        let line = try after(["c3", "a3", "b1xa3"], game)
        #expect(line.o == 0 && line.inHand(.o) == 1)
    }

    @Test func theNotation_saysWhyACaptureIsNotLegal() throws {
        let game = try game(Self.morris())
        let some = try drawn(game, ["X X .", "O . X", "O O O"])
        #expect(game.explain("c2-c1", in: some)
            == ["c2-c1: illegal: c2-c1 makes a line of 3 of X: write the O piece it takes, as in c2-c1xa2 ('mill 3 orthogonal')"])
        #expect(game.explain("c2-c1xa3", in: some) == ["c2-c1xa3: illegal: a3 stands in a line of 3 of O, which is taken only "
            + "when every O piece stands in one ('mill 3 orthogonal'; 'any' would allow it)"])
        #expect(game.explain("c2-c1xb2", in: some) == ["c2-c1xb2: illegal: b2 holds no piece of O to take ('mill 3 orthogonal')"])
        #expect(game.explain("c2-b2xa2", in: some)
            == ["c2-b2xa2: illegal: c2-b2 makes no line of 3 of X, so it takes no piece ('mill 3 orthogonal')"])
    }

    @Test func badMillLines_areRefusedAtTheirWord() {
        #expect(refusal(Self.morris(mill: "mill")) == "expected 'mill K', the length of a line that takes an opponent piece, as in: mill 3")
        #expect(refusal(Self.morris(mill: "mill 1")) == "expected a line length from 2 to 128")
        #expect(refusal(Self.morris(mill: "mill 3 orthogonal any twice")) == "unexpected 'twice'; expected directions, then 'any'")
        #expect(refusal(Self.morris(mill: "mill 3 up")) .hasPrefix("expected a direction: n s e w"))
        let flip = ["rules \"f\"", "family block", "board 4 x 4", "move place flip", "mill 3", "repetition draw"].joined(separator: "\n")
        #expect(refusal(flip) == "'move place flip' turns pieces over; 'mill' takes a piece after a move that puts down or carries one")
        let puzzle = ["rules \"p\"", "family block", "board 3 x 3", "players 1", "start full except b2", "move jump all over own capture",
            "goal pieces 1", "mill 3"].joined(separator: "\n")
        #expect(refusal(puzzle) == "'mill' is for games of two players; a puzzle has no opponent to take from")
        let drops = ["rules \"d\"", "family block", "board 3 x 3", "move place", "mill 3", "no-move draw"].joined(separator: "\n")
        #expect(refusal(drops) == "'mill 3' can repeat a position (pieces are both added and captured); "
            + "state 'repetition draw' (endless play is a draw) to solve such a game")
    }

    /// Morris on 3 x 3 with mills, from its start: three pieces each (a draw) and four (O wins in 12).
    @Test(arguments: [(3, RuleSetReference.Outcome.draw, 0, 5_376), (4, .loss, 12, 14_688)])
    func aMorrisWithMills_isSolvedAsTheReferenceSolvesIt(_ hand: Int, _ outcome: RuleSetReference.Outcome, _ remoteness: Int,
        _ positions: Int) throws
    {
        var model = ModelRules()
        model.start = Array(repeating: 0, count: 9)
        model.hands = ([hand, hand], [false, false])
        model.moves = [ModelMove(kind: .place(gravity: false, flip: false), by: nil),
            ModelMove(kind: .step(directions: ["orthogonal"], onto: nil), by: nil)]
        model.mill = (3, false, ["orthogonal"], false)
        model.ends = [ModelEnd(wins: false, kind: .pieces(2), by: nil)]
        model.repetitionDraw = true
        // One check (the start with every move valued, two random games), the graph kept.
        var checker = RuleSetChecker(random: SplitMix64(seed: 7))
        checker.check(model, text: Self.morris(hand: hand))
        #expect(checker.compared == 1 && checker.failures.isEmpty, "\(checker.summary) \(checker.failures)")
        let graph = try #require(checker.lastGraph)
        #expect(graph.boards.count == positions)
        #expect(graph.outcome[0] == outcome && graph.remoteness[0] == remoteness)
    }

    /// Six Men's Morris as shipped: the legal moves and the hands along seeded random games from
    /// the start (placements, mills, captures, the movement phase), as the reference finds them.
    /// Its smallest movement-phase positions (three pieces a side) reach some 157,000 positions,
    /// more than the reference walks in a test; the 3 x 3 morris above checks the values.
    @Test func sixMensMorris_agreesWithTheReference() throws {
        let game = try game(try BlockHandGamesTests.text("six-mens-morris"))
        let model = Self.sixMensMorris()
        let reference = RuleSetReference(model)
        var random = SplitMix64(seed: 17)
        var compared = 0
        for _ in 0..<6 {
            var board = model.startBoard, side: RuleSide = 1
            var position = game.start
            for _ in 0..<40 {
                let expected = reference.names(board, side)
                #expect(Set(names(game, position)) == Set(expected), "\(game.cells(position))")
                compared += 1
                guard case .moves(let moves) = reference.state(board, side), !moves.isEmpty else { break }
                let move = random.pick(moves)
                position = game.play(try game.parseMove(move.name, in: position).get(), in: position)
                (board, side) = (move.board, 3 - side)
                #expect(position.inHand(.x) == Int(board[25]) && position.inHand(.o) == Int(board[26]))
            }
        }
        #expect(compared > 100)
    }

    /// Six Men's Morris as a model of the reference.
    static func sixMensMorris() -> ModelRules {
        var rules = ModelRules()
        (rules.width, rules.height) = (5, 5)
        let cell = { (name: String) -> Int in
            let square = Square(name)!
            return square.row * 5 + square.column
        }
        rules.boardLines = ["a1-c1-e1-e3-e5", "e5-c5-a5-a3-a1", "b2-c2-d2-d3-d4", "d4-c4-b4-b3-b2", "a3-b3", "c1-c2", "e3-d3", "c5-c4"]
            .map { $0.split(separator: "-").map { cell(String($0)) } }
        rules.start = Array(repeating: 0, count: 25)
        rules.startLine = "start empty"
        rules.hands = ([6, 6], [false, false])
        rules.moves = [ModelMove(kind: .place(gravity: false, flip: false), by: nil),
            ModelMove(kind: .step(directions: ["all"], onto: nil), by: nil)]
        rules.mill = (3, false, nil, false)
        rules.ends = [ModelEnd(wins: false, kind: .pieces(2), by: nil)]
        rules.repetitionDraw = true
        return rules
    }
}
