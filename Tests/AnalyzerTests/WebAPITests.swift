import Boards
import Foundation
import Testing

@testable import Analyzer

/// The web API of `analyze serve` (docs/serve.md), asked directly, without a server.
@Suite struct WebAPITests {
    let api = WebAPI(options: testOptions(), pages: 4)

    private func get(_ path: String, _ query: [String: String] = [:]) async -> (status: Int, json: [String: Any]) {
        decode(await api.respond(WebRequest(method: "GET", path: path, query: query)))
    }

    private func decode(_ response: WebResponse) -> (status: Int, json: [String: Any]) {
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
        return (response.status, object ?? [:])
    }

    @Test func position_givesEachLegalMoveWithTheCellsThatPickIt() async throws {
        let (status, json) = await get("/api/position", ["game": "tictactoe", "moves": "b2.a1"])
        #expect(status == 200)
        #expect(json["to_move"] as? String == "X")
        #expect(json["moves"] as? [String] == ["b2", "a1"])
        let legal = try #require(json["legal"] as? [[String: Any]])
        #expect(legal.map { $0["move"] as? String } == ["b1", "c1", "a2", "c2", "a3", "b3", "c3"])
        #expect(legal.allSatisfy { ($0["cells"] as? [String]) == [$0["move"] as? String ?? ""] })
        let svg = try #require(json["svg"] as? String)
        #expect(svg.contains(#"<circle class="spot" data-cell="c3" data-x="2""#))
        #expect(json["gravity"] as? Bool == false)
    }

    @Test func position_underGravity_picksAColumnByTheCellItsPieceLandsOn() async throws {
        let (_, json) = await get("/api/position", ["game": "connect4", "moves": "4 4 3"])
        #expect(json["gravity"] as? Bool == true)
        let legal = try #require(json["legal"] as? [[String: Any]])
        #expect(legal.map { $0["cells"] as? [String] ?? [] } == [["a6"], ["b6"], ["c5"], ["d4"], ["e6"], ["f6"], ["g6"]])
    }

    @Test func position_aStep_isPickedByItsFromAndToCells() async throws {
        let (_, json) = await get("/api/position", ["game": "hexapawn"])
        let legal = try #require(json["legal"] as? [[String: Any]])
        #expect(legal.first?["cells"] as? [String] == ["a3", "a2"])
    }

    @Test(arguments: [
        // k in a row, under gravity, misère (the line that lost), a block game's line across the
        // torus's edge (in order along it), a game going on, one ended without a line.
        ("tictactoe", "a1.b1.b2.c1.c3", [["a1", "b2", "c3"]]),
        ("connect4", "1.2.1.2.1.2.1", [["a6", "a5", "a4", "a3"]]),
        ("tictactoe-misere", "a1.b1.b2.c1.c3", [["a1", "b2", "c3"]]),
        ("tictactoe-torus", "a1.b1.d1.b2.c1", [["a1", "d1", "c1"]]),
        ("mnk-5-5-4", "a1.a2.b1.b2.c1.c2.e1.e2.d1", [["a1", "b1", "c1", "d1"], ["b1", "c1", "d1", "e1"]]),
        ("tictactoe", "a1.b1", []),
        ("tictactoe", "b2.a1.c1.a3.a2.c2.b1.b3.c3", []),
        ("hexapawn", "a3-a2.b1-a2.b3-b2.a2-a3", []),
    ])
    func position_ofAGameEndedByALine_givesTheLinesCells(game: String, moves: String, lines: [[String]]) async throws {
        let (status, json) = await get("/api/position", ["game": game, "moves": moves])
        #expect(status == 200, "\(json)")
        #expect(json["lines"] as? [[String]] == lines)
    }

    @Test func values_areEachChildsSolveSeenFromTheOtherSide() async throws {
        // Columns 3 and 4 full: X wins in 3 by 2 or 5, and 1 draws.
        let moves = "4.4.4.4.4.4.3.3.3.3.3.3"
        let (status, json) = await get("/api/values", ["game": "connect4", "moves": moves])
        #expect(status == 200)
        let values = try #require(json["values"] as? [[String: Any]])
        #expect(values.map { $0["move"] as? String } == ["1", "2", "5", "6", "7"])
        #expect(values.map { $0["value"] as? String }.contains("draw"))
        for entry in values {
            let move = try #require(entry["move"] as? String)
            let (childStatus, child) = await get("/api/solve", ["game": "connect4", "moves": moves + "." + move])
            #expect(childStatus == 200)
            let opposite = ["win": "loss", "loss": "win", "draw": "draw"]
            #expect(entry["value"] as? String == opposite[child["value"] as? String ?? ""], "\(move)")
            #expect(entry["remoteness"] as? Int == (child["remoteness"] as? Int).map { $0 + 1 }, "\(move)")
            #expect(entry["score"] as? Int == (child["score"] as? Int).map { -$0 }, "\(move)")
        }
        #expect((json["best"] as? [String])?.isEmpty == false)
    }

