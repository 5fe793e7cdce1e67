import Analyzer
import ArgumentParser
import Boards
import Search

/// `analyze check FILE|DIR...`: runs files as tests.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the expect lines of files as tests.",
        discussion: """
            Each file runs in a fresh session; folders are searched for *.analyze files. Every \
            failed expectation and every failed statement is printed with FILE:LINE; the last \
            line is 'N passed, M failed'. Exit status 1 if any failed. A file under test writes \
            nothing (save and export are refused unless --allow-writes) and loads rule files only \
            from its own folder and those of --rules (unless --allow-load-anywhere).
            """)

    @Argument(help: ArgumentHelp("Files or folders to check.", valueName: "FILE|DIR"))
    var paths: [String]

    @OptionGroup var trust: TrustOptions

    @OptionGroup var common: CommonOptions

    func run() throws {
        var checker = Checker(options: trust.apply(to: common.sessionOptions, command: "check"))
        // Ctrl-C ends the run: the failures so far, the interrupted statement, the closing line,
        // exit status 130.
        checker.options.interruptEndsRun = true
        Interrupt.install(interactive: false)
        checker.check(paths: paths)
        for failure in checker.failures { Output.out(failure.text) }
        Output.out(checker.closingLine)
        if StopFlag.interrupt.isRaised {
            Output.err("analyze: interrupted (Ctrl-C); the files and statements after it were not checked")
            throw ExitCode(130)
        }
        if !checker.failures.isEmpty { throw ExitCode(1) }
    }
}
