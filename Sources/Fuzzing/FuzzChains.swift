import Analyzer
import Foundation

/// Deep and tangled chains of files for the fuzz run: rule files that `load` the next, scripts
/// that `run` the next, chains that mix the two, files that load or run themselves or each other
/// in a ring, written to a folder of their own. Each input starts one to three chains at random
/// places, with paths written in several ways; between inputs a file of the pool is written again
/// with another link (a longer jump, a ring, a broken line), so that the chains change as the run
/// goes. The chains are far longer than `Session.deepestNesting`, so the limit is met again and again.
public struct FuzzChains {
    private var random: SeededChoice
    /// The folder holding the chains (`chains/` under the run's folder).
    public let folder: String
    /// How many files each chain has: far past the nesting limit, and past what overflowed the
    /// stack before there was one (500 rule files, 800 scripts).
    public static let length = 1_000

    /// The kinds of chain: rule files each loading the next, scripts each running the next,
    /// scripts that run the next and load a rule file on the way.
    private static let kinds = [(name: "load", ext: "rules"), (name: "run", ext: "analyze"), (name: "mixed", ext: "analyze")]

    /// Writes the chains under `root` and makes inputs from `seed`.
    public init(seed: UInt64, root: String) {
        random = SeededChoice(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        folder = root + "/chains"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for kind in Self.kinds {
            for index in 0..<Self.length { write(kind.name, index, Self.link(kind.name, index, to: index + 1)) }
        }
        write("self", 0, "run \"self-0.analyze\"\nexpect value draw\n")
        write("ring", 0, "run \"ring-1.analyze\"\n")
        write("ring", 1, "load \"ring-2.analyze\"\n")
        write("ring", 2, "load \"ring-0.analyze\"\n")
    }

    /// The next input: one to three lines, each starting a chain somewhere, and now and then a
    /// statement that sets a position up for the chain to change.
    public mutating func next() -> String {
        rewriteOne()
        var lines: [String] = []
        for _ in 0...random.pick(below: 3) {
            let kind = Self.kinds[random.pick(below: Self.kinds.count)]
            let start = random.pick(below: 4) == 0 ? random.pick(below: Self.length) : 0
            let keyword = kind.ext == "rules" || random.pick(below: 8) == 0 ? "load" : "run"
            let name = "\(kind.name)-\(start).\(kind.ext)"
            switch random.pick(below: 6) {
            case 0: lines.append("\(keyword) \"\(folder)/../chains/\(name)\"")
            case 1: lines.append("\(keyword) \"\(folder)/self-0.analyze\"")
            case 2: lines.append("\(keyword) \"\(folder)/ring-\(random.pick(below: 3)).analyze\"")
            default: lines.append("\(keyword) \(folder)/\(name)")
            }
            if random.pick(below: 4) == 0 { lines.append(["game tictactoe", "moves a1", "undo", "rules"][random.pick(below: 4)]) }
        }
        return lines.joined(separator: "\n")
    }

    /// The text of link `index` of a chain, pointing at link `target` (none past the end).
    private static func link(_ kind: String, _ index: Int, to target: Int) -> String {
        let last = target >= length
        switch kind {
        case "load":
            let definition = "rules \"chain-\(index)\"\nextends tictactoe\n"
            return last ? definition : "load \"load-\(target).rules\"\n" + definition
        case "run":
            return last ? "game tictactoe\nexpect value draw\n" : "run \"run-\(target).analyze\"\n"
        default:
            // A script may load a rule file; a rule file may not run a script.
            let rules = "load \"load-\((index * 7) % length).rules\"\n"
            return last ? rules : (index % 2 == 0 ? rules : "") + "run \"mixed-\(target).analyze\"\n"
        }
    }

    /// Writes one file of the pool again: a link that jumps ahead or back (a ring), to itself, a
    /// line that is no statement, or the link it had.
    private mutating func rewriteOne() {
        let kind = Self.kinds[random.pick(below: Self.kinds.count)].name
        let index = random.pick(below: Self.length)
        let text: String
        switch random.pick(below: 5) {
        case 0: text = Self.link(kind, index, to: random.pick(below: Self.length))
        case 1: text = Self.link(kind, index, to: index)
        case 2: text = Self.link(kind, index, to: index + 1) + "load \"\n\u{1B}[2J\nrun\n"
        default: text = Self.link(kind, index, to: index + 1)
        }
        write(kind, index, text)
    }

    private func write(_ kind: String, _ index: Int, _ text: String) {
        let ext = kind == "load" ? "rules" : "analyze"
        try? text.write(toFile: "\(folder)/\(kind)-\(index).\(ext)", atomically: false, encoding: .utf8)
    }
}
