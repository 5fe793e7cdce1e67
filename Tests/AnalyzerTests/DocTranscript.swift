import Foundation

/// The transcripts shown in README.md and docs/*.md, read out of their fenced code blocks so that
/// a test can run each one again and compare (DocTranscriptTests).
///
/// Two kinds of block are transcripts:
///   - a **session**: lines typed at the prompt, `analyze> STATEMENT`, each followed by what the
///     tool prints for it (lines before the first prompt, such as `$ swift run ...` and the
///     banner, are not part of it);
///   - a **command**: a block whose first line is `$ analyze ARGUMENTS` or `$ cd FOLDER && analyze
///     ARGUMENTS` (a shell line, possibly a pipe, run from the package's root), followed by what it
///     prints on standard output.
/// In the expected text a line holding only `...` stands for any number of lines (none included).
/// Times and rates vary from run to run and are compared as `<time>` and `<rate>`; node counts,
/// principal variations and every other figure are compared exactly.
struct DocTranscript: CustomStringConvertible {
    enum Kind { case session, command }

    /// One statement typed at the prompt (or the shell line) and the lines shown after it.
    struct Step {
        var input: String
        var expected: [String]
    }

    let file: String
    /// The line of the block's first input line in `file`, counted from 1.
    let line: Int
    let kind: Kind
    let steps: [Step]

    var description: String { "\(file):\(line)" }

    /// The package's root folder, found from this file's place.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose transcripts are checked.
    static func documents() -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// Every transcript of every document, in document and line order.
    static func all() throws -> [DocTranscript] {
        try documents().flatMap { name in
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            return blocks(in: text).compactMap { transcript(name, $0.line, $0.lines) }
        }
    }

    /// The fenced blocks of a Markdown text: their first content line's number and their lines,
    /// less the fence's own indentation (a block inside a list item is indented).
    static func blocks(in text: String) -> [(line: Int, lines: [String])] {
        var found: [(line: Int, lines: [String])] = []
        var open: (line: Int, indent: Int, lines: [String])?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let indent = line.prefix(while: { $0 == " " }).count
            let isFence = line.dropFirst(indent).hasPrefix("```")
            if var block = open {
                if isFence {
                    found.append((block.line, block.lines))
                    open = nil
                } else {
                    block.lines.append(String(line.dropFirst(min(block.indent, indent))))
                    open = block
                }
            } else if isFence {
                open = (index + 2, indent, [])
            }
        }
        return found
    }

    static let prompt = "analyze> "

    /// The transcript a block holds, or nil when it holds none.
    static func transcript(_ file: String, _ firstLine: Int, _ lines: [String]) -> DocTranscript? {
        if let first = lines.first, first.hasPrefix("$ analyze ") || first.hasPrefix("$ cd "),
           !lines.contains(where: { $0.hasPrefix(prompt) }) {
            let step = Step(input: String(first.dropFirst(2)), expected: Array(lines.dropFirst()))
            return DocTranscript(file: file, line: firstLine, kind: .command, steps: [step])
        }
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prompt) }) else { return nil }
        var steps: [Step] = []
        for line in lines[start...] {
            if line.hasPrefix(prompt) {
                steps.append(Step(input: String(line.dropFirst(prompt.count)), expected: []))
            } else {
                steps[steps.count - 1].expected.append(line)
            }
        }
        return DocTranscript(file: file, line: firstLine + start, kind: .session, steps: steps)
    }

    /// A line with its times and rates replaced, so that two runs compare equal.
    static func normalize(_ line: String) -> String {
        var text = line
        let patterns: [(String, String)] = [
            (#"[0-9][0-9,.]*( [kMG])? nodes/s"#, "<rate>"),
            (#"(<\s*)?[0-9][0-9,.]*(e-?[0-9]+)? s\b"#, "<time>"),
            (#""seconds":[-+0-9.eE]+"#, #""seconds":<time>"#),
        ]
        for (pattern, replacement) in patterns {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }

    /// Whether `found` matches `expected`, where a `...` line of `expected` stands for any run of
    /// lines; both are normalized first.
    static func matches(_ expected: [String], _ found: [String]) -> Bool {
        let pattern = expected.map(normalize)
        let lines = found.map(normalize)
        // memo[i][j]: whether pattern[i...] matches lines[j...].
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: lines.count + 1), count: pattern.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == pattern.count {
                result = j == lines.count
            } else if pattern[i].trimmingCharacters(in: .whitespaces) == "..." {
                result = match(i + 1, j) || (j < lines.count && match(i, j + 1))
            } else {
                result = j < lines.count && pattern[i] == lines[j] && match(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }
}
