import Analyzer
import ArgumentParser
import Foundation
import Games

/// `analyze bench --peg`: the peg solitaire figures (docs/solver.md), through the session as a user
/// gets them: the steps of `JumpBench`, each timed and checked against the known answer; a
/// mismatch is an error (exit status 1).
extension Bench {
    func runPeg() throws {
        var ok = true
        Output.out(pad("step", 38) + " " + pad("answer", 56) + "   seconds   peak MB")
        let options = common.sessionOptions
        for step in JumpBench.steps(fewest: fewest) {
            guard let session = Output.session(options) else { throw ExitCode(1) }
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
                Output.err("\(step.label): expected \(step.known), found \(answer)")
                ok = false
            }
            Output.out(pad(step.label, 38) + " " + pad(answer, 56) + " " + pad(String(format: "%.3f", seconds), 9, right: true)
                + " " + pad(Self.peakMegabytes().map { String($0) } ?? "?", 9, right: true))
        }
        if !ok { throw ExitCode(1) }
    }

    /// The process's peak resident memory so far (VmHWM), in MB, where /proc tells it.
    static func peakMegabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
