import Foundation
import Testing

@testable import Analyzer

/// `analyze bench --suite` end to end, as CI runs it: a suite of one line (the start of
/// tic-tac-toe) in a folder of its own, its baseline written, then compared with baselines whose
/// count makes this run's grow, stay or shrink.
@Suite struct BenchSuiteRunTests {
    /// The folder with `bench/suite.txt` of one entry; removed by the caller.
    func repository() throws -> String {
        let folder = try Executable.scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/bench", withIntermediateDirectories: true)
        try "# a suite of one entry\ncheap ttt game tictactoe\n".write(toFile: folder + "/bench/suite.txt", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aWrittenBaseline_passes_andAGrownCount_failsAfterTheWholeTable() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = try Executable.run(#"exec "$A" bench --suite --cheap"#, in: folder)
        #expect(missing.status == 1)
        #expect(missing.errors == "bench/baseline.txt: cannot read: no such file (write one with --write-baseline)\n")

        let written = try Executable.run(#"exec "$A" bench --suite --write-baseline"#, in: folder)
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output.contains("wrote      bench/baseline.txt: 1 entry, commit unknown"))
        let text = try String(contentsOfFile: folder + "/bench/baseline.txt", encoding: .utf8)
        let (baseline, errors) = BenchBaseline.parse(text, file: "baseline.txt")
        #expect(errors.isEmpty)
        let nodes = try #require(baseline.entry("ttt")?.nodes)
        #expect(nodes > 100)

        func compared(withBaselineOf count: UInt64) throws -> Executable.Outcome {
            var edited = baseline
            edited.entries[0].nodes = count
            try edited.rendered(suiteFile: "bench/suite.txt").write(toFile: folder + "/bench/baseline.txt", atomically: true, encoding: .utf8)
            return try Executable.run(#"exec "$A" bench --suite --cheap"#, in: folder)
        }
        let same = try compared(withBaselineOf: nodes)
        #expect(same.status == 0)
        #expect(same.output.contains("ttt") && same.output.contains("cheap") && same.output.contains("  +0.0 %\n"))
        #expect(same.output.split(separator: "\n").last?.hasPrefix("total") == true)

        let grown = try compared(withBaselineOf: nodes * 100 / 104)
        #expect(grown.status == 1)
        #expect(grown.output.contains(" % !\n"))
        #expect(grown.output.split(separator: "\n").last?.hasPrefix("total") == true)
        #expect(grown.errors.contains("the node count of ttt grew by more than 3 %"))

        #expect(try compared(withBaselineOf: nodes * 100 / 102).status == 0)
        let shrunk = try compared(withBaselineOf: nodes * 100 / 95)
        #expect(shrunk.status == 0)
        #expect(shrunk.output.contains(" % (better: update the baseline)\n"))
    }

    /// The node count a suite of the one line `line` writes into its baseline for `entry`, with
    /// `files` (paths from the repository's root) copied beside the suite's folder.
    func baselineNodes(_ line: String, entry: String, files: [String] = []) throws -> UInt64? {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            try FileManager.default.copyItem(atPath: CensusTests.root.appendingPathComponent(file).path, toPath: folder + "/" + name)
        }
        try (line + "\n").write(toFile: folder + "/bench/suite.txt", atomically: true, encoding: .utf8)
        let written = try Executable.run(#"exec "$A" bench --suite --write-baseline"#, in: folder)
        #expect(written.status == 0, "\(written.errors)")
        let text = try String(contentsOfFile: folder + "/bench/baseline.txt", encoding: .utf8)
        return BenchBaseline.parse(text, file: "baseline.txt").baseline.entry(entry)?.nodes
    }

    /// A `nimber` entry counts the regions its start's nimber valued: 197 for Cram on 4 x 4.
    @Test func aNimberEntry_countsTheRegionsValued() throws {
        #expect(try baselineNodes("cheap cram nimber cram-4x4 --rules cram-4x4.rules", entry: "cram",
            files: ["puzzles/games/cram-4x4.rules"]) == 197)
    }

    /// An `outcome` entry counts the positions its proof-number search expanded: 879 for Hex on 3 x 3.
    @Test func anOutcomeEntry_countsThePositionsExpanded() throws {
        #expect(try baselineNodes("cheap hex outcome hex-3x3", entry: "hex") == 879)
    }

    @Test func aBadSuiteLine_failsWithItsPlace_andNothingRuns() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "cheap ttt game tictactoe --threads 2\n".write(toFile: folder + "/bench/suite.txt", atomically: true, encoding: .utf8)
        let run = try Executable.run(#"exec "$A" bench --suite --write-baseline"#, in: folder)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("bench/suite.txt:1:26: error: '--threads' is not an option of a game entry"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/bench/baseline.txt"))
    }

    @Test(arguments: [
        ("bench --cheap", "--cheap goes with --suite"),
        ("bench --suite --threads 2", "leave out --threads"),
        ("bench --suite tictactoe", "leave out a GAME"),
        ("bench --suite --cheap --write-baseline", "leave out --cheap"),
    ])
    func suiteOptions_outOfPlace_areRefused(arguments: String, message: String) throws {
        let run = try Executable.run(#"exec "$A" "# + arguments)
        #expect(run.status == 64)
        #expect(run.errors.contains(message))
    }
}
