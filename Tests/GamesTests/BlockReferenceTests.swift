import Foundation
import Search
import Testing

/// The block reference solver's rules on hand-made positions, its start results against the
/// published ones, and the start of every game quick enough for a debug build.
@Suite struct BlockReferenceTests {
    /// The game called `name`; records an issue and falls back to hexapawn if unknown.
    func game(_ name: String) -> RefGame {
        guard let game = RefGame.named(name) else {
            Issue.record("unknown game \(name)")
            return RefGame.all[0]
        }
        return game
    }

    /// The names of `side`'s moves on `text` (rows joined by `/`) in `game`.
    func moves(_ game: RefGame, _ text: String, _ side: RefSide) -> [String] {
        guard let board = RefBoard(text), board.width == game.width, board.height == game.height else {
            Issue.record("bad board \(text) for \(game.name)")
            return []
        }
        return game.moves(board, side).map(game.name)
    }

    /// Whether `side` has won on `text` in `game`.
    func won(_ game: RefGame, _ text: String, _ side: RefSide) -> Bool {
        guard let board = RefBoard(text) else { return false }
        return game.hasWon(board, side)
    }

    @Test func notation() {
        let hex = game("hex-4x4")
        #expect(hex.cell("a1") == 0)
        #expect(hex.cell("d4") == 15)
        #expect(hex.cell("e1") == nil)
        #expect(hex.cell("a5") == nil)
        #expect(hex.cellName(6) == "c2")
        #expect(game("clobber-4x5").start == RefBoard("XOXO/OXOX/XOXO/OXOX/XOXO"))
        #expect(game("breakthrough-4x5").start == RefBoard("OOOO/OOOO/..../XXXX/XXXX"))
        #expect(game("hexapawn").start == RefBoard("OOO/.../XXX"))
    }

    /// Pawns: a blocked straight step, a capture, and a diagonal onto an empty cell that only
    /// Breakthrough allows.
    @Test func pawnSteps() {
        let hexapawn = game("hexapawn")
        let breakthrough = RefGame(name: "breakthrough-3x3", kind: .breakthrough, width: 3, height: 3)
        #expect(moves(hexapawn, "OO./.X./...", .x) == ["b2-a1"])
        #expect(moves(breakthrough, "OO./.X./...", .x) == ["b2-a1", "b2-c1"])
        #expect(moves(hexapawn, "OO./.X./...", .o) == ["a1-a2", "a1-b2"])
        #expect(moves(breakthrough, "OO./.X./...", .o) == ["a1-a2", "a1-b2", "b1-a2", "b1-c2"])
        #expect(moves(hexapawn, "O../X../...", .x) == [])
        #expect(won(hexapawn, "X../.O./...", .x))
        #expect(!won(hexapawn, "X../.O./...", .o))
        #expect(won(hexapawn, "X../.../..O", .o))
        // Breakthrough also ends when one side has no piece left.
        #expect(won(breakthrough, ".../X../...", .x))
        #expect(!won(hexapawn, ".../X../...", .x))
    }

    @Test func clobber() {
        let clobber = RefGame(name: "clobber-2x2", kind: .clobber, width: 2, height: 2)
        #expect(moves(clobber, "XO/.X", .x) == ["a1-b1", "b2-b1"])
        #expect(moves(clobber, "XO/.X", .o) == ["b1-a1", "b1-b2"])
        #expect(moves(clobber, "X./.O", .x) == [])
    }

    /// Dominoes: X vertical, O horizontal, upper or left cell first, none off the edge.
    @Test func domineering() {
        let small = RefGame(name: "domineering-3x2", kind: .domineering, width: 3, height: 2)
        #expect(moves(small, ".X./...", .x) == ["a1-a2", "c1-c2"])
        #expect(moves(small, ".X./...", .o) == ["a2-b2", "b2-c2"])
        let full = game("domineering-5x5")
        let x = full.moves(full.start, .x).map(full.name), o = full.moves(full.start, .o).map(full.name)
        #expect(x.count == 20 && o.count == 20)
        #expect(x.last == "e4-e5" && o.last == "d5-e5")
    }

