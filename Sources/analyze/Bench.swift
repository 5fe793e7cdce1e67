import Analyzer
import ArgumentParser
import Foundation

/// `analyze bench`: solves the start of each named game from a cold table and prints the figures
/// (run it from a release build: `swift build -c release`).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark: solve the empty board of each game and print nodes, time and nodes per second.",
        discussion: "Measure with a release build (swift build -c release; .build/release/analyze bench).")

    @Argument(help: ArgumentHelp("Games to solve from their start.", valueName: "GAME"))
    var games: [String] = ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4"]

    @OptionGroup var common: CommonOptions

    func run() throws {
        var ok = true
        guard Output.session(common.sessionOptions) != nil else { throw ExitCode(1) }
        Output.out("game                 value          nodes        seconds   nodes/s")
        for game in games {
            guard let session = Output.session(common.sessionOptions) else { throw ExitCode(1) }
            var line = "\(game): not solved"
            session.run("game \(game)\nsolve", file: "<bench>") { event in
                switch event {
                case .reply(.solution(let report), _):
                    let s = report.stats
                    line = pad(game, 20) + " " + pad("\(report.value)", 12) + " "
                        + pad(TextRenderer.grouped(Int(s.nodes)), 14, right: true) + " "
                        + pad(String(format3(s.seconds)), 10, right: true) + " "
                        + pad(TextRenderer.grouped(Int(s.nodesPerSecond)), 11, right: true)
                case .error(let diagnostic):
                    line = diagnostic.rendered
                    ok = false
                default:
                    break
                }
            }
            Output.out(line)
        }
        if !ok { throw ExitCode(1) }
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

    private func format3(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
