import Boards
import Language
import Testing

@testable import Analyzer

/// Statements on positions beyond exact reach (8 x 8 Reversi in the opening): every move gets an
/// estimate within the limits, `review` judges every move by one and says so, an estimate says
/// whose it is, and `proof` is built from exact values only. Node limits keep them quick.
@Suite struct EstimateStatementTests {
    /// `values` estimates every move in one deepening within the limits: the midgame search's
    /// share of the node limit (half: the exact solver tries first) holds for all the moves.
    @Test func values_beyondExactReach_estimatesEveryMove_withinTheNodeLimit() throws {
        let session = makeSession(nodeLimit: 20_000)
        session.output("game reversi\nmoves f5d6c3d3c4f4f6f3e6e7")
        let report = try session.solveKept(allMoves: true)
        #expect(report.estimateDepth != nil)
        #expect(report.moveValues.count == session.play.legalMoves().count)
        #expect(report.stats.nodes <= 10_001, "midgame nodes \(report.stats.nodes)")
        let top = report.moveValues.compactMap(\.value.score).max()
        #expect(report.value.score == top && report.best.allSatisfy { move in
            report.moveValues.contains { $0.move == move && $0.value.score == top }
        })
    }

    /// Beyond exact reach each move is judged by the estimate of every move of the position
    /// before it, marked as such; none is left unjudged.
    @Test func review_beyondExactReach_judgesEveryMoveByAnEstimate() throws {
        let session = makeSession(nodeLimit: 20_000)
        let out = session.output("game reversi\nmoves d3 c3 c4 e3\nreview").joined(separator: "\n")
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == "review of 4 moves (reversi), values for the side that moved:")
        for (number, move) in ["X d3", "O c3", "X c4", "O e3"].enumerated() {
            let line = try #require(lines.first { $0.hasPrefix("    \(number + 1). \(move)  estimate ") }, "\(out)")
            #expect(line.contains(" -> estimate ") && line.contains(", not exact)"))
        }
        #expect(!out.contains("unknown") && !out.contains("could be judged"))
        #expect(out.contains("every move judged by an estimate, not exact"))
        let json = session.output("review --json").joined()
        #expect(json.contains(#""before":{"value":"estimate","exact":false,"estimate":"#))
        #expect(!json.contains("null,") && !json.contains("unsolved"))
    }

    /// An estimate names the side whose margin it is: the engine's answer, each move of `values`
    /// and `solve`'s value line.
    @Test func estimates_sayWhoseTheyAre() throws {
        let session = makeSession(nodeLimit: 20_000)
        let engine = session.output("game reversi\nmoves d3\nengine O").joined(separator: "\n")
        #expect(engine.hasPrefix("O plays ") && engine.contains(" for O (depth "), "\(engine)")
        session.output("engine off")
        let values = session.output("values").joined(separator: "\n").split(separator: "\n")
        #expect(!values.isEmpty && values.allSatisfy { $0.contains(" for X (depth ") })
        let solved = session.output("solve").joined(separator: "\n")
        #expect(solved.contains("  value       estimate ") && solved.contains(" for X (depth "))
    }

    /// A proof needs exact values: beyond exact reach there is none, not a tree of estimates.
    @Test func proof_beyondExactReach_isNone() throws {
        let session = makeSession(nodeLimit: 2_000)
        let out = session.output("game reversi-6x6\nproof")
        #expect(out.count == 1)
        #expect(out.first?.hasPrefix("proof: none: estimate ") == true, "\(out)")
        #expect(out.first?.contains("one winning move") == false)
    }
}
