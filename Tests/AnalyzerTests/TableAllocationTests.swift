import Boards
import Testing

@testable import Analyzer

/// Tables the machine cannot give: a budget over its memory is cut to it with a note, and a
/// table the system refuses is a message and a smaller table, never an abort.
@Suite struct TableAllocationTests {
    @Test func aBudgetOverThePhysicalMemory_isClampedWithANote() {
        let physical = TableMemory.physicalBytes
        let (budget, note) = MemoryBudget.clamped(megabytes: 1_048_576)
        #expect(budget.bytes <= physical)
        #expect(note?.hasPrefix("analyze: --memory-mb 1048576 is more than this machine's memory") == true, "\(note ?? "no note")")
        let (small, none) = MemoryBudget.clamped(megabytes: 64)
        #expect(small.bytes == 64 << 20 && none == nil)
    }

    @Test func aTableOverThePhysicalMemory_isRefusedByTheAllocator() {
        #expect(TableMemory.allocate(bytes: TableMemory.physicalBytes + (1 << 30)) == nil)
    }

    @Test func aTableTheSystemRefuses_isANoteAndASmallerTable() {
        var options = testOptions()
        options.budget = MemoryBudget(bytes: 256 << 20)
        options.tableBytes = 64 << 20
        let session = Session(options: options)
        // A system that gives no more than 4 MiB at once.
        let lines = TableMemory.$ceiling.withValue(4 << 20) { session.output("game mnk-4-4-4\nmoves a1 b2 c3 d4 a2 b1\nexpect value draw") }
        #expect(lines.first == "note: the system gave no table of 64 MiB for mnk-4-4-4; it has one of 4 MiB", "\(lines)")
        #expect(lines.last?.hasPrefix("ok") == true, "\(lines)")
        #expect(session.tableBytesInPlay == 4 << 20)
        #expect(options.budget.used == session.playCosts.values.reduce(0, +))
    }
}
