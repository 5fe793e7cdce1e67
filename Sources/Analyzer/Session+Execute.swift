import Boards
import Games
import Language
import Search

extension Session {
    /// Runs one statement. `folder` is where relative `load` paths start.
    /// After an error the session is as it was before the statement. A rule definition still
    /// open ends here when the statement is not one of its keys; callers that want its error
    /// reported apart from the statement's call `finishDraft()` first (as `run` does).
    public func execute(_ statement: Statement, folder: String = ".") -> Result<Reply, Diagnostic> {
        // A rule definition ends at the first statement that is not one of its keys.
        if case .ruleKey = statement.kind {
            guard draft != nil else {
                return .failure(statement.keyword.error(
                    "'\(statement.keyword.text)' is a rule key; start a rule definition first, as in: rules \"my-game\""))
            }
            if checksKeysAsTyped, let problem = draft?.addChecked(statement, against: rules) {
                return .failure(problem)
            }
            if !checksKeysAsTyped { _ = draft?.add(statement) }
            return .success(.done)
        }
        if let problem = finishDraft() { return .failure(problem) }
        do {
            return .success(try asAStatement { () throws(Diagnostic) in try run(statement, folder: folder) })
        } catch {
            return .failure(error)
        }
    }

    /// Runs `body` as every statement runs, typed, in a script or asked by the page: with the
    /// stop flag lowered, the time limit counted from now, the progress begun.
    func asAStatement<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        // A Ctrl-C pressed before this statement (at the prompt, say) must not stop its search;
        // in a run that Ctrl-C ends, it stays raised for every worker to see.
        if !options.interruptEndsRun { options.stop.lower() }
        // The time limit bounds the statement as a whole; a script's statements (`run`) each
        // get their own.
        let outer = options.statementDeadline
        options.statementDeadline = options.timeLimit.map { SearchLimits(seconds: $0, stop: nil).deadline } ?? nil
        defer { options.statementDeadline = outer }
        // What the last statement's searches published (their result, their nodes) is not this
        // statement's: a progress line shows only the search running.
        options.progress?.begin()
        return try body()
    }

    /// Compiles a rule definition being written, if any; the first problem, if it failed.
    public func finishDraft() -> Diagnostic? {
        guard let open = draft else { return nil }
        draft = nil
        // A rule set defined again must not keep the game compiled from its old definition.
        dropPlay(named: open.name.text)
        return open.finish(into: &rules).first
    }

    /// `undo`: takes back the last move, and with the engine on its answer too, naming both.
    private func undoMove(_ keyword: Word) throws(Diagnostic) -> Reply {
        let before = play.history
        guard play.undo() else { throw keyword.error("nothing to undo: no move has been played since the position's start") }
        undoEngineAnswer()
        let taken = before.dropFirst(play.history.count)
        return .text("took back \(taken.joined(separator: " ")); \(movesLeft)")
    }

    private func run(_ statement: Statement, folder: String) throws(Diagnostic) -> Reply {
        let keyword = statement.keyword
        // A position set up before any `game` is of the game in play: its name is that game's.
        if Self.setsUpAPosition(statement.kind), positionGame == nil { positionGame = play.gameName }
        switch statement.kind {
        case .position(let name):
            startPosition(named: name.text)
            return .done
        case .game(let name):
            return try chooseGame(name)
        case .boardDiagram(let rows):
            return try setBoard(BoardText(diagram: rows, anchor: keyword))
        case .boardLine(let word):
            let size = boardSize
            return try setBoard(BoardText(line: word, width: size.width, height: size.height))
        case .toMove(let player, let word):
            if let error = play.setMover(player) { throw word.error(error.message) }
            return .done
        case .inHand(let x, let o, let word):
            if let error = play.setHands(PiecesInHand(x: x, o: o)) { throw word.error(error.message) }
            return .done
        case .moves(let words):
            return try playMoves(words, fromStart: true)
        case .play(let word):
            _ = try playMoves([word], fromStart: false)
            return try engineAnswer(keyword) ?? .done
        case .undo:
            return try undoMove(keyword)
        case .redo:
            guard play.redo() else { throw keyword.error("nothing to redo: no move has been undone") }
            return .text("played \(play.history.last ?? "") again; \(movesLeft)")
        case .show:
            return .board(boardView)
        case .print:
            return .text(printedPosition)
        case .legal:
            return .moves(title: "legal", play.legalMoves())
        case .explain(let word):
            return .text(play.explain(word.text).joined(separator: "\n"))
        case .solve(let fewestMoves):
            return .solution(try fewestMoves ? solveFewest(keyword) : solve(keyword))
        case .best:
            // A puzzle's best jumps are all those after which the goal stays reachable.
            let report = try solve(keyword, allMoves: play.isPuzzle)
            let title = report.estimateDepth.map { "best (by an estimate: depth \($0), not exact)" } ?? "best"
            return .moves(title: title, report.best)
        case .pv:
            return .principalVariation(try solve(keyword))
        case .values:
            return .values(try values(keyword))
        case .forks:
            guard play.hasForks else { throw keyword.error("\(play.gameName) has no threats, so no forks") }
            return .moves(title: "forks", play.forks())
        case .threats:
            guard play.hasForks else { throw keyword.error("\(play.gameName) has no threats") }
            return .threats(play.threats())
        case .count(let values, let split):
            if let split { return try census(keyword, split: split) }
            return values ? try census(keyword) : try count(keyword)
        case .nimber:
            return .nimber(try nimber(keyword))
        case .outcome:
            return .outcome(try outcome(keyword))
        case .help(let topic):
            return .text(try help(topic))
        case .quit:
            return .quit
        case .load(let path):
            return try load(path, folder: folder)
        case .open(let path, let game):
            return try openRecord(path, game: game, folder: folder)
        case .runScript(let path):
            // `Session.run` runs scripts with their answers; a lone statement has nowhere to show them.
            throw path.error("run \"FILE\" works at the prompt and in scripts, not here")
        case .save(let path):
            return try save(to: path)
        case .export(let picture, let option, let path):
            return try export(picture, option: option, to: path, keyword: keyword)
        case .history:
            return .moves(title: "history", play.history)
        case .rules(let name):
            guard let name else { return .text(rulesText) }
            draft = RuleDraft(name: name, statement: statement)
            return .done
        case .ruleKey:
            return .done
        case .expect(let expectation):
            return .expectation(try check(expectation, at: keyword))
        case .engine(let sides, let seed):
            return try setEngine(sides, seed: seed, at: keyword)
        case .book(let on):
            options.useBook = on
            for game in plays.values { game.useBook(on) }
            return .text("opening book \(on ? "on" : "off")")
        case .review(let json):
            return .review(try review(keyword), json: json)
        case .proof(let depth):
            return .proof(try proof(depth: depth, at: keyword))
        }
    }

    /// `X to move after 3 moves`, or the end of the game, after undo or redo.
    private var movesLeft: String {
        let count = play.history.count
        let after = count == 0 ? "at the start" : "after \(count) \(count == 1 ? "move" : "moves")"
        if play.isPuzzle { return after }
        return play.result == nil ? "\(play.sideToMove) to move \(after)" : "the game is over \(after)"
    }

    /// The board's width and height, read off the current game.
    private var boardSize: (width: Int, height: Int) {
        let cells = play.cells
        return (cells.first?.count ?? 0, cells.count)
    }

    private func setBoard(_ text: BoardText) throws(Diagnostic) -> Reply {
        if let error = play.setBoard(DrawnBoard(cells: text.cells, drawnRows: text.drawnRows)) { throw text.diagnostic(error) }
        return .done
    }

    /// Plays written moves all or none; on an error, points at the move at fault.
    private func playMoves(_ words: [Word], fromStart: Bool) throws(Diagnostic) -> Reply {
        // Each move with the word it came from and its offset there (`4453` holds four).
        var moves: [(text: String, word: Word, offset: Int)] = []
        for word in words {
            let parts = play.split(word.text)
            var offset = 0
            for part in parts {
                moves.append((part, word, parts.count > 1 ? offset : 0))
                offset += part.count
            }
        }
        if let (index, error) = play.playAll(moves.map(\.text), fromStart: fromStart) {
            throw moves[index].word.error(error.message, offset: moves[index].offset)
        }
        return .done
    }

    func solve(_ keyword: Word, allMoves: Bool = false) throws(Diagnostic) -> SolveReport {
        do {
            return try solveKept(allMoves: allMoves)
        } catch {
            // What the search proved before it stopped, where it narrows the value step by step.
            let proved = options.progress?.proved ?? ""
            let kept = proved.isEmpty ? "" : "; proved before the stop: \(play.sideToMove) has \(proved)"
            throw keyword.error("search stopped: \(error)\(kept); the session is unchanged")
        }
    }

    /// A puzzle's solution with the fewest moves, or an error at the statement.
    func solveFewest(_ keyword: Word) throws(Diagnostic) -> SolveReport {
        do {
            return try play.solveFewest(limits: options.limits)
        } catch {
            throw keyword.error("search stopped: \(error); the session is unchanged")
        }
    }

    var boardView: BoardView {
        BoardView(name: positionName, game: play.gameName, diagram: play.diagram, toMove: play.sideToMove,
            result: play.result, puzzleStatus: play.puzzleStatus, history: play.history, inHand: play.inHand)
    }

    private var rulesText: String {
        let title = rules.entries(of: play.gameName)?.last(where: { $0.key == "title" })?.arguments.joined(separator: " ")
        let heading = title.map { "\(play.gameName) (\($0)):" } ?? "\(play.gameName):"
        return ([heading] + play.ruleSentences.map { "  " + $0 }).joined(separator: "\n")
    }
}

extension Session {
    /// Chooses the game called `name`, as `game NAME` does (for tools that drive a session).
    public func execute(game name: String) -> Result<Reply, Diagnostic> {
        let word = Word(name, at: SourceLocation(file: "<command line>", line: 1, column: 1), line: name)
        return execute(Statement(.game(name: word), keyword: word))
    }
}
