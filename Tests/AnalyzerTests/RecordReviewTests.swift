import Foundation
import Testing

@testable import Analyzer

/// `analyze review FILE` and `Session.reviewRecords`: every game of a record file reviewed by
/// the `review` statement's reviewer, a game at fault named while the others are reviewed.
@Suite struct RecordReviewTests {
    /// A temporary file holding `bytes`, removed by the caller.
    private func file(_ bytes: [UInt8], ending: String) throws -> String {
        let path = NSTemporaryDirectory() + "analyze-records-\(UUID().uuidString).\(ending)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Three games from six empty cells, the second with an illegal second move.
    private let threeGames = [["b8", "c8"], ["b8", "a1"], ["b8", "c8", "d8"]].map(RecordSamples.nearEndGGF).joined(separator: "\n")

    @Test func reviewRecords_illegalMoveInGame2Of3_namesItAndReviewsGames1And3() throws {
        let path = try file(Array(threeGames.utf8), ending: "ggf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var events: [RecordReviewEvent] = []
        let ok = makeSession().reviewRecords(path) { events.append($0) }
        #expect(!ok)
        #expect(events.count == 3)
        guard events.count == 3 else { return }
        guard case .review(_, let first, let report1) = events[0], case .error(let error) = events[1],
            case .review(_, let third, let report3) = events[2]
        else {
            Issue.record("expected a review, an error, a review: \(events.map(\.text))")
            return
        }
        #expect(first.number == 1 && third.number == 3)
        #expect(error.hasPrefix("\(path):2:"))
        #expect(error.contains("error: game 2, move 2: a1 is taken by O"))
        // Six empty cells: every move judged exactly.
        #expect(report1.entries.map(\.move) == ["b8", "c8"])
        #expect(report3.entries.map(\.move) == ["b8", "c8", "d8"])
        #expect((report1.entries + report3.entries).allSatisfy { $0.estimateDepth == nil && $0.before != nil && $0.after != nil })
        #expect(events[0].text.hasPrefix("\(path): game 1 (x - o)\nreview of 2 moves (reversi), values for the side that moved:\n    1. X b8  "))
        #expect(events[0].json?.text.hasPrefix(#"{"file":"\#(path)","record":1,"black":"x","white":"o","review":{"game":"reversi","moves":[{"number":1,"player":"X","move":"b8","before":{"value":"#) == true)
    }

    @Test func reviewRecords_wthorGameFromTheStart_isJudgedByEstimates() throws {
        let path = try file(RecordSamples.wthor([["f5", "d6"]]), ending: "wtb")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = testOptions()
        options.timeLimit = 0.5
        var texts: [String] = []
        let ok = Session(options: options).reviewRecords(path) { texts.append($0.text) }
        #expect(ok)
        #expect(texts.count == 1)
        #expect(texts.first?.hasPrefix("\(path): game 1 (player 1 - player 100)\nreview of 2 moves (reversi)") == true)
        #expect(texts.first?.contains("    1. X f5  estimate ") == true, "\(texts)")
        #expect(texts.first?.contains("judged by an estimate, not exact") == true, "\(texts)")
    }

    @Test func reviewRecords_wthorFileOfThreeGames_givesEachMovesLossInEveryGame() throws {
        let games = [["f5", "d6"], ["f5", "f6", "e6"], ["f5", "f4"]]
        let path = try file(RecordSamples.wthor(games), ending: "wtb")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = testOptions()
        options.timeLimit = 0.3
        var reviewed: [(number: Int, moves: [String])] = []
        let ok = Session(options: options).reviewRecords(path) { event in
            if case .review(_, let record, let report) = event { reviewed.append((record.number, report.entries.map(\.move))) }
        }
        #expect(ok)
        #expect(reviewed.map(\.number) == [1, 2, 3])
        #expect(reviewed.map(\.moves) == games)
    }

    @Test func reviewRecords_missingFile_andObfFile_areErrors() throws {
        var texts: [String] = []
        #expect(!makeSession().reviewRecords("/nonexistent/games.ggf") { texts.append($0.text) })
        #expect(texts == ["/nonexistent/games.ggf: cannot read: no such file"])
        let obf = try file(Array((RecordBoard.standard.cells + " X\n").utf8), ending: "obf")
        defer { try? FileManager.default.removeItem(atPath: obf) }
        texts = []
        #expect(!makeSession().reviewRecords(obf) { texts.append($0.text) })
        #expect(texts == ["\(obf): cannot read: an OBF file holds positions, not games (review reads GGF and WTHOR .wtb files; analyze solve solves the positions of an OBF file)"])
    }

    @Test func reviewCommand_printsTheReviewedGames_andExitsWith1ForTheGameAtFault() throws {
        let path = try file(Array(threeGames.utf8), ending: "ggf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(#""$A" review --table-mb 1 --threads 1 "$1""#, [path])
        #expect(run.status == 1)
        #expect(run.output.components(separatedBy: "review of ").count == 3, "\(run.output)")
        #expect(run.errors.contains("error: game 2, move 2: a1 is taken by O"), "\(run.errors)")
    }
}
