import Boards
import Testing

@testable import Games

/// Custodian captures (`custodian [DIRECTIONS] [hostile CELL...]`): a piece or a stone that
/// catches an opponent piece between itself and another of the mover's takes it; along the
/// default and the named directions, two at once, not the piece that moves in between, hostile
/// empty cells, the kinds taken along, the capture rule counting what is caught, the symmetries,
/// the sentences, a shipped game against the reference, and the errors at the word at fault.
@Suite struct BlockCustodianTests {
    func game(_ lines: [String]) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(BlockConditionTests.rules(lines)))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    /// The board after `moves`, rows of X, O and . (K and k for kings).
    func board(_ game: BlockGame, after moves: [String]) throws -> [String] {
        var position = game.start
        for text in moves { position = game.play(try game.parseMove(text, in: position).get(), in: position) }
        return (0..<game.height).map { r in
            String((0..<game.width).map { c -> Character in
                let cell = r * game.width + c, bit = BlockCells.bit(cell)
                let king = position.kinds & UInt64(truncatingIfNeeded: bit) != 0
                return position.x & bit != 0 ? (king ? "K" : "X") : position.o & bit != 0 ? (king ? "k" : "O") : "."
            })
        }
    }

    func legal(_ game: BlockGame) -> [String] { game.legalMoves(game.start).map(game.moveName) }

    static let stepping = ["move step orthogonal custodian", "no-move lose", "repetition draw"]

    @Test func aStep_takesThePieceItCatches_alongARowOrAColumn() throws {
        let game = try game(["board 4 x 3", "start", "  . O X .", "  X . . .", "  . . . ."] + Self.stepping)
        // a2-a1 catches b1 between a1 and c1; nothing else moves.
        #expect(try board(game, after: ["a2-a1"]) == ["X.X.", "....", "...."])
        // a2-b2 leaves b1 beside it, with nothing of X's beyond it (b0 is off the board).
        #expect(try board(game, after: ["a2-b2"]) == [".OX.", ".X..", "...."])
    }

    @Test func aStep_takesTwoAtOnce_andThePieceMovingBetweenTwoIsSafe() throws {
        let game = try game(["board 5 x 3", "start", "  . . . . .", "  X O . O X", "  . . X . ."] + Self.stepping)
        #expect(try board(game, after: ["c3-c2"]) == [".....", "X.X.X", "....."])
        // O steps between two of X's pieces: only a mover's piece catches.
        let safe = try self.game(["board 3 x 2", "first O", "start", "  X . X", "  . O .", "move step orthogonal custodian", "no-move lose",
            "repetition draw"])
        #expect(try board(safe, after: ["b2-b1"]) == ["XOX", "..."])
    }

    @Test func theDirectionsGiven_areTheOnlyOnesThatCatch() throws {
        let start = ["start", "  . . X", "  X O .", "  . . ."]
        // a2-a3 holds b2 between a3 and c1 along a diagonal: orthogonal captures (the default)
        // leave it, diagonal ones take it.
        let orthogonal = try game(["board 3 x 3"] + start + ["move step s custodian", "no-move lose"])
        #expect(try board(orthogonal, after: ["a2-a3"]) == ["..X", ".O.", "X.."])
        let diagonal = try game(["board 3 x 3"] + start + ["move step s custodian diagonal", "no-move lose"])
        #expect(try board(diagonal, after: ["a2-a3"]) == ["..X", "...", "X.."])
    }

    @Test func aHostileCell_catchesWhenEmpty_only() throws {
        let lines = ["move step orthogonal custodian hostile a1", "no-move lose", "repetition draw"]
        let hostile = try game(["board 3 x 2", "start", "  . O .", "  . . X"] + lines)
        #expect(try board(hostile, after: ["c2-c1"]) == ["..X", "..."])
        // c2-c1 holds b1 against a1, which O's piece fills: nothing is taken.
        let held = try game(["board 3 x 2", "start", "  O O .", "  . . X"] + lines)
        #expect(try board(held, after: ["c2-c1"]) == ["OOX", "..."])
        let plain = try game(["board 3 x 2", "start", "  . O .", "  . . X"] + Self.stepping)
        #expect(try board(plain, after: ["c2-c1"]) == [".OX", "..."])
    }

    @Test func aStonePutDown_catchesToo_andASideWithNothingLeftLoses() throws {
        let game = try game(["board 3 x 1", "start", "  X O .", "move place custodian", "lose pieces 0", "no-move lose", "repetition draw"])
        #expect(try board(game, after: ["c1"]) == ["X.X"])
        let after = game.play(try game.parseMove("c1", in: game.start).get(), in: game.start)
        #expect(game.result(after) == .loss)
    }

    @Test func aKingCaught_goesWithItsKind() throws {
        let game = try game(["board 3 x 2", "kinds man king", "start", "  X k .", "  . . X", "move step orthogonal custodian",
            "no-move lose", "repetition draw"])
        #expect(try board(game, after: ["c2-c1"]) == ["X.X", "..."])
    }

    @Test func captureCompulsory_countsWhatIsCaught() throws {
        let game = try game(["board 4 x 2", "start", "  X O . .", "  . . X .", "capture compulsory"] + Self.stepping)
        #expect(legal(game) == ["c2-c1"])
    }

    @Test func theSymmetries_keepWhatTheCaptureLooksAt() throws {
        #expect(try game(["board 3 x 3", "move place custodian", "no-move lose", "repetition draw"]).symmetries.count == 8)
        // Only east: the top-bottom mirror alone keeps it.
        #expect(try game(["board 3 x 3", "move place custodian e", "no-move lose", "repetition draw"]).symmetries.count == 2)
        #expect(try game(["board 3 x 3", "move place custodian hostile a1", "no-move lose", "repetition draw"]).symmetries.count == 2)
    }

    @Test func theRules_sayWhatIsTaken() throws {
        let game = try game(["board 3 x 3", "move place custodian hostile b2", "no-move lose", "repetition draw"])
        #expect(game.ruleSentences.contains { $0.contains("taking each opponent's piece it then holds between the stone and another of the mover's pieces (or an empty b2) in a line ('move place custodian hostile b2')") })
    }

    @Test func repetition_isNeededWhereStonesAreTakenAndPut() throws {
        let refusal = BlockVariantErrorTests.fault([BlockConditionErrorTests.entry("board 3 x 3"),
            BlockConditionErrorTests.entry("move place custodian"), BlockConditionErrorTests.entry("no-move lose")])
        #expect(refusal?.message.contains("'move place custodian' can repeat a position (pieces are both added and captured)") == true)
    }

    @Test func aSurroundedKind_onItsCells_isTakenOnlyWhenEveryCellNextToItCatches() throws {
        let lines = ["kinds man king", "move step orthogonal custodian hostile b2 surround king on b2 b3", "no-move lose",
            "repetition draw"]
        // O's king on b3: a3 against c3 would take a man; the king needs b4 too, and b2 (the
        // empty hostile cell) counts.
        let open = try game(["board 3 x 4", "start", "  . . .", "  . . .", "  X k .", "  . . X"] + lines)
        #expect(try board(open, after: ["c4-c3"]) == ["...", "...", "XkX", "..."])
        let closed = try game(["board 3 x 4", "start", "  . . .", "  . . .", "  X k .", "  . X X"] + lines)
        #expect(try board(closed, after: ["c4-c3"]) == ["...", "...", "X.X", ".X."])
        // Off its cells the king is taken as any piece: c1 against a1.
        let elsewhere = try game(["board 3 x 4", "start", "  X k .", "  . . X", "  . . .", "  . . ."] + lines)
        #expect(try board(elsewhere, after: ["c2-c1"]) == ["X.X", "...", "...", "..."])
    }

    /// Brandub's rules on 5 x 5 (the throne c3, the jarl's cells round it), two attackers against
    /// the jarl alone, from its shipped file, against the reference: every position reachable.
    @Test func brandubOnASmallerBoard_agrees() throws {
        let names = (1...5).flatMap { r in ["a", "b", "c", "d", "e"].map { "\($0)\(r)" } }
        let corners = ["a1", "e1", "a5", "e5"], around = ["c3", "c2", "b3", "d3", "c4"]
        let thralls = names.filter { !corners.contains($0) && $0 != "c3" }, jarl = names.filter { $0 != "c3" }
        let cell = { (name: String) in BlockLudiiGamesTests.cell(name, 5) }
        let custody = ModelMove.Custody(directions: ["orthogonal"], hostile: (corners + ["c3"]).map(cell), surround: (1, around.map(cell)))
        var model = BlockLudiiGamesTests.model([".X...", ".....", "..j..", ".....", "....X"], moves: [
            ModelMove(kind: .slide(directions: ["orthogonal"], onto: nil, farthest: false), by: nil, piece: 0, to: thralls.map(cell),
                custodian: custody),
            ModelMove(kind: .slide(directions: ["orthogonal"], onto: nil, farthest: false), by: 2, piece: 1, to: jarl.map(cell),
                custodian: custody),
        ], ends: [ModelEnd(wins: true, kind: .region(corners.map(cell)), by: 2, piece: 1),
                  ModelEnd(wins: false, kind: .pieces(0), by: 2, piece: 1)], kinds: ["thrall", "jarl"])
        model.noMove = "pass"
        model.repetitionDraw = true
        let text = try BlockHandGamesTests.text("brandub")
        let blocks = text.components(separatedBy: "\n").filter { $0.hasPrefix("move slide") }
        #expect(blocks.count == 2)
        let custodian = "custodian orthogonal hostile a1 e1 a5 e5 c3 surround jarl on " + around.joined(separator: " ")
        try BlockLudiiGamesTests.agrees("brandub", model, replacing: [
            (blocks[0], "move slide orthogonal \(custodian) to \(thralls.joined(separator: " ")) for thrall"),
            (blocks[1], "move slide orthogonal \(custodian) to \(jarl.joined(separator: " ")) for jarl by O"),
            ("win reach a1 g1 a7 g7 for jarl by O", "win reach a1 e1 a5 e5 for jarl by O"),
        ], limit: 400_000)
    }

    /// Seega on 3 x 3 with three pieces each, put down anywhere but the centre, from its shipped
    /// file, against the reference: every position reachable.
    @Test func seegaOnASmallerBoard_agrees() throws {
        let cells = ["a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"]
        var model = BlockLudiiGamesTests.model(["...", "...", "..."], moves: [
            ModelMove(kind: .place(gravity: false, flip: false), by: nil, to: cells.map { BlockLudiiGamesTests.cell($0, 3) }),
            ModelMove(kind: .step(directions: ["orthogonal"], onto: nil), by: nil, custodian: .init(directions: nil, hostile: [])),
        ], ends: [BlockLudiiGamesTests.end(.pieces(0), wins: false)])
        model.startLine = "start empty"
        model.hands = ([3, 3], [false, false])
        model.noMove = "pass"
        model.repetitionDraw = true
        let places = "move place to a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 d3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5"
        try BlockLudiiGamesTests.agrees("seega", model, replacing: [("hand 12", "hand 3"), (places, "move place to " + cells.joined(separator: " "))])
    }
}

