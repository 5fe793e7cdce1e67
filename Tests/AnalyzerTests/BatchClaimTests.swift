import Foundation
import ResultCache
import Testing

@testable import Analyzer

/// `analyze solve` with a store that other processes share: a position is solved only with its
/// claim, one claimed elsewhere is left for a later pass, and a claim is given back when the
/// search stops short.
@Suite struct BatchClaimTests {
    /// A store in memory, as another process would leave it: some positions claimed by others.
    final class SharedStore: ResultStore, @unchecked Sendable {
        let name = "shared"
        let failures = StoreFailures()
        private let lock = NSLock()
        var results: [String: String] = [:]
        var claimedElsewhere: Set<String> = []
        var claimed: [String] = []
        var released: [String] = []

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }

        func lookup(rules: String, position: String) throws(CacheError) -> String? { locked { results[position] } }

        func store(rules: String, position: String, game: String, result: String) throws(CacheError) {
            locked { results[position] = result }
        }

        func claim(rules: String, position: String, game: String) throws(CacheError) -> Bool {
            locked {
                guard results[position] == nil, !claimedElsewhere.contains(position) else { return false }
                claimed.append(position)
                return true
            }
        }

        func release(rules: String, position: String) throws(CacheError) { locked { released.append(position) } }
        /// Changes the store under its lock, as another process would meanwhile.
        func change(_ body: (SharedStore) -> Void) { locked { body(self) } }
        func stats() throws(CacheError) -> CacheStats { throw CacheError(path: name, reason: "not counted here") }
        func clear() throws(CacheError) -> Int { 0 }
        func entries(sample: Int?) throws(CacheError) -> [StoredResult] { [] }
    }

    static let text = """
        position "first"
        game tictactoe
        moves a1

        position "second"
        game tictactoe
        moves b2

        position "third"
        game tictactoe
        moves c3
        """

    static func records(_ store: SharedStore, part: BatchPart? = nil, nodeLimit: UInt64? = nil) -> [BatchRecord] {
        var options = SessionOptions()
        options.cache = store
        options.nodeLimit = nodeLimit
        var found: [BatchRecord] = []
        Session(options: options).solveBatch(text, file: "shared.analyze", part: part) { found.append($0) }
        return found
    }

    @Test("a position claimed elsewhere is left unfinished; once stored there, a later pass answers it from the store")
    func claimedElsewhere_isLeftThenAnsweredFromTheStore() throws {
        // The second position's key, as the session writes it: from a run that claims all three.
        let alone = SharedStore()
        _ = Self.records(alone)
        let second = try #require(alone.claimed.dropFirst().first)
        let store = SharedStore()
        store.claimedElsewhere = [second]

        let first = Self.records(store)
        #expect(first.map(\.name) == ["first", "second", "third"])
        #expect(first.map(\.elsewhere) == [false, true, false])
        #expect(first[1].report == nil && first[1].error == nil)
        #expect(store.claimed.count == 2)
        #expect(store.results.count == 2)

        // The other process stores it; a pass over that record alone answers it from the store.
        let stored = alone.results[second]
        #expect(stored != nil)
        store.results[second] = stored
        store.claimedElsewhere = []
        let later = Self.records(store, part: BatchPart(records: [1]))
        #expect(later.map(\.name) == ["second"])
        #expect(later.first?.cached == true)
        #expect(later.first?.report != nil)
        #expect(store.claimed.count == 2, "nothing is claimed again")
    }

    /// A later pass names its records: those free to claim (here, none is held elsewhere, as
    /// after a claim lapsed) are solved by it, and only those.
    @Test("a pass over named records claims and solves exactly those")
    func namedRecords_areClaimedAndSolvedHere() {
        let store = SharedStore()
        let records = Self.records(store, part: BatchPart(records: [0, 2]))
        #expect(records.map(\.name) == ["first", "third"])
        #expect(records.allSatisfy { $0.report != nil && !$0.cached && !$0.elsewhere })
        #expect(store.claimed.count == 2)
        #expect(store.released.isEmpty)
    }

    @Test("a search stopped by a limit gives its claim back, so that another process may try")
    func limitReached_releasesTheClaim() {
        let store = SharedStore()
        let records = Self.records(store, nodeLimit: 3)
        #expect(records.allSatisfy { $0.unknown != nil })
        #expect(store.released == store.claimed)
        #expect(store.released.count == 3)
        #expect(store.results.isEmpty)
    }
}
