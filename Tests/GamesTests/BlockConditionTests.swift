import Boards
import Testing

@testable import Games

/// Conditions on move blocks (`to CELL...`, `if beside|not-beside OWNER [DIRECTIONS]`): each
/// kind of move that takes them, each owner and sense, directions turned round for O, place
/// blocks with and without conditions together, the symmetries a condition keeps, `explain`, and
/// the errors at the word at fault.
@Suite struct BlockConditionTests {
    static func rules(_ lines: [String]) -> String { (["rules \"c\"", "family block"] + lines).joined(separator: "\n") }

    func game(_ lines: [String]) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(Self.rules(lines)))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    func legal(_ game: BlockGame, after moves: [String] = []) throws -> [String] {
        var position = game.start
        for text in moves { position = game.play(try game.parseMove(text, in: position).get(), in: position) }
        return game.legalMoves(position).map(game.moveName)
    }

    static let pawns = ["start", "  . O .", "  . . .", "  X . X"]

    @Test func aStepTo_landsOnTheCellsNamedAlone() throws {
        let game = try game(["board 3 x 3"] + Self.pawns + ["move step all to a2 c2", "no-move lose", "repetition draw"])
        #expect(try legal(game) == ["a3-a2", "c3-c2"])
    }

    @Test func aLeapAndASlideTo_landOnTheCellsNamedAlone() throws {
        // Without `to`, a3 would also take O's b1 (and c3 too).
        let leap = try game(["board 3 x 3"] + Self.pawns + ["move leap 1 2 onto any to c2 a2", "no-move lose", "repetition draw"])
        #expect(try legal(leap) == ["a3-c2", "c3-a2"])
        let slide = try game(["board 3 x 3"] + Self.pawns + ["move slide n to a1", "no-move lose", "repetition draw"])
        #expect(try legal(slide) == ["a3-a1"])
    }

    @Test func aStoneTo_goesOnTheCellsNamedAlone_withGravityToo() throws {
        let plain = try game(["board 3 x 3", "move place to b2 c3", "no-move lose"])
        #expect(try legal(plain) == ["b2", "c3"])
        let dropped = try game(["board 3 x 3", "move place gravity to a3 b2", "no-move lose"])
        // Columns 2 and 3 drop onto b3 and c3, not among the cells; then column 1 drops onto a2.
        #expect(try legal(dropped) == ["1"])
        #expect(try legal(dropped, after: ["1"]).isEmpty)
    }

    @Test func ifBesideOpponent_movesOnlyAPieceWithOneNextToIt_alongTheDirectionsGiven() throws {
        let start = ["start", "  . . .", "  X O .", "  X . X"]
        // a2 has O's b2 beside it; a3 and c3 have it on a diagonal (a3's step onto a2 is taken).
        let all = try game(["board 3 x 3"] + start + ["move step n if beside opponent", "no-move lose", "repetition draw"])
        #expect(try legal(all) == ["a2-a1", "c3-c2"])
        let orthogonal = try game(["board 3 x 3"] + start + ["move step n if beside opponent orthogonal", "no-move lose",
            "repetition draw"])
        #expect(try legal(orthogonal) == ["a2-a1"])
    }

    @Test func ifBesideAndNotBeside_ownAndAny_countTheRightPieces() throws {
        let start = ["start", "  . . . .", "  X X . X"]
        let notOwn = try game(["board 4 x 2"] + start + ["move step n if not-beside own", "no-move lose", "repetition draw"])
        #expect(try legal(notOwn) == ["d2-d1"])
        let own = try game(["board 4 x 2"] + start + ["move step n if beside own", "no-move lose", "repetition draw"])
        #expect(try legal(own) == ["a2-a1", "b2-b1"])
        let any = try game(["board 4 x 2"] + start + ["move step n if beside any e", "no-move lose", "repetition draw"])
        #expect(try legal(any) == ["a2-a1"])
    }

    @Test func relativeDirections_turnRoundForO() throws {
        // O moves first; its forward is down the board: O's a1 has X's a2 ahead of it, so it may
        // step east; O's c2 has X's c3 ahead but no cell to the east.
        let game = try game(["board 3 x 3", "first O", "start", "  O . .", "  X . O", "  . . X",
            "move step e if beside opponent forward", "no-move lose", "repetition draw"])
        #expect(try legal(game) == ["a1-b1"])
    }

    @Test func aJumpIf_testsTheCellItStartsFrom() throws {
        let game = try game(["board 5 x 1", "start", "  O X O . .", "move jump e over opponent capture if beside opponent w",
            "no-move lose"])
        #expect(try legal(game) == ["b1-d1"])
    }

    @Test func placesWithAndWithoutConditions_putAStoneWhereEitherAllows() throws {
        let own = try game(["board 3 x 1", "move place to a1", "move place if beside own", "no-move lose"])
        #expect(try legal(own) == ["a1"])
        #expect(try legal(own, after: ["a1"]).isEmpty)
        let both = try game(["board 3 x 1", "move place to a1", "move place if not-beside opponent", "no-move lose"])
        #expect(try legal(both) == ["a1", "b1", "c1"])
        #expect(try legal(both, after: ["b1"]) == ["a1"])
    }

    @Test func aConditionOnCells_keepsOnlyTheSymmetriesThatMapThem() throws {
        #expect(try game(["board 3 x 3", "move place", "no-move lose"]).symmetries.count == 8)
        #expect(try game(["board 3 x 3", "move place to a1 c3", "no-move lose"]).symmetries.count == 4)
        // The cell east of each cell: only the top-bottom mirror keeps it.
        #expect(try game(["board 3 x 3", "move place if not-beside own e", "no-move lose"]).symmetries.count == 2)
    }

    @Test func explain_namesTheConditionThatRefuses() throws {
        let game = try game(["board 3 x 3", "start", "  . . .", "  . . .", "  X . O", "move step n to a2 b2",
            "move place if not-beside opponent orthogonal", "no-move lose", "repetition draw"])
        #expect(game.explain("c2", in: game.start) == ["c2: illegal: c2 has a piece of O next to it ('move place if not-beside opponent orthogonal')"])
        let stepping = try self.game(["board 3 x 3", "start", "  . . .", "  . . .", "  X . X", "move step n to a2 b2", "no-move lose",
            "repetition draw"])
        #expect(stepping.explain("c3-c2", in: stepping.start) == ["c3-c2: illegal: c2 is not among the cells 'move step n to a2 b2' goes to"])
    }
}

