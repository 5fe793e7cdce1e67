import Analyzer
import ArgumentParser
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
    var game = StandardGames.training ?? ""

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
    var style: TrainingGames? { TrainingGames(rawValue: games) }

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

    func run() throws {
        // `validate` has read the range and the way of playing.
        guard let range, let style else { throw ExitCode(1) }
        let options = common.sessionOptions
        let plan = TrainingPlan(positions: positions, empties: range, emptiesText: empties, seed: seed, games: style, out: out,
            labels: labels, patterns: patterns, threads: options.threads, tableBytes: options.tableBytes, timeLimit: common.timeLimit)
        try Output.tool { console throws(ToolFailure) in try EvaluationTraining.run(game: game, plan, options: options, console) }
    }
}
