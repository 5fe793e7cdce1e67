import Boards
import Testing

@testable import Games

/// Piece kinds (`kinds`, `for KIND`, `promote`) and complete chains (`chain complete`): each rule
/// on small rule sets, the letters of the second kind read and written back, the kinds kept by
/// symmetries and the hash, and the errors of bad lines.
@Suite struct BlockKindsTests {
    /// Draughts on a small board with `start` rows, `extra` lines added.
    static func draughts(_ start: [String], width: Int = 4, _ extra: [String] = []) -> String {
        (["rules \"d\"", "family block", "board \(width) x \(start.count)", "kinds man king", "start"] + start.map { "  " + $0 }
            + ["move step forward-diagonal for man", "move step diagonal for king",
               "move jump forward-diagonal over opponent capture chain complete for man",
               "move jump diagonal over opponent capture chain complete for king",
               "promote man to king on far-row", "capture compulsory", "repetition draw"] + extra).joined(separator: "\n")
    }

    func game(_ text: String) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    func names(_ game: BlockGame, _ position: BlockPosition) -> [String] { game.legalMoves(position).map(game.moveName).sorted() }

    func play(_ text: String, _ game: BlockGame, _ position: BlockPosition) throws -> BlockPosition {
        game.play(try game.parseMove(text, in: position).get(), in: position)
    }

    @Test func aPosition_staysFortyEightBytes() {
        #expect(MemoryLayout<BlockPosition>.size <= 48 && MemoryLayout<BlockPosition>.stride == 48)
    }

    @Test func menMoveForward_kingsBothWays() throws {
        let game = try game(Self.draughts([". . . O", ". . . .", ". K . .", "X . . ."]))
        // The man on a4 is blocked by the king, which steps back as well as forward.
        #expect(names(game, game.start) == ["b3-a2", "b3-c2", "b3-c4"])
        #expect(game.cells(game.start)[2][1] == "K")
    }

    @Test func aManReachingTheFarRow_isCrowned_andItsChainEnds() throws {
        // X's man on a3 jumps b2 onto c1, the far row; as a king it could go on over d2, but the
        // move ends where it is crowned.
        let game = try game(Self.draughts([". . . . .", ". O . O .", "X . . . ."], width: 5))
        #expect(names(game, game.start) == ["a3-c1"])
        let after = try play("a3-c1", game, game.start)
        #expect(game.cells(after)[0][2] == "K")
        #expect(after.kinds == 1 << 2)
        // Next turn the king jumps back down over d2.
        var again = after
        again.mover = .x
        #expect(names(game, again) == ["c1-e3"])
    }

    @Test func aCompleteChain_goesOnWhileItCan() throws {
        // X's king on a4 jumps b3 onto c2, then d3 onto e4: the whole chain is the only move, which
        // may not stop on c2.
        let game = try game(Self.draughts([". . . . .", ". . . . .", ". O . O .", "K . . . ."], width: 5))
        #expect(names(game, game.start) == ["a4-c2-e4"])
        let after = try play("a4-c2-e4", game, game.start)
        #expect(after.o == 0 && game.cells(after)[3][4] == "K")
    }

    @Test func aChainThatMayStop_listsEveryStop() throws {
        let text = Self.draughts([". . . . .", ". . . . .", ". O . O .", "K . . . ."], width: 5)
            .replacingOccurrences(of: "chain complete for king", with: "chain for king")
        let game = try game(text)
        #expect(names(game, game.start) == ["a4-c2", "a4-c2-e4"])
    }

    @Test func theBoardStatement_readsTheLetters_andWritesThemBack() throws {
        let game = try game(Self.draughts([". . . O", ". . . .", ". K . .", "X . . ."]))
        let cells: [[Character]] = [Array(". k . O"), Array(". . . ."), Array(". K . ."), Array("X . . .")].map { $0.filter { $0 != " " } }
        let position = try game.position(cells: cells).get()
        #expect(game.cells(position) == cells)
        #expect(position.kinds != 0 && position.o.nonzeroBitCount == 2)
        // A king moves as a king: O's k on b1 steps back up the board too.
        #expect(names(game, try game.withMover(.o, position).get()).contains("b1-a2"))
    }

