extension Parser {
    /// `export svg [--threats | --legal | --path] "FILE"`: the format, at most one option, the
    /// file name. A word starting with `--` is always an option; a file of that name is quoted.
    static func export(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let example = "as in: export svg \"board.svg\""
        let format = try cursor.consumeAny("expected a picture format after 'export', \(example)")
        guard format.kind == .word, format.text.lowercased() == "svg" else {
            throw cursor.error("unknown picture format '\(format.text)'; analyze draws svg, \(example)", at: format)
        }
        var picture = Picture.board
        var option: Word?
        if let flag = cursor.peek(), flag.kind == .word, flag.text.hasPrefix("--") {
            let known = Picture.allCases.compactMap(\.flag)
            guard let chosen = Picture.allCases.first(where: { $0.flag == flag.text }) else {
                throw cursor.error(
                    "unknown option '\(flag.text)' for export svg; expected \(alternatives(known))", at: flag)
            }
            cursor.advance()
            picture = chosen
            option = cursor.word(flag)
            if let second = cursor.peek(), second.kind == .word, second.text.hasPrefix("--") {
                throw cursor.error("export svg takes one option, \(alternatives(known)), then the file name",
                    at: second)
            }
        }
        let path = try fileName(after: "export svg\(option.map { " " + $0.text } ?? "")",
            example: "board.svg", &cursor)
        return .export(picture, option: option, path: path)
    }
}
