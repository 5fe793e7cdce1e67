import Analyzer
import ArgumentParser
import Foundation

/// `analyze bench --peg`: the peg solitaire figures (docs/solver.md), through the session as a user
/// gets them: the classic problem of each shipped board solved (or proved impossible), the
/// boards reachable on the English board counted, and with `--fewest` the English minimum. Each
/// answer is checked against the known one; a mismatch is an error (exit status 1).
extension Bench {
    func runPeg() throws {
        var ok = true
        Output.out(pad("step", 38) + " " + pad("answer", 56) + "   seconds   peak MB")
        // Each step with the answer known from the literature (known-results.md, section 4).
        var steps: [(label: String, script: String, known: String)] = [
            ("peg-english solve", "game peg-english\nsolve", "solved"),
            ("peg-european solve", "game peg-european\nsolve", "unsolvable"),
            ("peg-triangle solve", "game peg-triangle\nsolve", "solved"),
            ("peg-wiegleb solve", "game peg-wiegleb\nsolve", "solved"),
            ("peg-diamond solve", "game peg-diamond\nsolve", "solved"),
            ("peg-triangle solve --fewest-moves", "game peg-triangle\nsolve --fewest-moves", "solved in 10 moves"),
            ("peg-english count", "game peg-english\ncount", "187,636,299 boards, 23,475,688 up to symmetry"),
        ]
        if fewest {
            steps.append(("peg-english solve --fewest-moves", "game peg-english\nsolve --fewest-moves", "solved in 18 moves"))
        }
        let options = common.sessionOptions
        for step in steps {
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
