import Foundation
import Testing

/// No function in Sources is longer than 100 lines (declaration to closing brace): a longer one
/// is split into named steps. Read as text: a declaration is a line whose words before `func`
/// or `init` are attributes and modifiers; its body ends where the braces opened after it close
/// (string literals and line comments left out of the count).
@Suite struct FunctionLengthTests {
    static let longest = 100

    private static let sources = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources")

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "static", "final", "override", "mutating",
        "nonisolated", "class", "convenience", "required", "@inlinable", "@inline(__always)", "@inline(never)",
        "@discardableResult", "@usableFromInline", "@MainActor", "@Sendable",
    ]

    /// Whether `line` declares a function or an initializer.
    static func declares(_ line: Substring) -> Bool {
        for word in line.split(separator: " ") {
            if word.hasPrefix("func") || word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("init<") {
                return word == "func" || word.hasPrefix("init")
            }
            guard modifiers.contains(String(word)) || word.hasPrefix("@") else { return false }
        }
        return false
    }

    /// The code of a line without its string literals and line comment.
    static func code(_ line: Substring) -> String {
        var kept = "", inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                kept.removeLast()
                break
            } else {
                kept.append(character)
            }
            previous = character
        }
        return kept
    }

    /// Each function longer than `limit` lines in `text`: its first line's number and length.
    static func longFunctions(in text: String, limit: Int) -> [(line: Int, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(line: Int, length: Int)] = []
        for start in lines.indices where declares(lines[start].drop(while: \.isWhitespace)) {
            var depth = 0, opened = false, end = start
            scan: while end < lines.count {
                for character in code(lines[end]) {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                    if opened && depth == 0 { break scan }
                }
                end += 1
            }
            if end - start + 1 > limit { found.append((start + 1, end - start + 1)) }
        }
        return found
    }

    @Test func theCounter_measuresAFunction() {
        let text = "struct S {\n    public static func f() -> Int {\n        let s = \"}\"\n        return 1 // }\n    }\n}\n"
        #expect(Self.longFunctions(in: text, limit: 3).map(\.length) == [4])
        #expect(Self.longFunctions(in: text, limit: 4).isEmpty)
    }

    @Test func noFunctionInSources_isLongerThan100Lines() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var long: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for function in Self.longFunctions(in: text, limit: Self.longest) {
                long.append("\(file.path.replacingOccurrences(of: Self.sources.path + "/", with: "")):\(function.line): \(function.length) lines")
            }
        }
        #expect(long.isEmpty, "split these into named steps: \(long.joined(separator: "; "))")
    }
}
