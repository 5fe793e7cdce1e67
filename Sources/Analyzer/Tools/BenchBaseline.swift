import Boards
import Foundation
import Language

/// The node counts `analyze bench --suite` compares with (`bench/baseline.txt`): a header with
/// where they were measured, then one line an entry, its name, nodes and seconds (the seconds
/// for the reader; only the nodes are compared).
///
///     commit: 9ea8be4
///     machine: 2 cores, AMD EPYC 7B13, Ubuntu 24.04.3 LTS
///     date: 2026-11-28 23:59 UTC
///     # name            nodes   seconds
///     small-start         253     0.001
public struct BenchBaseline: Sendable, Equatable {
    /// One entry's figures.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var nodes: UInt64
        public var seconds: Double

        public init(name: String, nodes: UInt64, seconds: Double) {
            self.name = name
            self.nodes = nodes
            self.seconds = seconds
        }
    }

    /// The commit measured (`git rev-parse --short HEAD`, or `unknown`), the machine, the date.
    public var commit: String
    public var machine: String
    public var date: String
    public var entries: [Entry]

    public init(commit: String, machine: String, date: String, entries: [Entry]) {
        self.commit = commit
        self.machine = machine
        self.date = date
        self.entries = entries
    }

    /// The figures of the entry `name`, or nil when the baseline has none.
    public func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// The header's keys, in the order they are written.
    static let keys = ["commit", "machine", "date"]

    /// The baseline `text` (read from `file`) holds, and an error for each line that does not read.
    public static func parse(_ text: String, file: String) -> (baseline: BenchBaseline, errors: [Diagnostic]) {
        var header: [String: String] = [:]
        var entries: [Entry] = []
        var errors: [Diagnostic] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            func error(_ message: String, _ column: Int) {
                errors.append(Diagnostic(.error, message, at: SourceLocation(file: file, line: index + 1, column: column), line: line))
            }
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first else { continue }
            let column = line.distance(from: line.startIndex, to: first.startIndex) + 1
            if first.hasSuffix(":") {
                let key = String(first.dropLast())
                guard keys.contains(key) else { error("expected commit:, machine: or date:, not '\(first)'", column); continue }
                header[key] = words.dropFirst().joined(separator: " ")
                continue
            }
            guard words.count == 3, let nodes = UInt64(words[1]), let seconds = Double(words[2]), seconds >= 0 else {
                error("expected 'name nodes seconds' (a whole number of nodes, seconds like 0.125)", column)
                continue
            }
            guard !entries.contains(where: { $0.name == first }) else { error("'\(first)' is in the baseline twice", column); continue }
            entries.append(Entry(name: String(first), nodes: nodes, seconds: seconds))
        }
        let baseline = BenchBaseline(commit: header["commit"] ?? "unknown", machine: header["machine"] ?? "unknown",
            date: header["date"] ?? "unknown", entries: entries)
        return (baseline, errors)
    }

    /// The file's text, for the suite at `suiteFile`.
    public func rendered(suiteFile: String) -> String {
        let width = max(24, (entries.map(\.name.count).max() ?? 0) + 2)
        var lines = [
            "# The node counts of `analyze bench --suite` (\(suiteFile)), written by `analyze bench --suite",
            "# --write-baseline`. A count that grows by more than 3 % fails the suite; a change of the counts",
            "# comes with this file updated in the same commit, and the commit says why.",
            "commit: \(commit)",
            "machine: \(machine)",
            "date: \(date)",
            "# " + "name".rightPadded(to: width - 2) + "nodes".leftPadded(to: 16) + "seconds".leftPadded(to: 12),
        ]
        for entry in entries {
            lines.append(entry.name.rightPadded(to: width) + "\(entry.nodes)".leftPadded(to: 16)
                + String(format: "%.3f", entry.seconds).leftPadded(to: 12))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
