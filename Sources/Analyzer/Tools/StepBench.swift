import Foundation
import Games

/// `analyze bench --peg`: the steps of the families' own benchmarks (`FamilyBenchmark`), each
/// run through a session as a user runs it, timed and checked against the known answer (the
/// figures of docs/solver.md); a mismatch fails the run.
public enum StepBench {
    /// `long`: also the steps that take minutes.
    public static func run(long: Bool, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        var ok = true
        let pad = GameBench.pad
        console.out(pad("step", 38, false) + " " + pad("answer", 56, false) + "   seconds   peak MB")
        for step in Families.tools((any FamilyBenchmark.Type).self).flatMap({ $0.benchmarkSteps(long: long) }) {
            let session = try Session.forTool(options, console)
            var answer = "no answer"
            var seconds = 0.0
            session.run(step.script, file: "<bench>") { event in
                switch event {
                case .reply(.solution(let report), _):
                    answer = report.headline
                    seconds = report.stats.seconds
                case .reply(.puzzleCount(let count), _):
                    answer = "\(TextRenderer.grouped(count.positions)) boards, \(TextRenderer.grouped(count.canonical)) up to symmetry"
                    seconds = count.seconds
                case .error(let diagnostic):
                    answer = diagnostic.message
                    ok = false
                default:
                    break
                }
            }
            if !answer.hasPrefix(step.known) {
                console.err("\(step.label): expected \(step.known), found \(answer)")
                ok = false
            }
            console.out(pad(step.label, 38, false) + " " + pad(answer, 56, false) + " " + pad(String(format: "%.3f", seconds), 9, true)
                + " " + pad(MemoryBudget.peakMegabytes.map { String($0) } ?? "?", 9, true))
        }
        if !ok { throw ToolFailure() }
    }
}
