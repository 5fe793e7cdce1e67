import Boards
import Foundation
import Search
import Testing

@testable import Games

/// The move words `leap`, `slide` and `chain straight`: counts of legal moves in set positions,
/// and the games of puzzles/games that use them (knightthrough-5x5, neutreeko, konane-4x5,
/// konane-6x6), each rule file as shipped, against the independent reference
/// (`RuleSetReference`, from a model of the same rules): legal moves along seeded random games,
/// move-sequence counts a few plies deep, and values where the reference can walk every
/// position (the start of konane-4x5, positions near the end of the others).
@Suite struct BlockMoveWordsTests {
    /// A rule file of puzzles/games.
    static func text(_ name: String) throws -> String { try BlockHandGamesTests.text(name) }

    static func game(_ text: String) throws -> BlockGame {
        let spec = try #require(BlockRuleFiles.spec(text))
        var book = RuleBook()
        return try #require(try book.add(spec) as? BlockGame)
    }

    /// A model whose start is drawn in `rows` (X, O, . a cell), top row first.
    static func model(_ rows: [String], moves: [ModelMove.Kind]) -> ModelRules {
        var rules = ModelRules()
        (rules.width, rules.height) = (rows[0].count, rows.count)
        rules.start = rows.joined().map { $0 == "X" ? 1 : $0 == "O" ? 2 : 0 }
        rules.moves = moves.map { ModelMove(kind: $0, by: nil) }
        return rules
    }

    static let knightthrough: ModelRules = {
        var rules = model(["OOOOO", "OOOOO", ".....", "XXXXX", "XXXXX"],
            moves: [.leap(columns: 1, rows: 2, way: "forward", onto: "any")])
        rules.ends = [ModelEnd(wins: true, kind: .reach(row: nil), by: nil), ModelEnd(wins: true, kind: .captureAll, by: nil)]
        return rules
    }()

    static let neutreeko: ModelRules = {
        var rules = model([".X.X.", "..O..", ".....", "..X..", ".O.O."],
            moves: [.slide(directions: ["all"], onto: nil, farthest: true)])
        rules.ends = [ModelEnd(wins: true, kind: .line(length: 3, exactly: false, directions: []), by: nil)]
        rules.repetitionDraw = true
        return rules
    }()

    /// Konane: X where column + row is even, O elsewhere, `empty` emptied; straight capturing chains.
    static func konane(_ width: Int, _ height: Int, empty: [Int]) -> ModelRules {
        let rows = (0..<height).map { r in
            String((0..<width).map { c in empty.contains(r * width + c) ? "." : (c + r) % 2 == 0 ? "X" : "O" })
        }
        return model(rows, moves: [.jump(directions: ["orthogonal"], over: "opponent", capture: true, chain: true, straight: true)])
    }

    static let games: [(String, ModelRules)] = [
        ("knightthrough-5x5", knightthrough), ("neutreeko", neutreeko),
        ("konane-4x5", konane(4, 5, empty: [5, 6])), ("konane-6x6", konane(6, 6, empty: [15, 21])),
    ]

    /// The family's position for a reference board.
    static func position(_ board: [RuleSide], _ side: RuleSide) -> BlockPosition {
        var x: UInt128 = 0, o: UInt128 = 0
        for (cell, held) in board.enumerated() {
            if held == 1 { x |= 1 << UInt128(cell) } else if held == 2 { o |= 1 << UInt128(cell) }
        }
        return BlockPosition(x: x, o: o, mover: side == 1 ? .x : .o)
    }

    static func names(_ game: BlockGame, _ position: BlockPosition) -> [String] {
        game.result(position) == nil ? game.legalMoves(position).map(game.moveName).sorted() : []
    }