    /// Hex chains use the six neighbours; the other diagonal does not connect.
    @Test func hexChains() {
        let hex = game("hex-3x3")
        #expect(won(hex, ".X./X../X..", .x))
        #expect(!won(hex, "X../.X./..X", .x))
        #expect(won(hex, "OOO/.../...", .o))
        #expect(!won(hex, "OOO/.../...", .x))
        #expect(won(hex, "..O/.O./O..", .o))
        #expect(moves(hex, "X.O/.../...", .x) == ["b1", "a2", "b2", "c2", "a3", "b3", "c3"])
    }

    /// Torus lines continue across both edges, diagonals included.
    @Test func torusLines() {
        let torus = game("tictactoe-torus")
        #expect(won(torus, "X.XX/..../..../....", .x))
        #expect(won(torus, "X.../.X../..../...X", .x))
        #expect(won(torus, "...O/..../.O../O...", .o))
        #expect(won(torus, "O.../..../O.../O...", .o))
        #expect(!won(torus, "X.X./..../..../....", .x))
    }

    @Test func squares() {
        let squares = game("squares-4x4")
        #expect(won(squares, "..../.XX./.XX./....", .x))
        #expect(!won(squares, "XX../X.X./..../....", .x))
        #expect(won(squares, "..../..../..OO/..OO", .o))
        #expect(!won(squares, "X..X/..../..../X..X", .x))
    }

    /// Published: in 3x3 Hexapawn the second player wins; in Hex the first player wins on every
    /// board without the swap rule.
    @Test func publishedResults() {
        var hexapawn = RefSolver(game("hexapawn"))
        #expect(hexapawn.solve(game("hexapawn").start, .x).value == .loss)
        var hex = RefSolver(game("hex-3x3"))
        #expect(hex.solve(game("hex-3x3").start, .x).value == .win)
        var hex4 = RefSolver(game("hex-4x4"))
        #expect(hex4.value(game("hex-4x4").start, .x) == .win)
    }

    /// The start of every game that solves quickly in a debug build: value for X, remoteness and
    /// X's best first moves. The numbers come from this reference; the published one is that the
    /// second player wins 3x3 Hexapawn (and the first player wins 3x3 Hex, see above).
    @Test(arguments: [
        ("hexapawn", RefResult(value: .loss, remoteness: 6), ["b3-b2"]),
        ("hexapawn-4x4", RefResult(value: .win, remoteness: 11), ["a4-a3", "d4-d3"]),
        ("hex-3x3", RefResult(value: .win, remoteness: 5), ["b2"]),
    ])
    func start(_ name: String, _ expected: RefResult, _ best: [String]) {
        var solver = RefSolver(game(name))
        let analysis = solver.analyze(solver.game.start, .x)
        #expect(analysis.result == expected)
        #expect(analysis.best == best)
    }

    /// The slow games, or those named (comma-separated) in `ANALYZE_SLOW_REFERENCE`; "1" means
    /// every game too slow for a debug build.
    static let slowGames: [String] = {
        guard let value = ProcessInfo.processInfo.environment["ANALYZE_SLOW_REFERENCE"], !value.isEmpty else { return [] }
        if value == "1" { return [
            "hex-4x4", "breakthrough-4x5", "domineering-5x5", "clobber-4x5", "tictactoe-torus", "squares-4x4",
        ] }
        return value.split(separator: ",").map(String.init)
    }()

    /// Solves each slow game's start with the reference and with the block family and holds
    /// them to agree (value, remoteness, every best move); run in a release build, where the
    /// reference is fast enough.
    @Test(.enabled(if: !slowGames.isEmpty), arguments: slowGames)
    func slowStart(_ name: String) throws {
        let family = BlockFamilyTests()
        guard let game = family.game(name), let referenceGame = RefGame.named(name) else {
            Issue.record("no block game or reference for \(name)")
            return
        }
        var reference = RefSolver(referenceGame)
        try family.agree(game, &reference, game.start, Solver(game: game, tableBytes: 1 << 24), "start")
    }
}
