import Games
import Language
import ResultCache
import Boards
import Search

extension Session {
    /// The current position's key in the results database: the rule set's full text (flattened,
    /// as `save` writes it, so that any change to a key makes another rule set) and the position
    /// as `print` writes it (board rows and side to move). `nil` when the game in play is not the
    /// rule set now defined under its name (redefined since it was chosen).
    var cacheKey: (rules: String, position: String)? {
        // The results' version comes first: a change to what the solver reports bumps it, so
        // that older results are not served as this version's.
        ruleKey(first: "results \(StoredReport.version)").map { ($0, positionText) }
    }

    /// The rule set in play's full text as a key of the results database, after the line `first`
    /// (what is kept under it, and its version); nil when the game in play was redefined.
    func ruleKey(first: String) -> String? {
        guard plays[play.gameName] === play, let entries = rules.entries(of: play.gameName) else { return nil }
        return ([first] + entries.flatMap(Self.keyLines)).joined(separator: "\n")
    }

    /// The current position as `print` writes it: the board's rows and, in a two-player game,
    /// the side to move; the same text however the position was reached.
    var positionText: String {
        // Where the board does not tell the hands (`mill`), positions that differ in them differ.
        PositionText.text(rows: play.boardRows, toMove: play.isPuzzle ? nil : play.sideToMove,
            hands: play.handsUntold ? play.inHand : nil)
    }

    /// The stored result of the current position, or `nil` (no database, not stored, or the
    /// database failed: the failure is noted in it and the position is solved instead).
    func storedReport() -> SolveReport? {
        guard let cache = options.cache, let key = cacheKey else { return nil }
        let text = cache.noting(or: nil) { () throws(CacheError) in try cache.lookup(rules: key.rules, position: key.position) }
        return text.flatMap { StoredReport(text: $0)?.report(game: play.gameName) }
            ?? storedCensus().flatMap { play.report(from: $0, allMoves: false) }
    }

    /// Keeps a solved result; a failure is noted in the database object, not thrown.
    func store(_ report: SolveReport) {
        // The database holds proven results only: an estimate is answered again each time.
        guard report.isSolved, let cache = options.cache, let key = cacheKey, let text = StoredReport(report).text else {
            releaseClaim()
            return
        }
        cache.noting(or: ()) { () throws(CacheError) in
            try cache.store(rules: key.rules, position: key.position, game: play.gameName, result: text)
        }
    }

    /// True when this session may solve the current position now: the store gave it the
    /// position's claim (always, for an SQLite file), or there is no store, or it failed (then
    /// the position is solved here: an answer is worth more than split work).
    func claim() -> Bool {
        guard let cache = options.cache, let key = cacheKey else { return true }
        return cache.noting(or: true) { () throws(CacheError) in
            try cache.claim(rules: key.rules, position: key.position, game: play.gameName)
        }
    }

    /// Gives the current position's claim back unsolved (a limit, an estimate, Ctrl-C), so that
    /// another process sharing the store may try it.
    func releaseClaim() {
        guard let cache = options.cache, let key = cacheKey else { return }
        cache.noting(or: ()) { () throws(CacheError) in try cache.release(rules: key.rules, position: key.position) }
    }

    /// Solves the current position; when statements use the results database
    /// (`statementsUseCache`), a plain solve is looked up there first and kept there after, and
    /// one with every move's value is answered from a census kept there where it can be.
    /// `limits`: the session's (nil) or a share of them.
    func solveKept(allMoves: Bool, limits: SearchLimits? = nil) throws(SearchStop) -> SolveReport {
        let limits = limits ?? options.limits
        guard options.statementsUseCache else { return try play.solve(limits: limits, allMoves: allMoves) }
        if allMoves {
            if let census = storedCensus(), let report = play.report(from: census, allMoves: true) { return report }
            return try play.solve(limits: limits, allMoves: true)
        }
        if let stored = storedReport() { return stored }
        let report = try play.solve(limits: limits, allMoves: false)
        store(report)
        return report
    }
}
