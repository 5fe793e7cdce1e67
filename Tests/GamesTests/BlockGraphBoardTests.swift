import Boards
import Foundation
import Testing

@testable import Games

/// Boards that are graphs: `lines` (points joined by lines) and `diagonals none|alternating`.
/// Each error at the word at fault, the neighbours each board gives, jumps and lines along its
/// links, the symmetries it keeps, its picture and its sentences, and the two shipped games of
/// `puzzles/games` solved by the family and by the independent reference.
@Suite struct BlockGraphBoardTests {
    static func entry(_ text: String, rows: [String] = []) -> RuleEntry { BlockVariantErrorTests.entry(text, rows: rows) }

    /// The folder of the collection's rule files.
    static let games = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/games").standardized

    /// Why `family block` then `lines` (entries 1...) does not compile, or nil.
    func fault(_ lines: [RuleEntry]) -> RuleError? { BlockVariantErrorTests.fault(lines) }

    /// The game of a rule file's text (`rules "..."` and `family block` added).
    func game(_ text: String) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec("rules \"graph\"\nfamily block\n" + text))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    /// A shipped game of `puzzles/games`, with its file's text.
    func shipped(_ name: String) throws -> (BlockGame, String) {
        let text = try String(contentsOf: Self.games.appendingPathComponent(name + ".rules"), encoding: .utf8)
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return (try #require(try book.add(spec) as? BlockGame), text)
    }

    func cell(_ game: BlockGame, _ name: String) -> Int {
        let square = Square(name) ?? Square(column: 0, row: 0)
        return square.row * game.geometry.width + square.column
    }

    func neighbours(_ game: BlockGame, _ name: String) -> Int {
        game.geometry.neighbourSteps.indices.filter { game.geometry.neighbour(cell(game, name), $0) != nil }.count
    }

    func position(_ game: BlockGame, x: [String], o: [String] = [], mover: Player = .x) -> BlockPosition {
        BlockPosition(x: BlockGeometry.mask(x.map { cell(game, $0) }), o: BlockGeometry.mask(o.map { cell(game, $0) }), mover: mover)
    }

    static let pawns = ["O . O", ". . .", "X . X"]

    @Test(arguments: [
        ([entry("board 3 x 3"), entry("lines a1-c2"), entry("move place")],
         RuleError("a1-c2 does not run along a row, a column or a diagonal", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1 b1-c1 a1-c1"), entry("move place")],
         RuleError("two links leave a1 going e: a1-b1 and a1-c1", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("lines a1-c1 b1-b2"), entry("move place")],
         RuleError("a1-c1 passes over the point b1; join them as a1-b1-c1", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1"), entry("lines b2-d2"), entry("move place")],
         RuleError("d2 is off the 3 x 3 board", entry: 3, argument: 0)),
        ([entry("board 3 x 3"), entry("lines b2-b2"), entry("move place")],
         RuleError("b2-b2 joins a point to itself", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1 b1-"), entry("move place")],
         RuleError("expected points joined by '-', such as a1-b2-c3, found 'b1-'", entry: 2, argument: 1)),
        ([entry("board 3 x 3"), entry("lines"), entry("move place")],
         RuleError("expected lines of points joined by '-', as in: lines a1-b1-c1 a1-b2-c3", entry: 2)),
        ([entry("board 3 x 3"), entry("shape", rows: ["o o o", "o o o", "o o o"]), entry("lines a1-b1"), entry("move place")],
         RuleError("a board of 'lines' has the points its lines name; leave out 'shape'", entry: 2)),
        ([entry("board 3 x 3"), entry("grid hex"), entry("lines a1-b1"), entry("move place")],
         RuleError("'lines' are drawn on a square grid; leave out 'grid hex'", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("wrap rows"), entry("lines a1-b1"), entry("move place")],
         RuleError("a board of 'lines' has no edges to wrap; leave out 'wrap'", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1"), entry("diagonals none"), entry("move place")],
         RuleError("a board of 'lines' is joined by its lines alone; leave out 'diagonals'", entry: 3, argument: 0)),
        ([entry("board 3 x 3"), entry("grid hex"), entry("diagonals none"), entry("move place")],
         RuleError("'diagonals' is for square grids", entry: 3, argument: 0)),
        ([entry("board 3 x 3"), entry("diagonals some"), entry("move place")],
         RuleError("expected 'diagonals all', 'diagonals none' or 'diagonals alternating'", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1"), entry("move polyomino xx")],
         RuleError("a polyomino covers cells of a grid, not the points of 'lines'; put stones with 'move place'", entry: 3,
             argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1-c1"), entry("move place"), entry("win shape xx")],
         RuleError("a shape is a picture of grid cells, not of the points of 'lines'; use 'line K'", entry: 4, argument: 0)),
        ([entry("board 3 x 3"), entry("lines a1-b1"), entry("start", rows: ["X . .", "X . .", ". . ."]), entry("move place")],
         RuleError("row 2 under 'start' puts X on a2, which is not a point of the lines", entry: 3)),
    ])
    func refused(_ lines: [RuleEntry], _ expected: RuleError) {
        #expect(fault(lines) == expected)
    }

    @Test func aLineLeftUndrawnTwice_andAPointAlone_compile() {
        // The same link in two lines is one link; a line of one point is a point with no link.
        #expect(fault([Self.entry("board 3 x 3"), Self.entry("lines a1-b1-c1 b1-a1 c3"), Self.entry("move place")]) == nil)
        #expect(fault([Self.entry("board 3 x 3"), Self.entry("diagonals all"), Self.entry("move place")]) == nil)
    }

    @Test func diagonalsNone_keepsFourNeighbours_alternating_drawsThemThroughEveryOtherCell() throws {
        let none = try game("board 3 x 3\ndiagonals none\nmove place\nno-move draw\n")
        #expect(neighbours(none, "b2") == 4 && neighbours(none, "a1") == 2 && neighbours(none, "b1") == 3)
        let all = try game("board 5 x 5\nmove place\nno-move draw\n")
        #expect(neighbours(all, "b3") == 8 && neighbours(all, "a1") == 3)
        let alternating = try game("board 5 x 5\ndiagonals alternating\nmove place\nno-move draw\n")
        // c3 (2 + 2) and b2 (1 + 1) are even: eight neighbours; b3 and a2 are odd: orthogonal only.
        #expect(neighbours(alternating, "c3") == 8 && neighbours(alternating, "b2") == 8)
        #expect(neighbours(alternating, "b3") == 4 && neighbours(alternating, "a2") == 3)
        #expect(neighbours(alternating, "a1") == 3 && neighbours(alternating, "b1") == 3 && neighbours(alternating, "e5") == 3)
    }

    @Test func pointsOfLines_neighbourAlongTheirLinks() throws {
        let (game, _) = try shipped("pong-hau-ki")
        #expect(game.geometry.size == 5)
        // a1: c1 (e), a3 (s), b2 (se); a3: a1 (n), b2 (ne), not c3.
        #expect(neighbours(game, "a1") == 3 && neighbours(game, "a3") == 2 && neighbours(game, "b2") == 4)
        #expect(game.legalMoves(game.start).map(game.moveName) == ["a3-b2", "c3-b2"])
    }

    @Test func aJump_goesOverTheNextPointAlongALine_ontoThePointAfterIt() throws {
        let game = try self.game("board 5 x 3\nlines a1-c1-e1 a3-b2-c1\nstart\n  X . O . .\n  . . . . .\n  . . . . .\n"
            + "move jump e ne over opponent capture\nwin capture-all\n")
        // b1 and d1 are no points: X jumps O on c1 from a1 onto e1.
        #expect(game.legalMoves(game.start).map(game.moveName) == ["a1-e1"])
        let after = try #require(game.legalMoves(game.start).first.map { game.play($0, in: game.start) })
        #expect(after.x == BlockCells.bit(cell(game, "e1")) && after.o == 0)
        // Up the diagonal line a3-b2-c1: over b2 onto c1; from c1 no line goes on north-east.
        #expect(game.legalMoves(position(game, x: ["a3"], o: ["b2"])).map(game.moveName) == ["a3-c1"])
        #expect(game.legalMoves(position(game, x: ["b2"], o: ["c1"])).isEmpty)
    }

    @Test func threeInARow_runsAlongTheDrawnDiagonalsOnly() throws {
        let game = try self.game("board 5 x 5\ndiagonals alternating\nmove place\nwin line 3\nno-move draw\n")
        #expect(game.reached(.x, in: position(game, x: ["a1", "b2", "c3"], mover: .o)) != nil)
        #expect(game.reached(.x, in: position(game, x: ["c1", "b2", "a3"], mover: .o)) != nil)
        // b1 is odd: no diagonal runs through it.
        #expect(game.reached(.x, in: position(game, x: ["b1", "c2", "d3"], mover: .o)) == nil)
        #expect(game.reached(.x, in: position(game, x: ["b1", "b2", "b3"], mover: .o)) != nil)
        let lines = try self.game("board 5 x 5\nlines a1-c3-e5 a5-c3 c3-e1\nmove place\nwin line 3\nno-move draw\n")
        #expect(lines.reached(.x, in: position(lines, x: ["a1", "c3", "e5"], mover: .o)) != nil)
        #expect(lines.reached(.x, in: position(lines, x: ["a5", "c3", "e1"], mover: .o)) != nil)
        #expect(lines.reached(.x, in: position(lines, x: ["a1", "c3", "e1"], mover: .o)) == nil)
    }

    @Test func symmetries_keepThePointsAndTheLinks() throws {
        #expect(try shipped("pong-hau-ki").0.symmetries.count == 2)
        #expect(try game("board 5 x 5\ndiagonals alternating\nmove place\nno-move draw\n").symmetries.count == 8)
        // On 4 x 4 the quarter turns and the side mirrors move the diagonals onto odd cells.
        #expect(try game("board 4 x 4\ndiagonals alternating\nmove place\nno-move draw\n").symmetries.count == 4)
        #expect(try game("board 3 x 3\ndiagonals none\nmove place\nno-move draw\n").symmetries.count == 8)
        // Four corners, all eight symmetries of their points, but three sides drawn: only the
        // mirror that keeps the open side where it is.
        #expect(try game("board 3 x 3\nlines a1-c1-c3-a3\nmove place\nno-move draw\n").symmetries.count == 2)
    }

    @Test func picture_drawsTheLinesAndThePoints() throws {
        let (game, _) = try shipped("pong-hau-ki")
        let play = game.makePlay(tableBytes: 1 << 16, threads: 1, book: false)
        let sketch = play.sketch
        #expect(sketch.style is PointsStyle)
        let svg = PositionPicture.document(sketch, title: "pong-hau-ki", caption: "X to move", mover: .x, notes: [])
        let count = { (text: String) in svg.components(separatedBy: text).count - 1 }
        #expect(count("<line class=\"link\"") == 7)
        #expect(count("class=\"point ") == 5)
        #expect(count("class=\"piece x\"") == 2 && count("class=\"piece o\"") == 2)
        // 40 links along rows and columns, and one diagonal in each of the 16 squares.
        let alquerque = try shipped("alquerque-3x3").0.board.drawnLinks.count
        #expect(alquerque == 12 + 4)
        let board = try self.game("board 5 x 5\ndiagonals alternating\nmove place\nno-move draw\n").board
        #expect(board.drawnLinks.count == 40 + 16)
        // A plain grid keeps its marks.
        #expect(try self.game("board 3 x 3\nmove place\nno-move draw\n").pictureStyle is MarksStyle)
    }

    @Test func textAndSentences_sayTheBoard() throws {
        let (game, _) = try shipped("pong-hau-ki")
        #expect(game.diagram(game.start) == ["   a b c", " 1 O   O", " 2   .", " 3 X   X"])
        let sentences = game.ruleSentences.joined(separator: "\n")
        #expect(sentences.contains("a board of 5 points joined by lines (a1-c1, a1-a3, c1-c3, a1-b2-c3, c1-b2-a3)"))
        #expect(sentences.contains("step a piece along a line onto the next point when it is empty"))
        let none = try self.game("board 3 x 3\ndiagonals none\nmove place\nno-move draw\n")
        #expect(none.ruleSentences[0].contains("without diagonals (four neighbours a cell)"))
    }

    /// Pong Hau K'i by the independent reference: the same legal moves, values and best moves
    /// everywhere the checker looks; the start is a draw.
    @Test func pongHauKi_agreesWithTheReference_aDraw() throws {
        let (_, text) = try shipped("pong-hau-ki")
        var model = ModelRules()
        model.boardLines = [[0, 2], [0, 6], [2, 8], [0, 4, 8], [2, 4, 6]]
        model.start = [2, 0, 2, 0, 0, 0, 1, 0, 1]
        model.moves = [ModelMove(kind: .step(directions: ["all"], onto: "empty"), by: nil)]
        model.noMove = "lose"
        model.repetitionDraw = true
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: model.start, mover: 1, limit: 10_000))
        #expect(graph.outcome[0] == .draw)
        // puzzles/games/starts.analyze: after a3-b2 a1-a3 b2-a1 c1-b2, X draws by c3-c1 only;
        // after a1-c1, O wins at once by a3-a1.
        let kept = try #require(graph.id([1, 0, 0, 0, 2, 0, 2, 0, 1], 1))
        #expect(graph.outcome[kept] == .draw)
        let trapped = try #require(graph.id([0, 0, 1, 0, 2, 0, 2, 0, 1], 2))
        #expect(graph.outcome[trapped] == .win && graph.remoteness[trapped] == 1)
        var checker = RuleSetChecker(random: SplitMix64(seed: 1))
        checker.check(model, text: text)
        #expect(checker.failures.isEmpty, "\(checker.failures)")
        #expect(checker.compared == 1)
    }

    /// The 3 x 3 game of Alquerque's moves by the reference: a draw, kept only by a3-b2.
    @Test func alquerque3x3_agreesWithTheReference_aDraw() throws {
        let (_, text) = try shipped("alquerque-3x3")
        var model = ModelRules()
        model.diagonals = "alternating"
        model.start = [2, 2, 2, 2, 0, 1, 1, 1, 1]
        model.moves = [ModelMove(kind: .step(directions: ["all"], onto: "empty"), by: nil),
            ModelMove(kind: .jump(directions: ["all"], over: "opponent", capture: true, chain: true), by: nil)]
        model.ends = [ModelEnd(wins: true, kind: .captureAll, by: nil)]
        model.noMove = "lose"
        model.repetitionDraw = true
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: model.start, mover: 1, limit: 100_000))
        #expect(graph.outcome[0] == .draw)
        var checker = RuleSetChecker(random: SplitMix64(seed: 1))
        checker.referenceLimit = 100_000
        checker.check(model, text: text)
        #expect(checker.failures.isEmpty, "\(checker.failures)")
        #expect(checker.compared == 1)
    }
}
