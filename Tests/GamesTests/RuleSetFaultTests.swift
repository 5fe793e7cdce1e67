import Boards
import Search
import Testing

@testable import Games

/// The rule sets that an independent fault run found answered wrongly or crashing, each loaded,
/// solved and compared with the reference (`RuleSetChecker`), with the answer it must give.
@Suite struct RuleSetFaultTests {
    /// A model rule set of `moves` and `ends` on a `width` x `height` board.
    func rules(_ width: Int, _ height: Int, start: String? = nil, wrapRows: Bool = false, moves: [ModelMove.Kind],
        ends: [ModelEnd] = [], noMove: String? = nil, repetitionDraw: Bool = false) -> ModelRules
    {
        var rules = ModelRules()
        (rules.width, rules.height, rules.wrapRows) = (width, height, wrapRows)
        rules.start = Array(repeating: 0, count: width * height)
        if let start {
            for (index, mark) in start.filter({ $0 != "/" }).enumerated() { rules.start[index] = mark == "X" ? 1 : mark == "O" ? 2 : 0 }
        } else {
            rules.startLine = "start empty"
        }
        rules.moves = moves.map { ModelMove(kind: $0, by: nil) }
        rules.ends = ends
        rules.noMove = noMove
        rules.repetitionDraw = repetitionDraw
        return rules
    }

