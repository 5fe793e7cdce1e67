import Foundation
import Analyzer
import Fuzzing
import Testing

/// No input crashes the session: 20,000 seeded hostile inputs (mutated puzzle lines, rule
/// definitions with huge and odd numbers, unterminated quotes, unicode, NUL, random diagrams),
/// typed and as files. A crash ends the test process, failing the run; `scripts/fuzz` runs a
/// million in a release build.
@Suite struct FuzzTests {
    @Test func twentyThousandHostileInputs_crashNothing() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let corpus = FuzzRun.corpus(under: root.appendingPathComponent("puzzles").path)
            + FuzzRun.corpus(under: root.appendingPathComponent("Sources/Games").path)
        #expect(corpus.count > 500)
        let folder = NSTemporaryDirectory() + "analyze-fuzz-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var run = FuzzRun(seed: 20_261_124, corpus: corpus, folder: folder)
        for _ in 0..<20_000 { run.step() }
        let totals = run.totals
        #expect(totals.inputs == 20_000)
        // Inputs that mean something and inputs that are refused, both in numbers: a generator
        // that made only garbage, or only valid lines, would be a weak test.
        #expect(totals.replies > 5_000 && totals.errors > 5_000, "\(totals)")
        #expect(totals.sessions >= 100)
        // Nothing was written: saves and exports are refused in the runner's sessions.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func blockRuleSets_areGenerated_andManyCompile() {
        var inputs = FuzzInputs(seed: 11, corpus: ["show"])
        let definitions = (0..<3_000).map { _ in inputs.next() }.filter { $0.contains("\nfamily block\nboard ") }
        #expect(definitions.count > 100, "\(definitions.count) block rule sets")
        var options = SessionOptions()
        options.nodeLimit = 2_000
        options.timeLimit = 0.5
        options.budget = MemoryBudget(bytes: 64 << 20)
        var compiled = 0
        for text in definitions {
            // The definition and the `game` line that ends it, without the statements after.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let game = lines.firstIndex(where: { $0.hasPrefix("game ") }) else { continue }
            let session = Session(options: options)
            var failed = false
            session.run(lines[...game].joined(separator: "\n"), file: "<input>") { event in
                if case .error = event { failed = true }
            }
            if !failed { compiled += 1 }
        }
        #expect(compiled * 10 > definitions.count, "\(compiled) of \(definitions.count) compiled")
        #expect(compiled * 5 < definitions.count * 4, "\(compiled) of \(definitions.count) compiled: too few faults")
    }

    @Test func deepChainsOfLoadAndRun_crashNothing() throws {
        let folder = NSTemporaryDirectory() + "analyze-fuzz-chains-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var run = FuzzRun(seed: 7, corpus: ["show", "game connect4"], folder: folder, chains: true)
        for _ in 0..<400 { run.step() }
        #expect(run.totals.inputs == 400)
        #expect(run.totals.errors > 200, "\(run.totals)")
        // The pool of chains was written, each chain longer than the limit.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/chains")
        #expect(files.count >= FuzzChains.length * 3)
    }
}
