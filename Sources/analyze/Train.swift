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
            Plays --positions seeded games from the start of GAME (a Reversi rule set), at random or \
            (--games played) by the ten-term evaluation, stops each at a number of empty cells \
            drawn from --empties, solves it exactly, and fits the evaluation's weights by least \
            squares per phase of 4 empty cells; one position in ten is held out and the mean \
            absolute error of the fit and of mobility alone on them is printed and written in the \
            file's header. The same seed gives the same file whatever \
            the thread count. With --patterns it also fits the 8 x 8 pattern evaluation (edges, \
            corners, rows, diagonals; it orders the exact endgame) to the same positions. The \
            shipped 8 x 8 weights are made by scripts/train-eval and scripts/train-patterns \
            (docs/solver.md gives the formats).
            """)

    @Argument(help: "The game (a Reversi rule set).")
    var game = "reversi"

    @Option(help: "How many positions to label (100 to 10000000).")
    var positions = 20_000

    @Option(help: ArgumentHelp("The empty cells of the positions, LOW-HIGH (each 1 to 40).", valueName: "LOW-HIGH"))
    var empties = "12-23"

    @Option(help: "The seed of the games.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("""
        How the games are played: random (every move), or played (the first 6 moves at random, \
        then one in ten at random and the others the move the ten-term evaluation likes best, \
        give or take 2 discs).
        """, valueName: "random|played"))
    var games = "random"

    /// `games` read, or nil when it names no way of playing.
    var style: FlankTraining.Games? { FlankTraining.Games(rawValue: games) }

    @Option(help: ArgumentHelp("The weights file to write (replaced whole, through a temporary file).", valueName: "FILE"))
    var out: String

    @Option(help: ArgumentHelp("""
        A file of labelled positions: read when it was made with the same game, --positions, \
        --empties and --seed (the solving is skipped), else written once they are labelled.
        """, valueName: "FILE"))
    var labels: String?

    @Option(help: ArgumentHelp("""
        Also fit the pattern evaluation (8 x 8 only) to the same positions and write it to FILE.
        """, valueName: "FILE"))
    var patterns: String?

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
        guard style != nil else { throw ValidationError("--games must be random or played, not '\(games)'") }
        guard range != nil else { throw ValidationError("--empties must be LOW-HIGH with 1 <= LOW <= HIGH <= 40, not '\(empties)'") }
    }

    /// The game and the options that choose the positions, as the files' heads record them.
    var made: String {
        "\(game) --positions \(positions) --empties \(empties) --seed \(seed)" + (style == .played ? " --games played" : "")
    }

    /// Writes a file whole, or says why not and fails.
    func save(_ bytes: [UInt8], to path: String) throws {
        do {
            try SafeFile.write(bytes: bytes, to: path)
        } catch {
            Output.err("analyze: train: cannot write '\(path)': \(error.reason)")
            throw ExitCode(1)
        }
    }

    func run() throws {
        Interrupt.install(interactive: false)
        let options = common.sessionOptions
        guard let session = Output.session(options), let range else { throw ExitCode(1) }
        guard let flank = session.rules.game(named: game) as? FlankGame else {
            Output.err("analyze: train: '\(game)' is not a Reversi rule set (known: \(session.rules.names.joined(separator: ", ")))")
            throw ExitCode(1)
        }
        guard patterns == nil || flank.cells == ~0 else {
            Output.err("analyze: train: --patterns needs the 8 x 8 board; '\(game)' is not")
            throw ExitCode(1)
        }
        let training = FlankTraining(game: flank)
        let started = ContinuousClock.now
        if let labels, let text = try? String(contentsOfFile: labels, encoding: .utf8),
            let kept = FlankTraining.samples(text: text, made: made, cells: flank.cells)
        {
            Output.out("\(labels): \(kept.count.formatted()) labelled positions read")
            try fitAndWrite(training, kept, started: started)
            return
        }
        let all = training.positions(positions, empties: range, seed: seed, games: style ?? .random)
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
                Output.progress("\r\u{1B}[Klabelled \(done.formatted()) of \(total.formatted()), \(BatchTally.duration(left)) left")
            }
        } catch {
            if terminal { Output.progress("\r\u{1B}[K") }
            Output.err("analyze: train: stopped: \(error); nothing written")
            throw ExitCode(error == .interrupted ? 130 : 1)
        }
        if terminal { Output.progress("\r\u{1B}[K") }
        if let labels { try save(Array(FlankTraining.text(samples, made: made).utf8), to: labels) }
        try fitAndWrite(training, samples, started: started)
    }

    /// Fits the weights to `samples` (one in ten held out) and writes them to `out`.
    func fitAndWrite(_ training: FlankTraining, _ samples: [FlankTraining.Sample], started: ContinuousClock.Instant) throws {
        let held = samples.indices.filter { $0 % 10 == 9 }.map { samples[$0] }
        let fitted = samples.indices.filter { $0 % 10 != 9 }.map { samples[$0] }
        let weights = training.fit(fitted)
        let error = training.meanAbsoluteError(weights, held, mobilityOnly: false)
        let mobility = training.meanAbsoluteError(weights, held, mobilityOnly: true)
        let seconds = (ContinuousClock.now - started).seconds
        let summary = String(format: "mean absolute error on %d held-out positions: %.2f discs (mobility alone %.2f)",
            held.count, error, mobility)
        let header = [
            "# analyze Reversi evaluation for \(game): made by analyze train \(made)",
            "# \(fitted.count) positions fitted, labelled by the exact solver; \(summary)",
            "# weights in discs per unit of each term, per phase of empty cells (docs/solver.md)",
        ]
        try save(Array((header.joined(separator: "\n") + "\n" + weights.text).utf8), to: out)
        Output.out("\(out): \(weights.phases.count) phases from \(fitted.count.formatted()) positions in "
            + String(format: "%.1f s", seconds) + "; \(summary)")
        if let patterns { try fitPatterns(training, fitted: fitted, held: held, termsError: error, to: patterns) }
    }

    /// Fits the pattern evaluation and writes it to `file`, its error beside the terms' alone.
    func fitPatterns(_ training: FlankTraining, fitted: [FlankTraining.Sample], held: [FlankTraining.Sample],
        termsError: Double, to file: String) throws
    {
        let started = ContinuousClock.now
        let fit = FlankPatternFit(game: training.game)
        let passes = 12
        let terminal = isatty(STDERR_FILENO) == 1
        let exact = fit.fit(fitted, passes: passes, seed: seed) { pass in
            if terminal { Output.progress("\r\u{1B}[Kpatterns: pass \(pass) of \(passes)") }
        }
        if terminal { Output.progress("\r\u{1B}[K") }
        // The error of the weights as the file holds them (in eighths of a disc).
        let weights = (try? FlankPatterns(bytes: exact.bytes())) ?? exact
        let error = fit.meanAbsoluteError(weights, held)
        let summary = String(format: "mean absolute error on %d held-out positions: %.2f discs (terms alone %.2f)",
            held.count, error, termsError)
        let header = [
            "# analyze Reversi pattern evaluation: made by analyze train \(made) --patterns FILE",
            "# \(fitted.count) positions fitted (each in its 8 images), labelled by the exact solver; \(summary)",
            "# a text head, then the weights in eighths of a disc as bytes (docs/solver.md)",
        ]
        try save(weights.bytes(head: header.joined(separator: "\n") + "\n"), to: file)
        Output.out("\(file): patterns fitted in " + String(format: "%.1f s", (ContinuousClock.now - started).seconds) + "; \(summary)")
    }
}
