import Boards
import Games
import Search
import Testing

@testable import Analyzer

/// `count` inside the memory budget: tables no larger than a game can use, a count stopped by a
/// limit or by the budget gives what it found as a lower bound, and a count the budget may not
/// hold is announced before it starts.
@Suite struct CountBudgetTests {
    func options(budgetMiB: Int, tableMiB: Int? = nil) -> SessionOptions {
        var options = testOptions()
        options.budget = MemoryBudget(bytes: budgetMiB << 20)
        options.tableBytes = tableMiB.map { $0 << 20 }
        return options
    }

    @Test func tictactoe_atA64MiBBudget_countsAll5478Positions() {
        let session = Session(options: options(budgetMiB: 64))
        let lines = session.output("game tictactoe\ncount")
        #expect(lines.last?.hasPrefix("5,478 positions") == true, "\(lines) \(session.errors("count"))")
        // A game of 5,478 positions needs no 64 MiB table.
        #expect((session.tableBytesInPlay ?? .max) <= 1 << 20)
    }

    @Test func countStoppedByANodeLimit_saysTheCountSoFarAsALowerBound() {
        let session = makeSession(nodeLimit: 10_000)
        let errors = session.errors("game connect4-5x4\ncount")
        #expect(errors.first?.contains("count stopped: node limit of 10000 reached; at least 12,288 positions") == true, "\(errors)")
    }

    @Test func countStoppedByTheBudget_saysTheCountSoFar_andWarnedBeforeItStarted() {
        let session = Session(options: options(budgetMiB: 16, tableMiB: 1))
        var events: [String] = []
        session.run("game connect4-6x5\ncount", file: "<input>") { event in
            if let text = printed(event) { events.append(text) }
        }
        #expect(events.count == 2, "\(events)")
        #expect(events.first?.hasPrefix("note: count may need more memory than the budget") == true, "\(events)")
        #expect(events.last?.contains("count stopped: the memory budget (--memory-mb, 16 MiB) has no room for more positions; at least ") == true, "\(events)")
    }

    @Test func aCountTheBudgetHolds_isNotWarnedAbout() {
        let session = Session(options: options(budgetMiB: 64))
        let lines = session.output("game mnk-4-4-3\nmoves a1 b2 c3 d4 a2\ncount")
        #expect(lines.count == 1 && lines.first?.contains("positions (") == true, "\(lines)")
    }

    @Test func theCountsSetsStayInsideTheBytesTheyAreGiven() {
        let session = makeSession()
        _ = session.output("game connect4-6x5")
        let memory = 4 << 20
        guard case .positions(let count) = try? session.play.count(limit: .max, memory: memory, limits: SearchLimits()) else {
            Issue.record("no count")
            return
        }
        #expect(count.stopped == .memory(memory))
        #expect(count.positions > 10_000)
        #expect(count.peakBytes <= memory, "\(count.peakBytes) bytes held at once")
    }
}
