import Boards
import Search
import Testing

@testable import Games

/// Pieces in hand (`hand N [move-anytime] [by X|O]`): each rule branch on small rule sets, the
/// errors of bad `hand` lines, and positions that differ only in their hands kept apart.
@Suite struct BlockHandTests {
    /// Three Men's Morris as the block family writes it, with `extra` lines added.
    static func morris(_ extra: [String] = [], hand: String = "hand 3") -> String {
        (["rules \"m\"", "family block", "board 3 x 3", hand, "move place", "move step orthogonal", "win line 3 orthogonal",
          "repetition draw"] + extra).joined(separator: "\n")
    }

    func game(_ text: String) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    /// The position after the written moves from the start.
    func after(_ moves: [String], _ game: BlockGame) throws -> BlockPosition {
        var position = game.start
        for text in moves {
            position = game.play(try game.parseMove(text, in: position).get(), in: position)
        }
        return position
    }

    func names(_ game: BlockGame, _ position: BlockPosition) -> [String] { game.legalMoves(position).map(game.moveName) }

    /// `capture-all` counts the pieces in hand: a side with none on the board but some in hand
    /// still has pieces, so the start of a game of drops is not over, and taking the last piece on
    /// the board wins only once the hand is empty too.
    @Test func captureAll_countsThePiecesInHand() throws {
        let text = ["rules \"c\"", "family block", "board 3 x 1", "hand 1 by X", "hand 0 by O", "start", "  . . O", "move place by X",
            "move step w by O", "move jump w over opponent capture by O", "win capture-all", "no-move lose", "repetition draw"]
            .joined(separator: "\n")
        let game = try game(text)
        // O's piece alone is on the board, but X holds one in hand: the game goes on.
        #expect(game.result(game.start) == nil)
        let taken = try after(["b1", "c1-a1"], game)
        #expect(game.result(taken) == .loss)
    }

    /// A side that holds no pieces (`hand 0 by O`) moves from the start, and its jumps take
    /// pieces while the other side still places; a `pieces` end counts the pieces in hand; a
    /// drawn board is then of the movement phase, and `in-hand` says the hands.
    @Test func capturesWhileTheOtherSidePlaces_countTheHandInEnds() throws {
        let text = ["rules \"c\"", "family block", "board 4 x 1", "start", "  . . . O", "hand 3 by X", "hand 0 by O",
            "move place by X", "move step e w by X", "move step e w by O", "move jump e w over opponent capture by O",
            "lose pieces 1 by X", "no-move lose", "repetition draw"].joined(separator: "\n")
        let game = try game(text)
        #expect(game.start.inHand(.x) == 3 && game.start.inHand(.o) == 0)
        #expect(game.ruleSentences.contains("O holds no pieces in hand: it moves its pieces from the start ('hand 0 by O')."))
        #expect(names(game, game.start) == ["a1", "b1", "c1"])
        let placed = try after(["c1"], game)
        // O jumps c1 from d1 while X still holds two in hand, or steps back.
        #expect(names(game, placed).sorted() == ["d1-b1"])
        let taken = try after(["c1", "d1-b1"], game)
        #expect(taken.x == 0 && taken.inHand(.x) == 2)
        #expect(game.result(taken) == nil)
        let again = try after(["c1", "d1-b1", "a1", "b1-c1"], game)
        // One piece on the board and one in hand: not yet at most one.
        #expect(game.result(again) == nil)
        let last = try after(["c1", "d1-b1", "a1", "b1-c1", "d1", "c1-b1"], game)
        // X's hand is empty and its a1 and d1 stand: two pieces, one more than the end's.
        #expect(last.inHand(.x) == 0 && last.x.nonzeroBitCount == 2)
        // A drawn board is of the movement phase: both hands empty, X to move.
        let drawn = try game.position(cells: [Array("X..O")]).get()
        #expect(drawn.inHand(.x) == 0 && drawn.inHand(.o) == 0)
        #expect(try game.withHands(drawn, PiecesInHand(x: 2, o: 0)).get().inHand(.x) == 2)
    }

    @Test func eachPlacement_takesAPieceFromTheMoversHand() throws {
        let game = try game(Self.morris())
        #expect(game.start.inHand(.x) == 3 && game.start.inHand(.o) == 3)
        let one = try after(["b2"], game)
        #expect(one.inHand(.x) == 2 && one.inHand(.o) == 3)
        let two = try after(["b2", "a1"], game)
        #expect(two.inHand(.x) == 2 && two.inHand(.o) == 2)
    }

