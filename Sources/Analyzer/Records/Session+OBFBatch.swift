import Games
import Language

extension Session {
    /// Solves the positions of an OBF file's lines (`OBFReader.lines`) as `solveBatch` solves the
    /// named positions of a script: each line is a position of the game record files are written in, its
    /// record named `FILE:LINE`; a line at fault is an error record at its place, and the other
    /// lines still run. Where a line has `move:score` fields, they are held against the value
    /// found (`BatchRecord.check`, or `unchecked` when the value is not exact). With `part`, only
    /// that share of the records is solved and handed to `each`; the count returned is still
    /// every record's.
    @discardableResult
    public func solveOBF(_ lines: [OBFLine], file: String, part: BatchPart? = nil, each: (BatchRecord) -> Void) -> Int {
        var batch = BatchProgress(file: file, part: part)
        for line in lines {
            if batch.quit { break }
            let name = "\(file):\(line.number)"
            let position: OBFPosition
            switch line.position {
            case .success(let read):
                position = read
            case .failure(let problem):
                emit(BatchRecord(name: name, file: file, line: line.number, error: problem), &batch, each: each)
                continue
            }
            let place = Word(line.text, at: SourceLocation(file: file, line: line.number, column: 1), line: line.text)
            batch.open = BatchRecord(name: name, file: file, line: line.number)
            batch.openKeyword = place
            // Each line stands alone: another part's line is counted, not set up.
            if batch.part?.takes(batch.records) ?? true, let problem = setUp(position, named: name, at: place) {
                batch.open?.error = problem
            }
            flush(&batch) { record in
                var record = record
                if let report = record.report { record.check = position.check(report) }
                record.unchecked = !position.scores.isEmpty && record.check == nil && !record.failed
                each(record)
            }
        }
        return batch.records
    }

    /// Sets `position` up as `game`, `board` and `to-move` do, in the game record files are
    /// written in; an error (the reader has checked the line, so none is expected) is put at the line.
    private func setUp(_ position: OBFPosition, named name: String, at place: Word) -> Diagnostic? {
        let game = StandardGames.records ?? ""
        let text = "game \(game)\nboard \"\(position.board.cells)\"\nto-move \(position.board.toMove)"
        let parsed = Parser.parse(text, file: place.location.file, rules: Families.vocabulary)
        if let problem = parsed.diagnostics.first { return place.error(problem.message) }
        for statement in parsed.statements {
            if case .failure(let problem) = execute(statement) { return place.error(problem.message) }
        }
        positionName = name
        return nil
    }
}
