import Boards
import Foundation
import Games
import ResultCache
@testable import Search
import Testing

@testable import Analyzer

/// A census's values kept in the results database (`count --values` at the prompt) answer later
/// questions: every position it holds gets the report a search gives, and a batch run and the
/// prompt serve them; scripts and other rule sets do not.
@Suite struct CensusStoreTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The census of the position `script` sets up, its values, and the session.
    func values(_ script: String) throws -> (CensusValues, Session) {
        let session = makeSession()
        #expect(session.errors(script).isEmpty, "\(script)")
        let census = try session.play.census(memory: 1 << 30, limits: SearchLimits(), keep: true)
        return (try #require(census.values, "\(script): no values kept"), session)
    }

    /// Calls `body` once in each position reachable from `play`'s, each set up in `play`.
    func eachPosition(_ play: any Play, _ body: () throws -> Void) throws {
        var seen: Set<[String]> = []
        func walk() throws {
            guard seen.insert(play.boardRows + ["\(play.sideToMove)"]).inserted else { return }
            try body()
            for move in play.legalMoves() {
                #expect(play.playAll([move], fromStart: false) == nil)
                try walk()
                #expect(play.undo())
            }
        }
        try walk()
    }

    @Test func valuesReadBackFromTheirBytes_andDamagedBytesAreRefused() throws {
        for script in ["game tictactoe", "game hexapawn", "game connect4-4x4\nmoves 1 2 3 4 1 2"] {
            let (values, _) = try values(script)
            let bytes = values.bytes
            let read = try #require(CensusValues(bytes: bytes), "\(script)")
            #expect(read.keys == values.keys && read.classes == values.classes && read.positions == values.positions)
            #expect(read.bytes == bytes)
            #expect(CensusValues(bytes: Array(bytes.dropLast())) == nil)
            var otherLayout = bytes
            otherLayout[2] = CensusValues.weightedLayout + 1
            #expect(CensusValues(bytes: otherLayout) == nil)
            // The first two keys swapped: out of order.
            let width = Int(bytes[3])
            var swapped = bytes
            let keys = CensusValues.header
            swapped.replaceSubrange(keys ..< keys + 2 * width,
                with: Array(bytes[keys + width ..< keys + 2 * width]) + Array(bytes[keys ..< keys + width]))
            #expect(CensusValues(bytes: swapped) == nil)
            var noValue = bytes
            noValue[bytes.count - 1] = 0
            noValue[bytes.count - 2] = 0
            #expect(CensusValues(bytes: noValue) == nil)
        }
    }

    /// Every position the census reaches, from the start, is answered from the values as `solve`
    /// answers it: the same value, score, best moves and every move's value, and a line of best
    /// moves as long as the remoteness. Draws (tic-tac-toe's), wins and losses, symmetric classes (tic-tac-toe,
    /// Connect 4's mirror) and positions one by one (after an off-centre move).
    @Test(arguments: ["game tictactoe", "game tictactoe-misere\nmoves b1", "game hexapawn", "game connect4-4x4\nmoves 1 2 3 4"])
    func everyPosition_isAnsweredAsSolveAnswersIt(script: String) throws {
        let (values, session) = try values(script)
        let play = session.play
        var answered = 0
        try eachPosition(play) {
            let solved = try play.solve(limits: SearchLimits(), allMoves: true)
            if play.result == nil {
                let report = try #require(play.report(from: values, allMoves: true), "\(script): \(play.boardRows)")
                #expect(report.moveValues.map { "\($0.move) \($0.value) \($0.value.score ?? 0)" }
                    == solved.moveValues.map { "\($0.move) \($0.value) \($0.value.score ?? 0)" })
                answered += 1
                #expect(report.value == solved.value && report.best == solved.best, "\(script): \(play.boardRows)")
                #expect(report.principalVariation.count == solved.value.remoteness)
                #expect(report.principalVariation.first.map { report.best.contains($0.move) } ?? false)
                #expect(report.fromCensus && report.stats.nodes == UInt64(values.positions))
            } else {
                #expect(play.report(from: values, allMoves: false) == nil)
            }
        }
        #expect(answered > 0)
    }

    /// Where the values would not say what `solve` says, the position is searched instead: a draw
    /// whose length the rules do not fix (hexapawn where a side without a move draws: `solve`
    /// counts its own line, a census the fastest), and a game scored by a margin.
    @Test func drawsOfNoFixedLength_andMarginScores_areLeftToTheSearch() throws {
        let (drawn, session) = try values("rules \"stuck-draw\"\nextends hexapawn\nno-move draw\ngame stuck-draw")
        let play = session.play
        var draws = 0
        try eachPosition(play) {
            guard play.result == nil else { return }
            let solved = try play.solve(limits: SearchLimits(), allMoves: false)
            if solved.value.outcome == .draw {
                draws += 1
                #expect(play.report(from: drawn, allMoves: false) == nil, "\(play.boardRows)")
            } else {
                #expect(play.report(from: drawn, allMoves: false)?.value == solved.value, "\(play.boardRows)")
            }
        }
        #expect(draws > 0)

        let (margin, scored) = try values("rules \"most\"\nfamily block\nboard 3 x 2\nmove place\nwin most\nno-move pass\ngame most")
        #expect(scored.play.scoreIsMargin && scored.play.report(from: margin, allMoves: false) == nil)
    }

    @Test func atThePrompt_theCensusIsKept_andAnswersSolve_butNotAScriptOrAnotherRuleSet() throws {
        let database = try BatchCacheTests.Database()
        var options = SessionOptions()
        options.cache = database.cache
        options.statementsUseCache = true
        // A session that found no census does not look again: one kept later by another session
        // is not seen by it (a session that keeps one sees its own).
        let early = Session(options: options)
        #expect(early.output("game tictactoe\nmoves b2 a3\nsolve").last?.contains("from a census") == false)
        let first = Session(options: options)
        let kept = first.output("game tictactoe\ncount --values")
        #expect(kept.contains { $0.contains("the census's 5,478 values are kept in the results database") }, "\(kept)")
        // A second census of as many positions or fewer keeps the first.
        let again = first.output("moves a1\ncount --values")
        #expect(again.contains { $0.contains("keeps a census of this rule set with 5,478 positions already") }, "\(again)")

        // The census a session holds is reserved in the memory budget until the session ends.
        let before = options.budget.used
        var holding: Session? = Session(options: options)
        let later = holding?.output("game tictactoe\nmoves b2 a1\nsolve") ?? []
        #expect(options.budget.used >= before + 765 * 10)
        holding = nil
        #expect(options.budget.used == before)
        #expect(later.last?.hasPrefix("draw in 7") == true, "\(later)")
        #expect(later.last?.contains("search      from a census in the results database (5,478 positions valued in ") == true)
        #expect(early.output("undo\nmoves c3\nsolve").last?.contains("from a census") == false)
        #expect(try database.cache.stats().results == 3)
        // Every move's value too, with no search (the solver has visited no node).
        let valuing = Session(options: options)
        let values = valuing.output("game tictactoe\nmoves b2 a1\nvalues")
        #expect(values.last?.contains("a2  draw in 7  (best)") == true, "\(values)")
        #expect(valuing.play.searchStats.nodes == 0)

        // Without room in the memory budget to hold the census, the position is searched.
        let crowded = Session(options: options)
        _ = crowded.output("game tictactoe\nmoves b2 c1")
        #expect(crowded.options.budget.reserve(crowded.options.budget.available))
        let searched = crowded.output("solve")
        #expect(searched.last?.hasPrefix("draw in 7") == true && searched.last?.contains("from a census") == false, "\(searched)")
        crowded.options.budget.release(crowded.options.budget.used)

        // A batch run answers from it too, and says so.
        let records = database.records("position \"p\"\ngame tictactoe\nmoves b2 a1")
        #expect(records.first?.cached == true && records.first?.report?.fromCensus == true)
        #expect(records.first?.report.map { "\($0.value)" } == "draw in 7")

        // A script searches; another rule set (a misère game) has no census.
        options.statementsUseCache = false
        let script = Session(options: options).output("game tictactoe\nmoves b2 a1\nsolve")
        #expect(script.last?.contains("from a census") == false)
        options.statementsUseCache = true
        let misere = Session(options: options).output("game tictactoe-misere\nmoves b2 a1\nsolve")
        #expect(misere.last?.contains("from a census") == false)
    }

    /// Options of a session at the prompt, whose statements use `database`.
    static func atThePrompt(_ database: BatchCacheTests.Database) -> SessionOptions {
        var options = SessionOptions()
        options.cache = database.cache
        options.statementsUseCache = true
        return options
    }

    /// `analyze cache verify`'s findings on every result `database` keeps.
    static func verified(_ database: BatchCacheTests.Database) throws -> CacheVerifier {
        var verifier = CacheVerifier(options: SessionOptions())
        for entry in try database.cache.entries() { verifier.check(entry) }
        return verifier
    }

    @Test func theVerifier_makesACensusAgainFromItsStart_andFindsOneThatDiffers() throws {
        let database = try BatchCacheTests.Database()
        _ = Session(options: Self.atThePrompt(database)).output("game hexapawn\nmoves a3-a2\ncount --values")
        func verified() throws -> CacheVerifier { try Self.verified(database) }
        let good = try verified()
        #expect(good.agreed == 1 && good.differing.isEmpty && good.unknown.isEmpty)

        // The same key holding another position's census, then text that is no census.
        let entry = try #require(try database.cache.entries().first)
        let (other, _) = try values("game hexapawn\nmoves c3-c2")
        let start = try #require(Session.censusValues(from: entry.result)?.start)
        let swapped = Data(other.bytes).base64EncodedString() + "\n" + start
        try database.cache.store(rules: entry.rules, position: entry.position, game: entry.game, result: swapped)
        let moved = try verified()
        #expect(moved.agreed == 0 && moved.differing.first?.reason.contains("differs from one made again") == true,
            "\(moved.differing.map(\.reason))")
        try database.cache.store(rules: entry.rules, position: entry.position, game: entry.game, result: "not base64")
        #expect(try verified().differing.first?.reason == "the census kept does not read back")
    }
}
