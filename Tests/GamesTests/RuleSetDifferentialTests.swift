import Boards
import Foundation
import Search
import Testing

@testable import Games

/// Random block rule sets, each solved by the block family and by the independent reference
/// (`RuleSetReference`, written from docs/rules.md): legal moves along seeded random games, and
/// value, remoteness, score and every best move at the start and at positions along them.
///
/// `ANALYZE_RULE_SETS` sets how many (500 by default: a debug build takes about 0.6 s of a core
/// per rule set, so the suite's default run stays within CI's time; `ANALYZE_RULE_SETS=5000`
/// for a deeper check before a change to the block family lands), `ANALYZE_RULE_SEED` the seed
/// (a new one each run by default, printed so that a failure can be run again). A crash leaves
/// the rule set it was checking in `differentialFile`.
@Suite struct RuleSetDifferentialTests {
    static let environment = ProcessInfo.processInfo.environment
    static let count = environment["ANALYZE_RULE_SETS"].flatMap { Int($0) } ?? 500
    static let seed = environment["ANALYZE_RULE_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...999_999_999)
    static let differentialFile = NSTemporaryDirectory() + "analyze-differential-current.rules"

    @Test func randomRuleSets_agreeWithTheReference() throws {
        print("rule-set differential: seed \(Self.seed), \(Self.count) rule sets (ANALYZE_RULE_SEED=\(Self.seed) repeats it); "
            + "a crash leaves its rule set in \(Self.differentialFile)")
        var generator = RuleSetGenerator(random: SplitMix64(seed: Self.seed))
        var checker = RuleSetChecker(random: SplitMix64(seed: Self.seed ^ 0x5DEECE66D))
        for number in 0..<Self.count {
            let rules = generator.next()
            let text = rules.text(name: "r\(number)")
            try? text.write(toFile: Self.differentialFile, atomically: false, encoding: .utf8)
            checker.check(rules, text: text)
        }
        print(checker.summary)
        for failure in checker.failures { print("mismatch: \(failure)") }
        for failure in checker.failures.prefix(5) { Issue.record("\(failure)") }
        #expect(checker.failures.isEmpty, "\(checker.failures.count) rule sets disagree; seed \(Self.seed)")
        // A generator whose rule sets were mostly refused or too large would test little.
        #expect(checker.compared * 2 > Self.count, "\(checker.summary)")
        #expect(checker.comparedWithHands * 20 > Self.count, "\(checker.summary)")
        #expect(checker.comparedMoveWords * 20 > Self.count, "\(checker.summary)")
        #expect(checker.comparedWithKinds * 40 > Self.count, "\(checker.summary)")
        #expect(checker.comparedTwoParts * 100 > Self.count, "\(checker.summary)")
        #expect(checker.comparedHandCaptures * 200 > Self.count, "\(checker.summary)")
        #expect(checker.comparedConditions * 20 > Self.count, "\(checker.summary)")
        #expect(checker.comparedCustodians * 40 > Self.count, "\(checker.summary)")
        #expect(checker.comparedPushes * 40 > Self.count, "\(checker.summary)")
    }
}

/// Compares the family with the reference, rule set by rule set, and keeps the totals.
struct RuleSetChecker {
    var random: SplitMix64
    /// The largest number of positions the reference walks for one rule set.
    var referenceLimit = 20_000
    var limits = SearchLimits(nodes: 3_000_000, stop: nil)

    private(set) var ruleSets = 0
    private(set) var refused: [String: Int] = [:]
    private(set) var tooLarge = 0
    private(set) var compared = 0
    /// How many of those compared have pieces in hand.
    private(set) var comparedWithHands = 0
    /// Of those compared, the rule sets with a leap, a slide or a straight chain.
    private(set) var comparedMoveWords = 0
    /// Of those compared, the boards of lines and the grids with `diagonals none` or `alternating`.
    private(set) var comparedGraphs = 0
    /// Of those compared, the rule sets with a line's capture (`mill`).
    private(set) var comparedMills = 0
    /// How many of those compared have two kinds of piece (`kinds`).
    private(set) var comparedWithKinds = 0
    /// How many of those compared have a two-part move (`then`).
    private(set) var comparedTwoParts = 0
    /// How many of those compared capture under `hand` (a jump that takes a piece).
    private(set) var comparedHandCaptures = 0
    /// How many of those compared have a condition on a move (`to`, `if`).
    private(set) var comparedConditions = 0
    /// How many of those compared take by custody (`custodian`).
    private(set) var comparedCustodians = 0
    /// How many of those compared push (`move push`).
    private(set) var comparedPushes = 0
    private(set) var positions = 0
    /// The reference's graph of the last rule set compared (its start's outcome, for a caller
    /// that checks one shipped game).
    private(set) var lastGraph: RuleSetGraph?
    private(set) var failures: [String] = []