    /// Checks `rules` against the reference and returns the family's play of it at the start.
    func checked(_ rules: ModelRules) throws -> any Play {
        let text = rules.text(name: "fault")
        var checker = RuleSetChecker(random: SplitMix64(seed: 1))
        checker.check(rules, text: text)
        #expect(checker.failures.isEmpty, "\(checker.failures)")
        #expect(checker.compared == 1, "\(text)\n\(checker.summary)")
        var book = RuleBook()
        return try book.add(try #require(BlockRuleFiles.spec(text))).makePlay(tableBytes: 1 << 20, threads: 1, book: false)
    }

    func report(_ play: any Play) throws -> SolveReport { try play.solve(limits: SearchLimits(stop: nil), allMoves: true) }

    let win = ModelEnd(wins: true, kind: .captureAll, by: nil)
    let line3 = ModelEnd(wins: true, kind: .line(length: 3, exactly: false, directions: []), by: nil)

    /// A jump over an empty cell takes nothing, so the piece goes back and forth: refused without
    /// the repetition rule (it used to crash), solved with it.
    @Test func jumpOverEmpty_isACarry_refusedWithoutRepetition() throws {
        let leap = ModelMove.Kind.jump(directions: ["orthogonal"], over: "empty", capture: true, chain: false)
        let loose = rules(3, 3, start: "O../.../..X", moves: [leap], ends: [win])
        var book = RuleBook()
        #expect(throws: RuleError.self) { try book.add(try #require(BlockRuleFiles.spec(loose.text(name: "leap")))) }
        let play = try checked(rules(3, 3, start: "O../.../..X", moves: [leap], ends: [win], repetitionDraw: true))
        #expect(play.legalMoves() == ["c3-c1", "c3-a3"])
        #expect(try report(play).value.outcome == .draw)
    }

    /// On a wrapped row of four, a1 jumps west over d1 onto c1: d1 is taken, not X's own b1.
    @Test func wrappedJump_takesTheCellJumped() throws {
        let jump = ModelMove.Kind.jump(directions: ["e", "w"], over: "opponent", capture: true, chain: false)
        let play = try checked(rules(4, 1, start: "XX.O", wrapRows: true, moves: [jump], ends: [win]))
        #expect(play.legalMoves() == ["a1-c1"])
        #expect(play.explain("a1-c1").contains("it captures d1"))
        let solved = try report(play)
        #expect(solved.value == Value(.win, in: 1))
        #expect(solved.best == ["a1-c1"])
    }

    /// Two jumps from a1 land on c1 of a wrapped row of four, over b1 and over d1: each is
    /// written with the cell it takes.
    @Test func twoJumpsToOneLanding_areWrittenWithTheirCaptures() throws {
        let jump = ModelMove.Kind.jump(directions: ["e", "w"], over: "opponent", capture: true, chain: false)
        let play = try checked(rules(4, 1, start: "XO.O", wrapRows: true, moves: [jump], ends: [win]))
        #expect(play.legalMoves() == ["a1-c1xb1", "a1-c1xd1"])
        #expect(play.explain("a1-c1xd1").contains("it captures d1"))
        #expect(play.playAll(["a1-c1xb1"], fromStart: false) == nil)
        #expect(play.boardRows == [". . X O"])
    }

    /// `move place flip` with `move place`: a stone on any empty cell, turning what it flanks;
    /// in either order, and with passes.
    @Test(arguments: [false, true])
    func flipWithPlainPlacement_placesEverywhere_andFlips(_ flipFirst: Bool) throws {
        let blocks: [ModelMove.Kind] = [.place(gravity: false, flip: true), .place(gravity: false, flip: false)]
        let moves = flipFirst ? blocks : blocks.reversed()
        let empty = try checked(rules(3, 3, moves: moves, ends: [line3], noMove: "draw"))
        #expect(empty.legalMoves().count == 9)
        let passing = try checked(rules(3, 3, moves: moves, ends: [line3], noMove: "pass"))
        #expect(passing.legalMoves().count == 9)
        let flank = try checked(rules(3, 1, start: "XO.", moves: moves, ends: [line3], noMove: "draw"))
        #expect(flank.playAll(["c1"], fromStart: false) == nil)
        #expect(flank.boardRows == ["X X X"])
        #expect(flank.result == .loss)
    }

    /// A move that makes the mover lose: the loss comes in 3, every move is best.
    @Test func loseLine_remotenessAndBestMoves() throws {
        let play = try checked(rules(3, 1, moves: [.place(gravity: false, flip: false)],
            ends: [ModelEnd(wins: false, kind: .line(length: 2, exactly: false, directions: []), by: nil)], noMove: "draw"))
        let solved = try report(play)
        #expect(solved.value == Value(.loss, in: 3))
        #expect(solved.best == ["a1", "b1", "c1"])
        #expect(!solved.principalVariation.isEmpty)
    }

    /// Gravity on 2 x 2, two in a row across wins and a player who cannot move loses: after one
    /// drop, the reference's value and remoteness (it said a win in 5 with 3 cells empty).
    @Test func gravityLine_afterOneDrop() throws {
        let model = rules(2, 2, moves: [.place(gravity: true, flip: false)],
            ends: [ModelEnd(wins: true, kind: .line(length: 2, exactly: false, directions: ["e"]), by: nil)])
        let play = try checked(model)
        #expect(play.playAll(["1"], fromStart: false) == nil)
        let graph = try #require(RuleSetGraph(RuleSetReference(model), board: [0, 0, 1, 0], mover: 2, limit: 100))
        let solved = try report(play)
        #expect(solved.value.outcome == (graph.outcome[0] == .win ? .win : graph.outcome[0] == .loss ? .loss : .draw))
        #expect(solved.value.remoteness == graph.remoteness[0])
        #expect(solved.value.remoteness <= 3)
    }

    /// A one-cell polyomino with a flipping placement: one move a cell, flipping where it flanks.
    @Test func oneCellPolyomino_withFlip_namesEachCellOnce() throws {
        let play = try checked(rules(3, 3, start: "XO./.../...", moves: [.polyomino(picture: "x", turned: true),
            .place(gravity: false, flip: true)], ends: [line3]))
        let legal = play.legalMoves()
        #expect(legal == ["c1", "a2", "b2", "c2", "a3", "b3", "c3"])
        #expect(play.playAll(["c1"], fromStart: false) == nil)
        #expect(play.boardRows.first == "X X X")
    }
}
