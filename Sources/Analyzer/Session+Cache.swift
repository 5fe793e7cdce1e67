import Games
import Language
import ResultCache

extension Session {
    /// The current position's key in the results database: the rule set's full text (flattened,
    /// as `save` writes it, so that any change to a key makes another rule set) and the position
    /// as `print` writes it (board rows and side to move). `nil` when the game in play is not the
    /// rule set now defined under its name (redefined since it was chosen).
    var cacheKey: (rules: String, position: String)? {
        guard plays[play.gameName] === play, let entries = rules.entries(of: play.gameName) else { return nil }
        let ruleText = entries.flatMap(Self.keyLines).joined(separator: "\n")
        var position = play.boardRows
        if !play.isPuzzle { position.append("to-move \(play.sideToMove.symbol)") }
        return (ruleText, position.joined(separator: "\n"))
    }

    /// The stored result of the current position, or `nil` (no database, not stored, or the
    /// database failed: the failure is noted in it and the position is solved instead).
    func storedReport() -> SolveReport? {
        guard let cache = options.cache, let key = cacheKey else { return nil }
        do {
            guard let text = try cache.lookup(rules: key.rules, position: key.position) else { return nil }
            return StoredReport(text: text)?.report(game: play.gameName)
        } catch {
            cache.note(error)
            return nil
        }
    }

    /// Keeps a solved result; a failure is noted in the database object, not thrown.
    func store(_ report: SolveReport) {
        guard let cache = options.cache, let key = cacheKey, let text = StoredReport(report).text else { return }
        do {
            try cache.store(rules: key.rules, position: key.position, game: play.gameName, result: text)
        } catch {
            cache.note(error)
        }
    }
}
