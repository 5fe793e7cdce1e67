import Boards
import Foundation
@testable import Games
import Search
import Testing

/// The Connect 4 solver (`DropSolver`) against the generic solver, the public benchmark sets,
/// and its own bounds.
@Suite struct DropSolverTests {
    /// The benchmark score of `position` by the generic solver.
    func genericScore(_ game: LineGame, _ position: LinePosition) throws -> Int? {
        game.score(of: try Solver(game: game, tableBytes: 16 << 20).value(position), at: position)
    }

    func dropScore(_ solver: DropSolver, _ position: LinePosition) throws -> Int {
        try solver.score(current: position.current, mask: position.occupied)
    }

    /// Positions of random play (a fixed seed) that are not over, with 0 to `most` stones.
    func randomPositions(_ game: LineGame, count: Int, most: Int, seed: UInt64) -> [LinePosition] {
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var found: [LinePosition] = []
        while found.count < count {
            var position = game.start
            for _ in 0..<next(most + 1) {
                let moves = game.legalMoves(position)
                guard game.result(position) == nil, !moves.isEmpty else { break }
                position = game.play(moves[next(moves.count)], in: position)
            }
            if game.result(position) == nil { found.append(position) }
        }
        return found
    }

    @Test(arguments: [(4, 4), (5, 4), (4, 5), (6, 3), (3, 6)])
    func randomPositions_scoreAsTheGenericSolverScores(width: Int, height: Int) throws {
        let game = lineGame(width, height, 4, gravity: true)
        let board = try #require(DropBoard(width: width, height: height))
        let solver = DropSolver(board: board, tableBytes: 2 << 20)
        for position in randomPositions(game, count: 40, most: width * height - 1, seed: UInt64(width * 10 + height)) {
            #expect(try dropScore(solver, position) == genericScore(game, position), "\(game.diagram(position))")
        }
    }

    /// `values` (every move's value) by the Connect 4 search, which solves each move and no
    /// longer the position itself, against the generic solver's: the same value, best moves and
    /// value of every move.
    @Test(arguments: [(5, 4), (4, 5)])
    func everyMovesValue_isTheGenericSolversValue(width: Int, height: Int) throws {
        let game = lineGame(width, height, 4, gravity: true)
        let search = try #require(DropSearch(game: game, tableBytes: 2 << 20, threads: 1, book: false))
        let generic = Solver(game: game, tableBytes: 16 << 20)
        for position in randomPositions(game, count: 25, most: width * height - 2, seed: UInt64(width * 100 + height)) {
            let ours = try search.solve(position, limits: SearchLimits(), allMoves: true)
            let theirs = try generic.solve(position, allMoves: true)
            let diagram = game.diagram(position)
            #expect(ours.value == theirs.value, "\(diagram)")
            #expect(Set(ours.best) == Set(theirs.best), "\(diagram)")
            #expect(ours.moveValues.map(\.move) == theirs.moveValues.map(\.move), "\(diagram)")
            #expect(ours.moveValues.map(\.value) == theirs.moveValues.map(\.value), "\(diagram)")
        }
    }

    @Test func emptyBoards_scoreAsTheirKnownValues() throws {
        // 4 x 4 a draw, 6 x 4 a second-player win on the last stone (known/README.md).
        let cases = [(4, 4, 0), (6, 4, -1), (5, 4, 0)]
        for (width, height, score) in cases {
            let solver = DropSolver(board: try #require(DropBoard(width: width, height: height)), tableBytes: 2 << 20)
            #expect(try solver.score(current: 0, mask: 0) == score, "\(width) x \(height)")
        }
    }

    /// Whenever the follow-up bound speaks, the exact score is within it.
    @Test(arguments: [(4, 4), (5, 4), (6, 4)])
    func followUpBound_neverCutsBelowTheExactScore(width: Int, height: Int) throws {
        let game = lineGame(width, height, 4, gravity: true)
        let board = try #require(DropBoard(width: width, height: height))
        let solver = DropSolver(board: board, tableBytes: 2 << 20)
        var spoke = 0
        for position in randomPositions(game, count: 400, most: width * height - 2, seed: 7)
        where position.stoneCount % 2 == 0 {
            guard let bound = board.followUpBound(position.current, position.occupied) else { continue }
            spoke += 1
            #expect(try dropScore(solver, position) <= bound, "\(game.diagram(position))")
        }
        #expect(spoke >= 10)
    }

    func benchmarkLines(_ set: String, count: Int) throws -> [(moves: String, score: Int)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Data/connect4/\(set)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").prefix(count).compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let score = Int(parts[1]) else { return nil }
            return (String(parts[0]), score)
        }
    }

