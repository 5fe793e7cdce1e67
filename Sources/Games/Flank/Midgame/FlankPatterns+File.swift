import Foundation

/// The pattern weights as a file: a text head, then the weights as bytes.
///
///     # comments (the command that made the file, its error on held-out positions)
///     shapes edge-2x corner-3x3 ...     (the names of `FlankPatterns.shapes`, in order)
///     terms 2.1 0.8 ...                 (one weight in discs per FlankFeatures term)
///     eighths                           (the last text line; then, to the end of the file:)
///
/// per shape in that order, one signed byte per configuration (3^cells of them, configuration 0
/// first): its weight in eighths of a disc (-16 to +15.875 discs; the fit's few larger weights are
/// clipped). 167,265 bytes of weights.
extension FlankPatterns {
    /// The file's bytes, after `head` (comment lines, each ending in a newline).
    public func bytes(head: String = "") -> [UInt8] {
        var text = head + "shapes " + Self.shapes.map(\.name).joined(separator: " ") + "\n"
        text += "terms " + terms.map { String(format: "%.4f", $0) }.joined(separator: " ") + "\neighths\n"
        var bytes = Array(text.utf8)
        for shape in weights {
            for weight in shape {
                let eighths = min(max((weight * 8).rounded(), -128), 127)
                bytes.append(UInt8(bitPattern: Int8(eighths)))
            }
        }
        return bytes
    }

    /// Reads a pattern weights file.
    public init(bytes: [UInt8]) throws(FlankWeights.WeightsError) {
        self.init()
        var start = 0, line = 0
        var sawShapes = false, sawTerms = false
        while true {
            line += 1
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw .init(line: line, message: "no 'eighths' line")
            }
            let words = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: " ")
            start = end + 1
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            if first == "eighths" { break }
            switch first {
            case "shapes":
                guard words.dropFirst().map(String.init) == Self.shapes.map(\.name) else {
                    throw .init(line: line, message: "the shapes are not \(Self.shapes.map(\.name).joined(separator: " "))")
                }
                sawShapes = true
            case "terms":
                let numbers = words.dropFirst().compactMap { Double($0) }
                guard numbers.count == FlankFeatures.count, words.count == FlankFeatures.count + 1,
                    numbers.allSatisfy(\.isFinite)
                else { throw .init(line: line, message: "expected 'terms' and \(FlankFeatures.count) weights") }
                terms = numbers
                sawTerms = true
            default:
                throw .init(line: line, message: "unknown line '\(first)'")
            }
        }
        guard sawShapes, sawTerms else { throw .init(line: line, message: "no 'shapes' or no 'terms' line before 'eighths'") }
        let total = weights.reduce(0) { $0 + $1.count }
        guard bytes.count - start == total else {
            throw .init(line: line, message: "\(bytes.count - start) bytes of weights after 'eighths', not \(total)")
        }
        for shape in weights.indices {
            for index in weights[shape].indices {
                weights[shape][index] = Float(Int8(bitPattern: bytes[start])) / 8
                start += 1
            }
        }
    }

    /// The shipped 8 x 8 pattern weights (`Sources/Games/Flank/Midgame/reversi-8x8.patterns`,
    /// docs/solver.md), read at their first use; nil if the file does not read (a broken build).
    public static let shipped: FlankPatterns? = try? FlankPatterns(bytes: PackageResources.reversi_8x8_patterns)
}
