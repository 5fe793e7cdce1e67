import Boards
import Testing
@testable import Games

/// Rule sets that do not compile, each refused with its reason and the entry (and argument) at
/// fault; and the few notation answers the other suites leave out: a move after a line game has
/// ended, the generic `explain`, the names of compiled games of every family.
@Suite struct VariantErrorTests {
    /// The spec `test`: `family FAMILY` (entry 0) followed by `entries` (entries 1...).
    func spec(_ family: String, _ entries: [RuleEntry]) -> RuleSpec {
        RuleSpec(name: "test", entries: [RuleEntry(key: "family", arguments: [family])] + entries)
    }

    /// Why the spec does not compile, or `nil` when it does.
    func fault(_ family: String, _ entries: [RuleEntry], book: RuleBook = RuleBook()) -> RuleError? {
        var book = book
        do {
            try book.add(spec(family, entries))
            return nil
        } catch {
            return error
        }
    }

    /// tictactoe's own rules: the parent of the `extends` cases.
    func bookWithTicTacToe() throws -> RuleBook {
        var book = RuleBook()
        try book.add(spec("line", [key("board", "3", "3"), key("line", "3")]).renamed("tictactoe"))
        return book
    }

    // MARK: line family

    @Test(arguments: [
        // A size needs two numbers, each positive.
        ([key("board", "7"), key("line", "4")], RuleError("expected 'board W x H', as in: board 7 x 6", entry: 1)),
        ([key("board", "0", "6"), key("line", "4")], RuleError("expected a width from 1 to 26, found '0'", entry: 1, argument: 0)),
        ([key("board", "7", "six"), key("line", "4")], RuleError("expected a height from 1 to 63, found 'six'", entry: 1, argument: 1)),
        // A line length is one number; a missing one points where it should be, an extra one at itself.
        ([key("board", "7", "6"), key("line")], RuleError("expected one number after 'line' (how many in a row win)", entry: 2, argument: 0)),
        ([key("board", "7", "6"), key("line", "4", "5")], RuleError("expected one number after 'line' (how many in a row win)", entry: 2, argument: 1)),
        ([key("board", "7", "6"), key("line", "-4")], RuleError("expected a line length from 1 to 64, found '-4'", entry: 2, argument: 0)),
        // Flags and the first player.
        ([key("board", "3", "3"), key("line", "3"), key("misere", "maybe")], RuleError("expected nothing, yes or no after 'misere'", entry: 3, argument: 0)),
        ([key("board", "3", "3"), key("line", "3"), key("gravity", "yes", "no")], RuleError("expected nothing, yes or no after 'gravity'", entry: 3, argument: 0)),
        ([key("board", "3", "3"), key("line", "3"), key("first", "Z")], RuleError("expected X or O after 'first'", entry: 3, argument: 0)),
        ([key("board", "3", "3"), key("line", "3"), key("first", "X", "O")], RuleError("expected X or O after 'first'", entry: 3, argument: 1)),
        // A key of another family.
        ([key("board", "3", "3"), key("line", "3"), key("directions", "4")],
            RuleError("line rules have no key 'directions'; expected one of: family, title, board, line, misere, gravity, first", entry: 3)),
        // Something missing: no entry is at fault.
        ([key("line", "3")], RuleError("rules 'test' need a size: board W x H")),
        ([key("board", "3", "3")], RuleError("rules 'test' need a line length: line K")),
    ])
    func lineRules_malformedKeys_areRefusedAtTheirEntry(entries: [RuleEntry], expected: RuleError) {
        #expect(fault("line", entries) == expected)
    }

