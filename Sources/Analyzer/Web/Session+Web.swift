import Boards
import Games
import Language
import Search

/// The answers of the web API (docs/serve.md), computed by a page's session: each sets up or
/// reads the position in play and gives a JSON object, or a `WebFailure` with its status.
extension Session {
    /// A keyword for the statements the API runs on the user's behalf: errors point at it.
    private static let webWord = Word("serve", at: SourceLocation(file: "<serve>", line: 1, column: 1), line: "serve")

    /// The position `moves` (as `moves` takes them, from the game's start) of `game`.
    func webSetUp(game: String, moves: [String]) throws(WebFailure) {
        let name = Word(game, at: Self.webWord.location, line: game)
        if case .failure(let problem) = execute(Statement(.game(name: name), keyword: name)) {
            throw WebFailure(400, problem.message)
        }
        var texts: [String] = []
        for word in moves { texts += play.split(word) }
        if let (index, error) = play.playAll(texts, fromStart: true) {
            throw WebFailure(400, "move \(index + 1) (\(texts[index])): \(error.message)")
        }
    }

    /// `GET /api/games`: every rule set known, in the order `rules` lists them.
    var webGames: JSON {
        .object([("games", .array(rules.order.map { .object([("name", .string($0))]) }))])
    }

    /// `GET /api/position`: the board as a picture whose cells take clicks, and each legal move
    /// with the cells a click picks it by.
    var webPosition: JSON {
        let sketch = play.sketch
        let names = Set(sketch.spots.map(\.name))
        let legal = play.legalMoves().map { move -> JSON in
            // A move written as cells (`b2`, `d2-d4`) is picked by them; one written otherwise
            // (a column, under gravity) by the cell its piece lands on; `pass` by none.
            let parts = move.split(separator: "-").map(String.init)
            let cells = parts.allSatisfy(names.contains) ? parts
                : play.sketches(along: [move]).first.map { sketch.filled(in: $0) } ?? []
            return .object([("move", .string(move)), ("cells", .array(cells.map { .string($0) }))])
        }
        let view = boardView
        return .object(positionKeys + [
            ("over", .bool(view.result != nil || (play.isPuzzle && legal.isEmpty))),
            ("status", .string(TextRenderer.state(view))),
            ("lines", .array(play.completedLines.map { .array($0.map { .string($0) }) })),
            ("legal", .array(legal)),
            ("gravity", .bool(sketch.style.numbersColumnsBelow)),
            ("threats", .bool(play.hasForks)),
            ("rules", .array(play.ruleSentences.map { .string($0) })),
            ("discs", discCounts),
            ("in_hand", play.inHand.map { .object([("X", .int($0.x)), ("O", .int($0.o))]) } ?? .null),
            ("svg", .string(positionPicture(sketch, notes: [], forPage: true))),
        ])
    }

    /// Each side's pieces on the board where the score is the disc difference (Reversi, `win
    /// most`), as `{"X": 2, "O": 2}`; null elsewhere.
    private var discCounts: JSON {
        guard play.scoreIsMargin else { return .null }
        let cells = play.cells.joined()
        return .object([("X", .int(cells.filter { $0 == "X" }.count)), ("O", .int(cells.filter { $0 == "O" }.count))])
    }

    /// `game`, `moves` and (but for a puzzle) `to_move`.
    private var positionKeys: [(String, JSON)] {
        var pairs: [(String, JSON)] = [("game", .string(play.gameName)), ("moves", .array(play.history.map { .string($0) }))]
        if !play.isPuzzle { pairs.append(("to_move", .string(play.sideToMove.description))) }
        return pairs
    }

    /// `GET /api/solve`: the object `analyze solve --json` writes for the position, named by the
    /// game and the moves; a limit reached gives its `unknown` record, as there.
    func webSolve() throws(WebFailure) -> JSON {
        let name = ([play.gameName] + play.history).joined(separator: " ")
        var record = BatchRecord(name: name, file: "", line: 0)
        do {
            record.report = try searching { limits throws(SearchStop) in try solveKept(allMoves: false, limits: limits) }
        } catch let failure where failure.bound != nil {
            record.game = play.gameName
            record.unknown = failure.bound
        }
        return record.json
    }

