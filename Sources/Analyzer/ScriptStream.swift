import Foundation
import Games
import Language

/// A script read a block at a time, never whole, and handed out one statement at a time: a line,
/// with the rows under it when it opens a diagram (a bare `board`, `shape`, `start` or `target`:
/// the following lines that `Parser.continuesDiagram` takes, as the parser reads them). Memory stays
/// that of one block and one statement however long the file is.
///
/// Lines end as the parser ends them (`\n`, `\r\n`, `\r` and the other newline characters). A
/// line longer than `longestLine` characters is skipped without being kept, and a line that is
/// not UTF-8 ends the file; each is a problem at its line.
public final class ScriptStream {
    /// What comes next: a statement's text with its first line's number, or a problem.
    public enum Piece {
        case statement(String, firstLine: Int)
        case problem(Diagnostic)
    }

    /// The longest line read; no statement of the language comes near it (a move list is a few
    /// hundred characters).
    public static let longestLine = 1_000_000

    private let descriptor: Int32
    private let closes: Bool
    private let file: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var skipping = false
    /// True after text that is not UTF-8: nothing more is read.
    private var stopped = false
    /// Lines split but not yet handed out, with their numbers.
    private var pending: [(text: String, number: Int)] = []
    private var pendingStart = 0
    private var lastNumber = 0
    private var problem: Diagnostic?

    /// Standard input.
    public init(standardInputAs name: String = "<stdin>") {
        descriptor = STDIN_FILENO
        closes = false
        file = name
    }

    /// The regular file at `path`, opened now.
    public init(path: String) throws(SourceFiles.ReadError) {
        try SourceFiles.checkRegular(path)
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SourceFiles.ReadError(reason: SafeFile.reason(errno)) }
        closes = true
        file = path
    }

    deinit { if closes { close(descriptor) } }

    /// The next statement or problem; `nil` at the end of the file.
    public func next() -> Piece? {
        guard let first = nextLine() else {
            // The lines stop at a problem until it is handed out.
            defer { problem = nil }
            return problem.map { .problem($0) }
        }
        var text = first.text
        if Self.mayOpenDiagram(first.text), Parser.opensDiagram(first.text, rules: Families.vocabulary) {
            let depth = Self.indentation(first.text)
            while let row = peekLine(), Parser.continuesDiagram(row.text, openingIndentation: depth, rules: Families.vocabulary) {
                text += "\n" + row.text
                pendingStart += 1
            }
        }
        return .statement(text, firstLine: first.number)
    }

    /// A cheap test before the parser's: the line's first word is a diagram keyword.
    static func mayOpenDiagram(_ line: String) -> Bool {
        let word = line.drop(while: \.isWhitespace).prefix { !$0.isWhitespace && $0 != "#" }
        return word == "board" || Families.vocabulary.diagramKeys.contains(String(word))
    }

    /// As the parser counts it: the leading whitespace characters.
    static func indentation(_ line: String) -> Int { line.prefix(while: \.isWhitespace).count }

    private func nextLine() -> (text: String, number: Int)? {
        guard let line = peekLine() else { return nil }
        pendingStart += 1
        return line
    }

    /// The next line without taking it; reads blocks as needed. A problem found on the way stops
    /// the lines (`nil`) and is handed out next.
    private func peekLine() -> (text: String, number: Int)? {
        while pendingStart == pending.count {
            guard problem == nil, let bytes = nextPhysicalLine() else { return nil }
            lastNumber += 1
            guard let text = bytes else { continue }
            pending = Self.split(text).enumerated().map { (String($0.element), lastNumber + $0.offset) }
            pendingStart = 0
            lastNumber += pending.count - 1
        }
        return pending[pendingStart]
    }

    /// The text between two `\n` bytes, without a `\r` before the `\n`; `.some(nil)` for a line
    /// skipped (too long, or not UTF-8: a problem is then set); `nil` at the end.
    private func nextPhysicalLine() -> String?? {
        while !stopped {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                defer { start = newline + 1 }
                if skipping {
                    skipping = false
                    return .some(nil)
                }
                return .some(decode(buffer[start..<newline]))
            }
            if buffer.count - start > Self.longestLine * 4 || (skipping && !buffer.isEmpty) {
                // A line past the bound (in bytes, at most four a character): drop what is held.
                if !skipping { tooLong() }
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { buffer.removeAll(); start = 0 }
                return skipping ? .some(nil) : .some(decode(buffer[start...]))
            }
            refill()
        }
        return nil
    }

    private func refill() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var count: Int
        repeat { count = read(descriptor, &block, block.count) } while count < 0 && errno == EINTR
        if count <= 0 { atEnd = true } else { buffer += block[..<count] }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        var bytes = bytes
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            problem = place("not UTF-8 text; the rest of the file is not read")
            stopped = true
            return nil
        }
        guard text.count <= Self.longestLine else {
            tooLong()
            return nil
        }
        return text
    }

    private func tooLong() {
        problem = place("a line longer than \(Self.longestLine.formatted()) characters; it is skipped")
    }

    private func place(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: file, line: lastNumber + 1, column: 1), line: "")
    }

    /// A physical line split as the parser splits text: at every newline character.
    static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
}
