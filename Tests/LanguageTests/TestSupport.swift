import Boards
import Testing

@testable import Language

/// Builds the `Word`s a test expects on one source line: `w("b2", 6)` is `b2` at column 6.
struct Words {
    let line: String
    var number = 1
    var file = "<input>"

    func callAsFunction(_ text: String, _ column: Int) -> Word {
        Word(text, at: SourceLocation(file: file, line: number, column: column), line: line)
    }
}

/// One line and the statement kind it must parse to.
struct FormCase: Sendable, CustomTestStringConvertible {
    let line: String
    let expected: StatementKind

    init(_ line: String, _ build: (Words) -> StatementKind) {
        self.line = line
        self.expected = build(Words(line: line))
    }

    var testDescription: String { line }
}

/// One input and the exact rendered diagnostic it must give.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let input: String
    let rendered: String

    init(_ input: String, _ rendered: String) {
        self.input = input
        self.rendered = rendered
    }

    var testDescription: String { input }
}

/// The rule keys these tests parse with: those of the shipped families as names and rows (their
/// help lives with the families, in Games, which Language tests do not see), with a stand-in help.
let testRules = RuleVocabulary(
    ["family", "extends", "line", "misere", "first", "gravity", "shape", "directions", "start", "goal", "target", "title"]
        .map { name in
            RuleKeyHelp(name, syntax: "\(name) ARGUMENTS", purpose: "a test key", summary: "A test key.",
                example: "\(name) x", takesRows: ["shape", "start", "target"].contains(name))
        })

/// Parses typed input (file `<input>`).
func parse(_ text: String) -> ParseResult {
    Parser.parse(text, file: "<input>", rules: testRules)
}

/// The rendered text of every diagnostic.
func renderedErrors(_ text: String) -> [String] {
    parse(text).diagnostics.map(\.rendered)
}
