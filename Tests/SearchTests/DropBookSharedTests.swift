import Boards
@testable import Games
import Search
import Testing

/// Opening books built by several builders that share their scores and claims.
@Suite struct DropBookSharedTests {
    let small = DropBoard(width: 5, height: 4)!

    /// Scores in memory, as a store shared by builders elsewhere would hold them: `heldElsewhere`
    /// are claimed by another builder, which stores its score for each after `delay` more asks.
    final class Shared: SharedBookScores {
        var scores: [UInt64: Int] = [:]
        var heldElsewhere: [UInt64: (score: Int, asksLeft: Int)] = [:]
        var claims: [UInt64] = []
        var released: [UInt64] = []

        func score(key: UInt64) -> Int? {
            if let held = heldElsewhere[key] {
                if held.asksLeft == 0 {
                    scores[key] = held.score
                    heldElsewhere[key] = nil
                } else {
                    heldElsewhere[key] = (held.score, held.asksLeft - 1)
                }
            }
            return scores[key]
        }

        func claim(key: UInt64) -> Bool {
            guard scores[key] == nil, heldElsewhere[key] == nil else { return false }
            claims.append(key)
            return true
        }

        func store(key: UInt64, score: Int) { scores[key] = score }
        func release(key: UInt64) { released.append(key) }
    }

    /// Every position's score by canonical key, from a builder's entries.
    func byKey(_ lines: [(String, Int)]) throws -> [UInt64: Int] {
        var map: [UInt64: Int] = [:]
        for (moves, score) in lines {
            let p = try #require(DropBook.replay(moves, on: small))
            map[small.canonicalKey(p.current, p.mask).key] = score
        }
        return map
    }

    func build(_ scope: DropBookBuilder.Scope, shared: Shared?) throws -> (lines: [(String, Int)], builder: DropBookBuilder) {
        var lines: [(String, Int)] = []
        let builder = DropBookBuilder(solver: DropSolver(board: small, tableBytes: 2 << 20), plies: 4, scope: scope,
            known: nil, shared: shared) { lines.append(($0, $1)) }
        try builder.build()
        return (lines, builder)
    }

    @Test("a builder sharing its work ends with the same book, solving only what no other builder holds", arguments: [
        DropBookBuilder.Scope.every, .lines(side: 0),
    ])
    func sharedBuild_givesTheSameBook(scope: DropBookBuilder.Scope) throws {
        let alone = try build(scope, shared: nil)
        let expected = try byKey(alone.lines)
        // Another builder holds every third position (the empty board among them) and stores it
        // after a few more asks; a fifth are stored already.
        let shared = Shared()
        for (index, (key, score)) in expected.sorted(by: { $0.key < $1.key }).enumerated() {
            if index % 3 == 0 { shared.heldElsewhere[key] = (score, 3) } else if index % 5 == 0 { shared.scores[key] = score }
        }
        let heldOrStored = shared.heldElsewhere.count + shared.scores.count
        let together = try build(scope, shared: shared)
        #expect(try byKey(together.lines) == expected)
        #expect(together.lines.count == expected.count, "each position once")
        #expect(together.builder.solved == expected.count - heldOrStored)
        #expect(together.builder.fromShared == heldOrStored)
        #expect(Set(shared.claims).count == shared.claims.count, "nothing claimed twice")
        #expect(shared.scores == expected, "what it solved is stored for the others")
        #expect(shared.released.isEmpty)
    }

    @Test("a build stopped by a limit gives its claim back")
    func stoppedBuild_releasesItsClaim() {
        let shared = Shared()
        let solver = DropSolver(board: small, tableBytes: 2 << 20)
        solver.limits = SearchLimits(nodes: 5)
        let builder = DropBookBuilder(solver: solver, plies: 4, scope: .every, known: nil, shared: shared) { _, _ in }
        #expect(throws: SearchStop.self) { try builder.build() }
        #expect(shared.released.count == 1)
        #expect(shared.released == shared.claims.suffix(1))
    }
}
