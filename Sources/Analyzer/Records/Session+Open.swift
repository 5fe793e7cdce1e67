import Language

extension Session {
    /// `open "FILE" [N]`: game N (the first when not given) of a GGF or WTHOR record file, set up
    /// as `game`, `board` and `moves` would, with every move played: `undo` steps back
    /// through it, `redo` forward, and `review` reviews it. A game at fault is refused with its
    /// error; the file's other games may still be opened.
    func openRecord(_ path: Word, game number: Word?, folder: String) throws(Diagnostic) -> Reply {
        let resolved = SourceFiles.resolve(path.text, from: folder)
        if options.confineLoads, !startingUp {
            if loading.isEmpty { scriptFolder = folder }
            try confine(path, resolved)
        }
        var wanted = 1
        if let number {
            guard number.text.allSatisfy({ $0.isASCII && $0.isNumber }), let given = Int(number.text), given >= 1 else {
                throw number.error("expected the number of a game, from 1, as in: open \"games.ggf\" 2")
            }
            wanted = given
        }
        let file: RecordFile
        do throws(SourceFiles.ReadError) {
            file = try RecordFiles.read(resolved)
        } catch {
            throw path.error("cannot read '\(path.text)': \(error.reason)")
        }
        if let fault = file.errors.first(where: { $0.game == wanted || $0.game == 0 }) {
            // A text file's error points into it; a binary one's is said at the statement.
            throw fault.diagnostic ?? path.error("'\(path.text)', byte \(fault.byte ?? 0): \(fault.message)")
        }
        guard let record = file.games.first(where: { $0.number == wanted }) else {
            let count = file.games.count + file.errors.filter { $0.game > 0 }.count
            throw (number ?? path).error("'\(path.text)' has no game \(wanted): it holds \(count) \(count == 1 ? "game" : "games")")
        }
        var failure: Diagnostic?
        run(record.statements, file: "<game \(record.number)>") { event in
            if case .error(let problem) = event, failure == nil { failure = problem }
        }
        if let failure { throw failure }
        let who = [record.black, record.white].compactMap { $0 }
        let players = who.count == 2 ? " (\(who[0]) - \(who[1]))" : ""
        let moves = "\(record.moves.count) \(record.moves.count == 1 ? "move" : "moves")"
        return .text("opened game \(wanted) of \(path.text)\(players): \(moves) played; undo steps back, redo forward")
    }
}
