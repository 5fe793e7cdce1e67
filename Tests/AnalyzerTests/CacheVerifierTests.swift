import Foundation
import ResultCache
import Testing

@testable import Analyzer

/// `analyze cache verify`: every stored result of each family is solved again from its key and
/// agrees; a result edited inside the file is found; results of an older version are skipped.
@Suite struct CacheVerifierTests {
    func verify(_ cache: SQLiteStore) throws -> CacheVerifier {
        var verifier = CacheVerifier(options: testOptions())
        for entry in try cache.entries() { verifier.check(entry) }
        return verifier
    }

    @Test func storedResultsOfEveryFamily_agreeWithANewSolve() throws {
        let database = try BatchCacheTests.Database()
        #expect(database.records(BatchCacheTests.text).allSatisfy { $0.report != nil })
        let verifier = try verify(database.cache)
        #expect(verifier.agreed == 5)
        #expect(verifier.differing.isEmpty && verifier.unknown.isEmpty, "\(verifier.differing.map(\.reason))")
    }

    @Test func aResultEditedInTheFile_isReportedWithBothAnswers() throws {
        let database = try BatchCacheTests.Database()
        _ = database.records("position \"p\"\ngame tictactoe\nmoves a1 b1")
        let entry = try #require(try database.cache.entries().first)
        let edited = entry.result.replacingOccurrences(of: "\"outcome\":\"win\"", with: "\"outcome\":\"loss\"")
        #expect(edited != entry.result)
        try database.cache.store(rules: entry.rules, position: entry.position, game: entry.game, result: edited)
        let verifier = try verify(database.cache)
        #expect(verifier.agreed == 0)
        #expect(verifier.differing.map(\.reason) == ["stored X to move, loss in 5; solved X to move, win in 5"])
    }

    @Test func unreadableResultsAndKeys_areReportedAndOlderVersionsSkipped() throws {
        let database = try BatchCacheTests.Database()
        let rules = "results \(StoredReport.version)\nfamily line\nboard 3 x 3\nline 3"
        try database.cache.store(rules: rules, position: ". . .\n. . .\n. . .\nto-move X", game: "t", result: "{not json")
        try database.cache.store(rules: rules + "\nboard 0 x 3", position: "X\nto-move X", game: "u", result: "{}")
        try database.cache.store(rules: "results 0\nfamily line", position: "x", game: "old", result: "{}")
        let verifier = try verify(database.cache)
        #expect(verifier.olderVersion == 1)
        #expect(Set(verifier.differing.map(\.reason)).count == 2)
        #expect(verifier.differing.contains { $0.reason == "the stored result does not read back" })
        #expect(verifier.differing.contains { $0.reason.hasPrefix("the key does not set up") })
    }

    @Test func aSearchOverTheLimit_isNotChecked() throws {
        let database = try BatchCacheTests.Database()
        _ = database.records("position \"p\"\ngame connect4-5x4")
        var verifier = CacheVerifier(options: testOptions(nodeLimit: 10))
        for entry in try database.cache.entries(sample: 1) { verifier.check(entry) }
        #expect(verifier.unknown.map(\.reason) == ["node limit of 10 reached"])
    }
}