    @Test(arguments: [
        // Sizes the line family cannot hold: the board's fault.
        ([key("board", "9", "7"), key("line", "4")],
            RuleError("the board 9 x 7 needs 72 bits (width x (height + 1)); the line family holds at most 64", entry: 1)),
        // Lines that cannot be made: the line's fault, wherever the board was set.
        ([key("line", "1"), key("board", "3", "3")], RuleError("a line must be at least 2 long, not 1", entry: 1)),
        ([key("board", "7", "6"), key("line", "8")], RuleError("a line of 8 does not fit on a 7 x 6 board", entry: 2)),
    ])
    func lineRules_contradictorySizes_blameTheKeyAtFault(entries: [RuleEntry], expected: RuleError) {
        #expect(fault("line", entries) == expected)
    }

    @Test(arguments: [
        // Sizes past the 64-bit board are refused at the number, before any arithmetic on them.
        ([key("board", "1", "9223372036854775807"), key("line", "4")],
            RuleError("expected a height from 1 to 63, found '9223372036854775807'", entry: 1, argument: 1)),
        ([key("board", "2", "4611686018427387903"), key("line", "4")],
            RuleError("expected a height from 1 to 63, found '4611686018427387903'", entry: 1, argument: 1)),
        ([key("board", "27", "1"), key("line", "2")], RuleError("expected a width from 1 to 26, found '27'", entry: 1, argument: 0)),
        ([key("board", "7", "6"), key("line", "99999999999999999999")],
            RuleError("expected a line length from 1 to 64, found '99999999999999999999'", entry: 2, argument: 0)),
    ])
    func lineRules_numbersOutOfRange_nameTheRange(entries: [RuleEntry], expected: RuleError) {
        #expect(fault("line", entries) == expected)
    }

