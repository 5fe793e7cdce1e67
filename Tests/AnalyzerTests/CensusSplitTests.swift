import Boards
import Foundation
import Games
import ResultCache
@testable import Search
import Testing

@testable import Analyzer

/// `count --values --split PLIES`: a census made in parts, one a position PLIES moves ahead, gives
/// the census made whole, position for position; at the prompt its parts are read from and kept
/// in the results database, claimed before they are made, and `cache verify` checks them.
@Suite struct CensusSplitTests {
    /// The census of the position `script` sets up, made whole and made in parts at `plies`.
    func both(_ script: String, plies: Int) throws -> (whole: CensusCount, split: CensusCount, jobs: CensusJobs) {
        let session = makeSession()
        #expect(session.errors(script).isEmpty, "\(script)")
        let whole = try session.play.census(memory: 1 << 30, limits: SearchLimits(), keep: true)
        let split = try session.play.censusSplit(plies: plies, classes: nil, limits: SearchLimits())
        var jobs = CensusJobs(split: split, store: nil, rules: nil, game: session.play.gameName)
        let union = try jobs.run(budget: session.options.budget, limits: SearchLimits()) { _ in }
        return (whole, try split.finish(union, memory: 1 << 30, limits: SearchLimits(), keep: true), jobs)
    }

