import Boards
import Testing
@testable import Games

/// The flank family as a game: rule files, notation, passes, the end, symmetry, and the generic
/// solver's verdict on 4 x 4 Reversi.
@Suite struct FlankGameTests {
    func compile(_ entries: [RuleEntry], name: String = "test") throws -> FlankGame {
        var book = RuleBook()
        guard let game = try book.add(RuleSpec(name: name, entries: [RuleEntry(key: "family", arguments: ["flank"])] + entries)) as? FlankGame else {
            throw RuleError("not a flank game")
        }
        return game
    }

    func size(_ n: Int) -> RuleEntry { RuleEntry(key: "board", arguments: ["\(n)", "\(n)"]) }

    func cell(_ game: FlankGame, _ name: String) -> Int {
        guard let square = Square(name) else { return -1 }
        return game.geometry.bit(column: square.column, row: square.row)
    }

    func bits(_ game: FlankGame, _ names: [String]) -> UInt64 {
        names.reduce(0) { $0 | UInt64.bit(cell(game, $1)) }
    }

    @Test func ruleFile_standard_compilesToTheDiagonalStartWithXToMove() throws {
        let game = try compile([size(8), RuleEntry(key: "start", arguments: ["diagonal"])])
        #expect(game.start == game.geometry.start)
        #expect(game.legalMoves(game.start).map(game.moveName) == ["d3", "c4", "f5", "e6"])
        #expect(!game.fewestWins)
    }

    @Test func ruleFile_parallelStart_putsOOnTopAndXBelow() throws {
        let game = try compile([size(6), RuleEntry(key: "start", arguments: ["parallel"])])
        #expect(game.start.discs(of: .o) == bits(game, ["c3", "d3"]))
        #expect(game.start.discs(of: .x) == bits(game, ["c4", "d4"]))
    }

    @Test func ruleFile_drawnStartAndFirstPlayer_areKept() throws {
        let rows = ["X...", ".OX.", ".XO.", "...O"]
        let game = try compile([size(4), RuleEntry(key: "start", rows: rows), RuleEntry(key: "first", arguments: ["O"])])
        #expect(game.start.mover == .o)
        #expect(game.start.discs(of: .x) == bits(game, ["a1", "c2", "b3"]))
        #expect(game.start.discs(of: .o) == bits(game, ["b2", "c3", "d4"]))
    }

    @Test func ruleFile_fewestGoal_turnsTheScoreOver() throws {
        let game = try compile([size(4), RuleEntry(key: "goal", arguments: ["fewest"])])
        #expect(game.fewestWins)
        // X 1 disc, O 2, 13 empty: over (no one can flank). X has fewer discs and wins.
        let board = FlankPosition(player: bits(game, ["a1"]), opponent: bits(game, ["d4", "c4"]), mover: .x)
        #expect(game.result(board) == .win)
        #expect(game.finalScore(board) == 1 + 13)
    }

