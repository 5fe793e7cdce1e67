import Foundation
import Testing

@testable import Analyzer

/// The game-record readers: GGF and WTHOR games read back to their moves (passes put back),
/// faults named by game and move with the other games still read, OBF positions round-tripped.
@Suite struct RecordReaderTests {
    @Test func ggf_wholeGame_readsBackToItsMovesAndPlayers() {
        let file = GGFReader.read(RecordSamples.wholeGameGGF, file: "t.ggf")
        #expect(file.errors.map(\.rendered) == [])
        #expect(file.games.count == 1)
        #expect(file.games.first?.moves == RecordSamples.wholeGame)
        #expect(file.games.first?.black == "alice")
        #expect(file.games.first?.start == RecordBoard.standard)
    }

    @Test func ggf_passesLeftOut_arePutBack() {
        let text = RecordSamples.wholeGameGGF.replacingOccurrences(of: "W[PA]", with: "").replacingOccurrences(of: "B[PA]", with: "")
        #expect(GGFReader.read(text, file: "t.ggf").games.first?.moves == RecordSamples.wholeGame)
    }

    @Test func ggf_startOtherThanStandard_isReadWithItsBoard() {
        let file = GGFReader.read(RecordSamples.nearEndGGF(["b8", "c8"]), file: "t.ggf")
        #expect(file.games.first?.start == RecordBoard(cells: RecordSamples.nearEnd, toMove: .x))
        #expect(file.games.first?.moves == ["b8", "c8"])
        #expect(file.games.first?.statements == """
            game reversi
            board "\(RecordSamples.nearEnd)"
            to-move X
            moves b8 c8
            """)
    }

    @Test func ggf_illegalMoveInGame2_namesGameAndMove_andReadsGames1And3() {
        let text = [["b8", "c8"], ["b8", "a1"], ["b8", "c8", "d8"]].map(RecordSamples.nearEndGGF).joined(separator: "\n")
        let file = GGFReader.read(text, file: "t.ggf")
        #expect(file.games.map(\.number) == [1, 3])
        #expect(file.errors.count == 1)
        let error = file.errors.first
        #expect(error?.game == 2)
        #expect(error?.move == 2)
        let line = text.split(separator: "\n")[1]
        let column = line.distance(from: line.startIndex, to: line.range(of: "W[a1]")?.lowerBound ?? line.startIndex) + 3
        #expect(error?.rendered == """
            t.ggf:2:\(column): error: game 2, move 2: a1 is taken by O
            \(line)
            \(String(repeating: " ", count: column - 1))^
            """)
    }

    @Test func ggf_boardOtherThan8x8_isAnErrorNamingTheGame() {
        let six = "(;GM[Othello]BO[6 ------ ------ --O*-- --*O-- ------ ------ *]B[c2];)"
        let file = GGFReader.read(RecordSamples.nearEndGGF(["b8"]) + "\n" + six, file: "t.ggf")
        #expect(file.games.map(\.number) == [1])
        #expect(file.errors.map(\.message) == ["game 2: the board is 6 x 6: only 8 x 8 games are read"])
    }

    @Test func wthor_games_readBackToTheirMoves_withThePassesPutBack() {
        let file = WTHORReader.read(RecordSamples.wthor([RecordSamples.wholeGame, ["f5", "d6", "c3"]]), file: "t.wtb")
        #expect(file.errors.map(\.rendered) == [])
        #expect(file.games.map(\.moves) == [RecordSamples.wholeGame, ["f5", "d6", "c3"]])
        #expect(file.games.map(\.black) == ["player 1", "player 2"])
        #expect(file.games.map(\.white) == ["player 100", "player 101"])
    }

    @Test func wthor_illegalMoveInGame2_namesGameMoveAndByte_andReadsGames1And3() {
        let bytes = RecordSamples.wthor([["f5", "d6"], ["f5", "d6", "a1"], ["c4"]])
        let file = WTHORReader.read(bytes, file: "t.wtb")
        #expect(file.games.map(\.number) == [1, 3])
        #expect(file.errors.map(\.rendered) == [
            "t.wtb: byte \(16 + 68 + 8 + 2): error: game 2, move 3: a1 flanks no O disc: no line of O discs from it ends at one of X's discs"
        ])
    }

    @Test func wthor_boardOf10_andShortFile_areErrors() {
        #expect(WTHORReader.read(RecordSamples.wthor([["f5"]], size: 10), file: "t.wtb").errors.map(\.message)
            == ["the board is 10 x 10: only 8 x 8 games are read"])
        let cut = Array(RecordSamples.wthor([["f5"], ["f5"]]).dropLast(10))
        let file = WTHORReader.read(cut, file: "t.wtb")
        #expect(file.games.count == 1)
        #expect(file.errors.map(\.message) == ["game 2: the file ends before this game: the header says 2 games, the file holds 1"])
    }

    @Test func obf_positionWithScores_roundTrips() {
        let position = OBFPosition(board: RecordBoard(cells: RecordSamples.nearEnd, toMove: .x),
            scores: [MoveScore(move: "b8", score: 2), MoveScore(move: "c8", score: -4), MoveScore(move: "d8", score: 0)])
        #expect(position.line == RecordSamples.nearEnd + " X; b8:+2; c8:-4; d8:0;")
        let read = OBFReader.read("% a comment line\n\n" + position.line + " % and a comment\n" + RecordBoard.standard.cells + " O\n", file: "t.obf")
        #expect(read.errors.map(\.rendered) == [])
        #expect(read.positions == [position, OBFPosition(board: RecordBoard(cells: RecordBoard.standard.cells, toMove: .o))])
        #expect(read.positions.map(\.line) == [position.line, RecordBoard.standard.cells + " O"])
    }

    @Test func obf_badCellAndBadField_pointAtThem_andTheOtherLinesAreRead() {
        let bad = String(RecordSamples.nearEnd.prefix(10)) + "Z" + String(RecordSamples.nearEnd.dropFirst(11)) + " X"
        let field = RecordSamples.nearEnd + " X; b8:+2; zz:3;"
        let read = OBFReader.read([bad, field, RecordSamples.nearEnd + " O"].joined(separator: "\n"), file: "t.obf")
        #expect(read.positions.count == 1)
        #expect(read.errors.map(\.rendered) == [
            "t.obf:1:11: error: expected a cell, X, O or - (64 of them, a1 to h8 row by row), found 'Z'\n\(bad)\n\(String(repeating: " ", count: 10))^",
            "t.obf:2:76: error: expected a move and its score, such as d3:+2, found 'zz:3'\n\(field)\n\(String(repeating: " ", count: 75))^",
        ])
    }
}