    /// Classes (tic-tac-toe, Connect 4's mirror) and positions one by one (after an off-centre
    /// move), fixed-length draws, wins and losses, and a game over before the parts (hexapawn).
    @Test(arguments: ["game tictactoe", "game tictactoe-misere\nmoves b1", "game hexapawn", "game connect4-4x4\nmoves 1 2 3 4"],
        [1, 2, 4])
    func inParts_theCensusIsTheWholeOne(script: String, plies: Int) throws {
        let (whole, split, jobs) = try both(script, plies: plies)
        #expect(split.rows == whole.rows && split.classRows == whole.classRows, "\(script) at \(plies)")
        #expect(split.primitive == whole.primitive && split.classPrimitive == whole.classPrimitive)
        #expect(split.start == whole.start && split.startRemoteness == whole.startRemoteness)
        let (values, wholeValues) = (try #require(split.values), try #require(whole.values))
        #expect(values.holdsTheSameValues(as: wholeValues), "\(script) at \(plies)")
        #expect(jobs.made == jobs.split.parts.count && jobs.made > 0 && jobs.read == 0)
    }

    @Test func partsPastTheEnd_leaveTheWholeCensusToTheLastWalk() throws {
        let (whole, split, jobs) = try both("game tictactoe", plies: 9)
        #expect(jobs.split.parts.isEmpty)
        let values = try #require(whole.values)
        #expect(split.rows == whole.rows && split.values?.holdsTheSameValues(as: values) == true)
    }

    @Test func aPartsBytes_keepItsClassSizes_andDamagedOnesAreRefused() throws {
        let session = makeSession()
        session.output("game tictactoe")
        let split = try session.play.censusSplit(plies: 2, classes: nil, limits: SearchLimits())
        let part = try #require(try split.part(0, known: CensusUnion(), memory: 1 << 30, limits: SearchLimits()).values)
        let bytes = part.bytes
        #expect(bytes[2] == CensusValues.weightedLayout)
        let read = try #require(CensusValues(bytes: bytes))
        #expect(read.holdsTheSameValues(as: part) && read.positions > read.count)
        #expect(part.unweighted.positions == part.positions && CensusValues(bytes: part.unweighted.bytes)?.count == part.count)
        // A class size of 0, and sizes that do not add up to the positions the header gives.
        var noSize = bytes
        noSize[bytes.count - 1] = 0
        #expect(CensusValues(bytes: noSize) == nil)
        var bigger = bytes
        bigger[bytes.count - 1] &+= 1
        #expect(CensusValues(bytes: bigger) == nil)
    }

    @Test func theStatement_saysHowItSplit_andRefusesWhatItCannotSplit() {
        let session = makeSession()
        let text = session.output("game tictactoe\ncount --values --split 1").joined(separator: "\n")
        #expect(text.contains("5,478 positions valued (765 up to symmetry); the start: X draws in 9"), "\(text)")
        #expect(text.contains("split at 1 move into 3 parts: 3 made here\n"), "\(text)")
        let errors = session.errors("game reversi-4x4\ncount --values --split 2")
        #expect(errors.first?.contains("a census is split only where the game packs its positions") == true, "\(errors)")
        let puzzle = makeSession().errors("game peg-triangle\ncount --values --split 2")
        #expect(puzzle.first?.contains("a puzzle's boards are counted by 'count'") == true, "\(puzzle)")
    }

    /// At the prompt: the parts are kept; a later session reads them all; a part another process
    /// holds is waited for and read once kept there; one whose claim lapses is made here.
    @Test func atThePrompt_thePartsAreKept_readBack_andWaitedFor() throws {
        let database = try BatchCacheTests.Database()
        var options = CensusStoreTests.atThePrompt(database)
        let first = Session(options: options).output("game tictactoe\ncount --values --split 2").joined(separator: "\n")
        #expect(first.contains("split at 2 moves into 12 parts: 12 made here\n"), "\(first)")
        #expect(first.contains("the census's 5,478 values are kept in the results database"), "\(first)")
        let again = Session(options: options).output("game tictactoe\ncount --values --split 2").joined(separator: "\n")
        #expect(again.contains("12 parts: 0 made here, 12 read from the results database"), "\(again)")
        #expect(Session(options: options).output("game tictactoe\nmoves b2 a1\nsolve").last?.contains("from a census") == true)

        // Another process holds one part's claim: the session waits, then reads it once kept.
        let shared = BatchClaimTests.SharedStore()
        options.cache = shared
        let parts = try #require(try database.cache.entries().filter { $0.rules.hasPrefix("census part 1 classes\n") })
        #expect(parts.count == 12)
        let held = parts[5]
        shared.change { $0.claimedElsewhere = [held.position] }
        let other = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            shared.change { $0.results[held.position] = held.result }
        }
        other.start()
        let waited = Session(options: options).output("game tictactoe\ncount --values --split 2").joined(separator: "\n")
        #expect(waited.contains("note: other processes sharing the results database are making 1 of the census's parts; waiting for them"))
        #expect(waited.contains("12 parts: 11 made here, 1 read from the results database"), "\(waited)")

        // A claim that lapses (its process died): the part is made here.
        let lapsing = BatchClaimTests.SharedStore()
        options.cache = lapsing
        lapsing.change { $0.claimedElsewhere = [held.position] }
        let lapse = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            lapsing.change { $0.claimedElsewhere = [] }
        }
        lapse.start()
        let taken = Session(options: options).output("game tictactoe\ncount --values --split 2").joined(separator: "\n")
        #expect(taken.contains("12 parts: 12 made here"), "\(taken)")
        #expect(lapsing.claimed.count == 12)
    }

    /// The progress line names the part being made; Ctrl-C stops the census between parts and
    /// gives the part's claim back, the parts made before it kept.
    @Test func ctrlC_stopsTheCensus_andGivesThePartsClaimBack() {
        let stop = StopFlag()
        let shared = BatchClaimTests.SharedStore()
        var options = testOptions()
        options.cache = shared
        options.statementsUseCache = true
        options.stop = stop
        options.progress = SearchProgress(onStage: { stage in
            if stage == "census: part 3 of 12 (2 made here, 0 read)" { stop.raise() }
        })
        let errors = Session(options: options).errors("game tictactoe\ncount --values --split 2")
        #expect(errors.first?.contains("count --values stopped: interrupted") == true, "\(errors)")
        #expect(shared.claimed.count == 3 && shared.released == [shared.claimed[2]] && shared.results.count == 2)
        #expect(options.progress?.stage == "")
    }

    @Test func aScript_makesEveryPart_andKeepsNone() throws {
        let database = try BatchCacheTests.Database()
        var options = SessionOptions()
        options.cache = database.cache
        let text = Session(options: options).output("game tictactoe\ncount --values --split 2").joined(separator: "\n")
        #expect(text.contains("12 parts: 12 made here"), "\(text)")
        #expect(try database.cache.entries().isEmpty)
    }

    @Test func theVerifier_checksEachPart_andFindsOneThatDiffers() throws {
        let database = try BatchCacheTests.Database()
        _ = Session(options: CensusStoreTests.atThePrompt(database)).output("game hexapawn\ncount --values --split 2")
        func verified() throws -> CacheVerifier { try CensusStoreTests.verified(database) }
        let entries = try database.cache.entries()
        let parts = entries.filter { $0.rules.hasPrefix("census part 1 classes\n") }
        try #require(parts.count >= 2 && entries.count == parts.count + 1)
        let good = try verified()
        #expect(good.agreed == entries.count && good.differing.isEmpty && good.unknown.isEmpty)

        // One part's values kept under another part's start, then text that is no part.
        let (a, b) = (parts[0], parts[1])
        try database.cache.store(rules: a.rules, position: a.position, game: a.game, result: b.result)
        let moved = try verified()
        #expect(moved.differing.count == 1 && moved.differing.first?.reason.contains("differs from the census of its start") == true,
            "\(moved.differing.map(\.reason))")
        try database.cache.store(rules: a.rules, position: a.position, game: a.game, result: "not base64")
        #expect(try verified().differing.first?.reason == "the census part kept does not read back")
    }
}
