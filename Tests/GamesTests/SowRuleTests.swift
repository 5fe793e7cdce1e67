import Boards
import Testing
@testable import Games

/// Each rule of the sowing family on a position that shows it: an extra turn, the opposite
/// capture and its empty-opposite exception, a lap over the pit sown from, the opponent's store
/// skipped or sown, the 2-3 chain capture, the grand slam (nothing, forbidden), must-feed, the
/// sweep at the end; and the rule file's errors.
@Suite struct SowRuleTests {
    func game(_ keys: [(String, String)]) throws -> SowGame { try SowReferenceTests.compile(keys) }

    /// A position of X to move from the pits' counts, each side from its a.
    func position(_ own: [Int], _ other: [Int], stores: (Int, Int) = (0, 0)) -> SowPosition {
        let pack = { (pits: [Int]) in pits.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } }
        return SowPosition(own: pack(own), other: pack(other), ownStore: UInt8(stores.0), otherStore: UInt8(stores.1), mover: .x)
    }

    func pits(_ side: UInt64, _ n: Int) -> [Int] { (0..<n).map { Int(side >> (8 * UInt64($0)) & 0xFF) } }

    @Test func lastSeedInTheOwnStore_givesAnotherMove() throws {
        let game = try game([("pits", "3"), ("seeds", "3")])
        let (next, again) = game.after(0, in: game.start)
        #expect(again)
        #expect(next.mover == .x && pits(next.own, 3) == [0, 4, 4] && next.ownStore == 1)
        let plain = try self.game([("pits", "3"), ("seeds", "3"), ("extra-turn", "no")])
        #expect(plain.after(0, in: plain.start).again == false)
        #expect(plain.play(0, in: plain.start).mover == .o)
    }

    @Test func lastSeedInAnEmptyOwnPit_takesItAndTheOppositePit() throws {
        let game = try game([("pits", "3"), ("seeds", "3")])
        // a's one seed falls in b, empty; O's pit b faces it with 2.
        let next = game.play(0, in: position([1, 0, 2], [2, 2, 2]))
        #expect(next.mover == .o)
        #expect(pits(next.other, 3) == [0, 0, 2] && next.otherStore == 3 && pits(next.own, 3) == [2, 0, 2])
    }

    @Test func lastSeedInAnEmptyOwnPit_facingNoSeeds_takesNothing() throws {
        let game = try game([("pits", "3"), ("seeds", "3")])
        let next = game.play(0, in: position([1, 0, 2], [2, 0, 2]))
        #expect(pits(next.other, 3) == [0, 1, 2] && next.otherStore == 0)
    }

    @Test func theEmptyCaptureRule_takesTheLastSeedAlone_facingNoSeeds() throws {
        let game = try game([("pits", "3"), ("seeds", "3"), ("captures", "opposite-any")])
        let alone = game.play(0, in: position([1, 0, 2], [2, 0, 2]))
        #expect(pits(alone.other, 3) == [0, 0, 2] && alone.otherStore == 1 && pits(alone.own, 3) == [2, 0, 2])
        // Facing seeds, it takes both, as `opposite` does.
        let both = game.play(0, in: position([1, 0, 2], [2, 2, 2]))
        #expect(pits(both.own, 3) == [2, 0, 2] && both.otherStore == 3)
    }

    @Test func aLap_skipsThePitItCameFrom_orSowsIt() throws {
        let skip = try game([("pits", "2"), ("seeds", "2"), ("lap", "skip"), ("captures", "none")])
        // 7 seeds from a: b, store, O's a, O's b, (a passed over), b, store, O's a.
        let sowing = skip.sown(0, in: position([7, 1], [0, 0]))
        #expect(pits(sowing.position.own, 2) == [0, 3] && sowing.position.ownStore == 2)
        #expect(pits(sowing.position.other, 2) == [2, 1] && sowing.last == .other(0))
        let sow = try game([("pits", "2"), ("seeds", "2"), ("captures", "none")])
        let plain = sow.sown(0, in: position([7, 1], [0, 0]))
        #expect(pits(plain.position.own, 2) == [1, 3] && plain.position.ownStore == 2 && plain.last == .ownStore)
    }

    @Test func theOpponentsStore_isSkipped_orSown() throws {
        let skip = try game([("pits", "2"), ("seeds", "2"), ("captures", "none")])
        let skipped = skip.sown(1, in: position([0, 4], [1, 1])).position
        #expect(skipped.otherStore == 0 && pits(skipped.own, 2) == [1, 0] && pits(skipped.other, 2) == [2, 2])
        let sow = try game([("pits", "2"), ("seeds", "2"), ("opponent-store", "sow"), ("captures", "none")])
        let sown = sow.sown(1, in: position([0, 4], [1, 1])).position
        #expect(sown.otherStore == 1 && pits(sown.own, 2) == [0, 0])
    }

    static let oware: [(String, String)] = [("pits", "4"), ("seeds", "3"), ("stores", "no"), ("lap", "skip"), ("extra-turn", "no"),
        ("captures", "two-three"), ("finish", "feed")]

    @Test func makingTwoOrThree_takesThemAndTheChainBefore() throws {
        let game = try game(Self.oware)
        // d's 3 seeds make O's a 2, b 3, c 2: all three taken, O keeps d's 5.
        let sowing = game.sown(3, in: position([0, 0, 0, 3], [1, 2, 1, 5]))
        #expect(sowing.captured == 7 && sowing.position.ownStore == 7 && pits(sowing.position.other, 4) == [0, 0, 0, 5])
        // The chain stops at a pit that holds neither 2 nor 3.
        let stopped = game.sown(3, in: position([0, 0, 0, 3], [3, 0, 1, 5]))
        #expect(stopped.captured == 2 && pits(stopped.position.other, 4) == [4, 1, 0, 5])
    }

    @Test func aGrandSlam_takesNothing_orIsForbidden() throws {
        let game = try game(Self.oware)
        let slam = game.sown(3, in: position([0, 0, 0, 3], [1, 2, 1, 0]))
        #expect(slam.grandSlam && slam.captured == 0 && pits(slam.position.other, 4) == [2, 3, 2, 0])
        let forbidding = try self.game(Self.oware + [("grand-slam", "forbidden")])
        let both = position([1, 0, 0, 3], [1, 2, 1, 0])
        #expect(forbidding.legalMoves(both) == [0])
        #expect(forbidding.explain("d", in: both).first?.contains("grand slam") == true)
        // When every move is one, it is played and takes nothing.
        #expect(forbidding.legalMoves(position([0, 0, 0, 3], [1, 2, 1, 0])) == [3])
        let allowing = try self.game(Self.oware + [("grand-slam", "allowed")])
        #expect(allowing.sown(3, in: position([0, 0, 0, 3], [1, 2, 1, 0])).captured == 7)
    }

    @Test func anOpponentWithoutSeeds_mustBeFed_orTheGameEnds() throws {
        let game = try game(Self.oware)
        let hungry = position([1, 0, 0, 2], [0, 0, 0, 0], stores: (10, 11))
        #expect(game.legalMoves(hungry) == [3])
        #expect(game.explain("a", in: hungry).first?.contains("must be played") == true)
        // No move reaches O: the game is over, X takes the seeds on its side.
        let starved = position([1, 1, 0, 0], [0, 0, 0, 0], stores: (10, 12))
        #expect(game.legalMoves(starved).isEmpty)
        #expect(game.result(starved) == .draw)
        #expect(game.finalLead(starved) == 0)
        // A move that leaves O unable to feed X ends the game there, swept.
        // (d's seed makes 2 in O's a, all O has: a grand slam, taking nothing; O's a then sows
        // only its own side.)
        let last = game.play(3, in: position([0, 0, 0, 1], [1, 0, 0, 0], stores: (11, 11)))
        #expect(last.own == 0 && last.other == 0 && game.isOver(last))
        #expect(last.side(of: .x).store == 11 && last.side(of: .o).store == 13)
    }

    @Test func aSideWithEmptyPits_endsTheGame_eachTakingTheirOwn() throws {
        let game = try game([("pits", "3"), ("seeds", "3")])
        let next = game.play(2, in: position([0, 0, 1], [2, 2, 2]))
        #expect(game.isOver(next) && next.own == 0 && next.other == 0)
        #expect(next.side(of: .x).store == 1 && next.side(of: .o).store == 6)
        #expect(game.result(next) == .win)   // O is to move, and O won
    }

    @Test(arguments: [
        ("pits 9", "expected a number from 1 to 8, as in: pits 6"),
        ("seeds 0", "expected a number from 1 to 60, as in: seeds 4"),
        ("stores maybe", "expected 'stores yes' or 'stores no'"),
        ("captures all", "expected 'captures none', 'captures opposite', 'captures opposite-any' or 'captures two-three'"),
    ])
    func ruleErrors_sayWhatWasExpected(line: String, message: String) throws {
        let parts = line.split(separator: " ").map(String.init)
        var book = RuleBook()
        let entries = [RuleEntry(key: "family", arguments: ["sow"]), RuleEntry(key: "pits", arguments: ["6"]),
            RuleEntry(key: "seeds", arguments: ["4"]), RuleEntry(key: parts[0], arguments: [parts[1]])]
        #expect(throws: RuleError(message, entry: 3, argument: 0)) { try book.add(RuleSpec(name: "bad", entries: entries)) }
    }

    @Test func tooManySeeds_areRefused_sayingTheBound() throws {
        var book = RuleBook()
        let entries = [RuleEntry(key: "family", arguments: ["sow"]), RuleEntry(key: "pits", arguments: ["6"]),
            RuleEntry(key: "seeds", arguments: ["6"])]
        #expect(throws: RuleError("at most 60 seeds in all (each count is drawn as one character); 2 x 6 pits x 6 seeds is 72",
            entry: 2, argument: 0)) { try book.add(RuleSpec(name: "big", entries: entries)) }
    }

    @Test func cells_roundTrip_andNamePits() throws {
        let game = try game([("pits", "4"), ("seeds", "3")])
        var position = game.start
        for _ in 0..<3 where !game.isOver(position) { position = game.play(game.legalMoves(position)[0], in: position) }
        let cells = game.cells(position)
        let back = try game.position(cells: cells).get()
        #expect(try game.withMover(position.mover, back).get() == position)
        #expect(game.cells(game.start).map { String($0) } == ["03333-", "-33330"])
        if case .failure(let error) = game.parseMove("e", in: game.start) { #expect(error.message == "expected a pit, a to d, found 'e'") }
        let mirrored = try self.game([("pits", "4"), ("seeds", "3"), ("sowing", "clockwise")])
        #expect(mirrored.cells(mirrored.start).map { String($0) } == ["-33330", "03333-"])
    }
}