    @Test func solve_isTheObjectOfSolveJSON() async {
        let (status, json) = await get("/api/solve", ["game": "tictactoe", "moves": "b2"])
        #expect(status == 200)
        #expect(json["name"] as? String == "tictactoe b2")
        #expect(json["value"] as? String == "draw")
        #expect(json["remoteness"] as? Int == 8)
        #expect(json["best"] as? [String] == ["a1", "c1", "a3", "c3"])
    }

    @Test func puzzleValues_sayWhichJumpsKeepTheGoalReachable() async throws {
        let (_, json) = await get("/api/values", ["game": "peg-triangle"])
        let values = try #require(json["values"] as? [[String: Any]])
        #expect(values.map { $0["value"] as? String } == ["solvable", "solvable"])
        #expect(values.first?["jumps"] as? Int == 13)
        #expect(json["to_move"] == nil)
        #expect((json["pv"] as? [String])?.count == 13)
    }

    @Test func threats_andExplain_answerAsTheStatementsDo() async throws {
        let (_, threats) = await get("/api/threats", ["game": "tictactoe", "moves": "b2.a1.c1"])
        let lists = try #require(threats["threats"] as? [[String: Any]])
        #expect(lists.first?["cells"] as? [String] == ["a3"])
        let (status, none) = await get("/api/threats", ["game": "reversi"])
        #expect(status == 400)
        #expect(none["error"] as? String == "reversi has no threats, so no forks")
        let (_, explain) = await get("/api/explain", ["game": "tictactoe", "moves": "b2", "move": "b2"])
        #expect(explain["legal"] as? Bool == false)
        #expect(explain["explanation"] as? [String] == ["b2: illegal: b2 is taken by X"])
    }

    @Test func engine_playsTheFirstBestMove_andRefusesAnEndedGame() async {
        let (_, json) = await get("/api/engine", ["game": "tictactoe", "moves": "a1.b1"])
        let (_, solved) = await get("/api/solve", ["game": "tictactoe", "moves": "a1.b1"])
        #expect(json["move"] as? String == (solved["best"] as? [String])?.first)
        #expect(json["value"] as? String == "win")
        let (status, over) = await get("/api/engine", ["game": "tictactoe", "moves": "a1.b1.a2.b2.a3"])
        #expect(status == 400)
        #expect((over["error"] as? String)?.hasPrefix("the game is over") == true)
    }

    @Test func badRequests_get4xxWithAMessage() async {
        let unknown = await get("/api/position", ["game": "chess"])
        #expect(unknown.status == 400)
        #expect((unknown.json["error"] as? String)?.hasPrefix("unknown game 'chess'") == true)
        let illegal = await get("/api/position", ["game": "connect4", "moves": "4.4.9"])
        #expect(illegal.status == 400)
        #expect(illegal.json["error"] as? String == "move 3 (9): column 9 is off the board (columns 1 to 7)")
        #expect(await get("/api/position", ["page": "a/b"]).status == 400)
        #expect(await get("/api/position", ["page": String(repeating: "p", count: 65)]).status == 400)
        #expect(await get("/api/explain").status == 400)
        #expect(await get("/api/nowhere").status == 404)
        #expect(decode(await api.respond(WebRequest(method: "POST", path: "/api/values"))).status == 405)
        #expect(decode(await api.respond(WebRequest(method: "GET", path: "/api/stop"))).status == 405)
    }

    @Test func aLimitReached_isSaidWithItsBound_neverGuessed() async {
        let limited = WebAPI(options: testOptions(nodeLimit: 50), pages: 1)
        let values = decode(await limited.respond(WebRequest(method: "GET", path: "/api/values", query: ["game": "connect4"])))
        #expect(values.status == 422)
        #expect(values.json["bound"] as? String == "node limit of 50 reached")
        let solve = decode(await limited.respond(WebRequest(method: "GET", path: "/api/solve", query: ["game": "connect4-6x5"])))
        #expect(solve.status == 200)
        #expect(solve.json["value"] as? String == "unknown")
        #expect(solve.json["bound"] as? String == "node limit of 50 reached")
    }

