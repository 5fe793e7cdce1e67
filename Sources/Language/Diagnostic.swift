/// An error (or note) about some input, with its place: rendered as
///
///     FILE:LINE:COL: error: MESSAGE
///     THE SOURCE LINE
///           ^
///
/// Diagnostics are values; one function, `rendered`, turns them into text.
public struct Diagnostic: Error, Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The whole line the fault is on, without its line break.
    public var sourceLine: String
    /// Further diagnostics that belong to this one (every error of a file a `load` refused),
    /// rendered after it, each with its own place and caret.
    public var notes: [Diagnostic] = []

    public init(_ severity: Severity = .error, _ message: String, at location: SourceLocation, line sourceLine: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The most characters of a source line an error shows.
    static let widest = 160

    /// The three-line text: place and message, the source line, a caret under the column.
    public var rendered: String {
        // A long line (a one-line record file) is shown as a window of it around the column,
        // so that an error costs one screen line whatever the line's length.
        var shown = sourceLine, column = location.column
        if sourceLine.count > Self.widest {
            let characters = Array(sourceLine)
            let start = max(0, min(column - 1 - Self.widest / 3, characters.count - Self.widest))
            let end = min(characters.count, start + Self.widest)
            shown = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            column = column - start + (start > 0 ? 1 : 0)
        }
        var caretLine = ""
        // Tabs in the source stay tabs under the caret so it lines up in a terminal.
        for (index, character) in shown.enumerated() where index < column - 1 {
            caretLine.append(character == "\t" ? "\t" : " ")
        }
        let pad = max(0, column - 1 - shown.count)
        caretLine += String(repeating: " ", count: pad) + "^"
        let own = "\(location): \(severity.rawValue): \(message)\n\(Self.visible(shown))\n\(caretLine)"
        return ([own] + notes.map(\.rendered)).joined(separator: "\n")
    }

    /// The line with each control character but the tab shown by its picture (NUL as `␀`, escape
    /// as `␛`), one column each: printed raw, a NUL is invisible and an escape sequence would
    /// drive the terminal.
    static func visible(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { $0 != "\t" && $0.properties.generalCategory == .control }) else {
            return line
        }
        var shown = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            guard scalar != "\t", scalar.properties.generalCategory == .control else {
                shown.append(scalar)
                continue
            }
            let picture: UInt32 = scalar.value < 0x20 ? 0x2400 + scalar.value : scalar.value == 0x7F ? 0x2421 : 0xFFFD
            shown.append(Unicode.Scalar(picture) ?? "?")
        }
        return String(shown)
    }
}