    @Test(arguments: [
        ([RuleEntry(key: "board", arguments: ["6", "8"])], "square"),
        ([RuleEntry(key: "board", arguments: ["10", "10"])], "4, 6 or 8"),
        ([RuleEntry(key: "board", arguments: ["5", "5"])], "4, 6 or 8"),
        ([RuleEntry(key: "board", arguments: ["8", "8"]), RuleEntry(key: "start", arguments: ["sideways"])], "start"),
        ([RuleEntry(key: "board", arguments: ["4", "4"]), RuleEntry(key: "start", rows: ["X...", "...."])], "4 rows"),
        ([RuleEntry(key: "board", arguments: ["4", "4"]), RuleEntry(key: "goal", arguments: ["least"])], "fewest"),
        ([RuleEntry(key: "board", arguments: ["4", "4"]), RuleEntry(key: "line", arguments: ["3"])], "no key 'line'"),
        ([RuleEntry(key: "start", arguments: ["diagonal"])], "need a size"),
    ])
    func ruleFile_faults_areRefusedWithAReason(entries: [RuleEntry], reason: String) {
        #expect {
            try compile(entries)
        } throws: { error in
            (error as? RuleError)?.message.contains(reason) == true
        }
    }

    @Test func parseMove_everyRefusal_saysWhy() throws {
        let game = try compile([size(8)])
        let start = game.start
        let reasons: [(String, MoveError.Kind, String)] = [
            ("d4", .illegal, "taken by O"), ("e4", .illegal, "taken by X"), ("a1", .illegal, "flanks no O disc"),
            ("i1", .illegal, "off the 8 x 8 board"), ("pass", .illegal, "may not pass"), ("zz", .unreadable, "expected"),
        ]
        for (text, kind, reason) in reasons {
            guard case .failure(let error) = game.parseMove(text, in: start) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.kind == kind, "\(text)")
            #expect(error.message.contains(reason), "\(text): \(error.message)")
        }
        let small = try compile([size(4)])
        guard case .failure(let off) = small.parseMove("e5", in: small.start) else { Issue.record("e5 accepted"); return }
        #expect(off.message.contains("off the 4 x 4 board"))
        #expect(try game.parseMove("D3", in: start).get() == FlankMove(cell: cell(game, "d3")))
    }

    @Test func pass_isTheOnlyMoveWhenTheSideToMoveIsStuck() throws {
        let game = try compile([size(8)])
        // X on b1 cannot flank O on a1 (the edge is behind it); O can play c1.
        let stuck = FlankPosition(player: bits(game, ["b1"]), opponent: bits(game, ["a1"]), mover: .x)
        #expect(game.legalMoves(stuck) == [.pass])
        #expect(game.result(stuck) == nil)
        #expect(try game.parseMove("pass", in: stuck).get() == .pass)
        guard case .failure(let error) = game.parseMove("c1", in: stuck) else { Issue.record("c1 accepted"); return }
        #expect(error.message.contains("must pass"))
        let after = game.play(.pass, in: stuck)
        #expect(after.mover == .o)
        #expect(game.legalMoves(after).map(game.moveName) == ["c1"])
        #expect(game.explain("pass", in: stuck).first?.contains("passes") == true)
    }

    @Test func over_withEmptiesLeft_givesThemToTheWinner() throws {
        let game = try compile([size(8)])
        // O to move with one disc; X two; nobody can flank anything.
        let over = FlankPosition(player: bits(game, ["d4"]), opponent: bits(game, ["a1", "h8"]), mover: .o)
        #expect(game.legalMoves(over).isEmpty)
        #expect(game.result(over) == .loss)
        #expect(game.finalScore(over) == -(2 - 1 + 61))
        guard case .failure(let error) = game.parseMove("c1", in: over) else { Issue.record("c1 accepted"); return }
        #expect(error.message.contains("game is over (X 2, O 1: X wins by 62)"))
    }

    @Test func explain_legalMove_listsTheFlipsDirectionByDirection() throws {
        let game = try compile([size(8)])
        var board = game.start
        for name in game.splitMoves("f5d6c3d3c4f4c5b3c2") {
            board = game.play(try game.parseMove(name, in: board).get(), in: board)
        }
        #expect(game.explain("b4", in: board) == [
            "b4: legal for O; it turns 4 X discs:",
            "  east: c4 d4 e4 (up to O's disc on f4)",
            "  south-east: c5 (up to O's disc on d6)",
        ])
        #expect(game.explain("a1", in: board).first?.contains("illegal") == true)
    }

    @Test func splitMoves_cutsARecordIntoSquaresButNotOtherWords() throws {
        let game = try compile([size(8)])
        #expect(game.splitMoves("f5d6C3") == ["f5", "d6", "c3"])
        #expect(game.splitMoves("pass") == ["pass"])
        #expect(game.splitMoves("d3") == ["d3"])
        #expect(game.splitMoves("f5d") == ["f5d"])
    }

    @Test func cells_readBackAndBoardStrings_accept_dashes() throws {
        let game = try compile([size(4)])
        let drawn = try game.position(cells: [Array("X--O"), Array(".OX."), Array(".XO."), Array("....")]).get()
        #expect(game.cells(drawn) == [Array("X..O"), Array(".OX."), Array(".XO."), Array("....")])
        #expect(drawn.mover == .x)
        guard case .failure(let error) = game.position(cells: [Array("X..O")]) else { Issue.record("accepted"); return }
        #expect(error.message.contains("needs 16 cells"))
    }

    /// Every symmetry maps legal moves to legal moves and positions to the same canonical key.
    @Test(arguments: [4, 6, 8])
    func symmetry_imagesShareTheCanonicalKeyAndMapMoves(size n: Int) throws {
        let game = try compile([size(n)])
        var random = SplitMix64(seed: UInt64(n))
        var board = game.start
        for _ in 0..<(n * n / 2) {
            let moves = game.legalMoves(board)
            guard !moves.isEmpty else { break }
            board = game.play(moves[Int(random.next() % UInt64(moves.count))], in: board)
            let (key, symmetry) = game.canonical(board)
            for s in 0..<FlankGame.symmetryCount {
                let image = FlankPosition(player: game.image(of: board.player, symmetry: s),
                    opponent: game.image(of: board.opponent, symmetry: s), mover: board.mover)
                #expect(game.canonical(image).key == key)
                let mapped = Set(game.legalMoves(board).map { game.transform($0, symmetry: s, toCanonical: true) })
                #expect(mapped == Set(game.legalMoves(image)))
            }
            for move in game.legalMoves(board) {
                let there = game.transform(move, symmetry: symmetry, toCanonical: true)
                #expect(game.transform(there, symmetry: symmetry, toCanonical: false) == move)
            }
        }
    }
}
