import Testing

@testable import Language

/// A compact picture of a token for comparisons: `w:play@1`, `s:corner fork@10`.
private func describe(_ tokens: [Token]) -> [String] {
    tokens.map { "\($0.kind == .word ? "w" : "s"):\($0.text)@\($0.column)" }
}

private func scanned(_ line: String) -> [String]? {
    try? describe(Lexer.scan(line))
}

struct LexerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let tokens: [String]
        init(_ line: String, _ tokens: [String]) {
            self.line = line
            self.tokens = tokens
        }
        var testDescription: String { line.isEmpty ? "<empty>" : line }
    }

    static let cases: [Case] = [
        Case("", []),
        Case("   ", []),
        Case("# only a comment", []),
        Case("play b2", ["w:play@1", "w:b2@6"]),
        Case("  play   b2  ", ["w:play@3", "w:b2@10"]),
        Case("play b2 # the centre", ["w:play@1", "w:b2@6"]),
        Case("play b2#no blank before the comment", ["w:play@1", "w:b2@6"]),
        Case("\tplay\tb2", ["w:play@2", "w:b2@7"]),
        Case("position \"corner fork\"", ["w:position@1", "s:corner fork@10"]),
        Case("position \"a # b\" # c", ["w:position@1", "s:a # b@10"]),
        Case(#"position "say \"hi\"""#, ["w:position@1", #"s:say "hi"@10"#]),
        Case(#"load "a\\b""#, ["w:load@1", #"s:a\b@6"#]),
        Case(#"title "a\nb""#, ["w:title@1", #"s:a\nb@7"#]),
        Case("a\"b\"c", ["w:a@1", "s:b@2", "w:c@5"]),
        Case("\"\"", ["s:@1"]),
        Case("to-move X", ["w:to-move@1", "w:X@9"]),
        Case("moves d2-d4-f4 4453", ["w:moves@1", "w:d2-d4-f4@7", "w:4453@16"]),
    ]

    @Test(arguments: cases)
    func scan_line_givesTokensWithColumns(_ testCase: Case) {
        #expect(scanned(testCase.line) == testCase.tokens)
    }

    @Test func scan_token_knowsItsEndColumn() throws {
        let tokens = try Lexer.scan(#"play "a\"b" c"#)
        #expect(tokens.map(\.endColumn) == [5, 12, 14])
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let line: String
        let column: Int
        var testDescription: String { line }
    }

    static let unterminated: [Bad] = [
        Bad(line: "position \"corner", column: 10),
        Bad(line: "\"", column: 1),
        Bad(line: #"load "a\""#, column: 6),
        Bad(line: "title \"a\" \"b", column: 11),
    ]

    @Test(arguments: unterminated)
    func scan_unclosedQuote_pointsAtQuote(_ bad: Bad) {
        #expect(throws: LexError(message: "unterminated string; expected a closing '\"'", column: bad.column)) {
            try Lexer.scan(bad.line)
        }
    }

    @Test(arguments: [
        ("title \"t\u{0}\"", "<input>:1:9: error: a control character (U+0000) cannot be part of a quoted string; remove it"),
        ("title t\u{0}", "<input>:1:8: error: a control character (U+0000) cannot be part of a statement; remove it"),
        ("play \u{1B}[31mb2", "<input>:1:6: error: a control character (U+001B) cannot be part of a statement; remove it"),
        ("title \"a\u{7}b\"", "<input>:1:9: error: a control character (U+0007) cannot be part of a quoted string; remove it"),
    ])
    func scan_controlCharacter_isRefusedAtItsPlace(_ line: String, _ first: String) {
        let result = Parser.parse(line, file: "<input>", rules: testRules)
        #expect(result.statements.isEmpty)
        #expect(result.diagnostics.map { $0.rendered.components(separatedBy: "\n")[0] } == [first])
    }

    @Test func controlCharacter_isShownByItsPictureUnderTheCaret() {
        let rendered = Parser.parse("title \"t\u{0}\u{1B}[2J\"", file: "<input>", rules: testRules).diagnostics.map(\.rendered)
        #expect(rendered == [
            "<input>:1:9: error: a control character (U+0000) cannot be part of a quoted string; remove it\n"
                + "title \"t\u{2400}\u{241B}[2J\"\n        ^"
        ])
    }

    @Test func scan_tabInAStringAndControlsInAComment_areKept() throws {
        #expect(try describe(Lexer.scan("title \"a\tb\" # \u{0}")) == ["w:title@1", "s:a\tb@7"])
    }
}
