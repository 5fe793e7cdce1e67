import Foundation
import Games
import Testing

/// The block family's shipped rule files, read from the source tree and compiled the way a
/// session compiles them (without the Language target: key lines are split on blanks, indented
/// lines are a diagram's rows).
enum BlockRuleFiles {
    /// The folder of the shipped block rule files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Games/Block/Rules").standardized

    /// The rule set in `text`, as a `RuleSpec`.
    static func spec(_ text: String) -> RuleSpec? {
        var spec: RuleSpec?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = content.split(separator: " ").map(String.init)
            guard let key = words.first else { continue }
            if line.first == " " {
                guard var current = spec, let last = current.entries.indices.last else { continue }
                current.entries[last].rows.append(words.joined(separator: " "))
                spec = current
            } else if key == "rules", words.count == 2 {
                spec = RuleSpec(name: words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            } else if key == "title" {
                continue
            } else {
                // `board 4 x 5`: the parser reads the size as two numbers.
                let arguments = key == "board" ? words.dropFirst().filter { $0 != "x" } : Array(words.dropFirst())
                spec?.entries.append(RuleEntry(key: key, arguments: arguments))
            }
        }
        return spec
    }

    /// A rule book holding every shipped block game, parents first.
    static func book() throws -> RuleBook {
        var book = RuleBook()
        var pending = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rules") }.sorted()
        // A rule set that extends another waits for it.
        while !pending.isEmpty {
            let before = pending.count
            for file in pending {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                guard let spec = spec(text) else { continue }
                if (try? book.add(spec)) != nil { pending.removeAll { $0 == file } }
            }
            if pending.count == before {
                Issue.record("rule files that do not compile: \(pending)")
                break
            }
        }
        return book
    }
}