    @Test func lineRules_anInheritedSizeTooSmallForTheLine_pointsAtTheLine() throws {
        // The 3 x 3 board comes through extends (entry 0); the line of 4 is entry 1's.
        var book = try bookWithTicTacToe()
        #expect(throws: RuleError("a line of 4 does not fit on a 3 x 3 board", entry: 1)) {
            try book.add(RuleSpec(name: "t4", entries: [key("extends", "tictactoe"), key("line", "4")]))
        }
    }

    @Test(arguments: ["no", "off", "false"])
    func lineRules_flagTurnedOff_undoesTheParentsFlag(word: String) throws {
        var book = try bookWithTicTacToe()
        try book.add(RuleSpec(name: "misere", entries: [key("extends", "tictactoe"), key("misere"), key("gravity", "on")]))
        let game = try book.add(RuleSpec(name: "plain", entries: [key("extends", "misere"), key("misere", word), key("gravity", word)]))
        guard let plain = game as? LineGame, let misere = book.game(named: "misere") as? LineGame else {
            Issue.record("not line games")
            return
        }
        #expect(misere.rules.misere && misere.rules.gravity)
        #expect(!plain.rules.misere && !plain.rules.gravity)
    }

    @Test func lineGame_fromRulesWithAProblem_throwsTheProblem() {
        let rules = LineRules(name: "flat", width: 4, height: 0, lineLength: 3, misere: false, gravity: false)
        #expect(throws: RuleError("the board must be at least 1 x 1, not 4 x 0")) { try LineGame(rules) }
    }

    // MARK: jump family

    @Test(arguments: [
        ([RuleEntry(key: "shape", arguments: ["big"], rows: ["o o o"])],
            RuleError("expected the board drawn in indented rows under a bare 'shape' line", entry: 1, argument: 0)),
        ([RuleEntry(key: "shape", rows: ["o o o"]), RuleEntry(key: "goal", arguments: ["most"])],
            RuleError("expected 'goal one-peg' (anywhere), 'goal one-peg HOLE' or 'goal target' (the drawn target)", entry: 2, argument: 0)),
        ([RuleEntry(key: "shape", rows: ["o o o"]), RuleEntry(key: "goal", arguments: ["one-peg", "a1", "c1"])],
            RuleError("expected 'goal one-peg' (anywhere), 'goal one-peg HOLE' or 'goal target' (the drawn target)", entry: 2, argument: 2)),
        ([RuleEntry(key: "shape", rows: ["o o o"]), RuleEntry(key: "target", arguments: ["c1"], rows: [". . o"])],
            RuleError("expected the target drawn in indented rows under a bare 'target' line", entry: 2, argument: 0)),
        ([RuleEntry(key: "shape", rows: ["o o o"]), RuleEntry(key: "start", rows: ["o o"])],
            RuleError("the start does not fit the shape: the drawing has 2 holes; the board has 3", entry: 2)),
        // On a triangular grid the hint names the holes row by row.
        ([RuleEntry(key: "shape", rows: ["  o", " o o", "o o o"]), RuleEntry(key: "directions", arguments: ["6"]),
          RuleEntry(key: "start", arguments: ["full", "except", "d1"])],
            RuleError("'d1' is not a hole of the board; on a triangular board the top hole is a1, the next row a2 b2, and so on",
                entry: 3, argument: 2)),
    ])
    func jumpRules_malformedKeys_areRefusedAtTheirEntry(entries: [RuleEntry], expected: RuleError) {
        #expect(fault("jump", entries) == expected)
    }

    // MARK: a line game that has ended

    @Test(arguments: [
        (false, "the game is over (X made a line and won)"),
        (true, "the game is over (X made a line and lost)"),
    ])
    func parseMove_afterALine_isIllegalAndSaysWhoMadeIt(misere: Bool, message: String) {
        let game = lineGame(3, 3, 3, misere: misere)
        let over = linePosition(game, "XXX/OO./...")
        #expect(game.parseMove("c3", in: over) == .failure(MoveError(.illegal, message)))
        #expect(game.explain("c3", in: over) == ["c3: illegal: \(message)"])
    }

    @Test func parseMove_inAColumnAfterFourInAColumn_isIllegal() {
        // X has four in column 1 on 7 x 6 (rows drawn top first); column 2 still has room.
        let game = lineGame(7, 6, 4, gravity: true)
        let over = linePosition(game, "......./......./X....../XO...../XO...../XO.....")
        #expect(game.parseMove("2", in: over) == .failure(MoveError(.illegal, "the game is over (X made a line and won)")))
    }

    // MARK: the generic explain

    @Test func explain_onTicTacToe_saysLegalIllegalOrNotAMove() {
        let game = lineGame(3, 3, 3)
        let position = linePosition(game, ".../.X./...")
        #expect(game.explain("a1", in: position) == ["a1: a legal move for O"])
        #expect(game.explain("b2", in: position) == ["b2: illegal: b2 is taken by X"])
        #expect(game.explain("d1", in: position) == ["d1: illegal: d1 is off the 3 x 3 board (columns a to c, rows 1 to 3)"])
        #expect(game.explain("zz", in: position) == ["zz: not a move: expected a square such as b2, found 'zz'"])
    }

    // MARK: compiled games of every family

    @Test func compiledGame_name_isTheRuleSetsNameInEveryFamily() throws {
        var book = RuleBook()
        let line = try book.add(RuleSpec(name: "three", entries: [key("family", "line"), key("board", "3", "3"), key("line", "3")]))
        let flank = try book.add(RuleSpec(name: "othello-4", entries: [key("family", "flank"), key("board", "4", "4")]))
        let jump = try book.add(RuleSpec(name: "row-of-three", entries: [
            key("family", "jump"), RuleEntry(key: "shape", rows: ["o o o"]), key("start", "full", "except", "a1"),
        ]))
        #expect([line.name, flank.name, jump.name] == ["three", "othello-4", "row-of-three"])
        #expect(book.order == ["three", "othello-4", "row-of-three"])
    }
}

/// The key line `key ARGUMENTS...`.
private func key(_ key: String, _ arguments: String...) -> RuleEntry { RuleEntry(key: key, arguments: arguments) }

extension RuleSpec {
    /// The same entries under another name.
    func renamed(_ name: String) -> RuleSpec { RuleSpec(name: name, entries: entries) }
}