    /// Pons' sets, one thread and two sharing the table: every score as published.
    @Test(arguments: [1, 2])
    func benchmarkSets_scoreAsPublished(threads: Int) throws {
        let c4 = lineGame(7, 6, 4, gravity: true)
        let solver = DropSolver(board: try #require(DropBoard(width: 7, height: 6)), tableBytes: 16 << 20, threads: threads)
        for (set, count) in [("Test_L3_R1", 200), ("Test_L2_R1", 100), ("Test_L2_R2", 20), ("Test_L1_R1", 20)] {
            for (moves, score) in try benchmarkLines(set, count: count) {
                #expect(try dropScore(solver, afterMoves(c4, moves)) == score, "\(set) \(moves)")
            }
        }
    }

    /// Two threads share nodes (young brothers wait) and score every position as one thread
    /// does, on positions with enough empty cells to split.
    @Test func twoThreads_splitNodes_andScoreAsOneThread() throws {
        let c4 = lineGame(7, 6, 4, gravity: true)
        let board = try #require(DropBoard(width: 7, height: 6))
        let one = DropSolver(board: board, tableBytes: 1 << 20, threads: 1)
        let two = DropSolver(board: board, tableBytes: 1 << 20, threads: 2)
        for (moves, score) in try benchmarkLines("Test_L2_R2", count: 20) {
            let position = afterMoves(c4, moves)
            #expect(try dropScore(one, position) == score, "\(moves)")
            #expect(try dropScore(two, position) == score, "\(moves)")
        }
        #expect(one.splitsMade == 0)
        #expect(two.splitsMade > 0)
    }

    @Test func nodeLimit_stopsTheSearch_andTheNextSearchStillAnswers() throws {
        let c4 = lineGame(7, 6, 4, gravity: true)
        let solver = DropSolver(board: try #require(DropBoard(width: 7, height: 6)), tableBytes: 16 << 20, threads: 2)
        solver.limits = SearchLimits(nodes: 10_000, stop: StopFlag())
        #expect(throws: SearchStop.nodeLimit(10_000)) { try solver.score(current: 0, mask: 0) }
        solver.limits = SearchLimits(stop: StopFlag())
        #expect(try dropScore(solver, afterMoves(c4, "4455")) == 18)
    }

    @Test func aRaisedStopFlag_interruptsEveryThread() throws {
        let solver = DropSolver(board: try #require(DropBoard(width: 7, height: 6)), tableBytes: 16 << 20, threads: 2)
        let stop = StopFlag()
        stop.raise()
        solver.limits = SearchLimits(stop: stop)
        #expect(throws: SearchStop.interrupted) { try solver.score(current: 0, mask: 0) }
    }

    @Test func boardsTheSolverCannotTake_areNil() {
        #expect(DropBoard(width: 8, height: 7) == nil)  // 64-bit keys: the generic solver's
        #expect(DropBoard(width: 1, height: 30) == nil)
        #expect(DropBoard(width: 7, height: 6) != nil)
    }

    /// The table's key is the smaller of a position's and its mirror image's, whether the
    /// columns are swapped in three steps (at most eight columns of at most eight bits) or one at
    /// a time (9 x 4, 5 x 9): checked against the mirror position's own key.
    @Test(arguments: [(7, 6), (6, 7), (8, 5), (4, 4), (2, 3), (1, 1), (9, 4), (5, 9), (13, 3)])
    func canonicalKey_isTheSmallerOfTheKeyAndTheMirrorsKey(width: Int, height: Int) throws {
        let board = try #require(DropBoard(width: width, height: height))
        var random = SplitMix64(seed: UInt64(width * 100 + height))
        let across = height + 1
        for _ in 0..<300 {
            var current: UInt64 = 0, mask: UInt64 = 0, mirrorCurrent: UInt64 = 0, mirrorMask: UInt64 = 0
            for column in 0..<width {
                let stones = Int.random(in: 0...height, using: &random)
                let filled = (UInt64(1) << UInt64(stones)) - 1
                let mine = filled & UInt64.random(in: 0...UInt64.max, using: &random)
                let at = UInt64(column * across), mirrorAt = UInt64((width - 1 - column) * across)
                mask |= filled << at
                current |= mine << at
                mirrorMask |= filled << mirrorAt
                mirrorCurrent |= mine << mirrorAt
            }
            let key = current + mask, mirrorKey = mirrorCurrent + mirrorMask
            let canonical = board.canonicalKey(current, mask)
            #expect(canonical.key == min(key, mirrorKey))
            #expect(canonical.mirrored == (mirrorKey < key))
        }
    }

    /// A power-of-two size is the table's size, and any other size gets the largest power of
    /// two that fits.
    @Test(arguments: [(64 << 20, 64 << 20), (48 << 20, 32 << 20), (1 << 20, 1 << 20)])
    func table_getsThePowerOfTwoItAskedFor(asked: Int, entries: Int) {
        #expect(DropTable(bytes: asked, keyBits: 49).bytes == entries)
        #expect(DropTable.footprint(bytes: asked, keyBits: 49) == entries)
    }

    /// Two keys that share their low 32 bits are told apart: the check is exact.
    @Test func table_tellsApartKeysThatShareTheirLowBits() {
        let table = DropTable(bytes: 1 << 20, keyBits: 49)
        let a: UInt64 = 0x1_2345_6789, b: UInt64 = 0x2_2345_6789
        table.store(a, lower: 3, upper: 3, move: 2, work: 100)
        #expect(table.probe(a)?.lower == 3)
        #expect(table.probe(b) == nil)
        table.store(a, lower: -5, upper: 7, move: -1, work: 1)
        // A second store for the same key keeps the tighter bounds and the move.
        #expect(table.probe(a).map { [$0.lower, $0.upper, $0.move] } == [3, 3, 2])
    }

    /// The smallest table for 49-bit keys has 2^10 buckets, so its bucket is the mixed key's bits
    /// 39 to 48 and the entry must check bits 0 to 38: two keys whose mixed values differ only in
    /// bit 38 share a bucket and are told apart by the top check bit alone.
    @Test func table_checksEveryBitItsBucketDoesNotGive() {
        let table = DropTable(bytes: 0, keyBits: 49)
        #expect(table.buckets == 1 << 10)
        let keyMask: UInt64 = (1 << 49) - 1
        // The multiplier's inverse modulo 2^64 (Newton's iteration), hence modulo 2^49.
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var inverse = multiplier
        for _ in 0..<6 { inverse = inverse &* (2 &- multiplier &* inverse) }
        func key(mixed: UInt64) -> UInt64 { (mixed &* inverse) & keyMask }
        let m: UInt64 = 0x1_2345_6789_ABCD & keyMask
        let a = key(mixed: m), b = key(mixed: m ^ (1 << 38))
        #expect(table.mixed(a) == m && table.mixed(b) == m ^ (1 << 38))
        #expect(table.bucket(table.mixed(a)) == table.bucket(table.mixed(b)))
        table.store(a, lower: 5, upper: 5, move: 1, work: 10)
        #expect(table.probe(a)?.lower == 5)
        #expect(table.probe(b) == nil)
    }
}
