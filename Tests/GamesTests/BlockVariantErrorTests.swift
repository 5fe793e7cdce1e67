import Boards
import Testing

@testable import Games

/// Block rule sets that cannot be played, each refused with its reason at the entry (and word) at
/// fault, and one rule branch of each kind that compiles.
@Suite struct BlockVariantErrorTests {
    static func entry(_ text: String, rows: [String] = []) -> RuleEntry {
        let words = text.split(separator: " ").map(String.init)
        // `board 3 x 3`: the parser reads the size as two numbers.
        let arguments = words[0] == "board" ? words.dropFirst().filter { $0 != "x" } : Array(words.dropFirst())
        return RuleEntry(key: words[0], arguments: arguments, rows: rows)
    }

    /// Why `family block` then `lines` (entries 1...) does not compile, or nil.
    static func fault(_ lines: [RuleEntry]) -> RuleError? {
        var book = RuleBook()
        do {
            try book.add(RuleSpec(name: "test", entries: [RuleEntry(key: "family", arguments: ["block"])] + lines))
            return nil
        } catch {
            return error
        }
    }

    static let pawns = ["O O O", ". . .", "X X X"]

    @Test(arguments: [
        // No move block: the rule set as a whole.
        ([entry("board 3 x 3"), entry("win line 3")],
         RuleError("rules 'test' need at least one move: a line such as 'move place' or 'move step forward'")),
        // No way to end: passing for ever.
        ([entry("board 3 x 3"), entry("move place"), entry("no-move pass")],
         RuleError("rules 'test' have no way to end: add a 'win' line, or a 'no-move' rule other than pass")),
        // A direction outside the grid: nw on a hex grid.
        ([entry("board 3 x 3"), entry("grid hex"), entry("move step nw onto empty")],
         RuleError("'nw' is not a direction of a hex grid; expected n s e w ne sw, or all", entry: 3, argument: 1)),
        // A board over 128 cells.
        ([entry("board 12 x 11"), entry("move place")],
         RuleError("a 12 x 11 board has 132 cells; the block family holds at most 128", entry: 1)),
        // A start that is already over: X on its far row.
        ([entry("board 3 x 3"), entry("start", rows: ["X O O", ". . .", ". X X"]), entry("move step forward onto empty"),
          entry("win reach far-row")],
         RuleError("the start of 'test' cannot be played: the game is already over (win for X)")),
        // An unknown key, an unknown kind of move, a bad picture, a bad owner.
        ([entry("board 3 x 3"), entry("line 3")],
         RuleError("block rules have no key 'line'; expected one of: board, shape, grid, diagonals, lines, wrap, players, first, start, hand, kinds, move, promote, win, lose, no-move, goal, repetition, capture, swap, mill, ends", entry: 2)),
        ([entry("board 3 x 3"), entry("move fly")],
         RuleError("unknown kind of move 'fly'; expected place, polyomino, step, leap, slide, jump or push", entry: 2, argument: 0)),
        ([entry("board 3 x 3"), entry("move polyomino xy")],
         RuleError("expected a picture such as x/x or xx/x. (rows split by /, x a cell, . a gap), found 'xy'", entry: 2, argument: 1)),
        ([entry("board 3 x 3"), entry("move place by Z")],
         RuleError("expected 'by X' or 'by O' at the end of the line", entry: 2, argument: 1)),
        // Gravity needs columns that end.
        ([entry("board 3 x 3"), entry("wrap columns"), entry("move place gravity")],
         RuleError("stones cannot drop by gravity when columns wrap round", entry: 3)),
        // `most` wins; a puzzle's goal is for one player.
        ([entry("board 3 x 3"), entry("move place"), entry("lose most")],
         RuleError("'most' is a way to win: write 'win most'", entry: 3, argument: 0)),
        ([entry("board 3 x 3"), entry("move place"), entry("goal pieces 1")],
         RuleError("'goal' is for puzzles (players 1); a game ends by 'win' or 'lose'", entry: 3)),
        // Chains longer than a move records; 'both' without 'over any'.
        ([entry("board 11 x 11"), entry("move place"), entry("move jump orthogonal over own capture chain"), entry("repetition draw")],
         RuleError("'move jump orthogonal over own capture chain' can make chains of up to 35 jumps on this board; "
             + "the block family records at most 21", entry: 3)),
        ([entry("board 3 x 3"), entry("move jump e over opponent capture both")],
         RuleError("'both' goes with 'over any capture': the pieces jumped are then either side's", entry: 2, argument: 5)),
    ])
    func refused(_ lines: [RuleEntry], _ expected: RuleError) {
        #expect(Self.fault(lines) == expected)
    }

    @Test(arguments: [
        [entry("board 3 x 3"), entry("grid hex"), entry("move place"), entry("win connect top-bottom by X"),
         entry("win connect left-right by O")],
        [entry("board 4 x 4"), entry("wrap both"), entry("move place"), entry("win line 3 exactly"), entry("no-move draw")],
        [entry("board 4 x 4"), entry("move polyomino xx/x. turned"), entry("no-move lose")],
        [entry("board 3 x 3"), entry("start", rows: pawns), entry("move step forward onto empty"),
         entry("move jump forward over opponent capture chain"), entry("win capture-all"), entry("lose reach row 2 by O")],
        [entry("board 4 x 4"), entry("start", rows: [". . . .", ". X O .", ". O X .", ". . . ."]), entry("move place flip"),
         entry("no-move pass"), entry("win most")],
        [entry("board 4 x 4"), entry("move place gravity"), entry("win shape xx/xx"), entry("no-move draw"), entry("first O")],
    ])
    func compiles(_ lines: [RuleEntry]) {
        #expect(Self.fault(lines) == nil)
    }
}
