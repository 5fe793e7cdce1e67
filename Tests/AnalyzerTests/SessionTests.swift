import Boards
import Language
import Testing

@testable import Analyzer

/// How the session plays, takes back and names positions, and that every error leaves it as it was.
@Suite struct SessionTests {
    // MARK: Errors leave the session unchanged

    @Test func moves_withTakenCellInTheMiddle_pointsAtTheMoveAndKeepsThePosition() {
        let session = makeSession()
        session.output("moves a1 b2")
        let before = session.shown

        let errors = session.errors("moves a1 c3 a1 b1")

        #expect(errors == ["<input>:1:13: error: a1 is taken by X\nmoves a1 c3 a1 b1\n            ^"])
        #expect(session.shown == before)
        #expect(session.history == ["a1", "b2"])
    }

    @Test func moves_withOffBoardMoveInTheMiddle_pointsAtTheMoveAndKeepsThePosition() {
        let session = makeSession()
        session.output("game mnk-4-4-3\nmoves b3 b2")

        let errors = session.errors("moves c3 c2 e5 a1")

        #expect(errors == [
            "<input>:1:13: error: e5 is off the 4 x 4 board (columns a to d, rows 1 to 4)\nmoves c3 c2 e5 a1\n            ^"
        ])
        #expect(session.history == ["b3", "b2"])
        #expect(session.cells == cells("..../.O../.X../...."))
    }

    @Test func play_withTakenCell_keepsTheMoveThatRedoWouldReplay() {
        let session = makeSession()
        session.output("moves a1 b2\nundo")

        let errors = session.errors("play a1")
        session.output("redo")

        #expect(errors == ["<input>:1:6: error: a1 is taken by X\nplay a1\n     ^"])
        #expect(session.history == ["a1", "b2"])
    }

    @Test(arguments: [
        BadStatement("board\n  X . Q\n  . O .\n  . . .",
            "<input>:2:7: error: expected a cell ('.' or '-' empty, X or O), found 'Q'\n  X . Q\n      ^"),
        BadStatement("board \"X../.Q./...\"",
            "<input>:1:13: error: expected a cell ('.' or '-' empty, X or O), found 'Q'\nboard \"X../.Q./...\"\n            ^"),
        BadStatement("board \"XXX/.../...\"",
            "<input>:1:7: error: X has 3 stones and O 0; X moves first, so it has as many stones as O or one more\n"
                + "board \"XXX/.../...\"\n      ^"),
        BadStatement("board \"XXX/OOO/...\"",
            "<input>:1:7: error: both X and O have a line of 3; play stops at the first\nboard \"XXX/OOO/...\"\n      ^"),
        BadStatement("board \"X../.O./..X/...\"",
            "<input>:1:20: error: expected 3 rows for a 3 x 3 board, found 4\nboard \"X../.O./..X/...\"\n                   ^"),
        BadStatement("board \"X../.O./..X.\"",
            "<input>:1:19: error: expected 3 cells in row 3, found 4\nboard \"X../.O./..X.\"\n                  ^"),
        BadStatement("board\n  X . .\n  . O\n  . . .",
            "<input>:3:3: error: expected 3 cells in row 2, found 2\n  . O\n  ^"),
    ])
    func board_withBadCells_pointsAtTheFaultAndKeepsPositionAndHistory(bad: BadStatement) {
        let session = makeSession()
        session.output("moves a1 b2 c3\nundo")
        let before = session.shown

        let errors = session.errors(bad.input)

        #expect(errors == [bad.rendered])
        #expect(session.shown == before)
        #expect(session.history == ["a1", "b2"])
        #expect(session.errors("redo").isEmpty, "the move undone before the error can still be redone")
    }

    @Test func toMove_givingTheMoveToTheSideWithALine_isAnErrorAndKeepsThePosition() {
        let session = makeSession()
        session.output("board \"XXX/OO./...\"")

        let errors = session.errors("to-move X")

        #expect(errors == [
            "<input>:1:9: error: X has a line of 3 but is to move; play stopped when it was made\nto-move X\n        ^"
        ])
        #expect(session.sideToMove == .o)
        #expect(session.cells == cells("XXX/OO./..."))
    }

    @Test(arguments: [
        "play b2", "play z9", "play", "moves a1 a1", "board \"XXX/.../...\"", "game chess", "slove", "b2",
        "expect best zz", "help nothing", "load \"no-such-file-3f9a.rules\"", "line 3", "to-move Q",
        "position \"\"", "board 3 x 3",
    ])
    func anyBadStatement_leavesBoardHistoryAndRedoAsTheyWere(input: String) {
        let session = makeSession()
        session.output("moves a1 b2 c3\nundo")
        let before = session.shown

        let errors = session.errors(input)

        #expect(errors.count == 1)
        #expect(session.shown == before)
        #expect(session.history == ["a1", "b2"])
        #expect(session.gameName == "tictactoe")
        session.output("redo")
        #expect(session.history == ["a1", "b2", "c3"])
    }

    // MARK: undo and redo

    @Test func undo_withNothingPlayed_saysSo() {
        #expect(makeSession().errors("undo") == [
            "<input>:1:1: error: nothing to undo: no move has been played since the position's start\nundo\n^"
        ])
    }

    @Test func redo_withNothingUndone_saysSo() {
        let session = makeSession()
        session.output("play b2")
        #expect(session.errors("redo") == ["<input>:1:1: error: nothing to redo: no move has been undone\nredo\n^"])
    }

    @Test func undoAndRedo_walkTheHistoryBackAndForth() {
        let session = makeSession()
        session.output("moves a1 b2 c3")

        session.output("undo\nundo")
        #expect(session.history == ["a1"])
        #expect(session.cells == cells("X../.../..."))
        #expect(session.sideToMove == .o)

        session.output("redo")
        #expect(session.history == ["a1", "b2"])
        session.output("redo")
        #expect(session.history == ["a1", "b2", "c3"])
        #expect(session.cells == cells("X../.O./..X"))
        #expect(session.errors("redo").count == 1)
    }

    @Test func play_afterUndo_forgetsTheMovesRedoWouldReplay() {
        let session = makeSession()
        session.output("moves a1 b2 c3\nundo\nundo\nplay c1")

        #expect(session.history == ["a1", "c1"])
        #expect(session.errors("redo").count == 1)
    }

    @Test func undo_afterABoard_stopsAtTheBoard() {
        let session = makeSession()
        session.output("board \"X../.O./...\"\nplay c3\nundo")

        #expect(session.cells == cells("X../.O./..."))
        #expect(session.errors("undo").count == 1)
    }

    // MARK: moves replays from the position's start

    @Test func moves_replaysFromTheGameStart() {
        let session = makeSession()
        session.output("moves a1 b2\nplay c3\nmoves c1")

        #expect(session.history == ["c1"])
        #expect(session.cells == cells("..X/.../..."))
    }

    @Test func moves_afterABoard_replaysFromTheBoard() {
        let session = makeSession()
        session.output("board \"X../.O./...\"\nmoves c3 a3")

        #expect(session.history == ["c3", "a3"])
        #expect(session.cells == cells("X../.O./O.X"))

        session.output("moves")
        #expect(session.history.isEmpty)
        #expect(session.cells == cells("X../.O./..."))
    }

    @Test func moves_afterToMove_replaysFromThePositionToMoveGaveTheMoveIn() {
        let session = makeSession()
        session.output("moves a1 b2 c3\nto-move X")
        #expect(session.sideToMove == .x)
        #expect(session.history.isEmpty)

        session.output("moves c1")
        #expect(session.cells == cells("X.X/.O./..X"))
        #expect(session.sideToMove == .o)
    }

    @Test func game_startsTheNewGameFromItsStart() {
        let session = makeSession()
        session.output("moves a1 b2\ngame mnk-4-4-3")

        #expect(session.gameName == "mnk-4-4-3")
        #expect(session.history.isEmpty)
        #expect(session.cells == cells("..../..../..../...."))
    }

    @Test func game_playedAgain_startsItAgainFromItsStart() {
        let session = makeSession()
        session.output("board \"X../.O./...\"\nplay c3\ngame mnk-4-4-3\nplay a1\ngame tictactoe")

        #expect(session.history.isEmpty)
        #expect(session.cells == cells(".../.../..."))
        #expect(session.errors("undo").count == 1)
        session.output("game tictactoe\nplay b2\ngame tictactoe")
        #expect(session.cells == cells(".../.../..."))
    }

    // MARK: position

    @Test func position_namesThePositionThatShowDraws() {
        let session = makeSession()
        session.output("position \"corner fork\"\nboard \"X../.O./..X\"")

        #expect(session.positionName == "corner fork")
        #expect(session.shown == """
            position "corner fork"
               a b c
             1 X . .
             2 . O .
             3 . . X
            O to move (tictactoe)
            """)
    }

    @Test func position_withEscapesInTheName_keepsTheNameAsMeant() {
        let session = makeSession()
        session.output(#"position "say \"hi\" \\ there""#)
        #expect(session.positionName == #"say "hi" \ there"#)
    }

    @Test func position_afterMoves_startsFromTheGameStart() {
        let session = makeSession()
        session.output("position \"one\"\nmoves a1 b2\nposition \"two\"")

        #expect(session.positionName == "two")
        #expect(session.history.isEmpty)
        #expect(session.cells == cells(".../.../..."))
    }

    /// docs/language.md, `position`: a new position "starts from the game's start until board or
    /// moves say otherwise". A batch file whose positions do not repeat `board` relies on it.
    @Test func position_afterABoardInThePreviousPosition_startsFromTheGameStart() {
        let session = makeSession()
        session.output("position \"one\"\nboard \"X../.O./..X\"\nposition \"two\"")

        #expect(session.cells == cells(".../.../..."))
        #expect(session.sideToMove == .x)
        #expect(session.errors("moves a1").isEmpty)
    }

    @Test func positionName_afterGameChangesTheGame_isDropped_butKeptForThePositionsOwnGame() throws {
        let session = makeSession()
        session.output("position \"corner opening\"\ngame tictactoe\nmoves a1")
        #expect(session.shown.contains("corner opening"))

        session.output("game connect4")
        #expect(session.positionName == nil)
        #expect(!session.shown.contains("corner opening"))
        let keyword = Word("export", at: SourceLocation(file: "<input>", line: 1, column: 1), line: "export svg \"x.svg\"")
        let svg = try session.svg(.board, option: nil, keyword: keyword)
        #expect(!svg.contains("corner opening"))
        #expect(svg.contains("<title>connect4"))

        // A position named before its game is chosen keeps its name, as every batch file writes it.
        session.output("position \"four in the middle\"\ngame connect4\nmoves 4")
        #expect(session.positionName == "four in the middle")
        session.output("game connect4")
        #expect(session.positionName == "four in the middle")
    }

    // MARK: game

    @Test func game_unknown_listsTheKnownGames() {
        #expect(makeSession().errors("game chess") == [
            "<input>:1:6: error: unknown game 'chess'; known games: \(builtinGameList)\ngame chess\n     ^"
        ])
    }

    @Test func game_unknownAfterARuleDefinition_listsTheDefinedGameToo() {
        let session = makeSession()
        session.output("rules \"tictactoe-4\"\nextends tictactoe\nboard 4 x 4\nline 4")

        #expect(session.errors("game chess") == [
            "<input>:1:6: error: unknown game 'chess'; known games: \((Session.builtinRules.book.names + ["tictactoe-4"]).sorted().joined(separator: ", "))\ngame chess\n     ^"
        ])
    }
}