    @Test func aSearch_canBeStopped_whileItsPageAnswersProgressAndAnotherPageAnswers() async throws {
        var options = testOptions()
        options.useBook = false
        let api = WebAPI(options: options, pages: 2)
        // The page's first answer gives its key, which its stop gives back.
        let key = try #require(decode(await api.respond(WebRequest(method: "GET", path: "/api/games", query: ["page": "a"]))).json["key"] as? String)
        // The empty 7 x 6 board without the book: minutes of search in a debug build.
        let long = Task { await api.respond(WebRequest(method: "GET", path: "/api/values", query: ["game": "connect4", "page": "a"])) }
        var running = false
        for _ in 0..<200 where !running {
            try await Task.sleep(for: .milliseconds(20))
            running = decode(await api.respond(WebRequest(method: "GET", path: "/api/progress", query: ["page": "a"]))).json["running"] as? Bool == true
        }
        #expect(running)
        let busy = decode(await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["page": "a"])))
        #expect(busy.status == 409)
        let other = decode(await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["game": "tictactoe", "page": "b"])))
        #expect(other.status == 200)
        let stop = decode(await api.respond(WebRequest(method: "POST", path: "/api/stop", query: ["page": "a"], body: Array("key=\(key)".utf8))))
        #expect(stop.json["stopped"] as? Bool == true)
        let stopped = decode(await long.value)
        #expect(stopped.status == 409)
        #expect(stopped.json["stopped"] as? Bool == true)
        let after = decode(await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["game": "connect4", "page": "a"])))
        #expect(after.status == 200)
    }

    @Test func aPagesSearch_isStoppedByItsKeyAlone_anotherClientsStopGets403() async throws {
        var options = testOptions()
        options.useBook = false
        let api = WebAPI(options: options, pages: 2)
        let first = decode(await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["game": "connect4", "page": "mine"])))
        let key = try #require(first.json["key"] as? String)
        #expect(key.count == 32 && key.allSatisfy(\.isHexDigit))
        // The key is given once: the page's next answer has none.
        #expect(decode(await api.respond(WebRequest(method: "GET", path: "/api/games", query: ["page": "mine"]))).json["key"] == nil)
        let long = Task { await api.respond(WebRequest(method: "GET", path: "/api/values", query: ["game": "connect4", "page": "mine"])) }
        var running = false
        for _ in 0..<200 where !running {
            try await Task.sleep(for: .milliseconds(20))
            running = api.pages.existing("mine")?.isBusy == true
        }
        #expect(running)
        // Another client: no key, a wrong key, another page's key.
        let other = try #require(decode(await api.respond(WebRequest(method: "GET", path: "/api/games", query: ["page": "theirs"]))).json["key"] as? String)
        for body in ["", "key=", "key=\(String(repeating: "0", count: 32))", "key=\(other)"] {
            let refused = decode(await api.respond(WebRequest(method: "POST", path: "/api/stop", query: ["page": "mine"], body: Array(body.utf8))))
            #expect(refused.status == 403, "\(body)")
            #expect((refused.json["error"] as? String)?.hasPrefix("page mine was opened by another client") == true, "\(body)")
        }
        #expect(api.pages.existing("mine")?.isBusy == true)
        let stop = decode(await api.respond(WebRequest(method: "POST", path: "/api/stop", query: ["page": "mine"], body: Array("key=\(key)\n".utf8))))
        #expect(stop.status == 200)
        #expect(stop.json["stopped"] as? Bool == true)
        #expect(decode(await long.value).status == 409)
        // A page that is not open has nothing to stop: no key is asked.
        #expect(decode(await api.respond(WebRequest(method: "POST", path: "/api/stop", query: ["page": "nowhere"]))).json["stopped"] as? Bool == false)
    }

    @Test func withoutKeys_answersCarryNone_andAStopNeedsNone() async {
        let api = WebAPI(options: testOptions(), pages: 1, keys: false)
        #expect(decode(await api.respond(WebRequest(method: "GET", path: "/api/position"))).json["key"] == nil)
        let stop = decode(await api.respond(WebRequest(method: "POST", path: "/api/stop")))
        #expect(stop.status == 200)
        #expect(stop.json["stopped"] as? Bool == false)
    }

    @Test func pages_beyondTheLimit_dropTheOneUnusedLongest() async {
        let api = WebAPI(options: testOptions(), pages: 2)
        for page in ["a", "b", "c"] {
            #expect(decode(await api.respond(WebRequest(method: "GET", path: "/api/position", query: ["page": page]))).status == 200)
        }
        #expect(api.pages.existing("a") == nil)
        #expect(api.pages.existing("b") != nil)
        #expect(api.pages.existing("c") != nil)
    }

    @Test func open_givesTheGamesOfARecordFile_andTheErrorsOfTheOthers() async throws {
        let broken = "(;GM[Othello]PB[x]PW[y]BO[8 \(RecordSamples.standardBoard) *]B[f5]W[a1];)\n"
        let text = RecordSamples.wholeGameGGF + broken
        let ggf = decode(await api.respond(WebRequest(method: "POST", path: "/api/open", query: ["name": "night.ggf"], body: Array(text.utf8))))
        #expect(ggf.status == 200)
        let games = try #require(ggf.json["games"] as? [[String: Any]])
        #expect(games.count == 1)
        #expect(games.first?["moves"] as? [String] == RecordSamples.wholeGame)
        #expect(games.first?["black"] as? String == "alice")
        let errors = try #require(ggf.json["errors"] as? [String])
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("game 2, move 2:") == true)
        let bytes = RecordSamples.wthor([["f5", "d6"], ["f5", "f6", "e6"]])
        let wthor = decode(await api.respond(WebRequest(method: "POST", path: "/api/open", query: ["name": "base.wtb"], body: bytes)))
        #expect((wthor.json["games"] as? [[String: Any]])?.map { $0["moves"] as? [String] ?? [] } == [["f5", "d6"], ["f5", "f6", "e6"]])
        #expect(decode(await api.respond(WebRequest(method: "POST", path: "/api/open", query: ["name": "p.obf"]))).status == 400)
        #expect(decode(await api.respond(WebRequest(method: "POST", path: "/api/open"))).status == 400)
    }

    @Test func aRulesFile_offersItsGame_toEveryPage() async throws {
        var options = testOptions()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        options.ruleFiles = [root.appendingPathComponent("puzzles/rules/block-tictactoe.rules").path]
        let api = WebAPI(options: options, pages: 2)
        let games = decode(await api.respond(WebRequest(method: "GET", path: "/api/games", query: ["page": "a"])))
        #expect((games.json["games"] as? [[String: Any]])?.contains { $0["name"] as? String == "block-tictactoe" } == true)
        let position = decode(await api.respond(WebRequest(method: "GET", path: "/api/values",
            query: ["game": "block-tictactoe", "moves": "b2.a1", "page": "b"])))
        #expect(position.status == 200)
        #expect((position.json["values"] as? [[String: Any]])?.count == 7)
    }

    /// Odd requests of every kind: each gets an answer with a status the API documents and a
    /// JSON object, never a crash (docs/serve.md, "Errors").
    @Test func oddRequests_getADocumentedStatus_andJSON() async throws {
        var choice = SeededChoice(seed: 7)
        let paths = ["/api/games", "/api/position", "/api/solve", "/api/values", "/api/threats", "/api/explain",
            "/api/engine", "/api/path", "/api/progress", "/api/stop", "/api/open", "/api/", "/", "/api/values/x"]
        let words = ["tictactoe", "connect4-4x4", "hexapawn", "peg-triangle", "reversi-4x4", "", " ", "a1", "4", "d2-d4",
            "pass", "9", "-1", "99999999999999999999", "b2.b2", "a1..a2", "\u{0}", "é", "\"", "<svg>", "a1-a3-a5",
            String(repeating: "1.", count: 300), String(repeating: "z", count: 5000)]
        let api = WebAPI(options: testOptions(nodeLimit: 20_000), pages: 3)
        for _ in 0..<400 {
            var query: [String: String] = [:]
            for key in ["game", "moves", "move", "page", "name"] where choice.pick(below: 2) == 0 {
                query[key] = words[choice.pick(below: words.count)]
            }
            let method = choice.pick(below: 4) == 0 ? "POST" : "GET"
            let body = (0..<choice.pick(below: 80)).map { _ in UInt8(truncatingIfNeeded: choice.pick(below: 256)) }
            let path = paths[choice.pick(below: paths.count)]
            let response = await api.respond(WebRequest(method: method, path: path, query: query, body: body))
            #expect([200, 400, 403, 404, 405, 409, 413, 422, 503].contains(response.status), "\(method) \(path) \(query)")
            #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) is [String: Any], "\(method) \(path) \(query)")
        }
    }
}
