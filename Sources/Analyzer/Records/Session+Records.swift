import Language

extension Session {
    /// `review` of one game of a record file: the game is set up from its start and moves (as
    /// `game`, `board`, `to-move` and `moves` would, in the game record files are written in),
    /// then reviewed as `review` reviews a game played in the session. The failure is the first
    /// error of those statements.
    public func review(_ record: GameRecord) -> Result<ReviewReport, Diagnostic> {
        var report: ReviewReport?
        var failure: Diagnostic?
        run(record.statements + "\nreview", file: "<game \(record.number)>") { event in
            switch event {
            case .reply(.review(let made, _), _): report = made
            case .error(let problem): if failure == nil { failure = problem }
            default: break
            }
        }
        if let report { return .success(report) }
        return .failure(failure ?? Diagnostic(.error, "game \(record.number) was not reviewed",
            at: SourceLocation(file: "<game \(record.number)>", line: 1, column: 1), line: ""))
    }

    /// Every game of a record file reviewed, in order: each review or error is passed to `emit`
    /// as it comes. Stops after a review that was interrupted. False when some game could not
    /// be read or reviewed.
    public func reviewRecords(_ path: String, emit: (RecordReviewEvent) -> Void) -> Bool {
        let file: RecordFile
        do throws(SourceFiles.ReadError) {
            file = try RecordFiles.read(path)
        } catch {
            emit(.error("\(path): cannot read: \(error.reason)"))
            return false
        }
        if file.games.isEmpty, file.errors.isEmpty {
            emit(.error("\(path): no games in it (a GGF game starts with '(;', a WTHOR file ends in .wtb)"))
            return false
        }
        // Readable games and errors in file order, so that an error shows where it is.
        var errors = file.errors
        var ok = errors.isEmpty
        for record in file.games {
            while let first = errors.first, first.game < record.number {
                emit(.error(first.rendered))
                errors.removeFirst()
            }
            switch review(record) {
            case .success(let report):
                emit(.review(file: path, record: record, report: report))
                if report.stopped != nil { return false }
            case .failure(let problem):
                ok = false
                emit(.error("\(path): game \(record.number): \(problem.message)"))
            }
        }
        for error in errors { emit(.error(error.rendered)) }
        return ok
    }
}

/// What `reviewRecords` reports, one game at a time.
public enum RecordReviewEvent: Sendable {
    /// A game reviewed.
    case review(file: String, record: GameRecord, report: ReviewReport)
    /// A game (or the file) that could not be read or reviewed, rendered.
    case error(String)

    /// As text: a heading naming the game, then the review as `review` prints it.
    public var text: String {
        switch self {
        case .review(let file, let record, let report):
            let players = [record.black, record.white].compactMap { $0 }
            let who = players.count == 2 ? " (\(players[0]) - \(players[1]))" : ""
            return "\(file): game \(record.number)\(who)\n" + TextRenderer.review(report)
        case .error(let text):
            return text
        }
    }

    /// As one JSON object: `file`, `record` (the game's number), `black` and `white` when known,
    /// and `review` (as `review --json` writes it); `nil` for an error.
    public var json: JSON? {
        guard case .review(let file, let record, let report) = self else { return nil }
        var pairs: [(String, JSON)] = [("file", .string(file)), ("record", .int(record.number))]
        if let black = record.black { pairs.append(("black", .string(black))) }
        if let white = record.white { pairs.append(("white", .string(white))) }
        pairs.append(("review", report.json))
        return .object(pairs)
    }
}
