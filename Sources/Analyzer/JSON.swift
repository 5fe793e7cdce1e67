import Boards

/// A JSON value with its object keys in a fixed order, written on one line.
public indirect enum JSON: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The value as compact JSON text.
    public var text: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .int(let n): return String(n)
        case .double(let d): return d.isFinite ? String(d) : "null"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// An object with `key` added last; any other value as it is.
    func adding(_ key: String, _ value: JSON) -> JSON {
        guard case .object(let pairs) = self else { return self }
        return .object(pairs + [(key, value)])
    }

    /// A value's keys as `solve --json` writes them: `value`, `remoteness` and (where the game
    /// has one) `score`; for an estimate `value` "estimate", `exact` false, `estimate` and
    /// `depth`, never a value that reads as proven. From the playout search (`playouts`): an
    /// estimate has `win_rate` (percent, for the side to move) and `playouts` in place of
    /// `estimate` and `depth`; a proof `exact` true, `playouts`, and no remoteness (the proof's
    /// length need not be the fastest win).
    static func valueKeys(_ value: Value, estimateDepth: Int?, playouts: Int? = nil) -> [(String, JSON)] {
        if let playouts {
            guard estimateDepth != nil else {
                return [("value", .string(value.outcome.description)), ("exact", .bool(true)), ("playouts", .int(playouts))]
            }
            return [("value", .string("estimate")), ("exact", .bool(false)), ("win_rate", .int(value.score ?? 50)),
                ("playouts", .int(playouts))]
        }
        if let estimateDepth {
            return [("value", .string("estimate")), ("exact", .bool(false)), ("estimate", .int(value.score ?? 0)),
                ("depth", .int(estimateDepth))]
        }
        var pairs: [(String, JSON)] = [("value", .string(value.outcome.description)), ("remoteness", .int(value.remoteness))]
        if let score = value.score { pairs.append(("score", .int(score))) }
        return pairs
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