    /// The legal moves of `move` with the start drawn in `rows`, `mover` to move, as the family lists them.
    static func legal(_ move: String, _ rows: [String], mover: Player = .x) throws -> [String] {
        let start = rows.map { "  " + $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
        let text = "rules \"t\"\nfamily block\nboard \(rows[0].count) x \(rows.count)\nstart\n\(start)\nmove \(move)\n"
            + (mover == .o ? "first O\n" : "") + "repetition draw\n"
        let game = try game(text)
        return names(game, game.start)
    }

    static func rules(_ width: Int, _ height: Int, _ move: String) -> String {
        "rules \"t\"\nfamily block\nboard \(width) x \(height)\nstart empty\nmove \(move)\nno-move lose\nrepetition draw\n"
    }

    @Test func aKnightLeapsEightWaysAndForwardFour() throws {
        let open = [".....", ".....", "..X..", ".....", "....."]
        #expect(try Self.legal("leap 1 2", open).count == 8)
        #expect(try Self.legal("leap 1 2 forward", open) == ["c3-a2", "c3-b1", "c3-d1", "c3-e2"])
        #expect(try Self.legal("leap 1 2 backward", open) == ["c3-a4", "c3-b5", "c3-d5", "c3-e4"])
        // O's forward is down the board.
        let black = [".....", ".....", "..O..", ".....", "....."]
        #expect(try Self.legal("leap 1 2 forward", black, mover: .o) == ["c3-a4", "c3-b5", "c3-d5", "c3-e4"])
        // From a corner two leaps; a leap goes over anything, and lands only where `onto` allows.
        #expect(try Self.legal("leap 1 2", ["X....", "OO...", ".O...", ".....", "....."]) == ["a1-c2"])
        #expect(try Self.legal("leap 1 2 onto opponent", ["X....", "OO...", ".O...", ".....", "....."]) == ["a1-b3"])
        #expect(try Self.legal("leap 2 0", open) == ["c3-a3", "c3-c1", "c3-c5", "c3-e3"])
        #expect(try Self.legal("leap 2 2", open) == ["c3-a1", "c3-a5", "c3-e1", "c3-e5"])
    }

    @Test func aSlideGoesAnyDistanceOrTheFarthest() throws {
        let open = [".....", ".....", "..X..", ".....", "....."]
        #expect(try Self.legal("slide all", open).count == 16)
        #expect(try Self.legal("slide all farthest", open)
            == ["c3-a1", "c3-a3", "c3-a5", "c3-c1", "c3-c5", "c3-e1", "c3-e3", "c3-e5"])
        // A piece in the way stops it; `onto opponent` takes only the piece that ends the way.
        let blocked = ["..O..", ".....", "..X.O", ".....", "..X.."]
        #expect(try Self.legal("slide orthogonal", blocked).filter { $0.hasPrefix("c3") }
            == ["c3-a3", "c3-b3", "c3-c2", "c3-c4", "c3-d3"])
        #expect(try Self.legal("slide orthogonal onto opponent", blocked) == ["c3-c1", "c3-e3"])
        #expect(try Self.legal("slide orthogonal farthest", blocked).filter { $0.hasPrefix("c3") }
            == ["c3-a3", "c3-c2", "c3-c4", "c3-d3"])
    }

    @Test func aStraightChainGoesOnOneWayOnly() throws {
        let cross = [".....", ".O.O.", ".....", ".O...", "X...."]
        // Without straight, a5 jumps b4 to c3 and turns to jump b2 or d2; straight it goes on
        // north-east only (b4 then d2: both on the diagonal).
        #expect(try Self.legal("jump all over opponent capture chain", cross)
            == ["a5-c3", "a5-c3-a1", "a5-c3-e1"])
        #expect(try Self.legal("jump all over opponent capture chain straight", cross) == ["a5-c3", "a5-c3-e1"])
        // Chains of any length: six jumps along a row.
        let row = ["XO.O.O.O.O.O."]
        let long = try Self.legal("jump e w over opponent capture chain straight", row)
        #expect(long.count == 6 && long.contains("a1-c1-e1-g1-i1-k1-m1"))
    }

    @Test func theWordsAreRefusedWhereTheyCannotGo() throws {
        var book = RuleBook()
        let hex = try #require(BlockRuleFiles.spec("rules \"h\"\nfamily block\nboard 3 x 3\ngrid hex\nmove leap 1 2\n"))
        #expect(throws: RuleError.self) { try book.add(hex) }
        let farthest = try #require(BlockRuleFiles.spec(Self.rules(3, 3, "slide all onto any farthest")))
        #expect(throws: RuleError.self) { try book.add(farthest) }
        let puzzle = try #require(BlockRuleFiles.spec(
            "rules \"p\"\nfamily block\nboard 3 x 1\nplayers 1\nstart full except c1\nmove jump e w over own capture chain straight\ngoal pieces 1\n"))
        #expect(throws: RuleError.self) { try book.add(puzzle) }
        // Forward leaps go one way, so no repetition rule is needed.
        _ = try Self.game("rules \"f\"\nfamily block\nboard 3 x 4\nstart\n  O O O\n  . . .\n  . . .\n  X X X\nmove leap 1 2 forward\n")
    }

    /// Move sequences `depth` plies deep, by the reference.
    static func perft(_ reference: RuleSetReference, _ board: [RuleSide], _ side: RuleSide, _ depth: Int) -> Int {
        guard depth > 0 else { return 1 }
        guard case .moves(let moves) = reference.state(board, side) else { return 0 }
        return moves.reduce(0) { $0 + perft(reference, $1.board, 3 - side, depth - 1) }
    }

    /// Move sequences `depth` plies deep, by the family.
    static func perft(_ game: BlockGame, _ position: BlockPosition, _ depth: Int) -> Int {
        guard depth > 0 else { return 1 }
        guard game.result(position) == nil else { return 0 }
        return game.legalMoves(position).reduce(0) { $0 + perft(game, game.play($1, in: position), depth - 1) }
    }

    @Test(arguments: BlockMoveWordsTests.games.map(\.0))
    func moveSequences_agreeWithTheReference(_ name: String) throws {
        let model = try #require(Self.games.first { $0.0 == name }).1
        let game = try Self.game(try Self.text(name))
        let reference = RuleSetReference(model)
        #expect(Self.position(model.startBoard, 1) == game.start)
        for depth in 1...3 {
            #expect(Self.perft(game, game.start, depth) == Self.perft(reference, model.startBoard, 1, depth), "\(name) depth \(depth)")
        }
    }

    /// Along seeded random games: the legal moves at every ply, and where the reference can walk
    /// every position left (at most 3,000; tried at most 60 times), the value and remoteness.
    @Test(arguments: BlockMoveWordsTests.games.map(\.0))
    func randomGames_agreeWithTheReference(_ name: String) throws {
        let model = try #require(Self.games.first { $0.0 == name }).1
        let game = try Self.game(try Self.text(name))
        let reference = RuleSetReference(model)
        var random = SplitMix64(seed: 50)
        var positions = 0, solved = 0, tries = 0
        for _ in 0..<20 {
            var board = model.startBoard, side: RuleSide = 1
            var position = game.start
            var seen: Set<[RuleSide]> = []
            for _ in 0..<40 {
                let expected = reference.names(board, side).sorted()
                #expect(Self.names(game, position) == expected, "\(name): \(board) \(side)")
                positions += 1
                tries += 1
                if solved < 6, tries <= 60, name != "neutreeko",
                    let graph = RuleSetGraph(reference, board: board, mover: side, limit: 3_000)
                {
                    let solution = try Solver(game: game, tableBytes: 1 << 22).solve(position, allMoves: false)
                    let outcome = graph.outcome[0]
                    let wanted: Outcome = outcome == .win ? .win : outcome == .loss ? .loss : .draw
                    #expect(solution.value.outcome == wanted && (wanted == .draw || solution.value.remoteness == graph.remoteness[0]),
                        "\(name): \(solution.value) against \(outcome) in \(graph.remoteness[0])")
                    solved += 1
                }
                guard case .moves(let moves) = reference.state(board, side), seen.insert(board + [side]).inserted else { break }
                let move = random.pick(moves)
                position = game.play(try game.parseMove(move.name, in: position).get(), in: position)
                (board, side) = (move.board, 3 - side)
            }
        }
        print("\(name): legal moves agree at \(positions) positions, values at \(solved)")
        #expect(positions >= 100, "\(name): \(positions) positions")
        if name != "neutreeko" { #expect(solved >= 3, "\(name): \(solved) positions solved") }
    }

    /// Konane 4 x 5 is small enough for the reference from its start: every move's value there
    /// and along random games, as the differential test compares.
    @Test func konane4x5_agreesWithTheReferenceFromItsStart() throws {
        let model = Self.konane(4, 5, empty: [5, 6])
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: model.startBoard, mover: 1, limit: 20_000))
        #expect(graph.outcome[0] == .loss && graph.remoteness[0] == 4)
        var checker = RuleSetChecker(random: SplitMix64(seed: 5))
        for _ in 0..<2 { checker.check(model, text: try Self.text("konane-4x5")) }
        #expect(checker.compared == 2 && checker.failures.isEmpty, "\(checker.summary) \(checker.failures)")
    }
}
