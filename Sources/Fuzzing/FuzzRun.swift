import Analyzer
import Foundation

/// Runs fuzz inputs through sessions in this process, as the prompt and scripts would: a crash
/// ends the process, which is what the fuzz test and `analyze-fuzz` watch for. Every search is
/// bounded (a small node and time limit, small tables, a small count limit), files are neither
/// written nor read outside `folder`, and a fresh session starts every `sessionLength` inputs
/// so that state builds up (a rule set defined, then used) as in a real session.
public struct FuzzRun {
    /// What the inputs gave.
    public struct Totals: Sendable {
        public var inputs = 0
        public var replies = 0
        public var errors = 0
        public var sessions = 0
    }

    public private(set) var totals = Totals()
    private var inputs: FuzzInputs
    /// With chains: every other input starts chains of `load` and `run` instead.
    private var chains: FuzzChains?
    private let options: SessionOptions
    private let folder: String
    private let sessionLength: Int
    private var session: Session?

    /// Inputs from `seed` made from `corpus`; `folder` is where relative paths of `load`, `run`,
    /// `save` and `export` point (saves and exports are refused; loads stay inside it). With
    /// `chains`, every other input starts deep chains of files that load and run each other
    /// (`FuzzChains`, written under `folder`).
    public init(
        seed: UInt64, corpus: [String], folder: String, nodeLimit: UInt64 = 2_000, sessionLength: Int = 200,
        chains: Bool = false
    ) {
        inputs = FuzzInputs(seed: seed, corpus: corpus)
        self.chains = chains ? FuzzChains(seed: seed, root: folder) : nil
        var options = SessionOptions()
        options.nodeLimit = nodeLimit
        options.timeLimit = 0.5
        options.tableBytes = 1 << 20
        options.countLimit = 20_000
        options.budget = MemoryBudget(bytes: 64 << 20)
        options.allowWrites = false
        options.confineLoads = true
        options.loadRoots = [folder]
        self.options = options
        self.folder = folder
        self.sessionLength = max(1, sessionLength)
    }

    /// Runs the next input; `log`, when given, sees it first (to find the one that crashed).
    public mutating func step(log: ((String) -> Void)? = nil) {
        let input = totals.inputs % 2 == 1 ? chains?.next() ?? inputs.next() : inputs.next()
        log?(input)
        if session == nil || totals.inputs % sessionLength == 0 {
            session = Session(options: options)
            totals.sessions += 1
        }
        guard let session else { return }
        // Every other input is typed (one line at a time, a definition left open), the rest a file.
        let typed = totals.inputs % 2 == 0
        let file = typed ? "<input>" : folder + "/fuzz.analyze"
        let summary = session.run(input, file: file, finishing: !typed) { event in
            switch event {
            case .reply: totals.replies += 1
            case .error: totals.errors += 1
            }
        }
        totals.inputs += 1
        if summary.quit { self.session = nil }
    }

    /// The lines of every `*.analyze` and `*.rules` file under `root`, for a corpus.
    public static func corpus(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var lines: [String] = []
        while let next = walker.nextObject() as? String {
            guard next.hasSuffix(".analyze") || next.hasSuffix(".rules"),
                let text = try? String(contentsOfFile: root + "/" + next, encoding: .utf8)
            else { continue }
            lines += text.split(separator: "\n").map(String.init)
        }
        return lines
    }
}
