import Analyzer
import ArgumentParser
import Foundation

/// `analyze book build`: makes an opening book of exact scores for a Connect 4 shaped game.
struct Book: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make an opening book of exact scores for a Connect 4 shaped game.",
        subcommands: [Build.self])

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve the positions near the start and write their exact scores to a book file.",
            discussion: """
                Every position of up to --plies stones (mirror images once), or with --lines only the \
                lines where one side plays a best move (the first from the centre out) against every \
                reply, with every reply of that side stored. Each entry is written as soon as it is \
                solved: a build that is stopped (Ctrl-C, --time-limit) or killed continues where it \
                stopped when the same command is run again. The format is the public benchmark \
                sets' ('MOVES SCORE', docs/solver.md), so 'analyze bench --set FILE' re-solves a book.
                """)

        @Argument(help: "The game (a Connect 4 shaped rule set).")
        var game = "connect4"

        @Option(help: "Book positions of up to this many stones (0 to 16).")
        var plies: Int

        @Option(help: ArgumentHelp("The book file: made, or continued when it holds a book of the same settings.", valueName: "FILE"))
        var out: String

        @Option(help: "Only the lines of one side: 'first' or 'second' (default: every position).")
        var lines: String?

        @OptionGroup var common: CommonOptions

        func validate() throws {
            guard (0...BookBuild.maxPlies).contains(plies) else {
                throw ValidationError("--plies must be between 0 and \(BookBuild.maxPlies), not \(plies)")
            }
            if let lines, lines != "first", lines != "second" {
                throw ValidationError("--lines must be 'first' or 'second', not '\(lines)'")
            }
        }

        func run() throws {
            Interrupt.install(interactive: false)
            let build = BookBuild(game: game, plies: plies, side: lines.map { $0 == "first" ? 0 : 1 }, path: out)
            let terminal = isatty(STDERR_FILENO) == 1
            let summary: BookBuild.Summary
            do {
                summary = try build.run(options: common.sessionOptions) { line in
                    if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8)) }
                }
            } catch {
                Output.err("analyze: book build: \(error)")
                throw ExitCode(1)
            }
            if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            let said = "\(out): \(summary.entries.formatted()) entries (\(summary.solvedNow.formatted()) solved now) in "
                + String(format: "%.1f s", summary.seconds)
            if let stopped = summary.stopped {
                Output.err("\(said); stopped: \(stopped); run the same command again to continue")
                throw ExitCode(stopped == .interrupted ? 130 : 1)
            }
            Output.out(said)
        }
    }
}
