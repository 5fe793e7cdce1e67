import Testing

@testable import Analyzer

/// One memory budget for every table of a run: a session drops its least recently used games to
/// make room, tables shrink when room is short, and what is dropped costs time, never exactness.
@Suite struct MemoryBudgetTests {
    func options(budgetMiB: Int, tableMiB: Int) -> SessionOptions {
        var options = testOptions()
        options.budget = MemoryBudget(bytes: budgetMiB << 20)
        options.tableBytes = tableMiB << 20
        return options
    }

    @Test func sixtyRuleSetsInOneSession_stayWithinTheBudget_andAnswerExactly() {
        let options = options(budgetMiB: 4, tableMiB: 1)
        let session = Session(options: options)
        for n in 1...60 {
            let lines = session.output("rules \"r\(n)\"\nextends tictactoe\nfirst \(n % 2 == 0 ? "X" : "O")\ngame r\(n)\nmoves b2\nsolve")
            #expect(lines.first?.contains("draw in 8") == true, "\(lines)")
            #expect(options.budget.used <= options.budget.bytes)
        }
        // Tic-tac-toe needs no more than 512 KiB of table.
        #expect(session.plays.count <= 8)
        #expect(session.playCosts.values.reduce(0, +) == options.budget.used)
        // An old game chosen again is made again, and answers the same.
        #expect(session.output("game r1\nmoves b2\nsolve").first?.contains("draw in 8") == true)
    }

    @Test func aTableLargerThanTheRoomLeft_isMadeSmaller() {
        let options = options(budgetMiB: 8, tableMiB: 4)
        let first = Session(options: options)
        _ = first.output("game mnk-4-4-4")
        #expect(first.playCosts["mnk-4-4-4"] == 4 << 20)
        let second = Session(options: options)
        // 3.5 MiB left once its tic-tac-toe gives way: the second session's table is halved to fit.
        _ = second.output("game mnk-4-4-4")
        #expect(second.playCosts["mnk-4-4-4"] == 2 << 20)
        #expect(options.budget.used == first.playCosts.values.reduce(0, +) + second.playCosts.values.reduce(0, +))
    }

    @Test func noRoomLeft_isAnErrorAtTheGame_andSessionsGiveTheirTablesBack() {
        let options = options(budgetMiB: 2, tableMiB: 1)
        // Three sessions hold 512 KiB of tic-tac-toe table each: the session asking for Connect 4
        // has 512 KiB left even with its own tic-tac-toe dropped, under the smallest table a game
        // gets (1 MiB).
        var holders: [Session] = [Session(options: options), Session(options: options), Session(options: options)]
        let asker = Session(options: options)
        let errors = asker.errors("game connect4")
        #expect(errors.first?.contains("no room for connect4's table: the memory budget (--memory-mb, 2 MiB)") == true, "\(errors)")
        holders.removeAll()
        #expect(options.budget.used == 0 || options.budget.used == asker.playCosts.values.reduce(0, +))
        #expect(asker.errors("game connect4").isEmpty)
    }

    @Test func countIsBoundedByWhatTheBudgetLeaves() {
        let options = options(budgetMiB: 16, tableMiB: 1)
        let session = Session(options: options)
        let errors = session.errors("game connect4\ncount")
        #expect(errors.first?.contains("count stopped: the memory budget (--memory-mb, 16 MiB) has no room for more positions; at least") == true, "\(errors)")
    }
}

extension MemoryBudgetTests {
    @Test func aBudgetOfTwoTables_dropsTheLeastRecentlyUsedGame() {
        let options = options(budgetMiB: 2, tableMiB: 2)
        let session = Session(options: options)
        // A table is half the budget at most: 1 MiB for (4,4,4), beside tic-tac-toe's 512 KiB.
        #expect(session.errors("game mnk-4-4-4").isEmpty)
        #expect(session.playCosts == ["tictactoe": 512 << 10, "mnk-4-4-4": 1 << 20])
        #expect(session.errors("game connect4").isEmpty)
        // Connect 4's 1 MiB fits once tic-tac-toe, used least recently, is dropped; the budget
        // holds what the two tables take.
        #expect(session.playCosts == ["mnk-4-4-4": 1 << 20, "connect4": 1 << 20])
        #expect(options.budget.used == 2 << 20)
    }
}
