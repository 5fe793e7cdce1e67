import Boards
import Testing

@testable import Games

/// The Reversi endgame bench: reading FFO sets, choosing positions, solving one, the report.
@Suite struct FlankBenchTests {
    /// X to move with one empty cell, h8: it takes g8 (f8 is X) and the board is all X, +64.
    static let lastMove = String(repeating: "X", count: 62) + "O-"
    static let set = """
        # two positions and a bad line
        \(lastMove) X +64 h8 # ffo-41 empties=1
        \(lastMove) X 64 # no number: the line's own
        \(lastMove) Z 3
        """

    @Test func set_readsItsPositions_andNamesTheLinesItCannot() {
        #expect(FlankBench.isFFO(Self.set))
        #expect(!FlankBench.isFFO("4455 1\n"))
        let (cases, unreadable) = FlankBench.cases(from: Self.set)
        #expect(cases.map(\.number) == [41, 3])
        #expect(cases.first?.bestMoves == [63])
        #expect(cases.first?.score == 64)
        #expect(unreadable == [4])
    }

    @Test func squares_andSelections() {
        #expect(FlankBench.square("a1") == 0 && FlankBench.square("H8") == 63 && FlankBench.square("i1") == nil)
        #expect(FlankBench.name(63) == "h8" && FlankBench.name(EndgameSolver<FlankGame>.pass) == "pass")
        let cases = FlankBench.cases(from: Self.set).cases
        #expect(FlankBench.select(cases, "40-41")?.map(\.number) == [41])
        #expect(FlankBench.select(cases, "3,50")?.map(\.number) == [3])
        #expect(FlankBench.select(cases, "9-2") == nil && FlankBench.select(cases, "x") == nil)
        // An empty selection chooses nothing: refused, not run as a bench of no positions.
        #expect(FlankBench.select(cases, "") == nil && FlankBench.select(cases, ",") == nil)
    }

    @Test func run_solvesTheLastMove_andTheReportSaysSo() throws {
        let bench = try FlankBench(tableBytes: 1 << 20)
        let item = try #require(FlankBench.cases(from: Self.set).cases.first)
        let outcome = bench.run(item)
        #expect(outcome.found == 64 && outcome.move == 63 && outcome.matches && outcome.moveListed)
        #expect(outcome.empties == 1 && outcome.problem == nil)
        let other = FlankBench.Outcome(item: FlankBench.Case(line: 1, number: 40, player: 0, opponent: 0, score: 38,
            bestMoves: []), empties: 20, found: 36, move: 0, nodes: 21_000_000, seconds: 1)
        let report = FlankBench.report([outcome, other])
        #expect(report.count == 5)
        #expect(report[1].contains("h8") && report[1].contains("yes"))
        #expect(report[2].contains("NO") && report[2].contains("21.00") && report[2].contains("21.0"))
        #expect(report[3] == "positions  2, wrong scores 1")
        #expect(report[4].hasPrefix("total      21.00 M nodes"))
    }

    @Test func run_stoppedByItsLimits_saysWhy() throws {
        // The 8 x 8 start: 60 empty cells, far more than a budget of 1,000 nodes.
        var cells = Array(repeating: Character("-"), count: 64)
        (cells[27], cells[28], cells[35], cells[36]) = ("O", "X", "X", "O")
        let item = try #require(FlankBench.cases(from: String(cells) + " X 0").cases.first)
        let bench = try FlankBench(tableBytes: 1 << 20, nodes: 1_000)
        let outcome = bench.run(item)
        #expect(outcome.found == nil && outcome.move == nil && !outcome.matches)
        #expect(outcome.problem == "search stopped: \(SearchStop.nodeLimit(1_000))")
        #expect(FlankBench.report([outcome])[1].contains("(search stopped"))
        // Each position gets its own budget: the next one is not stopped at once.
        let again = bench.run(item)
        #expect(again.problem == outcome.problem && again.nodes >= 1_000)
    }

    @Test func run_timeLimit_countsFromEachPosition() throws {
        var cells = Array(repeating: Character("-"), count: 64)
        (cells[27], cells[28], cells[35], cells[36]) = ("O", "X", "X", "O")
        let item = try #require(FlankBench.cases(from: String(cells) + " X 0").cases.first)
        let bench = try FlankBench(tableBytes: 1 << 20, seconds: 0.05)
        for _ in 0..<2 {
            let outcome = bench.run(item)
            #expect(outcome.problem == "search stopped: \(SearchStop.timeLimit)")
            #expect(outcome.seconds >= 0.04 && outcome.nodes > 0)
        }
    }
}

/// The play of the impossible case (no rule files): every command refuses, nothing crashes.
@Suite struct EmptyPlayTests {
    @Test func everyCommand_refusesOrIsEmpty() throws {
        let play = EmptyPlay()
        #expect(play.gameName == "none" && play.result == nil && play.cells.isEmpty && play.history.isEmpty)
        #expect(play.diagram.first?.contains("no game") == true && play.ruleSentences.isEmpty)
        #expect(play.baseBoard == nil && !play.hasForks && play.sketches(along: ["a1"]).isEmpty)
        #expect(play.setBoard(DrawnBoard(cells: [], drawnRows: [])) != nil && play.setMover(.o) != nil)
        play.reset()
        play.restart()
        #expect(play.split("a1") == ["a1"] && play.playAll(["a1"], fromStart: false)?.0 == 0)
        #expect(play.playAll([], fromStart: true) == nil)
        if case .success = play.normalize("a1") { Issue.record("a move normalized with no game") }
        #expect(!play.undo() && !play.redo() && play.legalMoves().isEmpty)
        #expect(throws: SearchStop.self) { try play.solve(limits: SearchLimits(), allMoves: false) }
        #expect(throws: SearchStop.self) { try play.value(limits: SearchLimits()) }
        #expect(throws: SearchStop.self) { try play.count(limit: 10, limits: SearchLimits()) }
        #expect(play.searchStats.nodes == 0 && play.threats().isEmpty && play.forks().isEmpty && !play.isFork("a1"))
        #expect(play.explain("a1") == ["no game is loaded"])
        play.clearTable()
        play.useBook(false)
        #expect(play.sketch.spots.isEmpty)
    }
}

/// The peg bench's steps: each runs a shipped rule set and names its known answer.
@Suite struct JumpBenchTests {
    @Test func steps_runShippedGames() {
        let shipped = Set(BuiltinRules.files.map { String($0.name.dropLast(".rules".count)) })
        let steps = JumpBench.steps(fewest: true)
        #expect(steps.count == JumpBench.steps(fewest: false).count + 1)
        for step in steps {
            let game = step.script.split(separator: "\n").first.map { String($0.dropFirst("game ".count)) } ?? ""
            #expect(shipped.contains(game), "\(step.label)")
            #expect(step.label.hasPrefix(game) && !step.known.isEmpty)
        }
    }
}
