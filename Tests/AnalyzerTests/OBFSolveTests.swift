import Foundation
import Testing

@testable import Analyzer

/// `analyze solve FILE.obf`: each line of an OBF file solved as a position of reversi named
/// `FILE:LINE`, its `move:score` fields checked, a line at fault reported at its place while the
/// other lines are still solved.
@Suite struct OBFSolveTests {
    /// Game 3's start in puzzles/records/endgames.ggf: eight cells empty, X to move, O wins by 10
    /// after d8 or f8.
    static let eightEmpty = "OOOOOOOXOOOOOOXXOOOOOXOXOOOOXOOXOOOOXOOXOOOOOOXXOOOOOO-XX------- X"
    /// Six cells empty, X to move: O wins by 8 after h8 (b8 loses by 16).
    static let sixEmpty = RecordSamples.nearEnd + " X"
    static let badSide = RecordSamples.nearEnd + " Y"

    /// Two good lines (the first with its scores right), a line with a bad side, and a line whose
    /// score is wrong.
    static let text = """
        % two good lines, a broken one, a wrong score
        \(sixEmpty); H8:-8; B8:-16;
        \(badSide)
        \(eightEmpty)
        \(eightEmpty); D8:-4;

        """

    static let caretError = "t.obf:3:65: error: expected a blank and the side to move (X or O) after the 64 cells\n"
        + badSide + "\n" + String(repeating: " ", count: 64) + "^"

    static func records(_ text: String = text, nodeLimit: UInt64? = nil) -> [BatchRecord] {
        var found: [BatchRecord] = []
        makeSession(nodeLimit: nodeLimit).solveOBF(OBFReader.lines(text, file: "t.obf"), file: "t.obf") { found.append($0) }
        return found
    }

    @Test func solveOBF_eachLine_isARecordNamedFileAndLine_inOrder() {
        let records = Self.records()
        #expect(records.map(\.name) == ["t.obf:2", "t.obf:3", "t.obf:4", "t.obf:5"])
        #expect(records.map(\.line) == [2, 3, 4, 5])
        #expect(records.map(\.failed) == [false, true, false, false])
        #expect(records.compactMap(\.report).map(\.game) == ["reversi", "reversi", "reversi"])
        #expect(records.compactMap(\.report?.value.score) == [-8, -10, -10])
    }

    @Test func solveOBF_lineWithRightScores_passesItsCheck() throws {
        let record = try #require(Self.records().first)
        let check = try #require(record.check)
        #expect(check.passed)
        #expect(check.expected == "score -8 (h8:-8 b8:-16)")
        #expect(check.found == "score -8 (best h8)")
        #expect(record.checkFailure == nil)
        #expect(record.text == "t.obf:2: X to move, O wins in 9, score -8 (best h8; "
            + "pv X h8, O pass, X d8, O e8, X f8, O pass, X c8, O pass, X b8)")
    }

    @Test func solveOBF_lineWithoutScores_hasNoCheck() {
        let record = Self.records()[2]
        #expect(record.check == nil)
        #expect(!record.unchecked)
        #expect(!record.checkFailed)
    }

    @Test func solveOBF_wrongScore_failsAsAFailedExpect_withFileAndLine() throws {
        let record = try #require(Self.records().last)
        #expect(record.report != nil)
        #expect(record.checkFailed)
        #expect(record.checkFailure == "t.obf:5: expected score -4 (d8:-4), found score -10 (best d8 f8)")
        #expect(BatchTests.steady(record.json.text).hasSuffix(
            #""nodes":N,"seconds":S,"check":{"passed":false,"expected":"score -4 (d8:-4)","found":"score -10 (best d8 f8)"}}"#))
    }

    @Test func solveOBF_badSide_isReportedWithLineAndCaret_andTheRestIsSolved() {
        let records = Self.records()
        #expect(records[1].text == Self.caretError)
        #expect(records[1].json.text == #"{"name":"t.obf:3","file":"t.obf","error":"t.obf:3:65: "#
            + #"expected a blank and the side to move (X or O) after the 64 cells"}"#)
        #expect(records[2].report?.best == ["d8", "f8"])
    }

    /// The best score right, but a move listed with it is not a best move, or a move listed with
    /// less is one.
    @Test(arguments: [
        ("; H8:-8; B8:-8;", "score -8 (h8:-8 b8:-8)"),
        ("; H8:-10; B8:-8;", "score -8 (h8:-10 b8:-8)"),
    ])
    func check_bestScoreRight_butMovesWrong_fails(fields: String, expected: String) throws {
        let record = try #require(Self.records(Self.sixEmpty + fields).first)
        #expect(record.checkFailure == "t.obf:1: expected \(expected), found score -8 (best h8)")
    }

    @Test func check_aValueNotExact_isSaidNotChecked() throws {
        // 60 empty cells under a node limit: an estimate at best, never a check.
        let start = RecordBoard.standard.cells + " X; D3:+0;"
        let record = try #require(Self.records(start, nodeLimit: 2_000).first)
        #expect(record.check == nil)
        #expect(record.unchecked)
        #expect(record.text.hasSuffix(" (its move:score fields not checked: the value is not exact)"))
    }

    @Test func analyzeSolve_obfFile_solvesEachLine_reportsTheMismatchAndTheBadLine_exits1() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.text.write(toFile: folder + "/t.obf", atomically: true, encoding: .utf8)
        let run = try Executable.run(#"cd "$1" && exec "$A" solve --no-cache t.obf"#, [folder])
        #expect(run.status == 1, "\(run.errors)")
        let output = run.output.split(separator: "\n").map(String.init)
        #expect(output.map { String($0.prefix(while: { $0 != "(" })) } == [
            "t.obf:2: X to move, O wins in 9, score -8 ",
            "t.obf:4: X to move, O wins in 9, score -10 ",
            "t.obf:5: X to move, O wins in 9, score -10 ",
        ])
        #expect(run.errors.contains(Self.caretError))
        #expect(run.errors.contains("t.obf:5: expected score -4 (d8:-4), found score -10 (best d8 f8)\n"))
        #expect(run.errors.contains(
            "4 positions in ") && run.errors.contains(": 3 solved (no results database), 0 unknown, 1 failed, 1 disagreeing with its move:score fields"))
    }

    @Test func analyzeSolveJson_obfFile_givesTheCheck_andExits1() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.text.write(toFile: folder + "/t.obf", atomically: true, encoding: .utf8)
        let run = try Executable.run(#"cd "$1" && exec "$A" solve --json --no-cache t.obf"#, [folder])
        #expect(run.status == 1, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map { BatchTests.steady(String($0)) }
        #expect(lines.count == 4)
        #expect(lines.first?.hasSuffix(#""check":{"passed":true,"expected":"score -8 (h8:-8 b8:-16)","found":"score -8 (best h8)"}}"#) == true)
        #expect(lines.dropFirst().first?.contains(#""error":"t.obf:3:65: "#) == true)
        #expect(lines.last?.contains(#""check":{"passed":false,"#) == true)
    }

    @Test func analyzeSolve_obfFileWithoutPositions_saysSo_andExits1() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "% nothing but a comment\n".write(toFile: folder + "/e.obf", atomically: true, encoding: .utf8)
        let run = try Executable.run(#"cd "$1" && exec "$A" solve --no-cache e.obf"#, [folder])
        #expect(run.status == 1)
        #expect(run.errors.contains("e.obf: no positions to solve (one a line: 64 cells of X, O and -, a blank, and X or O to move)"))
    }
}