    /// `GET /api/values`: every legal move's value for the side to move, as `values` gives them.
    func webValues() throws(WebFailure) -> JSON {
        let report = try searching { limits throws(SearchStop) in try play.solve(limits: limits, allMoves: true) }
        let best = Set(report.best)
        let values = report.moveValues.map { entry -> JSON in
            var pairs: [(String, JSON)] = [("move", .string(entry.move))]
            if report.puzzle != nil {
                pairs += entry.value.outcome == .win
                    ? [("value", .string("solvable")), ("jumps", .int(entry.value.remoteness))] : [("value", .string("dead"))]
            } else {
                // A move's estimate comes from one ply less deep than the position's (as `values` says).
                pairs += JSON.valueKeys(entry.value, estimateDepth: report.estimateDepth.map { max(0, $0 - 1) },
                    playouts: report.playouts)
            }
            pairs.append(("best", .bool(best.contains(entry.move))))
            return .object(pairs)
        }
        return .object(positionKeys + [
            ("exact", .bool(report.estimateDepth == nil)), ("values", .array(values)),
            ("best", .array(report.best.map { .string($0) })),
            ("pv", .array(report.principalVariation.map { .string($0.move) })),
            ("nodes", .int(Int(clamping: report.stats.nodes))),
            ("seconds", .double((report.stats.seconds * 1e6).rounded() / 1e6)),
        ])
    }

    /// `GET /api/threats`: each player's threats, the forks, and the `--threats` picture.
    func webThreats() throws(WebFailure) -> JSON {
        guard play.hasForks else { throw WebFailure(400, "\(play.gameName) has no threats, so no forks") }
        let threats = play.threats().map { list -> JSON in
            .object([("player", .string(list.player.description)), ("cells", .array(list.cells.map { .string($0) })),
                ("playable", .array(list.playable.map { .string($0) }))])
        }
        let picture: String
        do { picture = try svg(.threats, option: nil, keyword: Self.webWord) } catch { throw WebFailure(400, error.message) }
        return .object([("threats", .array(threats)), ("forks", .array(play.forks().map { .string($0) })),
            ("svg", .string(picture))])
    }

    /// `GET /api/explain`: why `move` is legal and what it does, or why it is not.
    func webExplain(_ move: String) -> JSON {
        let legal = if case .success(let normal) = play.normalize(move) { play.legalMoves().contains(normal) } else { false }
        return .object([("move", .string(move)), ("legal", .bool(legal)),
            ("explanation", .array(play.explain(move).map { .string($0) }))])
    }

    /// `GET /api/engine`: the move the engine plays here (the first best move), with its value.
    func webEngine() throws(WebFailure) -> JSON {
        guard play.result == nil, !play.legalMoves().isEmpty else {
            throw WebFailure(400, "the game is over: \(TextRenderer.state(boardView)); the engine has no move")
        }
        let answer = try searching { limits throws(SearchStop) in try play.bestMoves(limits: limits, firstOnly: true) }
        guard let move = answer.best.first else { throw WebFailure(400, "the engine has no move here") }
        var pairs: [(String, JSON)] = [("move", .string(move))]
        if play.isPuzzle {
            pairs += [("value", .string(answer.value.outcome == .win ? "solvable" : "dead")), ("exact", .bool(true)),
                ("remoteness", .int(answer.value.remoteness))]
        } else {
            var keys = JSON.valueKeys(answer.value, estimateDepth: answer.estimateDepth, playouts: answer.playouts)
            // An exact value says so right after it, as an estimate says "exact": false.
            if answer.estimateDepth == nil && answer.playouts == nil { keys.insert(("exact", .bool(true)), at: 1) }
            pairs += keys
        }
        return .object(pairs)
    }

    /// `GET /api/path`: the `--path` picture, the solution or principal variation move by move.
    func webPath() throws(WebFailure) -> JSON {
        let picture = try searching { _ throws(SearchStop) -> Result<String, Diagnostic> in
            Result { () throws(Diagnostic) in try svg(.path, option: nil, keyword: Self.webWord) }
        }
        switch picture {
        case .success(let svg): return .object([("svg", .string(svg))])
        case .failure(let problem):
            if options.stop.isRaised { throw Self.stopped }
            throw WebFailure(422, problem.message)
        }
    }

    private static var stopped: WebFailure { WebFailure(409, "stopped", extra: [("stopped", .bool(true))]) }

    /// Runs a search as a statement runs one: the stop flag lowered, the progress begun, the
    /// time limit from now; a search stopped answers 409, a limit reached 422 with the bound.
    private func searching<T>(_ body: (SearchLimits) throws(SearchStop) -> T) throws(WebFailure) -> T {
        defer { options.progress?.stage = "" }
        do {
            return try asAStatement { () throws(SearchStop) in try body(options.limits) }
        } catch .interrupted {
            throw Self.stopped
        } catch .nodeLimit(let nodes) {
            throw WebFailure(limit: "node limit of \(nodes) reached")
        } catch .timeLimit {
            throw WebFailure(limit: "time limit of \(options.timeLimit.map { "\($0)" } ?? "?") s reached")
        } catch {
            throw WebFailure(422, "search stopped: \(error)")
        }
    }
}
