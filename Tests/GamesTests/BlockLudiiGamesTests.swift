import Boards
import Foundation
import Testing

@testable import Games

/// The games of Ludii's list written in puzzles/games with today's blocks (ludii.analyze), each
/// read from its shipped file and compared with the independent reference (`RuleSetReference`,
/// from a model of the same rules): value, remoteness and every move's value at a start, and
/// positions along random games (`RuleSetChecker`). Where a start is too big for the reference,
/// `agrees` draws the model's smaller board or late position on the shipped file (its `board`
/// line and its `start` and `shape` diagrams) and makes any other replacement asked.
@Suite struct BlockLudiiGamesTests {
    /// The start drawn in `rows` (X, O, . a cell; a blank where `shape` has no cell).
    /// A letter other than X and O is a piece of the second kind: upper case X's, lower case O's.
    static func start(_ rows: [String]) -> (cells: [RuleSide], text: String) {
        let cells: [RuleSide] = rows.joined().map { $0 == "." ? 0 : $0 == "X" ? 1 : $0 == "O" ? 2 : $0.isUppercase ? 1 : 2 }
        let text = "start\n" + rows.map { "  " + $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") + "\n"
        return (cells, text)
    }

    /// The shipped file `name` with `replacements` made, compared with the reference from `model`'s
    /// start; returns the reference's value there.
    @discardableResult
    static func agrees(_ name: String, _ model: ModelRules, replacing replacements: [(String, String)] = [],
        limit: Int = 200_000, redraw: Bool = true) throws -> (RuleSetReference.Outcome, Int)
    {
        var text = try BlockHandGamesTests.text(name)
        for (from, to) in (redraw ? try redrawn(text, model) : []) + replacements {
            #expect(text.contains(from), "\(name): no '\(from)' to replace")
            text = text.replacingOccurrences(of: from, with: to)
        }
        // One check: the start with every move valued, then two seeded random walks, each
        // position along them compared; the reference's graph is built once, by the checker.
        var checker = RuleSetChecker(random: SplitMix64(seed: 7))
        checker.referenceLimit = limit
        checker.check(model, text: text)
        #expect(checker.compared == 1, "\(name): \(checker.summary)")
        #expect(checker.failures.isEmpty, "\(name): \(checker.failures)")
        let graph = try #require(checker.lastGraph)
        return (graph.outcome[0], graph.remoteness[0])
    }

    /// The start rows of a model: width and height from the rows, the cells, the start's text;
    /// with `kinds`, the kind of each piece (a letter other than X and O: the second kind).
    static func model(_ rows: [String], moves: [ModelMove], ends: [ModelEnd], kinds: [String]? = nil) -> ModelRules {
        var rules = ModelRules()
        (rules.width, rules.height) = (rows[0].count, rows.count)
        rules.start = start(rows).cells
        rules.moves = moves
        rules.ends = ends
        rules.kinds = kinds
        if kinds != nil { rules.startKinds = rows.joined().map { "XO.".contains($0) ? 0 : 1 } }
        return rules
    }

    /// The replacements that draw `model`'s board on a shipped file: its `board` line, and its
    /// `start` and `shape` diagrams when it has them (a model with a `startLine` keeps the file's
    /// start).
    static func redrawn(_ text: String, _ model: ModelRules) throws -> [(String, String)] {
        let lines = text.components(separatedBy: "\n")
        /// The diagram that `key` opens: its line and the indented rows after it.
        func diagram(_ key: String) -> String? {
            guard let first = lines.firstIndex(of: key) else { return nil }
            let rows = lines[(first + 1)...].prefix { $0.hasPrefix(" ") }
            return ([key] + rows).joined(separator: "\n") + "\n"
        }
        let board = try #require(lines.first { $0.hasPrefix("board ") })
        var pairs = [(board + "\n", "board \(model.width) x \(model.height)\n")]
        if model.startLine == nil, let drawn = diagram("start") {
            let rows = (0..<model.height).map { r in
                String((0..<model.width).map { c -> Character in
                    let cell = r * model.width + c
                    guard model.start[cell] != 0 else { return "." }
                    let piece: Character = model.start[cell] == 1 ? "X" : "O"
                    guard let kinds = model.kinds, model.startKinds[cell] == 1, let initial = kinds[1].first else { return piece }
                    return Character(piece == "X" ? initial.uppercased() : initial.lowercased())
                })
            }
            pairs.append((drawn, start(rows).text))
        }
        if let shape = model.shape, let drawn = diagram("shape") {
            let rows = (0..<model.height).map { r in (0..<model.width).map { shape[r * model.width + $0] ? "o" : "." }.joined(separator: " ") }
            pairs.append((drawn, "shape\n" + rows.map { "  " + $0 }.joined(separator: "\n") + "\n"))
        }
        return pairs
    }

    /// The cell named `name` (a1 top left) on a board `width` wide.
    static func cell(_ name: String, _ width: Int) -> Int {
        let letters = Array(name.unicodeScalars)
        return Int(letters[0].value - 97) + (Int(String(name.dropFirst())).map { $0 - 1 } ?? 0) * width
    }

    static func step(_ directions: [String], onto: String? = nil, by: RuleSide? = nil, piece: Int? = nil) -> ModelMove {
        ModelMove(kind: .step(directions: directions, onto: onto), by: by, piece: piece)
    }

    static func jump(_ directions: [String], over: String, chain: Bool = false, complete: Bool = false, by: RuleSide? = nil,
        piece: Int? = nil) -> ModelMove
    {
        ModelMove(kind: .jump(directions: directions, over: over, capture: true, chain: chain), by: by, piece: piece, complete: complete)
    }

    static func end(_ kind: ModelEnd.Kind, wins: Bool = true, by: RuleSide? = nil) -> ModelEnd {
        ModelEnd(wins: wins, kind: kind, by: by)
    }

    static func line(_ length: Int, _ directions: [String] = [], exactly: Bool = false, wins: Bool = true) -> ModelEnd {
        ModelEnd(wins: wins, kind: .line(length: length, exactly: exactly, directions: directions), by: nil)
    }

    static let place = ModelMove(kind: .place(gravity: false, flip: false), by: nil)

    @Test func nineHoles_fromItsStart_isADraw() throws {
        var model = Self.model(["...", "...", "..."], moves: [Self.place] + [(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)].map {
            ModelMove(kind: .leap(columns: $0.0, rows: $0.1, way: nil, onto: nil), by: nil)
        }, ends: [Self.line(3, ["orthogonal"])])
        model.startLine = "start empty"
        model.hands = ([3, 3], [false, false])
        model.repetitionDraw = true
        let (outcome, _) = try Self.agrees("nine-holes", model)
        #expect(outcome == .draw)
    }

    /// Pieces dropped from one side's hand while the other side, which holds none, hops over them
    /// and takes them; the dropping side loses with none left, on board or in hand, and either
    /// side loses when blocked. Four hunters on the corners of 3 x 3 against three in hand.
    @Test func hopsWhileTheOtherSideDrops_onASmallerBoard_agrees() throws {
        var model = Self.model(["O.O", "...", "O.O"], moves: [
            ModelMove(kind: .place(gravity: false, flip: false), by: 1), Self.step(["all"]), Self.jump(["all"], over: "opponent", by: 2),
        ], ends: [Self.end(.pieces(0), wins: false, by: 1)])
        model.hands = ([3, 0], [false, false])
        model.diagonals = "alternating"
        model.noMove = "lose"
        model.repetitionDraw = true
        try Self.agrees("baghchal", model, replacing: [("hand 20 by X", "hand 3 by X")])
    }

    /// One hunter dropped anywhere as its first move, then stepping or hopping to take, against
    /// four that step any way; the four lose when none is left, either side when blocked. On a
    /// board 3 wide and 4 high.
    @Test func oneHunterDroppedFirst_onASmallerBoard_agrees() throws {
        var model = Self.model(["...", "...", ".O.", "OOO"], moves: [
            ModelMove(kind: .place(gravity: false, flip: false), by: 1), Self.step(["all"]), Self.jump(["all"], over: "opponent", by: 1),
        ], ends: [Self.end(.pieces(0), wins: false, by: 2)])
        model.shape = Array(repeating: true, count: 12)
        model.hands = ([1, 0], [false, false])
        model.diagonals = "alternating"
        model.noMove = "lose"
        model.repetitionDraw = true
        try Self.agrees("fox-and-geese", model)
    }

    /// A pawn that steps any way, then a neutral block put on any empty cell; a pawn that cannot
    /// step loses. On a board 3 wide and 3 high.
    @Test func aStepThenABlockAnywhere_onASmallerBoard_agrees() throws {
        let model = Self.model(["...", "X.O", "..."], moves: [
            ModelMove(kind: .step(directions: ["all"], onto: nil), by: nil, then: .place),
        ], ends: [])
        try Self.agrees("isolation", model)
    }

    /// Steps and single capturing jumps along the lines of alternating diagonals, two pieces
    /// against one on the 5 x 5 board; endless play drawn.
    @Test func singleJumpsAlongAlternatingDiagonals_anEndgame_agrees() throws {
        var model = Self.model([".....", ".O...", ".....", "..X..", "...X."], moves: [
            Self.step(["all"]), Self.jump(["all"], over: "opponent"),
        ], ends: [])
        model.diagonals = "alternating"
        model.repetitionDraw = true
        try Self.agrees("alquerque", model)
    }

    /// Orthogonal slides and orthogonal capturing chains that may stop anywhere; taking every
    /// opponent piece wins, a blocked player passes. Two pieces against one.
    @Test func slidesAndOrthogonalChains_anEndgame_agrees() throws {
        var model = Self.model(["..O..", ".....", ".....", ".X...", "...X."], moves: [
            ModelMove(kind: .slide(directions: ["orthogonal"], onto: nil, farthest: false), by: nil),
            Self.jump(["orthogonal"], over: "opponent", chain: true),
        ], ends: [Self.end(.captureAll)])
        model.noMove = "pass"
        model.repetitionDraw = true
        try Self.agrees("zuz-mel", model)
    }

    /// Jumps over a piece of either colour, taking the opponent's, one a move; a blocked player
    /// loses. On 4 x 4, two pieces each.
    @Test func jumpsOverEitherColour_onASmallerBoard_agrees() throws {
        var model = Self.model(["....", ".XO.", ".OX.", "...."], moves: [Self.jump(["all"], over: "any")], ends: [])
        model.repetitionDraw = true
        try Self.agrees("leap-frog", model)
    }

    /// Chains of jumps over either colour; when the player to move cannot jump, more pieces wins.
    /// On 4 x 4, three pieces each.
    @Test func chainsOverEitherColour_theMostPiecesWhenBlocked_agrees() throws {
        var model = Self.model(["OOO.", "....", "....", ".XXX"], moves: [Self.jump(["all"], over: "any", chain: true)],
            ends: [Self.end(.most)])
        model.noMove = "draw"
        model.repetitionDraw = true
        try Self.agrees("kanguruh", model)
    }

    /// Knight's leaps onto an empty cell or an opponent; landing on the centre or taking every
    /// opponent piece wins. On 5 x 5, the centre c3.
    @Test func knightLeapsToTheCentre_onASmallerBoard_agrees() throws {
        var model = Self.model(["...O.", ".....", ".....", ".....", "X...."], moves: [
            ModelMove(kind: .leap(columns: 1, rows: 2, way: nil, onto: "any"), by: nil),
        ], ends: [Self.end(.region([Self.cell("c3", 5)])), Self.end(.captureAll)])
        model.noMove = "pass"
        model.repetitionDraw = true
        try Self.agrees("jeson-mor", model, replacing: [("win reach e5", "win reach c3")])
    }

    /// Runners that step or jump north, against blockers of two kinds, one going west and one east;
    /// chains go on while they can and the most captures are compulsory. On 5 x 5.
    @Test func runnersAgainstTwoKindsOfBlockers_onASmallerBoard_agrees() throws {
        var model = Self.model([".....", "d...O", "d...O", "d...O", ".XXX."], moves: [
            Self.step(["n"], by: 1), Self.jump(["n"], over: "opponent", chain: true, complete: true, by: 1),
            Self.step(["w"], by: 2, piece: 0), Self.jump(["w"], over: "opponent", chain: true, complete: true, by: 2, piece: 0),
            Self.step(["e"], by: 2, piece: 1), Self.jump(["e"], over: "opponent", chain: true, complete: true, by: 2, piece: 1),
        ], ends: [Self.end(.reach(row: nil), by: 1)], kinds: ["counter", "double"])
        model.captureRule = "maximum"
        try Self.agrees("gauntlet", model)
    }

    /// One piece against three on a board of lines, three diamonds in a row; the one loses when
    /// it cannot move, the three pass. From the shipped start.
    @Test func oneAgainstThreeOnThreeDiamonds_fromItsStart_agrees() throws {
        var model = Self.model([".O.....", "OX.....", ".O....."], moves: [Self.step(["all"])], ends: [])
        model.boardLines = ["a2-b2-c2-e2-f2-g2", "b1-d1-f1", "b3-d3-f3", "b1-b2-b3", "f1-f2-f3", "a2-b1-c2-d3-e2-f1-g2",
            "a2-b3-c2-d1-e2-f3-g2"].map { $0.split(separator: "-").map { Self.cell(String($0), 7) } }
        model.noMove = "pass"
        model.noMoveBy = (1, "lose")
        model.repetitionDraw = true
        let (outcome, remoteness) = try Self.agrees("hund-efter-hare", model)
        print("three diamonds:", outcome, remoteness)
    }

    /// Steps forward on a hexagon, three ways a side; a player who cannot move wins. A hexagon of
    /// side 2.
    @Test func forwardStepsOnAHexagon_theBlockedPlayerWins_agrees() throws {
        var model = Self.model(["..O", "X.O", "X.."], moves: [Self.step(["n", "ne", "e"], by: 1), Self.step(["s", "sw", "w"], by: 2)],
            ends: [])
        model.hex = true
        model.shape = [false, true, true, true, true, true, true, true, false]
        model.noMove = "win"
        try Self.agrees("dodo", model)
    }

    /// Stones put down in turn, four in a row winning and three losing, with the swap rule; a
    /// full board drawn. On a board 4 wide and 2 high.
    @Test func fourWinsThreeLosesWithTheSwap_onASmallerBoard_agrees() throws {
        var model = Self.model(["....", "...."], moves: [Self.place], ends: [Self.line(4), Self.line(3, wins: false)])
        model.swap = true
        model.noMove = "draw"
        try Self.agrees("squava", model)
    }

    /// The same ends on a hexagon of side 2.
    @Test func fourWinsThreeLosesOnAHexagon_ofSide2_agrees() throws {
        var model = Self.model(["...", "...", "..."], moves: [Self.place], ends: [Self.line(4), Self.line(3, wins: false)])
        model.hex = true
        model.shape = [false, true, true, true, true, true, true, true, false]
        model.swap = true
        model.noMove = "draw"
        try Self.agrees("yavalath", model)
    }

    /// A line of exactly K wins (a longer one does not); a full board drawn. Three on a board 4
    /// wide and 2 high, where four in a row can be made.
    @Test func exactlyKInARow_onASmallerBoard_agrees() throws {
        var model = Self.model(["....", "...."], moves: [Self.place], ends: [Self.line(3, exactly: true)])
        model.noMove = "draw"
        try Self.agrees("gomoku-9x9", model, replacing: [("win line 5 exactly", "win line 3 exactly")])
    }

    /// Four pieces each dropped, then stepped any way; four in a row or a 2 x 2 square wins. On a
    /// 3 x 3 board, where only the squares can be made.
    @Test func fourDroppedThenStepped_aLineOrASquareWins_onASmallerBoard_agrees() throws {
        var model = Self.model(["...", "...", "..."], moves: [Self.place, Self.step(["all"])],
            ends: [Self.line(4), Self.end(.shape(picture: "xx/xx", turned: false))])
        model.hands = ([4, 4], [false, false])
        model.repetitionDraw = true
        try Self.agrees("teeko", model)
    }

    /// Three pieces that move only by taking, against enemies that step; the three lose standing on
    /// one row or column, and win when they cannot move. Three enemies left.
    @Test func threeThatTakeAgainstStepping_anEndgame_agrees() throws {
        let shapes = ["xxx", "xx.x", "xx..x", "x.x.x"].map { Self.end(.shape(picture: $0, turned: true), wins: false, by: 1) }
        var model = Self.model(["XO...", ".....", ".OX..", ".....", "...OX"], moves: [
            Self.step(["orthogonal"], onto: "opponent", by: 1), Self.step(["orthogonal"], by: 2),
        ], ends: shapes)
        model.noMove = "lose"
        model.noMoveBy = (1, "win")
        model.repetitionDraw = true
        try Self.agrees("three-musketeers", model)
    }

    /// Steps forward or sideways, compulsory diagonal capturing jumps, the far row wins, a blocked
    /// player passes. On 4 x 4, two pieces each.
    @Test func forwardOrSidewaysWithCompulsoryJumps_onASmallerBoard_agrees() throws {
        var model = Self.model(["O..O", "....", "....", "X..X"], moves: [
            Self.step(["forward", "sideways"]), Self.jump(["forward-diagonal"], over: "opponent"),
        ], ends: [Self.end(.reach(row: nil))])
        model.captureRule = "compulsory"
        model.noMove = "pass"
        model.repetitionDraw = true
        try Self.agrees("fianco", model)
    }
}
