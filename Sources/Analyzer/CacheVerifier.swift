import Games
import Foundation
import ResultCache
import Search

/// `analyze cache verify`: solves stored positions again, each in a fresh session without the
/// results database, and reports every one whose answer differs from the stored result, so that a
/// result damaged or edited inside the file is found rather than served.
public struct CacheVerifier {
    /// One stored result that was not confirmed.
    public struct Finding: Sendable {
        public var game: String
        public var position: String
        /// Why: `stored win in 5, solved loss in 4`, a limit reached, or a key that does not set up.
        public var reason: String
    }

    public private(set) var agreed = 0
    /// Results stored by an older version of the results (never served, so not checked).
    public private(set) var olderVersion = 0
    /// Opening book scores that `analyze book build --store` keeps (not reports; not checked
    /// here: `analyze bench --set` re-solves a book).
    public private(set) var bookScores = 0
    /// Results whose position could not be solved again within the limits.
    public private(set) var unknown: [Finding] = []
    /// Results that differ from a new solve, or whose key or value do not read back.
    public private(set) var differing: [Finding] = []
    let options: SessionOptions

    /// `options` give the limits and table size of each solve; their database is not used.
    public init(options: SessionOptions) {
        var options = options
        options.cache = nil
        options.statementsUseCache = false
        self.options = options
    }

    /// Checks one stored result.
    public mutating func check(_ entry: StoredResult) {
        var lines = entry.rules.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first == StoreBookScores.keyPrefix {
            bookScores += 1
            return
        }
        if lines.first == Session.censusKeyPrefix {
            checkCensus(entry, rules: Array(lines.dropFirst()))
            return
        }
        if let first = lines.first, let classes = [false, true].first(where: { Session.censusPartKeyPrefix(classes: $0) == first }) {
            checkCensusPart(entry, rules: Array(lines.dropFirst()), classes: classes)
            return
        }
        guard lines.first == "results \(StoredReport.version)" else {
            olderVersion += 1
            return
        }
        lines.removeFirst()
        guard let session = setUp(entry, rules: lines, position: entry.position) else { return }
        guard let stored = StoredReport(text: entry.result) else {
            differing.append(Finding(game: entry.game, position: entry.position, reason: "the stored result does not read back"))
            return
        }
        let solved: SolveReport
        do {
            solved = try session.play.solve(limits: options.limits, allMoves: false)
        } catch {
            unknown.append(Finding(game: entry.game, position: entry.position, reason: "\(error)"))
            return
        }
        if let difference = Self.difference(stored, StoredReport(solved)) {
            differing.append(Finding(game: entry.game, position: entry.position, reason: difference))
        } else {
            agreed += 1
        }
    }

    /// Checks a census kept by `count --values`: makes it again from its start, kept beside it,
    /// and compares every position's value.
    mutating func checkCensus(_ entry: StoredResult, rules: [String]) {
        guard let (stored, start) = Session.censusValues(from: entry.result) else {
            differing.append(Finding(game: entry.game, position: entry.position, reason: "the census kept does not read back"))
            return
        }
        guard let session = setUp(entry, rules: rules, position: start) else { return }
        let made: CensusValues?
        do {
            made = try session.play.census(memory: max(0, options.budget.available), limits: options.limits, keep: true).values
        } catch {
            unknown.append(Finding(game: entry.game, position: entry.position, reason: "\(error)"))
            return
        }
        let again = made.map { "\($0.positions.formatted()) positions" } ?? "no values"
        conclude(entry, agrees: made.map { $0.holdsTheSameValues(as: stored) } ?? false,
            "the census kept (\(stored.positions.formatted()) positions) differs from one made again (\(again))")
    }

    /// Checks a part of a split census (`count --values --split`): makes the census of its start
    /// again, whole, and checks that every position the part holds has the value and class size
    /// found (a part holds only the positions no part before it held).
    mutating func checkCensusPart(_ entry: StoredResult, rules: [String], classes: Bool) {
        guard let stored = Session.censusPart(from: entry.result) else {
            differing.append(Finding(game: entry.game, position: entry.position, reason: "the census part kept does not read back"))
            return
        }
        guard let session = setUp(entry, rules: rules, position: entry.position) else { return }
        let made: CensusValues?
        do {
            let split = try session.play.censusSplit(plies: 0, classes: classes, limits: options.limits)
            made = try split.parts.isEmpty ? nil
                : split.part(0, known: CensusUnion(), memory: max(0, options.budget.available), limits: options.limits).values
        } catch {
            unknown.append(Finding(game: entry.game, position: entry.position, reason: "\(error)"))
            return
        }
        conclude(entry, agrees: made.map { stored.isPart(of: $0) } ?? false,
            "the census part kept (\(stored.positions.formatted()) positions) differs from the census of its start made again")
    }

    /// Counts `entry` as agreeing, or as differing for `reason`.
    private mutating func conclude(_ entry: StoredResult, agrees: Bool, _ reason: String) {
        if agrees {
            agreed += 1
        } else {
            differing.append(Finding(game: entry.game, position: entry.position, reason: reason))
        }
    }

    /// A fresh session with the rule set `rules` (key lines) and the position `position` (as
    /// `print` writes it) set up, or nil with the finding that they do not set up.
    private mutating func setUp(_ entry: StoredResult, rules: [String], position: String) -> Session? {
        let session = Session(options: options)
        let name = "verified"
        var script = ["rules \"\(name)\""] + rules + ["game \(name)", "board"]
        for row in position.split(separator: "\n").map(String.init) {
            script.append(row.hasPrefix("to-move ") ? row : "  " + row)
        }
        if let problem = session.errors(in: script.joined(separator: "\n")) {
            differing.append(Finding(game: entry.game, position: entry.position, reason: "the key does not set up: \(problem)"))
            return nil
        }
        return session
    }

    /// What differs between a stored result and a new one in what a user is told: the value,
    /// the score, the best moves, and a puzzle's verdict and length; `nil` when they agree.
    static func difference(_ stored: StoredReport, _ found: StoredReport) -> String? {
        func value(_ report: StoredReport) -> String {
            if let puzzle = report.puzzle {
                return puzzle.solved ? "solvable in \(puzzle.moves.count) moves" + (puzzle.fewest ? " (fewest)" : "") : "unsolvable"
            }
            return "\(report.outcome) in \(report.remoteness)" + (report.score.map { ", score \($0)" } ?? "")
        }
        let puzzleAgrees = stored.puzzle?.solved == found.puzzle?.solved
            && (stored.puzzle?.fewest != true || stored.puzzle?.moves.count == found.puzzle?.moves.count)
        if stored.puzzle != nil || found.puzzle != nil {
            return puzzleAgrees ? nil : "stored \(value(stored)), solved \(value(found))"
        }
        if value(stored) != value(found) || stored.toMove != found.toMove {
            return "stored \(stored.toMove) to move, \(value(stored)); solved \(found.toMove) to move, \(value(found))"
        }
        if stored.best != found.best {
            return "stored best \(stored.best.joined(separator: " ")), solved best \(found.best.joined(separator: " "))"
        }
        return nil
    }
}

extension Session {
    /// Runs `text`; the first error's message, or `nil`.
    func errors(in text: String) -> String? {
        var first: String?
        run(text, file: "<results database>") { event in
            if case .error(let diagnostic) = event, first == nil { first = diagnostic.message }
        }
        return first
    }
}
