import Boards
import Search
import Testing
@testable import Games

/// The sowing family against `SowReference`, a plain array model with a memoized minimax: the
/// value, score and best pits of the small starts, every move's value at seeded random
/// positions, and the positions and moves along random games under rules of every kind.
@Suite struct SowReferenceTests {
    static func compile(_ keys: [(String, String)], name: String = "test") throws -> SowGame {
        var book = RuleBook()
        let entries = [RuleEntry(key: "family", arguments: ["sow"])] + keys.map { RuleEntry(key: $0.0, arguments: [$0.1]) }
        guard let game = try book.add(RuleSpec(name: name, entries: entries)) as? SowGame else {
            throw RuleError("not a sowing game")
        }
        return game
    }

    static func reference(_ game: SowGame) -> SowReference {
        let r = game.rules
        return SowReference(rules: .init(pits: r.pits, stores: r.stores, skipOrigin: r.skipOrigin,
            skipOpponentStore: r.skipOpponentStore, extraTurn: r.extraTurn, capture: r.capture.rawValue,
            grandSlam: r.grandSlam.rawValue, finish: r.finish.rawValue))
    }

    /// The rule sets the random tests run over: store games of every option.
    static let storeRules: [[(String, String)]] = [
        [("pits", "3"), ("seeds", "3")],
        [("pits", "3"), ("seeds", "4"), ("lap", "skip"), ("opponent-store", "sow")],
        [("pits", "4"), ("seeds", "2"), ("extra-turn", "no"), ("captures", "none")],
        [("pits", "3"), ("seeds", "3"), ("captures", "opposite-any")],
        [("pits", "2"), ("seeds", "5"), ("lap", "skip"), ("captures", "two-three"), ("grand-slam", "allowed")],
        [("pits", "3"), ("seeds", "3"), ("captures", "two-three"), ("grand-slam", "forbidden"), ("finish", "feed")],
    ]

    /// The 3 x 3 start (4 x 3's reference takes minutes in a debug build: puzzles/games/kalah.analyze
    /// holds its value, and the random positions below reach into games of 4 pits).
    @Test(arguments: [("3", "3")])
    func start_valueScoreAndBestPits_agreeWithTheReference(pits: String, seeds: String) throws {
        let game = try Self.compile([("pits", pits), ("seeds", seeds)])
        let reference = Self.reference(game)
        var memo: [SowReference.State: Int] = [:]
        let state = reference.state(game.start)
        let expected = reference.value(state, &memo)
        let bestExpected = reference.moves(state).filter { i in
            let next = reference.play(state, i)
            let v = reference.value(next, &memo)
            return (next.mover == state.mover ? v : -v) == expected
        }
        let search = SowSearch(game: game, tableBytes: 1 << 20)
        let solution = try search.solve(game.start, limits: .none, allMoves: true)
        #expect(solution.value.score == expected)
        #expect(solution.value.outcome == (expected > 0 ? .win : expected < 0 ? .loss : .draw))
        #expect(solution.best == bestExpected)
        // The principal variation ends the game with the score it claims.
        var walk = game.start
        for pit in solution.principalVariation { walk = game.play(pit, in: walk) }
        #expect(game.isOver(walk))
        let lead = walk.mover == game.start.mover ? walk.storeLead : -walk.storeLead
        #expect(lead == expected)
        #expect(solution.value.remoteness == solution.principalVariation.count)
    }

    @Test(arguments: 0..<6)
    func randomPositions_everyMoveValue_agreesWithTheReference(rules: Int) throws {
        let game = try Self.compile(Self.storeRules[rules])
        let reference = Self.reference(game)
        let search = SowSearch(game: game, tableBytes: 1 << 20)
        var random = SplitMix64(seed: 0x50_7711 &+ UInt64(rules))
        var memo: [SowReference.State: Int] = [:]
        for _ in 0..<12 {
            var position = game.start
            for _ in 0..<Int.random(in: 0..<8, using: &random) {
                guard let move = game.legalMoves(position).randomElement(using: &random) else { break }
                position = game.play(move, in: position)
            }
            let state = reference.state(position)
            if game.isOver(position) { continue }
            let solution = try search.solve(position, limits: .none, allMoves: true)
            #expect(solution.value.score == reference.value(state, &memo))
            for (pit, value) in solution.moveValues {
                let next = reference.play(state, pit)
                let v = reference.value(next, &memo)
                #expect(value.score == (next.mover == state.mover ? v : -v), "pit \(pit)")
            }
        }
    }

    /// Every position and legal move along random games, under rules of every kind (without
    /// stores too), is the reference's.
    @Test func randomGames_movesAndPositions_agreeWithTheReference() throws {
        let feed: [(String, String)] = [("pits", "4"), ("seeds", "3"), ("stores", "no"), ("lap", "skip"), ("extra-turn", "no"),
            ("captures", "two-three"), ("finish", "feed")]
        var slam = feed
        slam.append(("grand-slam", "forbidden"))
        var random = SplitMix64(seed: 77)
        for keys in Self.storeRules + [feed, slam, feed + [("grand-slam", "allowed")]] {
            let game = try Self.compile(keys)
            let reference = Self.reference(game)
            for _ in 0..<40 {
                var position = game.start
                var state = reference.state(position)
                for _ in 0..<400 {
                    let moves = game.legalMoves(position)
                    #expect(moves == reference.moves(state), "\(keys)")
                    guard let move = moves.randomElement(using: &random) else { break }
                    position = game.play(move, in: position)
                    state = reference.play(state, move)
                    #expect(reference.state(position).board == state.board, "\(keys)")
                    #expect(reference.state(position).mover == state.mover, "\(keys)")
                    #expect(reference.state(position).quiet == state.quiet, "\(keys)")
                }
            }
        }
    }
}
