import Analyzer
import CReadline
import Foundation
import Language

/// GNU readline: line editing, history kept across runs in `~/.analyze_history`, and tab
/// completion of statements, game names, file names and legal moves.
final class LineEditor {
    private let historyPath: String

    init(session: Session) {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "."
        historyPath = home + "/.analyze_history"
        Completion.session = session
        // Readline's own SIGINT handling would keep the typed text; ours clears it, so the
        // configuration turns readline's off.
        analyze_rl_configure(strdup("analyze"), complete)
        analyze_rl_set_getc(cancellableGetc)
        using_history()
        _ = read_history(historyPath)
        stifle_history(2_000)
    }

    /// What reading one line gave.
    enum Input {
        case line(String)
        /// Ctrl-C at a continuation prompt: the statement being typed is dropped.
        case cancelled
        /// Ctrl-D, or the end of input.
        case end
    }

    /// One line without its newline, or `nil` at end of input (Ctrl-D).
    func read(prompt: String) -> String? {
        if case .line(let line) = read(prompt: prompt, continuing: false) { return line }
        return nil
    }

    /// One line; a continuation line (`continuing`) can be cancelled with Ctrl-C.
    func read(prompt: String, continuing: Bool) -> Input {
        Interrupt.atPrompt = true
        Interrupt.continuing = continuing
        Interrupt.cancelled = 0
        defer {
            Interrupt.atPrompt = false
            Interrupt.continuing = false
        }
        guard let raw = readline(prompt) else { return .end }
        defer { free(raw) }
        if Interrupt.cancelled != 0 {
            Interrupt.cancelled = 0
            return .cancelled
        }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { add_history(raw) }
        return .line(line)
    }

    func close() {
        _ = write_history(historyPath)
        Output.out("")
    }
}

/// What tab completion offers (`LineCompletion`), computed when a completion starts.
enum Completion {
    nonisolated(unsafe) static var session: Session?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var next = 0

    static func prepare(line: String, prefix: String) {
        candidates = LineCompletion.candidates(line: line, word: prefix, session: session)
        next = 0
    }
}

private func complete(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    let prefix = text.map { String(cString: $0) } ?? ""
    let line = analyze_rl_line_buffer().map { String(String(cString: $0).prefix(Int(start))) } ?? ""
    Completion.prepare(line: line, prefix: prefix)
    analyze_rl_completion_over()
    // A folder completed goes on into it: no blank after its `/`.
    analyze_rl_suppress_append(Completion.candidates.count == 1 && Completion.candidates[0].hasSuffix("/") ? 1 : 0)
    return rl_completion_matches(text, generate)
}

private func generate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { Completion.next = 0 }
    guard Completion.next < Completion.candidates.count else { return nil }
    defer { Completion.next += 1 }
    return strdup(Completion.candidates[Completion.next])
}