/// The errors of conditions, each at its word.
@Suite struct BlockConditionErrorTests {
    static func entry(_ text: String) -> RuleEntry { BlockVariantErrorTests.entry(text) }

    @Test(arguments: [
        ([entry("board 3 x 3"), entry("move jump e over opponent to a1")],
         RuleError("'to' names the one cell a step, leap or slide lands on, or a stone is put on; a jump's chain lands on several: leave out 'to'",
             entry: 2, argument: 4)),
        ([entry("board 3 x 3"), entry("move polyomino xx if beside own")],
         RuleError("'if' names a cell a piece or a stone goes from or to; a polyomino covers several: leave out 'if'", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place flip to a1")],
         RuleError("'to' does not go with 'flip': a stone that turns pieces over goes where it flanks them", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place to")],
         RuleError("expected the cells a move may land on after 'to', such as: to a1 b2", entry: 2, argument: 1)),
        ([entry("board 3 x 3"), entry("move place to d1")],
         RuleError("expected a cell of the board such as a1, found 'd1'", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place if near own")],
         RuleError("expected 'if beside' or 'if not-beside', then own, opponent or any, as in: if beside opponent", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("move place if beside empty")],
         RuleError("expected own, opponent or any after 'beside'", entry: 2, argument: 3)),
        ([entry("board 3 x 3"), entry("grid hex"), entry("move place if beside own nw")],
         RuleError("'nw' is not a direction of a hex grid; expected n s e w ne sw, or all", entry: 3, argument: 4)),
        ([entry("board 3 x 3"), entry("move step n if beside own then place"), entry("repetition draw")],
         RuleError("'if' does not go with a two-part move ('then')", entry: 2, argument: 2)),
        ([entry("board 3 x 3"), entry("players 1"), entry("move step n to a1"), entry("goal pieces 1")],
         RuleError("'to' is for games of two players; a puzzle's moves go wherever they can", entry: 3, argument: 2)),
        ([entry("board 3 x 3"), entry("move place if beside own twice")],
         RuleError("unexpected 'twice'", entry: 2, argument: 4)),
    ])
    func refused(_ lines: [RuleEntry], _ expected: RuleError) {
        #expect(BlockVariantErrorTests.fault(lines) == expected)
    }
}
