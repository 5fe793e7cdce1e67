import Analyzer
import ArgumentParser
import Games
import Boards

/// `analyze review [--json] FILE...`: every game of GGF and WTHOR record files reviewed.
struct ReviewRecords: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review every game of Othello record files (GGF, WTHOR .wtb).",
        discussion: """
            Each game is replayed from its start (a GGF BO[...] start other than the standard one \
            included) and reviewed as the review statement reviews a game: every move with the \
            value before and after it for the side that moved, the best moves where it gave \
            something away; exact where the solver reaches within the limits, an estimate (said \
            as one) before. A game at fault (an illegal move, a board other than 8 x 8) is \
            reported with its number and move and the other games are still reviewed; the exit \
            status is then 1. With --json, one JSON object a game (docs/records.md).
            """)

    @Flag(help: "One JSON object a game instead of text.")
    var json = false

    @Argument(help: ArgumentHelp("GGF files, or WTHOR files (*.wtb).", valueName: "FILE"))
    var files: [String]

    @OptionGroup var common: CommonOptions

    func run() throws {
        var options = common.sessionOptions
        // Ctrl-C ends the run: the review in progress prints the moves it judged.
        options.interruptEndsRun = true
        Interrupt.install(interactive: false)
        guard let session = Output.session(options) else { throw ExitCode(1) }
        try Output.tool { console throws(ToolFailure) in try session.reviewRecordFiles(files, json: json, console) }
    }
}
