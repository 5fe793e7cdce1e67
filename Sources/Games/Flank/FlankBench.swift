import Boards
import Foundation
import Search

/// The Reversi endgame benchmark: FFO positions (`<64 cells> <X|O> <score> <moves> # ffo-<n>
/// empties=<k>`), each solved exactly from a cleared table. Comparisons with other programs are
/// run beside it, in the same session (docs/solver.md gives the commands), never read from here.
public struct FlankBench {
    /// One position of a set.
    public struct Case: Sendable {
        public var line: Int
        /// The FFO number, or the line number when the comment does not name one.
        public var number: Int
        public var player: UInt64
        public var opponent: UInt64
        public var score: Int
        /// Every move reaching the score, as squares (a1 = 0).
        public var bestMoves: [Int]
    }

    /// What one position gave.
    public struct Outcome: Sendable {
        public var item: Case
        public var empties: Int
        /// The score found and a best move, or `nil` when the search stopped.
        public var found: Int?
        public var move: Int?
        public var nodes: UInt64
        public var seconds: Double
        public var problem: String?

        public var matches: Bool { found == item.score }
        /// Whether the move found is one of the set's best moves.
        public var moveListed: Bool { move.map { item.bestMoves.contains($0) } ?? false }
    }

    /// Whether `text` looks like an FFO set (its first position line has a 64-cell board).
    public static func isFFO(_ text: String) -> Bool {
        for raw in text.split(separator: "\n") {
            let words = raw.split(separator: " ")
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            return first.count == 64 && first.allSatisfy { "XO-".contains($0) }
        }
        return false
    }

    /// Reads the positions; blank lines and `#` lines are skipped. Returns the cases and the
    /// lines that could not be read.
    public static func cases(from text: String) -> (cases: [Case], unreadable: [Int]) {
        var cases: [Case] = []
        var unreadable: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let words = (parts.first ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty { continue }
            guard words.count >= 3, let item = parse(words, line: index + 1, comment: parts.count > 1 ? parts[1] : "")
            else {
                unreadable.append(index + 1)
                continue
            }
            cases.append(item)
        }
        return (cases, unreadable)
    }

    private static func parse(_ words: [Substring], line: Int, comment: Substring) -> Case? {
        let board = words[0], side = words[1]
        guard side == "X" || side == "O", let score = Int(words[2].replacingOccurrences(of: "+", with: "")),
            let (x, o) = FlankPosition.discs(board)
        else { return nil }
        var moves: [Int] = []
        if words.count > 3 {
            for name in words[3].split(separator: ",") {
                guard let square = square(name) else { return nil }
                moves.append(square)
            }
        }
        var number = line
        if let range = comment.range(of: "ffo-"),
            let n = Int(comment[range.upperBound...].prefix(while: { $0.isNumber }))
        {
            number = n
        }
        let (player, opponent) = side == "X" ? (x, o) : (o, x)
        return Case(line: line, number: number, player: player, opponent: opponent, score: score, bestMoves: moves)
    }

    /// `a1` = 0 ... `h8` = 63.
    public static func square(_ name: Substring) -> Int? {
        let chars = Array(name.lowercased())
        guard chars.count == 2, let column = "abcdefgh".firstIndex(of: chars[0]),
            let row = chars[1].wholeNumberValue, (1...8).contains(row)
        else { return nil }
        return (row - 1) * 8 + "abcdefgh".distance(from: "abcdefgh".startIndex, to: column)
    }

    /// `a1` for 0.
    public static func name(_ square: Int) -> String {
        if square == EndgameSolver<FlankGame>.pass { return "pass" }
        let columns = Array("abcdefgh")
        return "\(columns[square % 8])\(square / 8 + 1)"
    }

    let solver: EndgameSolver<FlankGame>
    /// The limits each position gets afresh (a time limit counts from that position's start).
    let nodesPerPosition: UInt64?
    let secondsPerPosition: Double?

    /// A bench with a table of `tableBytes`, each search on `threads` threads, each position
    /// stopped after `nodes` nodes or `seconds` seconds when they are given (or by Ctrl-C).
    public init(tableBytes: Int, threads: Int = 1, nodes: UInt64? = nil, seconds: Double? = nil) throws(RuleError) {
        solver = EndgameSolver(game: try FlankGame(size: 8), tableBytes: tableBytes, threads: threads)
        nodesPerPosition = nodes
        secondsPerPosition = seconds
    }

    /// Solves one case from a cleared table: the exact score and one best move, or the reason
    /// the search stopped.
    public func run(_ item: Case) -> Outcome {
        solver.clearTable()
        solver.limits = SearchLimits(nodes: nodesPerPosition, seconds: secondsPerPosition)
        let empties = (~(item.player | item.opponent)).nonzeroBitCount
        var outcome = Outcome(item: item, empties: empties, found: nil, move: nil, nodes: 0, seconds: 0)
        let before = solver.stats.nodes
        let clock = ContinuousClock.now
        do {
            let (score, move) = try solver.bestMove(player: item.player, opponent: item.opponent)
            outcome.found = score
            outcome.move = move
        } catch {
            outcome.problem = "search stopped: \(error)"
        }
        outcome.seconds = (ContinuousClock.now - clock).seconds
        outcome.nodes = solver.stats.nodes - before
        return outcome
    }
}

extension FlankBench {
    /// The cases whose FFO number is in `selection` (`40-47,59`); `nil` when it does not read
    /// (`PositionSelection`).
    public static func select(_ cases: [Case], _ selection: String) -> [Case]? {
        PositionSelection(selection).map { chosen in cases.filter { chosen.contains($0.number) } }
    }

    /// The table header, one line per outcome, and the totals.
    public static func report(_ outcomes: [Outcome]) -> [String] {
        func pad(_ text: String, _ width: Int) -> String { text.leftPadded(to: width) }
        func millions(_ n: UInt64) -> String { String(format: "%.2f", Double(n) / 1e6) }
        func signed(_ n: Int?) -> String { n?.signed ?? "?" }
        var lines = [" ffo empt  want found move ok     Mnodes        sec    Mn/s"]
        var nodes: UInt64 = 0, seconds = 0.0
        for o in outcomes {
            nodes += o.nodes
            seconds += o.seconds
            var line = pad("\(o.item.number)", 4) + pad("\(o.empties)", 5) + pad(signed(o.item.score), 6)
                + pad(signed(o.found), 6) + pad(o.move.map(name) ?? "-", 5)
                + pad(o.matches ? (o.moveListed || o.item.bestMoves.isEmpty ? "yes" : "mv?") : "NO", 4)
                + pad(millions(o.nodes), 11) + pad(String(format: "%.3f", o.seconds), 11)
                + pad(String(format: "%.1f", o.seconds > 0 ? Double(o.nodes) / o.seconds / 1e6 : 0), 8)
            if let problem = o.problem { line += "  (\(problem))" }
            lines.append(line)
        }
        lines.append("positions  \(outcomes.count), wrong scores \(outcomes.filter { !$0.matches }.count)")
        lines.append("total      \(millions(nodes)) M nodes, \(String(format: "%.3f", seconds)) s, "
            + "\(String(format: "%.1f", seconds > 0 ? Double(nodes) / seconds / 1e6 : 0)) M nodes/s")
        return lines
    }
}
