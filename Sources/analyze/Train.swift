import Analyzer
import ArgumentParser
import Boards
import Foundation
import Games

/// `analyze train`: fits the Reversi evaluation to positions the exact solver labels.
struct Train: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fit the Reversi evaluation to positions the exact solver labels.",
        discussion: """
            Plays --positions seeded random games from the start of GAME (a Reversi rule set), stops \
            each at a number of empty cells drawn from --empties, solves it exactly, and fits the \
            evaluation's weights by least squares per phase of 4 empty cells; one position in ten \
            is held out and the mean absolute error of the fit and of mobility alone on them is \
            printed and written in the file's header. The same seed gives the same file whatever \
            the thread count. The shipped 8 x 8 weights are made by scripts/train-eval \
            (docs/solver.md gives the format).
            """)

    @Argument(help: "The game (a Reversi rule set).")
    var game = "reversi"

    @Option(help: "How many positions to label (100 to 10000000).")
    var positions = 20_000

    @Option(help: ArgumentHelp("The empty cells of the positions, LOW-HIGH (each 1 to 40).", valueName: "LOW-HIGH"))
    var empties = "12-23"

    @Option(help: "The seed of the random games.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("The weights file to write (replaced whole, through a temporary file).", valueName: "FILE"))
    var out: String

    @OptionGroup var common: CommonOptions

    /// `empties` read, or nil when it is not LOW-HIGH within 1...40.
    var range: ClosedRange<Int>? {
        let parts = empties.split(separator: "-").map { Int($0) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], 1 <= low, low <= high, high <= 40 else { return nil }
        return low...high
    }

    func validate() throws {
        guard (100...10_000_000).contains(positions) else {
            throw ValidationError("--positions must be between 100 and 10000000, not \(positions)")
        }
        guard range != nil else { throw ValidationError("--empties must be LOW-HIGH with 1 <= LOW <= HIGH <= 40, not '\(empties)'") }
    }

    func run() throws {
        Interrupt.install(interactive: false)
        let options = common.sessionOptions
        guard let session = Output.session(options), let range else { throw ExitCode(1) }
        guard let flank = session.rules.game(named: game) as? FlankGame else {
            Output.err("analyze: train: '\(game)' is not a Reversi rule set (known: \(session.rules.names.joined(separator: ", ")))")
            throw ExitCode(1)
        }
        let training = FlankTraining(game: flank)
        let started = ContinuousClock.now
        let all = training.positions(positions, empties: range, seed: seed)
        let terminal = isatty(STDERR_FILENO) == 1
        let total = all.count
        let samples: [FlankTraining.Sample]
        do throws(SearchStop) {
            // --time-limit bounds the whole labelling; Ctrl-C stops it.
            samples = try training.label(all, threads: options.threads, tableBytes: options.tableBytes ?? (16 << 20),
                limits: SearchLimits(seconds: common.timeLimit)) { done in
                guard terminal, done % 50 == 0 || done == total else { return }
                let spent = (ContinuousClock.now - started).seconds
                let left = done > 0 ? spent / Double(done) * Double(total - done) : 0
                FileHandle.standardError.write(Data(
                    "\r\u{1B}[Klabelled \(done.formatted()) of \(total.formatted()), \(BatchTally.duration(left)) left".utf8))
            }
        } catch {
            if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            Output.err("analyze: train: stopped: \(error); nothing written")
            throw ExitCode(error == .interrupted ? 130 : 1)
        }
        if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let held = samples.indices.filter { $0 % 10 == 9 }.map { samples[$0] }
        let fitted = samples.indices.filter { $0 % 10 != 9 }.map { samples[$0] }
        let weights = training.fit(fitted)
        let error = training.meanAbsoluteError(weights, held, mobilityOnly: false)
        let mobility = training.meanAbsoluteError(weights, held, mobilityOnly: true)
        let seconds = (ContinuousClock.now - started).seconds
        let summary = String(format: "mean absolute error on %d held-out positions: %.2f discs (mobility alone %.2f)",
            held.count, error, mobility)
        let header = [
            "# analyze Reversi evaluation for \(game): made by analyze train \(game) --positions \(positions) --empties \(empties) --seed \(seed)",
            "# \(fitted.count) positions fitted, labelled by the exact solver; \(summary)",
            "# weights in discs per unit of each term, per phase of empty cells (docs/solver.md)",
        ]
        do {
            try SafeFile.write(header.joined(separator: "\n") + "\n" + weights.text, to: out)
        } catch {
            Output.err("analyze: train: \(error)")
            throw ExitCode(1)
        }
        Output.out("\(out): \(weights.phases.count) phases from \(fitted.count.formatted()) positions in "
            + String(format: "%.1f s", seconds) + "; \(summary)")
    }
}
