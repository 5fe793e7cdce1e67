import Boards
import Foundation
import Games

/// `analyze bench --peg`: the steps of the families' own benchmarks (`FamilyBenchmark`), each
/// run through a session as a user runs it, timed and checked against the known answer (the
/// figures of docs/solver.md); a mismatch fails the run.
public enum StepBench {
    /// Every family's steps; `long`: also the steps that take minutes.
    public static func steps(long: Bool) -> [BenchmarkStep] {
        Families.tools((any FamilyBenchmark.Type).self).flatMap { $0.benchmarkSteps(long: long) }
    }

    /// `long`: also the steps that take minutes.
    public static func run(long: Bool, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        var ok = true
        let pad = GameBench.pad
        console.out(pad("step", 38, false) + " " + pad("answer", 56, false) + "   seconds   peak MB")
        for step in steps(long: long) {
            let done = try run(step, options: options, console)
            if !done.ok { ok = false }
            console.out(pad(step.label, 38, false) + " " + pad(done.answer, 56, false) + " "
                + pad(String(format: "%.3f", done.figures.seconds), 9, true)
                + " " + pad(MemoryBudget.peakMegabytes.map { String($0) } ?? "?", 9, true))
        }
        if !ok { throw ToolFailure() }
    }

    /// Runs `step` in a session of its own made from `options`: its answer, its nodes (for a
    /// count, the boards counted) and seconds, and whether the answer is the known one (when not,
    /// said on `console`).
    static func run(_ step: BenchmarkStep, options: SessionOptions, _ console: ToolConsole) throws(ToolFailure)
        -> (answer: String, figures: SearchStats, ok: Bool)
    {
        let session = try Session.forTool(options, console)
        var answer = "no answer"
        var figures = SearchStats(nodes: 0, seconds: 0)
        var failed = false
        session.run(step.script, file: "<bench>") { event in
            switch event {
            case .reply(.solution(let report), _):
                answer = report.headline
                figures = SearchStats(nodes: report.stats.nodes, seconds: report.stats.seconds)
            case .reply(.puzzleCount(let count), _):
                answer = "\(TextRenderer.grouped(count.positions)) boards, \(TextRenderer.grouped(count.canonical)) up to symmetry"
                figures = SearchStats(nodes: UInt64(count.positions), seconds: count.seconds)
            case .error(let diagnostic):
                answer = diagnostic.message
                failed = true
            default:
                break
            }
        }
        if !answer.hasPrefix(step.known) {
            console.err("\(step.label): expected \(step.known), found \(answer)")
            failed = true
        }
        return (answer, figures, !failed)
    }
}
