import Analyzer
import ArgumentParser
import Foundation
import Games
import Language
import ResultCache
import Search

/// The `analyze>` prompt, or script mode when standard input is not a terminal.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "The analyze> prompt (the default): line editing, history, tab completion.",
        discussion: """
            History is kept in ~/.analyze_history. Files named run first (run "FILE" at the \
            prompt does the same: a session written by save reopens). A search past a second shows \
            a progress line on standard error. Ctrl-C stops a running search and returns to the \
            prompt, or drops a diagram being typed; Ctrl-D or quit leaves. At the prompt, the statements that solve (solve, best, pv, expect, engine, review, \
            proof) answer from the results database when it knows the position and keep what they \
            solve (--no-cache: not). When standard input is not a terminal, lines are read as a \
            script, with no prompt and no database.
            """)

    @Argument(help: ArgumentHelp("Scripts to run first (a session written by save, say); the prompt then goes on from them.",
        valueName: "FILE"))
    var files: [String] = []

    @OptionGroup var common: CommonOptions

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        let typed = isatty(STDIN_FILENO) != 0
        var options = common.sessionOptions
        // At the prompt, solve, best, pv, engine, review and proof answer from the results
        // database when it knows the position, and keep what they solve; a script is always
        // searched, so that what it checks is checked.
        if typed && !database.noCache {
            do {
                options.cache = try database.open()
                options.statementsUseCache = true
            } catch {
                Output.err("analyze: results database \(error); going on without it")
            }
        }
        let ticker = SearchTicker()
        if typed { options.progress = ticker.progress }
        guard let session = Output.session(options) else { throw ExitCode(1) }
        Interrupt.install(interactive: typed)
        // The scripts named are run as `run "FILE"` lines would be: a saved session reopens.
        var opened = true
        for file in files {
            let summary = ticker.showing {
                session.run("run \(PositionPrinter.quoted(file))", file: "<command line>", emit: Output.show)
            }
            opened = opened && summary.succeeded
        }
        if typed {
            interactive(session, ticker: ticker)
        } else {
            let ok = script(session)
            if !ok || !opened { throw ExitCode(1) }
        }
    }

    /// Typed lines with readline. Each entry is parsed on its own as `<input>`; a bare `board`
    /// reads indented rows until a blank line.
    private func interactive(_ session: Session, ticker: SearchTicker) {
        let editor = LineEditor(session: session)
        Output.out("analyze: exact solver for board games. Type help for the statements, quit to leave.")
        while let line = editor.read(prompt: "analyze> ") {
            // An empty line ends a rule definition being typed: it is compiled now, not when the
            // next statement comes.
            if line.allSatisfy(\.isWhitespace) {
                if let problem = session.finishDraft() { Output.err(problem.rendered) }
                continue
            }
            var text = line
            if Parser.opensDiagram(line, rules: Families.vocabulary) {
                var cancelled = false
                rows: while true {
                    switch editor.read(prompt: "   ...> ", continuing: true) {
                    case .line(let row) where !row.trimmingCharacters(in: .whitespaces).isEmpty:
                        // Rows must sit deeper than the keyword; indent them for the user.
                        text += "\n    " + row.trimmingCharacters(in: .whitespaces)
                    case .line, .end:
                        break rows
                    case .cancelled:
                        cancelled = true
                        break rows
                    }
                }
                if cancelled {
                    Output.err("(the '\(line.trimmingCharacters(in: .whitespaces))' diagram is cancelled)")
                    continue
                }
            }
            let summary = ticker.showing {
                session.run(text, file: "<input>", finishing: false) { event in
                    ticker.erase()
                    Output.show(event)
                }
            }
            if summary.quit { break }
        }
        editor.close()
    }

    /// Lines from a pipe or file, run as they arrive, a statement at a time (diagram rows
    /// gathered first), with no prompt. Returns false if any statement failed.
    private func script(_ session: Session) -> Bool {
        session.run(ScriptStream(standardInputAs: "<stdin>"), file: "<stdin>", emit: Output.show).succeeded
    }
}
