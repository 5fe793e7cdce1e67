import Boards
import Games
import Language
import Search

extension Session {
    /// The most lines a proof prints.
    static let proofLineLimit = 2_000

    /// `proof [DEPTH]`: the winning strategy of the side that wins, from here, to `depth` plies
    /// (default: to the end of the game), from exact values only: a position beyond exact reach
    /// has none. The time limit bounds the whole tree. The game is left as it was.
    func proof(depth: Int?, at keyword: Word) throws(Diagnostic) -> ProofTree {
        guard !play.isPuzzle else { throw keyword.error("a puzzle has no opponent, so no proof tree: solve shows a solution") }
        if play.result != nil {
            return ProofTree(headline: "the game is over: \(ending ?? "")", lines: [], note: nil)
        }
        let root = try solve(keyword)
        let game = play.gameName
        guard root.isSolved else {
            return ProofTree(headline: "none: \(root.headline) (\(game)); a proof needs exact values, and this position "
                + "is beyond exact reach", lines: [], note: nil)
        }
        guard root.value.outcome != .draw else {
            return ProofTree(headline: "no forced win: \(root.headline) (\(game)); neither side can force a win", lines: [],
                note: nil)
        }
        let winner = root.value.outcome == .win ? play.sideToMove : play.sideToMove.opponent
        var builder = ProofBuilder(winner: winner, limit: depth ?? root.value.remoteness)
        try keepingGame { () throws(Diagnostic) in
            do {
                try builder.expand(self, keyword: keyword, depth: 0)
            } catch ProofBuilder.Stop.full {
                builder.note = "cut at \(Self.proofLineLimit.formatted()) lines; proof DEPTH gives a shallower tree"
            } catch ProofBuilder.Stop.search(let problem) {
                throw problem
            } catch {}
        }
        if builder.unvalued > 0 {
            let ends = builder.unvalued == 1 ? "1 line's end" : "\(builder.unvalued) lines' ends"
            let reason = builder.unvaluedReason.map { " (\($0))" } ?? ""
            builder.note = [builder.note, "the value at \(ends) could not be found\(reason)"].compactMap { $0 }
                .joined(separator: "; ")
        }
        let limitNote = depth.map { " to depth \($0)" } ?? ""
        return ProofTree(
            headline: "\(root.headline) (\(game)): one winning move for \(winner) at each turn, every defence of "
                + "\(winner.opponent)\(limitNote)",
            lines: builder.lines, note: builder.note)
    }
}

/// Builds a proof tree by playing moves on the session's game and taking them back.
struct ProofBuilder {
    enum Stop: Error {
        case full
        case search(Diagnostic)
    }

    let winner: Player
    let limit: Int
    var lines: [ProofTree.Line] = []
    var note: String?
    /// Lines cut by the depth whose value a limit kept from being found, and why the first was.
    var unvalued = 0
    var unvaluedReason: String?
    /// The line number (from 1) under which each position was expanded.
    private var shown: [String: Int] = [:]

    init(winner: Player, limit: Int) {
        self.winner = winner
        self.limit = limit
    }

    /// Adds the lines below the current position, which the last line led to.
    mutating func expand(_ session: Session, keyword: Word, depth: Int) throws(Stop) {
        let play = session.play
        guard play.result == nil else { return }
        // Searches too small to poll their limits still add up: the tree checks them itself.
        var limits = session.options.limits
        limits.progress = nil
        do throws(SearchStop) {
            try limits.check(nodes: 0, cap: nil)
        } catch {
            throw .search(keyword.error("search stopped: \(error); the session is unchanged"))
        }
        let key = session.positionText
        if let seen = shown[key] {
            annotate(" = line \(seen) (transposition)")
            return
        }
        if depth == limit {
            do throws(SearchStop) {
                let report = try session.solveKept(allMoves: false)
                if report.estimateDepth != nil {
                    // An estimate proves nothing: the line's end is left without a value.
                    unvalued += 1
                    if unvaluedReason == nil { unvaluedReason = "beyond exact reach: only estimated" }
                } else {
                    annotate(" ... \(report.headline)")
                }
            } catch .interrupted {
                throw .search(keyword.error("search stopped: interrupted; the session is unchanged"))
            } catch {
                unvalued += 1
                if unvaluedReason == nil { unvaluedReason = "\(error)" }
            }
            return
        }
        shown[key] = lines.count
        let mover = play.sideToMove
        let choices: [String]
        if mover == winner {
            let report: SolveReport
            do { report = try session.solve(keyword) } catch { throw .search(error) }
            guard report.isSolved else {
                throw .search(keyword.error("no proof: a position in the tree is beyond exact reach (\(report.headline)); "
                    + "proof DEPTH gives a shallower tree"))
            }
            choices = Array(report.best.prefix(1))
        } else {
            choices = play.legalMoves()
        }
        for move in choices {
            guard lines.count < Session.proofLineLimit else { throw .full }
            let fork = play.hasForks && mover == winner && play.isFork(move)
            lines.append(ProofTree.Line(depth: depth, text: "\(mover) \(move)\(fork ? " (fork)" : "")"))
            guard play.playAll([move], fromStart: false) == nil else { continue }
            if play.result != nil { annotate(mover == winner ? " wins" : " (game over: \(session.ending ?? ""))") }
            try expand(session, keyword: keyword, depth: depth + 1)
            _ = play.undo()
        }
    }

    private mutating func annotate(_ text: String) {
        guard !lines.isEmpty else { return }
        lines[lines.count - 1].text += text
    }
}