    var summary: String {
        let reasons = refused.sorted { $0.value > $1.value }.map { "    \($0.value)  \($0.key)" }.joined(separator: "\n")
        return """
            rule sets \(ruleSets), compared \(compared) (\(comparedWithHands) with pieces in hand, \(comparedWithKinds) with kinds, \(comparedMills) with mills, \(comparedGraphs) on boards of lines or partial diagonals, \(comparedMoveWords) with leaps, slides or straight chains, \(comparedTwoParts) with two-part moves, \(comparedHandCaptures) capturing under hand, \(comparedConditions) with conditions, \(comparedCustodians) with custodian captures, \(comparedPushes) with pushes), positions compared \(positions), refused \(refused.values.reduce(0, +)), \
            too large for the reference \(tooLarge), mismatches \(failures.count), crashes 0
            refused, by reason:
            \(reasons)
            """
    }

    /// A refusal's reason with the names, cells and numbers taken out, so that alike reasons count together.
    static func reason(_ message: String) -> String {
        var text = message.replacingOccurrences(of: #"'[^']*'"#, with: "'…'", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\b[a-z][0-9]+\b"#, with: "CELL", options: .regularExpression)
        return text.replacingOccurrences(of: #"[0-9]+"#, with: "N", options: .regularExpression)
    }

    mutating func check(_ rules: ModelRules, text: String) {
        ruleSets += 1
        guard let spec = BlockRuleFiles.spec(text) else {
            failures.append("the test's reader could not read:\n\(text)")
            return
        }
        var book = RuleBook()
        let game: any RuleGame
        do {
            game = try book.add(spec)
        } catch {
            refused[Self.reason(error.message), default: 0] += 1
            return
        }
        let reference = RuleSetReference(rules)
        let mover: RuleSide = rules.players == 1 ? 1 : rules.first
        guard let graph = RuleSetGraph(reference, board: rules.startBoard, mover: mover, limit: referenceLimit) else {
            tooLarge += 1
            return
        }
        compared += 1
        lastGraph = graph
        if rules.hands != nil { comparedWithHands += 1 }
        if rules.mill != nil { comparedMills += 1 }
        if rules.moves.contains(where: { move in
            switch move.kind {
            case .leap, .slide: true
            case .jump(_, _, _, _, _, let straight): straight
            default: false
            }
        }) {
            comparedMoveWords += 1
        }
        if rules.kinds != nil { comparedWithKinds += 1 }
        if rules.boardLines != nil || (rules.diagonals != nil && rules.diagonals != "all") { comparedGraphs += 1 }
        if rules.moves.contains(where: { $0.then != nil }) { comparedTwoParts += 1 }
        if rules.hands != nil, rules.moves.contains(where: { if case .jump(_, _, true, _, _, _) = $0.kind { true } else { false } }) {
            comparedHandCaptures += 1
        }
        if rules.moves.contains(where: { $0.to != nil || $0.beside != nil }) { comparedConditions += 1 }
        if rules.moves.contains(where: { $0.custodian != nil }) { comparedCustodians += 1 }
        if rules.moves.contains(where: { if case .push = $0.kind { true } else { false } }) { comparedPushes += 1 }
        if case .over = reference.state(rules.startBoard, mover) {
            failures.append("the family accepted a start that is over:\n\(text)")
            return
        }
        let play = game.makePlay(tableBytes: 1 << 24, threads: 1, book: false)
        let before = positions
        var problems: [String] = []
        compare(play, graph, at: 0, allMoves: true, into: &problems)
        if rules.players == 2 {
            for walk in 0..<2 where problems.isEmpty {
                play.reset()
                var board = rules.startBoard, side = mover
                var seen: Set<[RuleSide]> = [board + [side]]
                var plies: [String] = []
                for _ in 0..<(2 + random.below(6)) {
                    guard case .moves(let moves) = reference.state(board, side) else { break }
                    let move = random.pick(moves)
                    let next = 3 - side
                    guard seen.insert(move.board + [next]).inserted else { break }
                    if let (_, error) = play.playAll([move.name], fromStart: false) {
                        problems.append("walk \(walk) \(plies.joined(separator: " ")): the family refused \(move.name): \(error.message)")
                        break
                    }
                    plies.append(move.name)
                    (board, side) = (move.board, next)
                    let names = reference.names(board, side)
                    if Set(play.legalMoves()) != Set(names) {
                        problems.append("after \(plies.joined(separator: " ")): legal \(play.legalMoves().sorted()) against \(names.sorted())")
                        break
                    }
                }
                guard problems.isEmpty, let id = graph.id(board, side) else { break }
                compare(play, graph, at: id, allMoves: false, into: &problems, label: "after \(plies.joined(separator: " "))")
            }
        }
        if !problems.isEmpty { failures.append(problems.joined(separator: "\n") + "\n" + text) }
        // With ANALYZE_REFERENCE_REPORT set, the counts of one rule set's agreement, for notes.
        if RuleSetDifferentialTests.environment["ANALYZE_REFERENCE_REPORT"] != nil, problems.isEmpty {
            let name = text.split(separator: "\n").first { $0.hasPrefix("rules ") } ?? "?"
            print("reference agreement, \(name): \(graph.boards.count) positions solved by the reference; "
                + "\(positions - before) positions compared (value, remoteness, best moves)")
        }
    }

    /// Compares the family's answer at the play's position with the reference's position `id`.
    mutating func compare(_ play: any Play, _ graph: RuleSetGraph, at id: Int, allMoves: Bool, into problems: inout [String],
        label: String = "start")
    {
        let reference = graph.reference
        let board = graph.boards[id], side = graph.movers[id]
        positions += 1
        let isPuzzle = reference.rules.players == 1
        let chains = reference.rules.moves.contains { if case .jump(_, _, _, true, _, _) = $0.kind { true } else { false } }
        let names = reference.names(board, side)
        if !(isPuzzle && chains), Set(play.legalMoves()) != Set(names) {
            problems.append("\(label): legal \(play.legalMoves().sorted()) against \(names.sorted())")
            return
        }
        let report: SolveReport
        do {
            report = try play.solve(limits: limits, allMoves: allMoves && !isPuzzle)
        } catch {
            problems.append("\(label): the family's search stopped (\(error)) where the reference walked \(graph.boards.count) positions")
            return
        }
        let outcome = graph.outcome[id], remoteness = graph.remoteness[id]
        let expected: Outcome = outcome == .win ? .win : outcome == .loss ? .loss : .draw
        if isPuzzle {
            if (report.value.outcome == .win) != (outcome == .win) {
                problems.append("\(label): the family says \(report.value), the reference \(outcome == .win ? "solvable" : "unsolvable")")
            }
            return
        }
        let margins = reference.scoresMargin ? graph.margins : nil
        if reference.scoresMargin, report.value.score != nil, margins == nil {
            problems.append("\(label): a score from a game whose positions can repeat")
            return
        }
        let scored = report.value.score != nil && margins != nil
        if report.value.outcome != expected || (!scored && expected != .draw && report.value.remoteness != remoteness) {
            problems.append("\(label): the family says \(report.value), the reference \(expected) in \(remoteness)")
        }
        if scored, let margins, report.value.score != margins[id] {
            problems.append("\(label): the family scores \(report.value.score ?? 0), the reference \(margins[id])")
        }
        guard case .moves(let moves) = reference.state(board, side) else {
            if !report.best.isEmpty { problems.append("\(label): best \(report.best) in a finished game") }
            return
        }
        let following: RuleSide = 3 - side
        var best: Set<String> = []
        var values: [String: (Outcome, Int)] = [:]
        for move in moves {
            guard let child = graph.id(move.board, following) else { continue }
            let (o, r) = graph.fromParent(child)
            values[move.name] = (o == .win ? .win : o == .loss ? .loss : .draw, r)
            let keeps = scored ? margins.map { -$0[child] == $0[id] } ?? false : o == outcome && (o == .draw || r == remoteness)
            if keeps { best.insert(move.name) }
        }
        if Set(report.best) != best { problems.append("\(label): best \(report.best.sorted()) against \(best.sorted())") }
        for (move, value) in report.moveValues {
            guard let (o, r) = values[move] else { continue }
            if value.outcome != o || (!scored && o != .draw && value.remoteness != r) {
                problems.append("\(label): \(move) \(value) against \(o) in \(r)")
            }
        }
    }
}

extension RuleSetReference {
    /// The names of the moves of `side` on `board`, a pass among them; none when the game is over.
    func names(_ board: [RuleSide], _ side: RuleSide) -> [String] {
        guard case .moves(let moves) = state(board, side) else { return [] }
        return moves.map(\.name)
    }
}