    @Test func whileAHandHoldsPieces_onlyPlacementsAreMoves() throws {
        let game = try game(Self.morris())
        #expect(names(game, game.start) == ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"])
        // X has a piece on b2 that could step, and still two in hand.
        let position = try after(["b2", "a1"], game)
        #expect(names(game, position).allSatisfy { !$0.contains("-") }, "\(names(game, position))")
        #expect(names(game, position).count == 7)
        guard case .failure(let error) = game.parseMove("b2-b1", in: position) else {
            Issue.record("a step with pieces in hand was accepted")
            return
        }
        #expect(error.message == "X still has 2 pieces in hand, and places them before it moves one ('hand 3')")
    }

    @Test func onceAHandIsEmpty_thePlayerMoves_andPlacesNoMore() throws {
        let game = try game(Self.morris())
        let position = try after(["b2", "a1", "c1", "a3", "a2", "c3"], game)
        #expect(position.inHand(.x) == 0 && position.inHand(.o) == 0)
        #expect(names(game, position) == ["c1-b1", "c1-c2", "b2-b1", "b2-c2", "b2-b3"])
        guard case .failure(let error) = game.parseMove("b1", in: position) else {
            Issue.record("a placement with an empty hand was accepted")
            return
        }
        #expect(error.message == "X has no pieces left in hand to place ('hand 3')")
    }

    @Test func moveAnytime_letsAPlayerMoveBeforeItsHandIsEmpty() throws {
        let game = try game(Self.morris(hand: "hand 3 move-anytime"))
        let position = try after(["b2", "a1"], game)
        let moves = names(game, position)
        #expect(moves.contains("b2-b1") && moves.contains("c3"), "\(moves)")
        // A step keeps the hand.
        let stepped = try after(["b2", "a1", "b2-b1"], game)
        #expect(stepped.inHand(.x) == 2)
    }

    @Test func handsOfTheirOwn_andOnePlayersMoveAnytime() throws {
        let game = try game(Self.morris(hand: "hand 2 by X\nhand 3 move-anytime by O"))
        #expect(game.start.inHand(.x) == 2 && game.start.inHand(.o) == 3)
        // X's hand empties after two placements; O may step at once.
        let position = try after(["b2", "a1", "c3"], game)
        #expect(position.inHand(.x) == 0)
        #expect(names(game, position).contains("a1-a2"))
        let next = try after(["b2", "a1", "c3", "a3"], game)
        #expect(names(game, next).allSatisfy { $0.contains("-") }, "\(names(game, next))")
    }

    @Test func aLaterHandLine_overridesAnEarlierOne_forTheSidesItNames() throws {
        let game = try game(Self.morris(hand: "hand 3\nhand 4 move-anytime by X"))
        #expect(game.start.inHand(.x) == 4 && game.start.inHand(.o) == 3)
        #expect(game.rules.hands?.moveAnytime == [true, false])
    }

    @Test func aPlayerWithPiecesInHand_andNoEmptyCell_cannotMove() throws {
        // Five each on nine cells: after nine placements O holds one it cannot put down.
        let game = try game(["rules \"full\"", "family block", "board 3 x 3", "hand 5", "move place", "move step orthogonal",
            "no-move draw", "repetition draw"].joined(separator: "\n"))
        let position = try after(["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"], game)
        #expect(position.inHand(.o) == 1)
        #expect(game.result(position) == .draw)
    }

