import Foundation
import Games
import Language

/// What tab completion offers at the prompt: the words that may complete the word being typed,
/// worked out from the line before it. The terminal (readline) lives in the executable; this is
/// the part that can be tested.
public enum LineCompletion {
    /// The statements whose last word is a file name.
    public static let fileStatements: Set<String> = ["load", "open", "run", "save", "export"]

    /// The candidates for `word`, the word being typed, after `line` (the text before it):
    /// statements first on a line; after `game`, game names; after `help`, statements; after a
    /// statement that takes a file (`load`, `run`, `save`, `export svg`), file names from the
    /// current folder; otherwise the session's legal moves.
    public static func candidates(line: String, word: String, session: Session?) -> [String] {
        // A quote opening a file name is a word of its own to readline, not part of the word.
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).filter { $0 != "\"" }
        let first = words.isEmpty
        let statements = Parser.statementKeywords + Families.vocabulary.order.sorted()
        let pool: [String]
        if first {
            pool = statements
        } else if words[0] == "game" {
            pool = session?.rules.names ?? []
        } else if words[0] == "help" {
            pool = statements
        } else if words[0] == "expect", words.count == 1 {
            pool = Parser.expectationKinds
        } else if words[0] == "expect", words[1] == "value" {
            pool = ["win", "loss", "draw", "in"]
        } else if words[0] == "export", words.count == 1 {
            pool = ["svg"]
        } else if words[0] == "export", word.hasPrefix("-") {
            pool = Picture.allCases.compactMap(\.flag)
        } else if fileStatements.contains(words[0]) {
            return fileNames(completing: word)
        } else {
            pool = session?.legalMoves ?? []
        }
        return pool.filter { $0.hasPrefix(word) }
    }

    /// The files and folders whose path starts with `word` (a folder with a `/` after it, so
    /// that completion goes on into it), sorted; names starting with `.` only when the word's
    /// last part does. A folder that cannot be read gives none.
    public static func fileNames(completing word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folderPart = slash.map { String(word[...$0]) } ?? ""
        let namePart = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let folder = folderPart.isEmpty ? "." : folderPart
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { name in
                var isFolder: ObjCBool = false
                let path = folderPart + name
                let found = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                return found && isFolder.boolValue ? path + "/" : path
            }
    }
}
