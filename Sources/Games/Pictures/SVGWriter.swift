/// A tiny SVG writer: elements one a line, attribute values and text escaped, numbers written
/// short. `document` wraps what was written in an `<svg>` root with its width, height and viewBox.
public struct SVGWriter {
    private(set) var lines: [String] = []
    private var depth = 1

    /// An empty element: `<circle cx="10" cy="10" r="4"/>`.
    mutating func element(_ name: String, _ attributes: [(String, String)]) {
        lines.append(indent + "<\(name)\(Self.attributes(attributes))/>")
    }

    /// An element holding text: `<text x="4" y="12">b2</text>`.
    mutating func text(_ content: String, _ attributes: [(String, String)]) {
        lines.append(indent + "<text\(Self.attributes(attributes))>\(Self.escape(content))</text>")
    }

    /// A group around what `body` writes: `<g ...> ... </g>`.
    mutating func group(_ attributes: [(String, String)], _ body: (inout SVGWriter) -> Void) {
        lines.append(indent + "<g\(Self.attributes(attributes))>")
        depth += 1
        body(&self)
        depth -= 1
        lines.append(indent + "</g>")
    }

    /// The whole document: the XML declaration, the `<svg>` root sized `width` x `height` with a
    /// matching viewBox, a title, and the elements written.
    func document(width: Double, height: Double, title: String) -> String {
        let size = [("xmlns", "http://www.w3.org/2000/svg"), ("width", Self.number(width)),
            ("height", Self.number(height)), ("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))"),
            ("font-family", "Helvetica, Arial, sans-serif")]
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<svg\(Self.attributes(size))>",
            "  <title>\(Self.escape(title))</title>"] + lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Text made safe inside an element or a quoted attribute: `& < > " '` as entities, and
    /// control characters XML does not allow dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number with at most two decimals and no trailing zeros: `12`, `12.5`, `0.33`.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return "\(sign)\(whole).\(digits)"
    }
}
