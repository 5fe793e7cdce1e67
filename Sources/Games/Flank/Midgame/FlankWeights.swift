import Foundation

/// The trained Reversi evaluation: per game phase (a range of empty cells), one weight per
/// `FlankFeatures` term, in discs, fitted by least squares to exact final disc differences; and
/// beside it the same fit with mobility alone (its weight and the constant), the baseline the
/// tests compare with.
///
/// File format (UTF-8 text, `#` lines are comments):
///
///     terms mobility corner-moves potential corners x-squares c-squares edges discs parity constant
///     phase 12 15 0.812 1.2 ... (one number per term)
///     mobility 12 15 1.9 0.4    (the baseline: mobility weight, constant)
///
/// A phase holds for positions with that many empty cells; a position outside every phase takes
/// the nearest one.
public struct FlankWeights: Sendable, Equatable {
    public struct Phase: Sendable, Equatable {
        public var empties: ClosedRange<Int>
        public var weights: [Double]
        /// The mobility-alone fit: weight of mobility, then of the constant.
        public var mobility: [Double]
    }

    public var phases: [Phase]

    /// The phase for a position with `empties` empty cells: the one holding it, else the nearest.
    func phase(_ empties: Int) -> Phase? {
        phases.min { distance($0, empties) < distance($1, empties) }
    }

    private func distance(_ phase: Phase, _ empties: Int) -> Int {
        phase.empties.contains(empties) ? 0 : min(abs(phase.empties.lowerBound - empties), abs(phase.empties.upperBound - empties))
    }

    /// The estimate in discs, by every term or by mobility alone.
    func estimate(_ terms: UnsafePointer<Int>, empties: Int, mobilityOnly: Bool = false) -> Double {
        guard let phase = phase(empties) else { return 0 }
        if mobilityOnly { return phase.mobility[0] * Double(terms[0]) + phase.mobility[1] }
        var sum = 0.0
        for i in 0..<FlankFeatures.count { sum += phase.weights[i] * Double(terms[i]) }
        return sum
    }

    /// The file's text.
    public var text: String {
        var lines = ["terms " + FlankFeatures.names.joined(separator: " ")]
        func number(_ x: Double) -> String { String(format: "%.4f", x) }
        for phase in phases {
            let range = "\(phase.empties.lowerBound) \(phase.empties.upperBound)"
            lines.append("phase \(range) " + phase.weights.map(number).joined(separator: " "))
            lines.append("mobility \(range) " + phase.mobility.map(number).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a weights file; nil with the line at fault when it is not one.
    public init(text: String) throws(WeightsError) {
        var phases: [Phase] = []
        var mobility: [ClosedRange<Int>: [Double]] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = raw.split(separator: " ")
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let line = index + 1
            switch first {
            case "terms":
                guard words.dropFirst().map(String.init) == FlankFeatures.names else {
                    throw WeightsError(line: line, message: "the terms are not \(FlankFeatures.names.joined(separator: " "))")
                }
            case "phase", "mobility":
                let numbers = words.dropFirst(3).compactMap { Double($0) }
                guard words.count >= 3, let low = Int(words[1]), let high = Int(words[2]), low <= high,
                    numbers.count == words.count - 3, numbers.allSatisfy(\.isFinite),
                    numbers.count == (first == "phase" ? FlankFeatures.count : 2)
                else { throw WeightsError(line: line, message: "expected '\(first) LOW HIGH' and its weights") }
                if first == "phase" {
                    phases.append(Phase(empties: low...high, weights: numbers, mobility: [0, 0]))
                } else {
                    mobility[low...high] = numbers
                }
            default:
                throw WeightsError(line: line, message: "unknown line '\(first)'")
            }
        }
        guard !phases.isEmpty else { throw WeightsError(line: 1, message: "no phase") }
        for i in phases.indices {
            guard let fit = mobility[phases[i].empties] else {
                throw WeightsError(line: 1, message: "no mobility line for phase \(phases[i].empties)")
            }
            phases[i].mobility = fit
        }
        self.phases = phases
    }

    public init(phases: [Phase]) { self.phases = phases }

    /// A weights file that cannot be read.
    public struct WeightsError: Error, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The shipped 8 x 8 weights (`Sources/Games/Flank/Midgame/reversi-8x8.eval`, docs/solver.md),
    /// read at their first use; nil if the file does not read (a broken build).
    public static let shipped: FlankWeights? = try? FlankWeights(text: String(decoding: PackageResources.reversi_8x8_eval, as: UTF8.self))
}
