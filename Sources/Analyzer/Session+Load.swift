import Foundation
import Games
import Language

extension Session {
    /// `load "FILE"`: runs a rule file: rule definitions (`rules "NAME"` and its keys) and
    /// `load` lines only. All or nothing: after an error no rule set of the file is kept.
    func load(_ path: Word, folder: String) throws(Diagnostic) -> Reply {
        let resolved = SourceFiles.resolve(path.text, from: folder)
        if options.confineLoads, !startingUp {
            // The outermost load names the folder of the file being run; nested ones stay in it.
            if loading.isEmpty { scriptFolder = folder }
            try confine(path, resolved)
        }
        let identity = SourceFiles.canonical(resolved)
        guard !isOpen(identity) else {
            throw path.error("'\(path.text)' is already being loaded (a file that loads itself, directly or not)")
        }
        if let tooDeep = nestingProblem(path) { throw tooDeep }
        let text: String
        do {
            text = try SourceFiles.read(resolved)
        } catch {
            throw path.error("cannot read '\(path.text)': \(error.reason)")
        }
        let parsed = Parser.parse(text, file: resolved, rules: Families.vocabulary)
        // What is not a rule file is refused without quoting it: the file may be anything
        // (a password file, a log), and the message may end up in a record of a batch.
        let firstStatement = parsed.statements.first?.location.line ?? Int.max
        if let other = parsed.statements.first(where: { !Self.belongsInRuleFile($0.kind) }) {
            // The keyword is one of the language's own words, so naming it quotes nothing.
            throw path.error("'\(path.text)' is not a rule file: line \(other.location.line) is a '\(other.keyword.text)' "
                + "statement; a rule file holds rules \"NAME\" definitions, their keys, and load lines")
        }
        // A file named `*.rules` is taken for a rule file with mistakes, and its errors say where.
        if !resolved.hasSuffix(".rules"), let unreadable = parsed.diagnostics.first,
            unreadable.location.line <= firstStatement
        {
            throw path.error("'\(path.text)' is not a rule file: line \(unreadable.location.line) is not a statement; "
                + "a rule file starts with rules \"NAME\" or load")
        }
        let saved = (rules, plays, playCosts, playOrder)
        let before = Set(rules.names)
        loading.append(identity)
        var problems: [Diagnostic] = []
        run(parsed, file: resolved) { event in
            if case .error(let problem) = event { problems.append(problem) }
        }
        loading.removeLast()
        if !problems.isEmpty {
            // Games dropped by a definition of the file come back, with their tables' bytes.
            for (name, cost) in saved.2 where playCosts[name] == nil { _ = options.budget.reserve(cost) }
            (rules, plays, playCosts, playOrder) = saved
            throw Self.loadFailure(path, problems)
        }
        let added = Set(rules.names).subtracting(before).sorted()
        return .text(added.isEmpty ? "loaded \(path.text)" : "loaded \(path.text): \(added.joined(separator: ", "))")
    }

    /// The most files loaded or run inside each other. Each level takes stack, and a chain far
    /// deeper than any real use would overflow it; no rule file or script needs more than a few.
    public static let deepestNesting = 50

    /// Whether the file (as `SourceFiles.canonical` writes it) is being loaded or run now.
    func isOpen(_ identity: String) -> Bool {
        identity == runningFile || loading.contains(identity)
    }

    /// The error for a `load` or `run` one level deeper than `deepestNesting`, or `nil`.
    func nestingProblem(_ path: Word) -> Diagnostic? {
        // The file the run started with is the first level, as a file loaded at the prompt is.
        let depth = loading.count + (runningFile == nil ? 0 : 1)
        guard depth >= Self.deepestNesting else { return nil }
        return path.error("'\(path.text)' was not opened: files loaded or run inside each other go at most "
            + "\(Self.deepestNesting) deep, and this one would be \(depth + 1) deep")
    }

    /// Runs `body` with `file` as the file the session's run started with, when nothing is being
    /// loaded or run already and `file` names a file (not `<input>` or `<stdin>`).
    func starting<Result>(_ file: String, _ body: () -> Result) -> Result {
        guard runningFile == nil, loading.isEmpty, !file.hasPrefix("<") else { return body() }
        runningFile = SourceFiles.canonical(file)
        defer { runningFile = nil }
        return body()
    }

    /// Refuses a path that leaves the folders a confined session may read: the folder named on
    /// the command line (or the file's) and those of the `--rules` files. Links and `..` are
    /// resolved first.
    func confine(_ path: Word, _ resolved: String) throws(Diagnostic) {
        let target = SourceFiles.canonical(resolved)
        var roots = options.loadRoots.map(SourceFiles.canonical)
        if roots.isEmpty, let scriptFolder { roots.append(SourceFiles.canonical(scriptFolder)) }
        roots += options.ruleFiles.map { SourceFiles.canonical(SourceFiles.folder(of: $0)) }
        guard !roots.contains(where: { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { return }
        throw path.error("'\(path.text)' was not loaded: it is outside the folder being run"
            + (roots.first.map { " (\($0))" } ?? "") + "; --allow-load-anywhere lets it")
    }

    /// The most errors of one file a load shows; the count says how many more there were.
    static let shownLoadErrors = 20

    /// One error at the `load` line that carries every error of the file (up to
    /// `shownLoadErrors`), each with its place and caret.
    static func loadFailure(_ path: Word, _ problems: [Diagnostic]) -> Diagnostic {
        let count = problems.count
        var more = ""
        if count > shownLoadErrors { more = " (the first \(shownLoadErrors) shown)" }
        var failure = path.error("'\(path.text)' has \(count) \(count == 1 ? "error" : "errors")\(more); "
            + "nothing of it was loaded")
        failure.notes = Array(problems.prefix(shownLoadErrors))
        return failure
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

    /// `path` made absolute with its links and `..` resolved; a path that does not exist is
    /// made absolute and its `.` and `..` resolved as written.
    public static func canonical(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    public static func read(_ path: String) throws(ReadError) -> String {
        try checkRegular(path)
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(reason: "permission denied") }
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(reason: "not UTF-8 text") }
        return text
    }

    /// Refuses anything but a regular file (links followed): a FIFO or a device would block or
    /// never end.
    public static func checkRegular(_ path: String) throws(ReadError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ReadError(reason: errno == ENOENT ? "no such file" : SafeFile.reason(errno))
        }
        if let kind = SafeFile.notRegular(status.st_mode) {
            throw ReadError(reason: kind == "a folder" ? "it is a folder" : "not a regular file (\(kind))")
        }
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
