import Foundation
import Games

/// `analyze train`: the evaluation of a rule set whose family fits one (`TrainableEvaluation`)
/// fitted to positions the exact solver labels, its files read and written as `save` writes
/// (`SafeFile`).
public enum EvaluationTraining {
    /// Trains the rule set `game` of a session made from `options`, as `plan` says.
    public static func run(game: String, _ plan: TrainingPlan, options: SessionOptions, _ console: ToolConsole)
        throws(ToolFailure)
    {
        console.catchInterrupts()
        let session = try Session.forTool(options, console)
        guard let trainable = session.rules.game(named: game) as? any TrainableEvaluation else {
            let kinds = Families.tools((any TrainableEvaluation.Type).self).map { $0.trainableKind }.joined(separator: " or ")
            console.err("analyze: train: '\(game)' is not \(kinds) (known: \(session.rules.names.joined(separator: ", ")))")
            throw ToolFailure()
        }
        try trainable.trainEvaluation(plan, files(console), console)
    }

    /// Files read as text, and written whole through a temporary file, never through a link.
    static func files(_ console: ToolConsole) -> TrainingFiles {
        TrainingFiles(read: { try? String(contentsOfFile: $0, encoding: .utf8) }) { bytes, path throws(ToolFailure) in
            do throws(SafeFile.WriteError) {
                try SafeFile.write(bytes: bytes, to: path)
            } catch {
                console.err("analyze: train: cannot write '\(path)': \(error.reason)")
                throw ToolFailure()
            }
        }
    }
}