    @Test func positionsThatDifferOnlyInTheirHands_areNotMerged() throws {
        let game = try game(Self.morris(hand: "hand 3 move-anytime"))
        // X on b2 and O on a1 with full and with emptier hands: one board, two positions.
        let placed = try after(["b2", "a1"], game)
        var fuller = placed
        fuller.setInHand(.x, 3)
        #expect(placed != fuller)
        #expect(placed.hash64 != fuller.hash64)
        #expect(game.canonicalForm(placed) != game.canonicalForm(fuller))
        #expect(game.canonicalForm(placed).inHand(.x) == 2 && game.canonicalForm(fuller).inHand(.x) == 3)
        // A mirror image keeps the hands.
        for s in 0..<game.symmetryCount { #expect(game.image(of: placed, symmetry: s).inHand(.x) == 2) }
        // Without hands a position hashes as it always has.
        #expect(BlockPosition(x: 5, o: 6, mover: .o).hash64 == mix64(UInt128(5).hash64 ^ (UInt128(6).hash64 &* 0x9E37_79B9_7F4A_7C15) ^ 0x5555))
    }

    @Test func theHands_fitInThePositionsPadding() {
        #expect(MemoryLayout<BlockPosition>.stride == 48)
    }

    @Test func aDrawnBoard_givesTheHands_andTheSideToMove() throws {
        let game = try game(Self.morris())
        let one = try game.position(cells: [Array("..."), Array(".X."), Array("...")]).get()
        #expect(one.inHand(.x) == 2 && one.inHand(.o) == 3 && one.mover == .o)
        let two = try game.position(cells: [Array("O.."), Array(".X."), Array("...")]).get()
        #expect(two.inHand(.x) == 2 && two.inHand(.o) == 2 && two.mover == .x)
        #expect(two == (try after(["b2", "a1"], game)))
        guard case .failure(let error) = game.position(cells: [Array("XXX"), Array("X.."), Array("...")]) else {
            Issue.record("four X pieces accepted")
            return
        }
        #expect(error.message == "X has 4 pieces on the board, more than the 3 it can have: 0 at the start and 3 in hand ('hand 3')")
    }

    /// The position text (`print`, `save`, the results store's key) is the board and the side
    /// to move: every reachable position reads back from them, hands and all.
    @Test func everyReachablePosition_readsBackFromItsBoardAndSideToMove() throws {
        let game = try game(Self.morris())
        var seen: Set<BlockPosition> = [game.start], frontier = [game.start]
        while let position = frontier.popLast() {
            let read = try game.position(cells: game.cells(position)).get()
            #expect(try game.withMover(position.mover, read).get() == position)
            for move in game.legalMoves(position) {
                let next = game.play(move, in: position)
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        // As many as an independent count of the game finds (RuleSetReference: 5,466).
        #expect(seen.count == 5_466)
    }

    @Test func theLengthBound_countsThePlacementsTheHandsHold() throws {
        // Pieces that step one way only: no repetition, and a bound that every move lowers.
        let game = try game(["rules \"up\"", "family block", "board 3 x 4", "hand 2", "move place", "move step forward",
            "win reach far-row"].joined(separator: "\n"))
        var position = game.start
        var random = SplitMix64(seed: 5)
        while case let moves = game.legalMoves(position), !moves.isEmpty {
            let next = game.play(moves[Int(random.next() % UInt64(moves.count))], in: position)
            #expect(game.pliesLeft(next) < game.pliesLeft(position))
            position = next
        }
        #expect(game.pliesLeft(game.start) < 12 * 5)
    }

    @Test func theRules_sayTheHandsInWords() throws {
        let game = try game(Self.morris())
        #expect(game.ruleSentences[1]
            == "Each side starts with 3 pieces in hand; while it has pieces in hand it places one on an empty cell, then it moves them ('hand 3').")
        let apart = try self.game(Self.morris(hand: "hand 2 by X\nhand 1 move-anytime by O"))
        #expect(apart.ruleSentences[1]
            == "X starts with 2 pieces in hand; while it has pieces in hand it places one on an empty cell, then it moves them ('hand 2 by X').")
        #expect(apart.ruleSentences[2]
            == "O starts with 1 piece in hand; on its turn it places one on an empty cell while it has any, or moves a piece on the board ('hand 1 move-anytime by O').")
    }

    static func entry(_ text: String) -> RuleEntry { BlockVariantErrorTests.entry(text) }

    @Test(arguments: [
        ([entry("board 3 x 3"), entry("hand"), entry("move place")],
         RuleError("expected 'hand N', the pieces each side starts with in hand, as in: hand 3", entry: 2)),
        ([entry("board 3 x 3"), entry("hand 10"), entry("move place")],
         RuleError("expected a number of pieces in hand from 0 to 9", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("hand three"), entry("move place")],
         RuleError("expected a number of pieces in hand from 0 to 9", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("hand 3 later"), entry("move place")],
         RuleError("unexpected 'later'; expected 'move-anytime' or 'by X|O'", entry: 2, argument: 1)),
        ([entry("board 3 x 3"), entry("hand 3 by X"), entry("move place")],
         RuleError("rules 'test' give X pieces in hand but not O: add 'hand N by O', or write 'hand N' for both")),
        ([entry("board 3 x 3"), entry("players 1"), entry("hand 3"), entry("move place"), entry("goal pieces 1")],
         RuleError("'hand' is for games of two players; a puzzle's pieces start on the board", entry: 3)),
        ([entry("board 3 x 3"), entry("hand 3"), entry("move place by X"), entry("move step all")],
         RuleError("rules 'test' give O pieces in hand but no 'move place' of its own to put them down")),
        ([entry("board 3 x 3"), entry("hand 3"), entry("move place flip")],
         RuleError("'move place flip' turns pieces over, which 'hand' does not allow (a piece turned over would leave one "
             + "side's hand and join the other's pieces)", entry: 3)),
        ([entry("board 3 x 3"), entry("hand 3"), entry("move place"), entry("move polyomino xx")],
         RuleError("'move polyomino xx' does not go with 'hand': pieces in hand are put down one at a time by 'move place'", entry: 4)),
    ])
    func badHandLines_areRefusedAtTheirWord(_ lines: [RuleEntry], _ expected: RuleError) {
        var book = RuleBook()
        do {
            try book.add(RuleSpec(name: "test", entries: [RuleEntry(key: "family", arguments: ["block"])] + lines))
            Issue.record("accepted: \(lines)")
        } catch {
            #expect(error == expected)
        }
    }
}
