import Boards
import Foundation
import Search
import Testing

@testable import Games

/// Two-part turns (`move slide all then shoot all`, `move step all then place`): a piece moves,
/// then a neutral piece goes down from where it stopped (or anywhere), and stays and blocks.
/// Set positions for each branch of the rule, the notation `a1-a3/c3`, the board drawn, the
/// symmetries kept, and the two shipped games of queens and arrows (4 x 4 and 5 x 5) against the independent
/// reference (`RuleSetReference`).
@Suite struct BlockTwoPartTests {
    static func game(_ text: String) throws -> BlockGame { try BlockMoveWordsTests.game(text) }

    /// The legal moves of `move` with the start drawn in `rows` (X, O, . a cell), X to move.
    static func legal(_ move: String, _ rows: [String]) throws -> [String] {
        try BlockMoveWordsTests.legal(move, rows)
    }

    /// A rule set of `move` on the board drawn in `rows`, each side losing when it cannot move.
    static func rules(_ move: String, _ rows: [String]) -> String {
        let start = rows.map { "  " + $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
        return "rules \"t\"\nfamily block\nboard \(rows[0].count) x \(rows.count)\nstart\n\(start)\nmove \(move)\nno-move lose\n"
    }

    /// The position drawn in `rows` (`#` a neutral piece), X to move.
    static func position(_ game: BlockGame, _ rows: [String]) throws -> BlockPosition {
        var position = try game.position(cells: rows.map(Array.init)).get()
        position.mover = .x
        return position
    }

    static let queens4: ModelRules = {
        var rules = BlockMoveWordsTests.model(["...O", "....", "....", "X..."], moves: [.slide(directions: ["all"], onto: nil, farthest: false)])
        rules.moves[0].then = .shoot(["all"])
        rules.noMove = "lose"
        return rules
    }()

    static let queens5: ModelRules = {
        var rules = BlockMoveWordsTests.model([".O.O.", ".....", ".....", ".....", ".X.X."],
            moves: [.slide(directions: ["all"], onto: nil, farthest: false)])
        rules.moves[0].then = .shoot(["all"])
        rules.noMove = "lose"
        return rules
    }()

    @Test func theShotGoesFromWhereThePieceStopped_overTheCellItLeft() throws {
        // From b1 the arrow flies back over a1 (left empty) or on to c1.
        #expect(try Self.legal("slide all then shoot all", ["X.."]) == ["a1-b1/a1", "a1-b1/c1", "a1-c1/a1", "a1-c1/b1"])
        // Only the shot's directions: north of a2 and east of it.
        #expect(try Self.legal("step n then shoot e", ["...", "...", "X.."]) == ["a3-a2/b2", "a3-a2/c2"])
        #expect(try Self.legal("step n then shoot n e", ["...", "...", "X.."]) == ["a3-a2/a1", "a3-a2/b2", "a3-a2/c2"])
        // A piece stops the queen and the arrow alike.
        #expect(try Self.legal("slide all then shoot all", ["X.O."]) == ["a1-b1/a1"])
        // A leap, then a shot.
        #expect(try Self.legal("leap 1 2 then shoot s", ["X..", "...", "...", "..."]).sorted() == ["a1-b3/b4", "a1-c2/c3", "a1-c2/c4"])
    }

    @Test func thenPlace_putsTheNeutralPieceOnAnyEmptyCell() throws {
        // Three steps from a1, each then three empty cells (a1 among them).
        let moves = try Self.legal("step all then place", ["X.", ".."])
        #expect(moves.count == 9 && moves.contains("a1-b2/a1") && moves.contains("a1-b1/a2"))
    }

    @Test func neutralPieces_blockMovesAndShots_andAreNeverTaken() throws {
        let game = try Self.game(Self.rules("slide all onto any then shoot all", ["X..O", "...."]))
        // A neutral piece on b1 stops the slide east; the capture of O on d1 is out of reach.
        let blocked = try Self.position(game, ["X#.O", "...."])
        #expect(blocked.neutral == BlockCells.bit(1))
        let names = game.legalMoves(blocked).map(game.moveName)
        #expect(!names.contains { $0.hasPrefix("a1-b1") || $0.hasPrefix("a1-c1") })
        #expect(names.contains("a1-a2/b1") == false && names.contains("a1-a2/b2"))
        // A piece never lands on a neutral piece, even `onto any`.
        let beside = try Self.position(game, ["X...", "#..O"])
        #expect(!game.legalMoves(beside).map(game.moveName).contains { $0.hasPrefix("a1-a2") })
        // The ends count no neutral piece: O's pieces here are one queen.
        #expect(beside.own(.o).nonzeroBitCount == 1 && beside.own(.x).nonzeroBitCount == 1)
    }

    @Test func noShot_isNoMove_andASideWithNoMoveLoses() throws {
        let game = try Self.game(Self.rules("step e then shoot e", ["X..", "O.."]))
        var position = game.start
        #expect(game.legalMoves(position).map(game.moveName) == ["a1-b1/c1"])
        position = game.play(try game.parseMove("a1-b1/c1", in: position).get(), in: position)
        position = game.play(try game.parseMove("a2-b2/c2", in: position).get(), in: position)
        // X on b1 could step to c1, but the arrow stands there: no move, and X loses.
        #expect(game.legalMoves(position).isEmpty)
        #expect(game.result(position) == .loss)
        // A step to the edge leaves nowhere to shoot east: no move either.
        let edge = try Self.game(Self.rules("step e then shoot e", ["X..", "O.."]) + "move step e\n")
        let last = try Self.position(edge, [".X.", "..O"])
        #expect(edge.legalMoves(last).map(edge.moveName) == ["b1-c1"])
    }

    @Test func notation_readsAndWritesTheSecondPoint() throws {
        let game = try Self.game(try BlockMoveWordsTests.text("amazons-4x4"))
        let start = game.start
        let move = try game.parseMove("a4-a2/c2", in: start).get()
        #expect(game.moveName(move) == "a4-a2/c2" && move.second == 6)
        #expect(try game.parseMove("A4-A2/C2", in: start).get() == move)
        let after = game.play(move, in: start)
        #expect(after.neutral == BlockCells.bit(6) && after.own(.x) == BlockCells.bit(4) && after.mover == .o)
        let message = { (text: String) -> String in
            if case .failure(let error) = game.parseMove(text, in: start) { return error.message }
            return ""
        }
        #expect(message("a4-a2/") == "expected a move such as a1-a3/c3, found 'a4-a2/'")
        #expect(message("a4-a2/c2/d2") == "expected a move such as a1-a3/c3, found 'a4-a2/c2/d2'")
        #expect(message("a4-a2/e9") == "e9 is off the board")
        #expect(message("a4-a2").hasPrefix("a4-a2 is the first part of a two-part move: add where the neutral piece goes"))
        #expect(message("a4-a2/d4").hasPrefix("no move of X goes a4-a2/d4: from a2 the neutral piece cannot reach d4"))
        #expect(message("d1-d2/d3").hasPrefix("d1 holds a piece of O"))
        let explained = game.explain("a4-b3/a4", in: start)
        #expect(explained.contains("it puts a neutral piece on a4"))
    }

    @Test func pictures_drawTheNeutralPieces() throws {
        let game = try Self.game(try BlockMoveWordsTests.text("amazons-4x4"))
        let after = game.play(try game.parseMove("a4-a2/c2", in: game.start).get(), in: game.start)
        #expect(game.diagram(after).joined(separator: "\n").contains("#"))
        #expect(game.cells(after)[1] == ["X", ".", "#", "."])
        let play = game.makePlay(tableBytes: 1 << 16, threads: 1, book: false)
        #expect(play.playAll(["a4-a2/c2"], fromStart: false) == nil)
        let sketch = play.sketch
        #expect(sketch.spots.first { $0.name == "c2" }?.piece == .neutral)
        let svg = PositionPicture.document(sketch, title: "amazons-4x4", caption: "O to move", mover: .o, notes: [])
        #expect(svg.components(separatedBy: "class=\"piece neutral\"").count - 1 == 1)
        // A drawn board reads `#` back, and tells the side to move from the arrows.
        let drawn = try game.position(cells: ["...O", "X.#.", "....", "...."].map(Array.init)).get()
        #expect(drawn == after)
    }

    @Test func symmetries_mapTheShotsToo() throws {
        #expect(try Self.game(try BlockMoveWordsTests.text("amazons-4x4")).symmetries.count == 8)
        // North then east: no turn or mirror but the identity keeps both.
        #expect(try Self.game(Self.rules("step n then shoot e", ["..O", "...", "X.."])).symmetries.count == 1)
        // All steps then shots north and south: the symmetries that keep the columns.
        #expect(try Self.game(Self.rules("step all then shoot n s", ["..O", "...", "X.."])).symmetries.count == 4)
        #expect(try Self.game(Self.rules("step all then place", ["..O", "...", "X.."])).symmetries.count == 8)
    }

    @Test func theWordsAreRefusedWhereTheyCannotGo() throws {
        let refused = { (text: String) -> String in
            var book = RuleBook()
            guard let spec = BlockRuleFiles.spec(text) else { return "unreadable" }
            do { _ = try book.add(spec) } catch let error as RuleError { return error.message } catch { return "\(error)" }
            return ""
        }
        #expect(refused(Self.rules("place then place", ["X.."])).hasPrefix("'then' follows a move that carries a piece"))
        #expect(refused(Self.rules("jump e over any then shoot e", ["X.."])).hasPrefix("'then' follows a move that carries a piece"))
        #expect(refused(Self.rules("step e then", ["X.."])).hasPrefix("expected 'then shoot DIRECTIONS'"))
        #expect(refused(Self.rules("step e then fly", ["X.."])).hasPrefix("expected 'then shoot DIRECTIONS'"))
        #expect(refused(Self.rules("step e then shoot", ["X.."])).hasPrefix("expected a direction"))
        #expect(refused(Self.rules("step e then shoot e", ["X.."]) + "move jump e over any\n")
            .hasPrefix("'move jump e over any' does not go with a two-part move"))
        #expect(refused(Self.rules("step e then shoot e", ["X.."]) + "win most\n").hasPrefix("'win most' counts stones"))
        #expect(refused("rules \"t\"\nfamily block\nboard 3 x 1\nmove place\nhand 1\nmove step e then place\n")
            .hasPrefix("a two-part move ('then') does not go with 'hand'"))
        #expect(refused("rules \"t\"\nfamily block\nboard 3 x 1\nplayers 1\nstart full except c1\nmove step e then place\ngoal pieces 1\n")
            .hasPrefix("a puzzle's moves are jumps"))
        #expect(refused(Self.rules("step e then shoot e", ["X.."]) + "mill 2\n").hasPrefix("'mill' does not go with a two-part move"))
        // Every move adds a neutral piece, so no position repeats and no 'repetition draw' is needed.
        #expect(refused(Self.rules("step all then place", ["X.", ".O"])) == "")
    }

    /// Under `kinds`, a two-part block `for` a kind moves that kind alone, and a piece that lands
    /// where it is promoted is crowned before the neutral piece goes down.
    @Test func aTwoPartBlockForAKind_movesThatKindAlone() throws {
        let text = "rules \"t\"\nfamily block\nboard 3 x 3\nkinds man king\nstart\n  . . .\n  . . O\n  X K .\n"
            + "move step n then place for king\nmove step n for man\npromote man to king on far-row\nno-move lose\nrepetition draw\n"
        let game = try Self.game(text)
        let names = game.legalMoves(game.start).map(game.moveName).sorted()
        // The man on a3 steps alone; the king on b3 steps and puts a neutral piece anywhere empty.
        #expect(names.filter { !$0.contains("/") } == ["a3-a2"])
        #expect(names.filter { $0.hasPrefix("b3-b2/") }.count == 6)
        #expect(names.allSatisfy { !$0.hasPrefix("a3-a2/") })
        let crowned = game.play(try game.parseMove("a3-a2", in: game.start).get(), in: game.start)
        #expect(game.cells(crowned)[1][0] == "X")
        let answered = game.play(try game.parseMove("c2-c1", in: crowned).get(), in: crowned)
        let up = game.play(try game.parseMove("a2-a1", in: answered).get(), in: answered)
        #expect(game.cells(up)[0][0] == "K")
    }

    @Test func queensOn4x4_agreesWithTheReference_twoPliesDeep_andFromTheMiddle() throws {
        let model = Self.queens4
        let game = try Self.game(try BlockMoveWordsTests.text("amazons-4x4"))
        let reference = RuleSetReference(model)
        #expect(BlockMoveWordsTests.position(model.startBoard, 1) == game.start)
        for depth in 1...2 {
            #expect(BlockMoveWordsTests.perft(game, game.start, depth) == BlockMoveWordsTests.perft(reference, model.startBoard, 1, depth))
        }
        try Self.walk(model, game, seed: 4, games: 12)
    }

    @Test func queensOn5x5_agreesWithTheReference_alongRandomGames() throws {
        let game = try Self.game(try BlockMoveWordsTests.text("amazons-5x5"))
        #expect(BlockMoveWordsTests.position(Self.queens5.startBoard, 1) == game.start)
        try Self.walk(Self.queens5, game, seed: 5, games: 8)
    }

    /// Along seeded random games: the legal moves at every ply, and where the reference can walk
    /// every position left (at most 3,000), the value and remoteness.
    static func walk(_ model: ModelRules, _ game: BlockGame, seed: UInt64, games: Int) throws {
        let reference = RuleSetReference(model)
        var random = SplitMix64(seed: seed)
        var positions = 0, solved = 0
        for _ in 0..<games {
            var board = model.startBoard, side: RuleSide = 1
            var position = game.start
            while true {
                #expect(BlockMoveWordsTests.names(game, position) == reference.names(board, side).sorted(), "\(board) \(side)")
                positions += 1
                if board.filter({ $0 == 0 }).count <= 9, let graph = RuleSetGraph(reference, board: board, mover: side, limit: 3_000) {
                    let solution = try Solver(game: game, tableBytes: 1 << 22).solve(position, allMoves: false)
                    let outcome = graph.outcome[0]
                    let wanted: Outcome = outcome == .win ? .win : outcome == .loss ? .loss : .draw
                    #expect(solution.value.outcome == wanted && solution.value.remoteness == graph.remoteness[0],
                        "\(solution.value) against \(outcome) in \(graph.remoteness[0])")
                    solved += 1
                }
                guard case .moves(let moves) = reference.state(board, side) else { break }
                let move = random.pick(moves)
                position = game.play(try game.parseMove(move.name, in: position).get(), in: position)
                (board, side) = (move.board, 3 - side)
            }
        }
        #expect(positions >= 40 && solved >= 10, "\(positions) positions, \(solved) solved")
    }
}
