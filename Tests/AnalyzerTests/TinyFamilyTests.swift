import Boards
import Testing

@testable import Analyzer
@testable import Games

/// A family written in the test target (`TinyFamilyGame.swift`) joins a session by one line,
/// `session.rules.families.append(TakeawayFamily.self)`, and is then defined, chosen, played and
/// solved through the language like any built-in family: the worked example of "Adding a family"
/// in docs/architecture.md.
@Suite struct TinyFamilyTests {
    /// A session that knows the take-away family and has the rule set `takeaway-N` chosen.
    static func session(pile: Int) -> Session {
        let session = makeSession()
        session.rules.families.append(TakeawayFamily.self)
        let errors = session.errors("rules \"takeaway-\(pile)\"\nfamily takeaway\nstart \(pile)\ngame takeaway-\(pile)")
        #expect(errors.isEmpty, "\(errors)")
        return session
    }

    /// With 1 to 3 taken a move, the mover loses exactly when the pile is a multiple of 4. The
    /// winner takes `pile % 4`, then answers each take `t` with `4 - t`: one ply and two per four
    /// counters. The loser can only last two plies per four counters.
    @Test(arguments: 1...12)
    func solve_followsTheRuleOfFour(pile: Int) {
        let session = Self.session(pile: pile)
        #expect(session.gameName == "takeaway-\(pile)")
        let solved = session.output("solve").joined(separator: "\n")
        if pile % 4 == 0 {
            #expect(solved.hasPrefix("O wins in \(pile / 2)\n"), "\(solved)")
        } else {
            #expect(solved.hasPrefix("X wins in \(pile / 4 * 2 + 1)\n"), "\(solved)")
            #expect(solved.contains("  best        \(pile % 4)\n"), "\(solved)")
        }
    }

    @Test func sevenCounters_takeThree_everyOtherMoveLoses() {
        let session = Self.session(pile: 7)
        #expect(session.output("legal") == ["legal: 1 2 3"])
        let values = session.output("values").joined(separator: "\n")
        #expect(values.contains("  1  loss in 4\n"), "\(values)")
        #expect(values.contains("  2  loss in 4\n"), "\(values)")
        #expect(values.contains("  3  win in 3  (best)"), "\(values)")
    }

    @Test func eightCounters_everyMoveLoses() {
        let solved = Self.session(pile: 8).output("solve").joined(separator: "\n")
        #expect(solved.hasPrefix("O wins in 4\n"), "\(solved)")
        #expect(solved.contains("  best        1 2 3\n"), "\(solved)")
    }

    @Test func play_takesCounters_andRefusesWhatTheRulesDoNot() {
        let session = Self.session(pile: 5)
        #expect(session.errors("play 3").isEmpty)
        #expect(session.sideToMove == .o)
        #expect(session.history == ["3"])
        #expect(session.output("legal") == ["legal: 1 2"])
        #expect(session.errors("play 3") == [
            "<input>:1:6: error: only 2 counters are left, so 3 cannot be taken\nplay 3\n     ^"])
        #expect(session.errors("play 4").first?.contains("expected 1, 2 or 3 (the counters to take), found '4'") == true)
        #expect(session.errors("play 2").isEmpty)
        #expect(session.legalMoves.isEmpty)
        #expect(session.history == ["3", "2"])
    }

    @Test func theFamily_keepsTheContract_andItsVariantCompiles() throws {
        let session = makeSession()
        session.rules.families.append(TakeawayFamily.self)
        #expect(session.errors(TakeawayFamily.conformanceVariants).isEmpty)
        let game = try #require(session.rules.game(named: "conformance-takeaway") as? TakeawayGame)
        var random = SplitMix64(seed: 1)
        #expect(game.contractProblems(playouts: 20, &random).isEmpty)
    }

    @Test func aSessionWithoutTheFamily_refusesIt_andOneWithIt_listsIt() {
        let line = "rules \"t\"\nfamily takeaway\nstart 7"
        #expect(makeSession().errors(line) == [
            "<input>:2:8: error: unknown family 'takeaway'; expected line, flank, jump, block or sow\nfamily takeaway\n       ^"])
        let session = makeSession()
        session.rules.families.append(TakeawayFamily.self)
        #expect(session.errors("rules \"t\"\nfamily hex") == [
            "<input>:2:8: error: unknown family 'hex'; expected line, flank, jump, block, sow or takeaway\nfamily hex\n       ^"])
    }
}