    @Test func symmetriesAndTheHash_keepTheKinds() throws {
        let game = try game(Self.draughts([". . . O", ". . . .", ". K . .", "X . . ."]))
        var man = game.start
        man.kinds = 0
        #expect(man != game.start && man.hash64 != game.start.hash64)
        for s in 0..<game.symmetryCount {
            let image = game.image(of: game.start, symmetry: s)
            #expect(image.kinds.nonzeroBitCount == 1 && image.x.nonzeroBitCount == 2)
            #expect(BlockCells(image.kinds) & image.x != 0)
        }
        #expect(game.canonical(game.start).key.kinds != 0)
    }

    @Test func anEndForAKind_countsThatKindAlone() throws {
        let game = try game(Self.draughts([". . . O", ". . . .", "X . . .", ". . . ."], ["win reach row 2 for king"]))
        // X's man reaches row 2 as a man: no win.
        let step = try play("a3-b2", game, game.start)
        #expect(game.result(step) == nil)
        var king = step
        king.kinds = 1 << 5
        #expect(game.result(king) == .loss)
    }

    @Test func theRulesInWords_nameTheKinds() throws {
        let game = try game(Self.draughts([". . . O", ". . . .", ". . . .", "X . . ."]))
        let sentences = game.ruleSentences
        #expect(sentences.contains("Pieces are of two kinds, man and king ('kinds man king'); a king is drawn K for X and k for O."))
        #expect(sentences.contains("A man that moves onto the far row becomes a king, and its move ends there "
            + "('promote man to king on far-row')."))
        #expect(sentences.contains { $0.hasPrefix("Move: jump a king over an opponent's piece") && $0.contains("while it can") })
    }

    @Test(arguments: [
        (["kinds man"], "expected 'kinds FIRST SECOND', the two kinds of piece, as in: kinds man king"),
        (["kinds man man"], "the two kinds need two names"),
        (["kinds man Queen"], "expected a kind's name in lower-case letters, such as man or king, found 'Queen'"),
        (["kinds man ox"], "a piece of the second kind is drawn by its initial, and 'o' reads as X or O; name it otherwise"),
        (["move step n for king"], "'for king' names a kind of piece, but the rules have no 'kinds' line, as in: kinds man king"),
        (["kinds man king", "move step n for queen"], "unknown kind 'queen'; expected man or king"),
        (["kinds man king", "move step n for king by"], "expected 'by X' or 'by O' at the end of the line"),
        (["kinds man king", "move place for man"], "'for' names the pieces a step, leap, slide or jump moves; a stone put down is of the first kind"),
        (["kinds man king", "move step n", "promote king to man on far-row"],
         "a piece of the first kind becomes one of the second: promote man to king on far-row"),
        (["move step n", "promote man to king on far-row"],
         "'promote' turns one kind of piece into another: name the kinds first, as in: kinds man king"),
        (["kinds man king", "move step n", "promote man to king on row 9"], "expected a row from 1 to 3"),
        (["kinds man king", "move step n", "promote man to king"], "expected 'promote man to king on far-row' (or 'on row N', or 'on' and cells)"),
        (["kinds man king", "move step n", "win most for man"], "'win most' counts every stone; leave out 'for'"),
    ])
    func badLines_areRefusedWithTheirReason(_ lines: [String], _ message: String) {
        let text = (["rules \"e\"", "family block", "board 3 x 3", "start", "  O . O", "  . . .", "  X . X"] + lines
            + (lines.contains { $0.hasPrefix("move") } ? [] : ["move step n"]) + ["win reach far-row"]).joined(separator: "\n")
        guard let spec = BlockRuleFiles.spec(text) else {
            Issue.record("unreadable: \(text)")
            return
        }
        var book = RuleBook()
        do {
            _ = try book.add(spec)
            Issue.record("accepted: \(lines)")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func aLargeBoard_refusesKinds() throws {
        let text = ["rules \"big\"", "family block", "board 9 x 8", "kinds man king", "move step n", "win reach far-row"]
            .joined(separator: "\n")
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        do {
            _ = try book.add(spec)
            Issue.record("accepted kinds on 72 cells")
        } catch {
            #expect(error.message == "'kinds' is for boards of at most 64 cells; this 9 x 8 board has 72")
        }
    }
}
