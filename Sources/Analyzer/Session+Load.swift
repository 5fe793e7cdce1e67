import Foundation
import Language

extension Session {
    /// `load "FILE"`: runs a rule file: rule definitions (`rules "NAME"` and its keys) and
    /// `load` lines only. All or nothing: after an error no rule set of the file is kept.
    func load(_ path: Word, folder: String) throws(Diagnostic) -> Reply {
        let resolved = SourceFiles.resolve(path.text, from: folder)
        guard !loading.contains(resolved) else {
            throw path.error("'\(path.text)' is already being loaded (a file that loads itself, directly or not)")
        }
        let text: String
        do {
            text = try SourceFiles.read(resolved)
        } catch {
            throw path.error("cannot read '\(path.text)': \(error.reason)")
        }
        let parsed = Parser.parse(text, file: resolved)
        if let other = parsed.statements.first(where: { !Self.belongsInRuleFile($0.kind) }) {
            throw path.error("'\(path.text)' is not a rule file: \(other.location): '\(other.keyword.text)' "
                + "cannot be loaded; a rule file holds rules \"NAME\" definitions, their keys, and load lines")
        }
        let saved = (rules, plays)
        let before = Set(rules.names)
        loading.append(resolved)
        let summary = run(text, file: resolved) { _ in }
        loading.removeLast()
        if let first = summary.firstError {
            (rules, plays) = saved
            throw path.error("'\(path.text)' has errors; the first: \(first.location): \(first.message)")
        }
        let added = Set(rules.names).subtracting(before).sorted()
        return .text(added.isEmpty ? "loaded \(path.text)" : "loaded \(path.text): \(added.joined(separator: ", "))")
    }

    static func belongsInRuleFile(_ kind: StatementKind) -> Bool {
        switch kind {
        case .rules(let name): name != nil
        case .ruleKey, .load: true
        default: false
        }
    }
}

/// Reading script and rule files: the one place the session touches the file system.
public enum SourceFiles {
    public struct ReadError: Error {
        public var reason: String
    }

    /// `path` taken from `folder` unless it is absolute.
    public static func resolve(_ path: String, from folder: String) -> String {
        if path.hasPrefix("/") || folder == "." || folder.isEmpty { return path }
        return folder + "/" + path
    }

    /// The folder holding `path` (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    public static func read(_ path: String) throws(ReadError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ReadError(reason: "no such file")
        }
        guard !isFolder.boolValue else { throw ReadError(reason: "it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(reason: "permission denied") }
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(reason: "not UTF-8 text") }
        return text
    }

    /// The script files under `path`: the file itself, or every `*.analyze` file below a folder,
    /// sorted by path.
    public static func scripts(under path: String) throws(ReadError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ReadError(reason: "no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { throw ReadError(reason: "cannot list the folder") }
        var found: [String] = []
        while let next = walker.nextObject() as? String {
            if next.hasSuffix(".analyze") { found.append(path.hasSuffix("/") ? path + next : path + "/" + next) }
        }
        return found.sorted()
    }
}
