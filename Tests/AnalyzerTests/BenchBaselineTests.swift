import Foundation
import Testing

@testable import Analyzer

/// The baseline of `bench --suite` (read, written, read again) and how a node count is marked
/// against it: more than 3 % more fails, less is marked for an update, a new entry passes.
@Suite struct BenchBaselineTests {
    @Test func aBaseline_reads_itsHeaderAndEntries() {
        let (baseline, errors) = BenchBaseline.parse("""
            # a comment
            commit: 9ea8be4
            machine: 2 cores, AMD EPYC, Debian GNU/Linux 12 (bookworm)
            date: 2026-11-28 23:59 UTC
            # name      nodes   seconds
            tictactoe     253     0.001
            pons-L2_R2  1234567   1.5   # a comment
            """, file: "baseline.txt")
        #expect(errors.isEmpty)
        #expect(baseline.commit == "9ea8be4")
        #expect(baseline.machine == "2 cores, AMD EPYC, Debian GNU/Linux 12 (bookworm)")
        #expect(baseline.date == "2026-11-28 23:59 UTC")
        #expect(baseline.entries == [.init(name: "tictactoe", nodes: 253, seconds: 0.001), .init(name: "pons-L2_R2", nodes: 1_234_567, seconds: 1.5)])
        #expect(baseline.entry("pons-L2_R2")?.nodes == 1_234_567)
        #expect(baseline.entry("mnk-4-4-4") == nil)
    }

    @Test func aWrittenBaseline_readsBackTheSame() {
        let baseline = BenchBaseline(commit: "abc1234", machine: "1 core, x, y", date: "2026-11-29 00:00 UTC",
            entries: [.init(name: "a", nodes: 0, seconds: 0), .init(name: "a-long-entry-name-beyond-the-column", nodes: 4_000_000_000, seconds: 123.456)])
        let (read, errors) = BenchBaseline.parse(baseline.rendered(suiteFile: "bench/suite.txt"), file: "b")
        #expect(errors.isEmpty)
        #expect(read == baseline)
    }

    @Test func badBaselineLines_areErrors_atTheirPlaces() {
        let (_, errors) = BenchBaseline.parse("comit: x\n  a 12 x\nb 1,000 2\nc 5 1\nc 6 1\n", file: "baseline.txt")
        #expect(errors.map(\.rendered) == [
            "baseline.txt:1:1: error: expected commit:, machine: or date:, not 'comit:'\ncomit: x\n^",
            "baseline.txt:2:3: error: expected 'name nodes seconds' (a whole number of nodes, seconds like 0.125)\n  a 12 x\n  ^",
            "baseline.txt:3:1: error: expected 'name nodes seconds' (a whole number of nodes, seconds like 0.125)\nb 1,000 2\n^",
            "baseline.txt:5:1: error: 'c' is in the baseline twice\nc 6 1\n^",
        ])
    }

    @Test(arguments: [
        (104, "+4.0 % !", true),
        (102, "+2.0 %", false),
        (103, "+3.0 %", false),
        (100, "+0.0 %", false),
        (97, "-3.0 %", false),
        (95, "-5.0 % (better: update the baseline)", false),
    ] as [(UInt64, String, Bool)])
    func aCount_againstABaselineOf100_isMarked(nodes: UInt64, text: String, fails: Bool) {
        let change = BenchChange(nodes: nodes, baseline: 100)
        #expect(change.text == text)
        #expect(change.fails == fails)
    }

    @Test func aNewEntry_passes_andAFailedOne_fails() {
        #expect(BenchChange(nodes: 5, baseline: nil) == .new)
        #expect(BenchChange(nodes: 5, baseline: nil).text == "new")
        #expect(!BenchChange(nodes: 5, baseline: nil).fails)
        #expect(BenchChange(nodes: nil, baseline: 5).fails)
        #expect(BenchChange(nodes: 1, baseline: 0).fails)
        #expect(BenchChange(nodes: 1, baseline: 0).text == "from 0 !")
        #expect(!BenchChange(nodes: 0, baseline: 0).fails)
        #expect(BenchChange(nodes: 4_100, baseline: 3_939).text == "+4.1 % !")
    }
}
