import Boards
@testable import Games
import Language
import Testing

@testable import Analyzer

/// The contract every rule family keeps, checked over every built-in rule set and one user
/// variant per family, along seeded random playouts:
/// - a position is over exactly when it has no moves, and its moves are unique;
/// - every symmetry the rules keep maps a position onto one with the same canonical form (puzzles:
///   the same canonical key), and maps the positions after its moves onto those after the
///   image's moves; a move mapped into a symmetry's frame and back is the same move;
/// - in a session, undo restores the position and redo plays the move again, and `print` then
///   reading the print back gives the same position (peg boards included).
@Suite struct ConformanceTests {
    /// User variants, defined as a user would: each family gives its own (`Family.conformanceVariants`).
    static let variants = Families.conformanceVariants

    /// The rule sets the variants define.
    static var variantNames: [String] {
        variants.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("rules \"") }
            .map { String($0.dropFirst("rules \"".count).dropLast()) }
    }

    static var ruleSets: [String] {
        Session.builtinRules.book.order + variantNames
    }

    static func session() -> Session {
        let session = makeSession()
        let problems = session.errors(variants)
        precondition(problems.isEmpty, "the variants did not load: \(problems)")
        return session
    }

    @Test func everyBuiltinRuleSetAndFamily_isChecked() {
        let session = Self.session()
        #expect(Self.ruleSets.count == Set(Self.ruleSets).count)
        #expect(Self.ruleSets.count == session.rules.names.count, "every rule set the session knows")
        for name in Self.ruleSets { #expect(session.rules.game(named: name) != nil, "\(name)") }
        // Every family has a variant of its own among them.
        for family in Families.all {
            let own = Self.variantNames.filter { name in
                session.rules.entries(of: name)?.last { $0.key == "family" }?.arguments == [family.name]
            }
            #expect(!own.isEmpty, "\(family.name): no conformance variant")
        }
    }

    @Test(arguments: ruleSets)
    func family_keepsTheGameContract(name: String) throws {
        let game = try #require(Self.session().rules.game(named: name))
        var random = SplitMix64(seed: 0xC0FF_EE00 &+ UInt64(name.utf8.count))
        let problems = game.contractProblems(playouts: 12, &random)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }

    /// A family's game that gives no check is no silent pass.
    @Test func aGameWithoutAContractCheck_isReported() {
        struct Bare: RuleGame {
            var name: String { "bare" }
            func makePlay(tableBytes: Int, threads: Int, book: Bool) -> any Play { EmptyPlay() }
            func playCost(tableBytes: Int) -> Int { tableBytes }
        }
        var random = SplitMix64(seed: 1)
        #expect(Bare().contractProblems(playouts: 1, &random).first?.hasPrefix("bare: no contract check") == true)
    }

    @Test(arguments: ruleSets)
    func session_undoRedoAndPrint_keepThePosition(name: String) {
        let session = Self.session()
        let copy = Self.session()
        var random = SplitMix64(seed: 0x5E55_1011 &+ UInt64(name.utf8.count))
        for _ in 0..<6 {
            #expect(session.errors("game \(name)").isEmpty)
            while !session.legalMoves.isEmpty, Int.random(in: 0..<12, using: &random) != 0 {
                let before = Snapshot(session)
                let moves = session.legalMoves
                #expect(Set(moves).count == moves.count, "\(name): moves repeat: \(moves)")
                #expect(session.play.result == nil, "\(name): a position with moves is over")
                guard let move = moves.randomElement(using: &random) else { break }
                #expect(session.errors("play \(move)").isEmpty, "\(name): \(move) did not play")
                let after = Snapshot(session)
                #expect(session.errors("undo").isEmpty)
                #expect(Snapshot(session) == before, "\(name): undo of \(move) did not restore the position")
                #expect(session.errors("redo").isEmpty)
                #expect(Snapshot(session) == after, "\(name): redo of \(move) did not play it again")
            }
            if session.legalMoves.isEmpty { #expect(session.play.result != nil || session.play.isPuzzle, "\(name): no moves, not over") }
            let text = session.output("print").joined(separator: "\n")
            #expect(copy.errors(text).isEmpty, "\(name): the print did not read back:\n\(text)")
            #expect(Snapshot(copy) == Snapshot(session), "\(name): the print read back as another position:\n\(text)")
        }
    }

    /// What a session shows of its position.
    struct Snapshot: Equatable {
        var game: String
        var rows: [String]
        var toMove: Player
        var moves: [String]

        init(_ session: Session) {
            game = session.gameName
            rows = session.play.boardRows
            toMove = session.sideToMove
            moves = session.legalMoves
        }
    }
}