/// The errors of custodian captures, each at its word.
@Suite struct BlockCustodianErrorTests {
    static func entry(_ text: String) -> RuleEntry { BlockVariantErrorTests.entry(text) }

    static let moveWords: [([RuleEntry], RuleError)] = [
        ([entry("board 3 x 3"), entry("move jump e over opponent custodian")],
         RuleError("'custodian' follows a step, leap, slide or stone; a jump takes what it passes over with 'capture'", entry: 2, argument: 4)),
        ([entry("board 3 x 3"), entry("move place flip custodian")],
         RuleError("'custodian' does not go with 'flip': a stone that turns pieces over takes nothing off the board", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move push orthogonal custodian"), entry("repetition draw")],
         RuleError("'custodian' follows a step, leap, slide or stone; a push moves a whole line", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move polyomino x custodian")],
         RuleError("'custodian' follows a piece that lands on one cell; a polyomino covers several", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("players 1"), entry("move step n custodian"), entry("goal pieces 1")],
         RuleError("'custodian' is for games of two players; a puzzle's pieces are all one player's", entry: 3, argument: 2)),
        ([entry("board 3 x 3"), entry("move step n custodian then place"), entry("repetition draw")],
         RuleError("'custodian' does not go with a two-part move ('then')", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place custodian"), entry("mill 3"), entry("repetition draw")],
         RuleError("'custodian' does not go with 'mill 3': a move would take twice", entry: 2, argument: 1)),
        ([entry("board 3 x 3"), entry("move step n custodian"), entry("move slide e"), entry("repetition draw")],
         RuleError("'move step n custodian' and 'move slide e' are both X's moves of a piece, written alike; 'custodian' goes on every one of them, the same, or on none",
             entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move step n custodian e"), entry("move slide e custodian"), entry("repetition draw")],
         RuleError("'move step n custodian e' and 'move slide e custodian' are both X's moves of a piece, written alike; 'custodian' goes on every one of them, the same, or on none",
             entry: 2, argument: 2)),
    ]

    static let cellsAndKinds: [([RuleEntry], RuleError)] = [
        ([entry("board 3 x 3"), entry("move place custodian hostile")],
         RuleError("expected the cells that take part in a capture when empty after 'hostile', such as: hostile a1 e5", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place custodian hostile d4")],
         RuleError("expected a cell of the board such as a1, found 'd4'", entry: 2, argument: 3)),
        ([entry("board 3 x 3"), entry("grid hex"), entry("move place custodian nw")],
         RuleError("'nw' is not a direction of a hex grid; expected n s e w ne sw, or all", entry: 3, argument: 2)),
        ([entry("board 3 x 3"), entry("move place custodian surround king on a1")],
         RuleError("'surround' names a kind of piece; the rules have none: add 'kinds FIRST SECOND'", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("kinds man king"), entry("move place custodian surround queen on a1")],
         RuleError("expected a kind after 'surround': man or king", entry: 3, argument: 3)),
        ([entry("board 3 x 3"), entry("kinds man king"), entry("move place custodian surround king a1")],
         RuleError("expected 'on' and the cells where a king is taken only when surrounded", entry: 3, argument: 4)),
        ([entry("board 3 x 3"), entry("kinds man king"), entry("move place custodian surround king on")],
         RuleError("expected the cells where a king is taken only when surrounded, such as: on d4", entry: 3, argument: 4)),
        ([entry("board 3 x 3"), entry("move place custodian twice")],
         RuleError("unexpected 'twice'", entry: 2, argument: 2)),
    ]

    @Test(arguments: moveWords + cellsAndKinds)
    func refused(_ lines: [RuleEntry], _ expected: RuleError) {
        #expect(BlockVariantErrorTests.fault(lines) == expected)
    }
}
