import Boards
import Foundation

/// `analyze train`: the ten-term evaluation (`FlankWeights`) fitted to positions the exact solver
/// labels (`FlankTraining`), and on 8 x 8 the pattern evaluation (`FlankPatternFit`) too.
extension FlankGame {
    public static var trainableKind: String { "a Reversi rule set" }

    public func trainEvaluation(_ plan: TrainingPlan, _ files: TrainingFiles, _ console: ToolConsole) throws(ToolFailure) {
        guard plan.patterns == nil || cells == ~0 else {
            console.err("analyze: train: --patterns needs the 8 x 8 board; '\(name)' is not")
            throw ToolFailure()
        }
        let run = FlankTrainingRun(plan: plan, training: FlankTraining(game: self), files: files, console: console)
        let started = ContinuousClock.now
        if let labels = plan.labels, let text = files.read(labels),
            let kept = FlankTraining.samples(text: text, made: run.made, cells: cells)
        {
            console.out("\(labels): \(kept.count.formatted()) labelled positions read")
            try run.fitAndWrite(kept, started: started)
            return
        }
        let samples = try run.label(started: started)
        if let labels = plan.labels { try files.write(Array(FlankTraining.text(samples, made: run.made).utf8), labels) }
        try run.fitAndWrite(samples, started: started)
    }
}

/// One `analyze train` of a Reversi rule set: labelling, then the fits, each written whole.
struct FlankTrainingRun {
    let plan: TrainingPlan
    let training: FlankTraining
    let files: TrainingFiles
    let console: ToolConsole

    /// The game and the options that choose the positions, as the files' heads record them.
    var made: String {
        "\(training.game.name) --positions \(plan.positions) --empties \(plan.emptiesText) --seed \(plan.seed)"
            + (plan.games == .played ? " --games played" : "")
    }

    /// The positions of the plan, each solved exactly; a progress line while they are.
    func label(started: ContinuousClock.Instant) throws(ToolFailure) -> [FlankTraining.Sample] {
        let all = training.positions(plan.positions, empties: plan.empties, seed: plan.seed, games: plan.games)
        let total = all.count
        let progress = console.progress
        do throws(SearchStop) {
            // --time-limit bounds the whole labelling; Ctrl-C stops it.
            let samples = try training.label(all, threads: plan.threads, tableBytes: plan.tableBytes ?? (16 << 20),
                limits: SearchLimits(seconds: plan.timeLimit)) { done in
                guard let progress, done % 50 == 0 || done == total else { return }
                let spent = (ContinuousClock.now - started).seconds
                let left = done > 0 ? spent / Double(done) * Double(total - done) : 0
                progress("labelled \(done.formatted()) of \(total.formatted()), \(ToolConsole.duration(left)) left")
            }
            progress?("")
            return samples
        } catch {
            progress?("")
            console.err("analyze: train: stopped: \(error); nothing written")
            throw ToolFailure(error)
        }
    }

    /// Fits the weights to `samples` (one in ten held out) and writes them to the plan's file.
    func fitAndWrite(_ samples: [FlankTraining.Sample], started: ContinuousClock.Instant) throws(ToolFailure) {
        let held = samples.indices.filter { $0 % 10 == 9 }.map { samples[$0] }
        let fitted = samples.indices.filter { $0 % 10 != 9 }.map { samples[$0] }
        let weights = training.fit(fitted)
        let error = training.meanAbsoluteError(weights, held, mobilityOnly: false)
        let mobility = training.meanAbsoluteError(weights, held, mobilityOnly: true)
        let seconds = (ContinuousClock.now - started).seconds
        let summary = String(format: "mean absolute error on %d held-out positions: %.2f discs (mobility alone %.2f)",
            held.count, error, mobility)
        let header = [
            "# analyze Reversi evaluation for \(training.game.name): made by analyze train \(made)",
            "# \(fitted.count) positions fitted, labelled by the exact solver; \(summary)",
            "# weights in discs per unit of each term, per phase of empty cells (docs/solver.md)",
        ]
        try files.write(Array((header.joined(separator: "\n") + "\n" + weights.text).utf8), plan.out)
        console.out("\(plan.out): \(weights.phases.count) phases from \(fitted.count.formatted()) positions in "
            + String(format: "%.1f s", seconds) + "; \(summary)")
        if let patterns = plan.patterns { try fitPatterns(fitted: fitted, held: held, termsError: error, to: patterns) }
    }

    /// Fits the pattern evaluation and writes it to `file`, its error beside the terms' alone.
    func fitPatterns(fitted: [FlankTraining.Sample], held: [FlankTraining.Sample], termsError: Double, to file: String)
        throws(ToolFailure)
    {
        let started = ContinuousClock.now
        let fit = FlankPatternFit(game: training.game)
        let passes = 12
        let exact = fit.fit(fitted, passes: passes, seed: plan.seed) { pass in
            console.progress?("patterns: pass \(pass) of \(passes)")
        }
        console.progress?("")
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
        try files.write(weights.bytes(head: header.joined(separator: "\n") + "\n"), file)
        console.out("\(file): patterns fitted in " + String(format: "%.1f s", (ContinuousClock.now - started).seconds) + "; \(summary)")
    }
}
