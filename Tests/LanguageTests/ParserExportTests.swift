import Testing

@testable import Language

/// `export svg [--threats | --legal | --path] "FILE"`: the forms and their errors.
struct ParserExportTests {
    static let forms: [FormCase] = [
        FormCase("export svg \"board.svg\"") { w in .export(.board, option: nil, path: w("board.svg", 12)) },
        FormCase("export svg board.svg") { w in .export(.board, option: nil, path: w("board.svg", 12)) },
        FormCase("export SVG \"b.svg\" # a comment") { w in .export(.board, option: nil, path: w("b.svg", 12)) },
        FormCase("export svg --threats \"t.svg\"") { w in .export(.threats, option: w("--threats", 12), path: w("t.svg", 22)) },
        FormCase("export svg --legal l.svg") { w in .export(.legal, option: w("--legal", 12), path: w("l.svg", 20)) },
        FormCase("export svg --path \"a b.svg\"") { w in .export(.path, option: w("--path", 12), path: w("a b.svg", 19)) },
        FormCase("export svg \"--path\"") { w in .export(.board, option: nil, path: w("--path", 12)) },
    ]

    @Test(arguments: forms)
    func parse_export_givesKindWithExactColumns(_ form: FormCase) throws {
        let result = parse(form.line)
        #expect(result.diagnostics.map(\.rendered) == [])
        let statement = try #require(result.statements.first)
        #expect(statement.kind == form.expected)
        #expect(statement.keyword.text == "export")
    }

    static let errors: [ErrorCase] = [
        one("export", 8, "expected a picture format after 'export', as in: export svg \"board.svg\""),
        one("export png \"b.png\"", 8, "unknown picture format 'png'; analyze draws svg, as in: export svg \"board.svg\""),
        one("export \"svg\" b.svg", 8, "unknown picture format 'svg'; analyze draws svg, as in: export svg \"board.svg\""),
        one("export svg", 12, "expected a quoted file name after 'export svg', as in: export svg \"board.svg\""),
        one("export svg \"\"", 12, "expected a quoted file name after 'export svg', as in: export svg \"board.svg\""),
        one("export svg --path", 19,
            "expected a quoted file name after 'export svg --path', as in: export svg --path \"board.svg\""),
        one("export svg --flips \"f.svg\"", 12,
            "unknown option '--flips' for export svg; expected --threats, --legal or --path"),
        one("export svg --legal --path \"f.svg\"", 20,
            "export svg takes one option, --threats, --legal or --path, then the file name"),
        one("export svg \"a.svg\" \"b.svg\"", 20, "expected the end of the line after the file name"),
        one("export svg a.svg --path", 18, "expected the end of the line after the file name"),
    ]

    @Test(arguments: errors)
    func parse_badExport_givesOneExactDiagnostic(_ testCase: ErrorCase) {
        let result = parse(testCase.input)
        #expect(result.diagnostics.map(\.rendered) == [testCase.rendered])
        #expect(result.statements.isEmpty)
    }

    @Test func picture_flags_nameTheOptions() {
        #expect(Picture.allCases.map(\.flag) == [nil, "--threats", "--legal", "--path"])
    }
}

private func one(_ line: String, _ column: Int, _ message: String) -> ErrorCase {
    let caret = String(repeating: " ", count: column - 1) + "^"
    return ErrorCase(line, "<input>:1:\(column): error: \(message)\n\(line)\n\(caret)")
}
