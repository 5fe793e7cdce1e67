import Boards
import Foundation
import Games
import Language

/// `analyze bench --suite`: the entries of a suite file (`BenchSuite`) run one after another,
/// each on one thread with its fixed table in a fresh session, and one table printed: nodes,
/// seconds, nodes per second and the change of the node count against the baseline
/// (`BenchBaseline`, `BenchChange`). Fails, once the whole table is printed, when an entry did
/// not run or its count grew by more than 3 %; `writeBaseline` writes the baseline instead.
public struct SuiteBench {
    public var suiteFile: String
    /// The baseline file; nil: `baseline.txt` beside the suite file.
    public var baselineFile: String?
    /// Only the cheap part.
    public var cheapOnly: Bool
    /// Write the baseline from this run (the whole suite) rather than fail on a change.
    public var writeBaseline: Bool

    public init(suiteFile: String, baselineFile: String?, cheapOnly: Bool, writeBaseline: Bool) {
        self.suiteFile = suiteFile
        self.baselineFile = baselineFile
        self.cheapOnly = cheapOnly
        self.writeBaseline = writeBaseline
    }

    /// The baseline's path.
    public var baselinePath: String { baselineFile ?? SourceFiles.resolve("baseline.txt", from: SourceFiles.folder(of: suiteFile)) }

    /// One entry's line of the table.
    struct Row {
        var entry: BenchSuite.Entry
        var figures: SearchStats?
        var change: BenchChange
    }

    /// Runs the suite; `options` gives the memory budget, every other setting is the entry's.
    public func run(options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        let suite = try read(suiteFile, console) { BenchSuite.parse($0, file: suiteFile) }
        let baseline = try readBaseline(console)
        let root = BenchSuite.root(of: suiteFile)
        let entries = suite.entries(cheapOnly: cheapOnly)
        let nameWidth = max(20, (entries.map { $0.name.count }.max() ?? 0) + 2)
        console.out("suite      \(suiteFile), \(cheapOnly ? "the cheap part" : "cheap and full parts"): \(Self.entries(entries.count)), "
            + "each on one thread in a fresh session, a \(BenchSuite.tableMegabytes) MiB table unless it says otherwise")
        console.out("baseline   \(baselinePath)" + (baseline.map { ": commit \($0.commit), \($0.date), \($0.machine)" } ?? ": none yet"))
        console.out(Self.columns(["entry", "part", "nodes", "seconds", "nodes/s", "change"], nameWidth))
        let clock = ContinuousClock.now
        var rows: [Row] = []
        for entry in entries {
            console.progress?("bench --suite: \(entry.name) (\(rows.count + 1) of \(entries.count))")
            let figures = try Self.figures(of: entry, root: root, options: options, console)
            console.progress?("")
            let row = Row(entry: entry, figures: figures, change: BenchChange(nodes: figures?.nodes, baseline: baseline?.entry(entry.name)?.nodes))
            rows.append(row)
            console.out(Self.line(row, nameWidth))
        }
        let total = SearchStats(nodes: rows.reduce(0) { $0 + ($1.figures?.nodes ?? 0) }, seconds: rows.reduce(0) { $0 + ($1.figures?.seconds ?? 0) })
        console.out(Self.columns(["total", "", Int(clamping: total.nodes).grouped, String(format: "%.3f", total.seconds),
            Int(total.nodesPerSecond).grouped, String(format: "wall clock %.1f s", (ContinuousClock.now - clock).seconds)], nameWidth))
        try finish(rows, root: root, console)
    }

    /// After the table: the baseline written, or the run failed when an entry failed or grew.
    private func finish(_ rows: [Row], root: String, _ console: ToolConsole) throws(ToolFailure) {
        let failed = rows.filter { $0.change == .failed }.map(\.entry.name)
        if !failed.isEmpty { console.err("analyze: bench --suite: \(failed.joined(separator: ", ")) did not run to the end (said above)") }
        if writeBaseline {
            guard failed.isEmpty else {
                console.err("analyze: bench --suite: \(baselinePath) not written")
                throw ToolFailure()
            }
            let baseline = BenchBaseline(commit: BenchMachine.commit(in: root), machine: BenchMachine.description, date: BenchMachine.date,
                entries: rows.compactMap { row in row.figures.map { BenchBaseline.Entry(name: row.entry.name, nodes: $0.nodes, seconds: $0.seconds) } })
            do throws(SafeFile.WriteError) {
                try SafeFile.write(baseline.rendered(suiteFile: suiteFile), to: baselinePath)
            } catch {
                console.err("\(baselinePath): cannot write: \(error.reason)")
                throw ToolFailure()
            }
            console.out("wrote      \(baselinePath): \(Self.entries(baseline.entries.count)), commit \(baseline.commit)")
            return
        }
        let grown = rows.filter { if case .grew = $0.change { true } else { false } }.map(\.entry.name)
        if !grown.isEmpty {
            console.err("analyze: bench --suite: the node count of \(grown.joined(separator: ", ")) grew by more than "
                + "\(Int(BenchChange.tolerance)) % against \(baselinePath) (marked !). A change that costs nodes comes with the "
                + "baseline updated in the same commit (analyze bench --suite --write-baseline), and the commit says why.")
        }
        if !failed.isEmpty || !grown.isEmpty { throw ToolFailure() }
    }

    /// The baseline. A run that writes it compares with the old one only where it reads (nil:
    /// none yet, or one that does not read, to be replaced).
    private func readBaseline(_ console: ToolConsole) throws(ToolFailure) -> BenchBaseline? {
        guard writeBaseline else { return try read(baselinePath, console) { BenchBaseline.parse($0, file: baselinePath) } }
        guard let text = try? SourceFiles.read(baselinePath) else { return nil }
        let (baseline, errors) = BenchBaseline.parse(text, file: baselinePath)
        return errors.isEmpty ? baseline : nil
    }

    /// The file at `path` read by `parse`; its errors said on `console` and the run failed.
    private func read<Value>(_ path: String, _ console: ToolConsole, _ parse: (String) -> (Value, [Diagnostic]))
        throws(ToolFailure) -> Value
    {
        let text: String
        do throws(SourceFiles.ReadError) {
            text = try SourceFiles.read(path)
        } catch {
            let hint = error.reason == "no such file" ? (path == baselinePath ? " (write one with --write-baseline)" : "") : ""
            console.err("\(path): cannot read: \(error.reason)\(hint)")
            throw ToolFailure()
        }
        let (value, errors) = parse(text)
        for error in errors { console.err(error.rendered) }
        guard errors.isEmpty else { throw ToolFailure() }
        return value
    }

    /// `1 entry`, `20 entries`.
    static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

    /// A line of the table: the entry's name and part, then right-aligned figures, then its change.
    static func columns(_ cells: [String], _ nameWidth: Int) -> String {
        cells[0].rightPadded(to: nameWidth) + cells[1].rightPadded(to: 6) + cells[2].leftPadded(to: 16)
            + cells[3].leftPadded(to: 11) + cells[4].leftPadded(to: 14) + "  " + cells[5]
    }

    static func line(_ row: Row, _ nameWidth: Int) -> String {
        let figures = row.figures
        return columns([row.entry.name, row.entry.part.rawValue, figures.map { Int(clamping: $0.nodes).grouped } ?? "-",
            figures.map { String(format: "%.3f", $0.seconds) } ?? "-", figures.map { Int($0.nodesPerSecond).grouped } ?? "-",
            row.change.text], nameWidth)
    }
}
