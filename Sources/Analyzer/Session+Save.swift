import Foundation
import Games
import Language

extension Session {
    /// The session as a script that `analyze run` restores: the rule sets defined or loaded since
    /// the session began (each written out in full, `extends` resolved, so the script needs no
    /// other file), the position's name, the game, its board when it is not the game's start, and
    /// the moves played. A rule set whose name is a built-in one but was defined again is written
    /// too, so the script replays the session's version.
    public var savedScript: String {
        var lines = ["# A session saved by analyze; run it with: analyze run FILE"]
        for name in rules.order.dropFirst(builtinCount) {
            guard let entries = rules.entries(of: name) else { continue }
            lines.append("rules \(PositionPrinter.quoted(name))")
            lines += entries.flatMap(Self.keyLines)
            lines.append("")
        }
        if let name = positionName, !name.isEmpty { lines.append("position \(PositionPrinter.quoted(name))") }
        lines.append("game \(Self.word(play.gameName))")
        if let base = play.baseBoard {
            lines.append("board")
            lines += base.rows.map { "  " + $0 }
            if let toMove = base.toMove { lines.append("to-move \(toMove.symbol)") }
            if let hands = play.baseHands { lines.append(hands.statement) }
        }
        let moves = play.history
        if !moves.isEmpty { lines.append("moves \(moves.joined(separator: " "))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `save "FILE"`: writes `savedScript` to the file (relative to the working folder).
    func save(to path: Word) throws(Diagnostic) -> Reply {
        try write(savedScript, to: path)
        return .text("saved \(path.text)")
    }

    /// Writes `text` to the file named by `path` (relative to the working folder) through
    /// `SafeFile`; a failure, or a session that may not write (`analyze check`), is an error at
    /// the name.
    func write(_ text: String, to path: Word) throws(Diagnostic) {
        guard options.allowWrites else {
            throw path.error("'\(path.text)' was not written: \(options.writesRefused)")
        }
        do {
            try SafeFile.write(text, to: path.text)
        } catch {
            throw path.error("cannot write '\(path.text)': \(error.reason)")
        }
    }

    /// One rule entry as the lines that define it: `board 4 x 4`, `title "..."`, a diagram key
    /// with its rows indented under it.
    static func keyLines(_ entry: RuleEntry) -> [String] {
        if !entry.rows.isEmpty { return [entry.key] + entry.rows.map { "  " + $0 } }
        if entry.key == "board", entry.arguments.count == 2 {
            return ["board \(entry.arguments[0]) x \(entry.arguments[1])"]
        }
        return [([entry.key] + entry.arguments.map(word)).joined(separator: " ")]
    }

    /// A name or argument as a word of the language, quoted when it would not read back alone.
    private static func word(_ text: String) -> String {
        PositionPrinter.needsQuotes(text) ? PositionPrinter.quoted(text) : text
    }
}
