import Boards
import Foundation
import Language
import Testing

@testable import Analyzer

/// Session options for tests: a small transposition table (each `game` line allocates one), and
/// optional bounds so that junk input cannot start a long search.
func testOptions(nodeLimit: UInt64? = nil, countLimit: Int? = nil) -> SessionOptions {
    var options = SessionOptions()
    options.tableBytes = 1 << 16
    // One thread: node counts, and so what a node limit stops, are then the same every run.
    options.threads = 1
    options.nodeLimit = nodeLimit
    if let countLimit { options.countLimit = countLimit }
    return options
}

/// The built-in games by name, as messages list them: "connect4, connect4-4x4, ...". Derived from
/// the shipped rule files, so that a new one needs no edit here.
var builtinGameList: String { Session.builtinRules.book.names.joined(separator: ", ") }

/// A fresh session with the test options.
func makeSession(nodeLimit: UInt64? = nil, countLimit: Int? = nil) -> Session {
    Session(options: testOptions(nodeLimit: nodeLimit, countLimit: countLimit))
}

/// One event as `analyze run` prints it: a reply's text (`nil` for the replies that print
/// nothing), or an error's rendered diagnostic.
func printed(_ event: RunEvent) -> String? {
    switch event {
    case .reply(let reply, _):
        let text = TextRenderer.render(reply)
        return text.isEmpty ? nil : text
    case .error(let diagnostic):
        return diagnostic.rendered
    }
}

extension Session {
    /// Runs `text` as a script and returns what it prints, one entry an event that prints.
    @discardableResult
    func output(_ text: String, file: String = "<input>") -> [String] {
        var lines: [String] = []
        run(text, file: file) { event in
            if let text = printed(event) { lines.append(text) }
        }
        return lines
    }

    /// The errors `text` gives, rendered.
    func errors(_ text: String, file: String = "<input>") -> [String] {
        var found: [String] = []
        run(text, file: file) { event in
            if case .error(let diagnostic) = event { found.append(diagnostic.rendered) }
        }
        return found
    }

    /// What `show` prints now.
    var shown: String { output("show").joined(separator: "\n") }

    /// The cells of the current position, top row first.
    var cells: [[Character]] { play.cells }
}

/// Rows written as `X../.O./..X` as cells.
func cells(_ rows: String) -> [[Character]] {
    rows.split(separator: "/", omittingEmptySubsequences: false).map { Array($0) }
}

/// A bad statement and the exact error it gives.
struct BadStatement: Sendable, CustomTestStringConvertible {
    let input: String
    let rendered: String

    init(_ input: String, _ rendered: String) {
        self.input = input
        self.rendered = rendered
    }

    var testDescription: String { input.replacingOccurrences(of: "\n", with: " / ") }
}
