import Foundation
import Testing

@testable import Analyzer

/// `analyze solve`: every named position of a file, solved in order, errors in their record.
@Suite struct BatchTests {
    static let text = """
        position "empty"
        game tictactoe
        solve

        position "bad \\"one\\""
        moves a1 a1

        position "corner fork"
        board "X../.O./..X"
        show
        """

    static func records(_ text: String = text, file: String = "batch.analyze") -> [BatchRecord] {
        var found: [BatchRecord] = []
        makeSession().solveBatch(text, file: file) { found.append($0) }
        return found
    }

    /// The JSON text with the values of `nodes` and `seconds`, which vary, replaced.
    static func steady(_ json: String) -> String {
        json.replacingOccurrences(of: #""nodes":[0-9]+"#, with: #""nodes":N"#, options: .regularExpression)
            .replacingOccurrences(of: #""seconds":[0-9.e+-]+"#, with: #""seconds":S"#, options: .regularExpression)
    }

    @Test func solveBatch_withThreePositions_givesThreeRecordsInOrder() {
        let records = Self.records()

        #expect(records.map(\.name) == ["empty", "bad \"one\"", "corner fork"])
        #expect(records.map(\.line) == [1, 5, 8])
        #expect(records.map(\.file) == ["batch.analyze", "batch.analyze", "batch.analyze"])
    }

    @Test func solveBatch_withIllegalMove_reportsItInThatRecordAndSolvesTheOthers() throws {
        let records = Self.records()
        try #require(records.count == 3)

        #expect(records[0].report?.headline == "draw in 9")
        #expect(records[0].error == nil)
        #expect(records[1].report == nil)
        #expect(records[1].error?.rendered == "batch.analyze:6:10: error: a1 is taken by X\nmoves a1 a1\n         ^")
        #expect(records[2].report?.headline == "draw in 6")
        #expect(records[2].report?.best == ["b1", "a2", "c2", "b3"])
    }

    @Test func json_ofSolvedRecord_hasTheDocumentedKeysInOrder() throws {
        let records = Self.records()
        try #require(records.count == 3)

        #expect(Self.steady(records[0].json.text) == """
            {"name":"empty","file":"batch.analyze","game":"tictactoe","to_move":"X","value":"draw","remoteness":9,\
            "best":["a1","b1","c1","a2","b2","c2","a3","b3","c3"],\
            "pv":["b2","a3","a1","c3","b3","b1","a2","c2","c1"],"nodes":N,"seconds":S}
            """)
        #expect(Self.steady(records[2].json.text) == """
            {"name":"corner fork","file":"batch.analyze","game":"tictactoe","to_move":"O","value":"draw",\
            "remoteness":6,"best":["b1","a2","c2","b3"],"pv":["a2","c2","c1","a3","b3","b1"],"nodes":N,"seconds":S}
            """)
    }

    @Test func json_ofSolvedRecord_parsesWithNodesAndSeconds() throws {
        let records = Self.records()
        try #require(records.count == 3)
        let data = Data(records[2].json.text.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(Set(object.keys) == ["name", "file", "game", "to_move", "value", "remoteness", "best", "pv", "nodes",
            "seconds"])
        #expect((object["nodes"] as? Int ?? 0) > 0)
        #expect((object["seconds"] as? Double ?? -1) >= 0)
        #expect(object["remoteness"] as? Int == 6)
    }

    @Test func json_ofFailedRecord_hasNameFileAndError() throws {
        let records = Self.records()
        try #require(records.count == 3)

        #expect(records[1].json.text
            == #"{"name":"bad \"one\"","file":"batch.analyze","error":"batch.analyze:6:10: a1 is taken by X"}"#)
        let data = Data(records[1].json.text.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(object["name"] == "bad \"one\"")
    }

    @Test func text_ofRecords_isOneLineEach() {
        let records = Self.records()

        #expect(records.first?.text == "empty: X to move, draw in 9 (best a1 b1 c1 a2 b2 c2 a3 b3 c3; "
            + "pv X b2, O a3, X a1, O c3, X b3, O b1, X a2, O c2, X c1)")
        #expect(records.last?.text == "corner fork: O to move, draw in 6 (best b1 a2 c2 b3; pv O a2, X c2, O c1, X a3, O b3, X b1)")
    }

    @Test func solveBatch_withParseErrorInAPosition_reportsItThereOnly() {
        let records = Self.records("""
            position "one"
            game tictactoe
            moves a1 b2
            slove
            position "two"
            board "X../.O./..X"
            """)

        #expect(records.count == 2)
        #expect(records.first?.error?.message == "unknown statement 'slove'; did you mean 'solve'?")
        #expect(records.last?.report?.headline == "draw in 6")
    }

    @Test func solveBatch_withBrokenRuleDefinition_reportsItInThePositionThatUsesIt() {
        let records = Self.records("""
            rules "bad"
            extends tictactoe
            line 0
            position "uses bad"
            game bad
            position "fine"
            game tictactoe
            moves b2
            """)

        #expect(records.map(\.name) == ["uses bad", "fine"])
        #expect(records.first?.report == nil)
        #expect(records.last?.report?.headline == "draw in 8")
    }
}

/// A search stopped by a limit gives an honest unknown, with the bound, never a guess.
@Suite struct BatchLimitTests {
    @Test func solveBatch_nodeLimitReached_givesUnknownWithTheBound() throws {
        var found: [BatchRecord] = []
        let session = makeSession(nodeLimit: 50)
        session.solveBatch("position \"open\"\ngame connect4\nposition \"done\"\ngame tictactoe\nmoves a1 b1 a2 b2 a3", file: "l.analyze") {
            found.append($0)
        }
        #expect(found.count == 2)
        let open = try #require(found.first)
        #expect(open.report == nil && open.error == nil)
        #expect(open.json.text == #"{"name":"open","file":"l.analyze","game":"connect4","value":"unknown","bound":"node limit of 50 reached"}"#)
        #expect(open.text == "open: unknown (node limit of 50 reached)")
        // A finished game needs no search: solved within any bound.
        #expect(found.last?.report?.value.outcome == .loss)
        #expect(found.last?.unknown == nil)
    }
}
