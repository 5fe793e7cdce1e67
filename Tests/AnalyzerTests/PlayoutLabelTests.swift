import Boards
import Games
import Testing

@testable import Analyzer

/// What the playout search's answers say: an estimate with its win rate and playouts, in text and
/// JSON, or exact when its tree proved the position; never a solved value for an estimate.
@Suite struct PlayoutLabelTests {
    func session(playouts: Int, seed: UInt64 = 1, nodeLimit: UInt64? = nil) -> Session {
        var options = testOptions(nodeLimit: nodeLimit)
        options.playouts = playouts
        options.playoutSeed = seed
        options.playoutsOnly = true
        return Session(options: options)
    }

    @Test func engine_saysAnEstimate_withItsWinRateAndPlayouts() throws {
        let out = session(playouts: 300).output("game breakthrough-4x5\nengine X").joined(separator: "\n")
        let line = try #require(out.split(separator: "\n").first.map(String.init))
        #expect(line.contains(/^X plays \S+ ≈ \d+ % for X \(estimate, 300 playouts\)$/), "\(line)")
        #expect(!line.contains("wins"))
    }

    @Test func theSameSeed_playsTheSameMove() {
        let one = session(playouts: 300, seed: 5).output("game breakthrough-4x5\nengine X").first
        let again = session(playouts: 300, seed: 5).output("game breakthrough-4x5\nengine X").first
        #expect(one != nil && one == again)
    }

    @Test func theEnginesSeed_seedsThePlayouts_whileItIsOn() {
        let seeded = session(playouts: 300).output("game breakthrough-4x5\nengine X --seed 5").first
        let asOption = session(playouts: 300, seed: 5).output("game breakthrough-4x5\nengine X").first
        #expect(seeded != nil && seeded == asOption)
        // Off again, the session's own seed is back.
        let s = session(playouts: 300)
        s.output("game breakthrough-4x5\nengine X --seed 5\nengine off\nundo")
        #expect(s.output("engine X").first == session(playouts: 300).output("game breakthrough-4x5\nengine X").first)
    }

    @Test func values_saysEveryMoveIsAnEstimate() {
        let out = session(playouts: 300).output("game breakthrough-4x5\nvalues")
        let lines = out.joined(separator: "\n").split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.contains("% for X (estimate, 300 playouts)") }, "\(lines)")
    }

    @Test func review_judgesByThePlayouts_andSaysSo() {
        let out = session(playouts: 200).output("game breakthrough-4x5\nmoves a4-a3 b2-b3\nreview").joined(separator: "\n")
        #expect(out.contains("(estimate, 200 playouts)"), "\(out)")
        #expect(out.contains("judged by an estimate, not exact"), "\(out)")
        #expect(!out.contains("depth"), "\(out)")
    }

    @Test func aProvenPosition_isSaidExact_withoutAnEstimate() throws {
        // Hexapawn's start is lost for the first player, so the position after its first move is won.
        let s = session(playouts: 20_000)
        s.output("game hexapawn")
        let first = try #require(s.play.legalMoves().first)
        s.output("play \(first)")
        let report = try s.solveKept(allMoves: false)
        #expect(report.playouts != nil && report.estimateDepth == nil && !report.isSolved)
        #expect(report.value.outcome == .win)
        #expect(report.headline.hasPrefix("O wins (exact: proved by the playout search, "), "\(report.headline)")
        let json = JSON.object(JSON.valueKeys(report.value, estimateDepth: nil, playouts: report.playouts)).text
        #expect(json.hasPrefix("{\"value\":\"win\",\"exact\":true,\"playouts\":"))
    }

    @Test func anEstimate_inJSON_saysEstimate_withItsWinRateAndPlayouts() {
        let keys = JSON.valueKeys(Value(.win, in: 12, score: 62), estimateDepth: 12, playouts: 20_000)
        #expect(JSON.object(keys).text == "{\"value\":\"estimate\",\"exact\":false,\"win_rate\":62,\"playouts\":20000}")
    }

    @Test func withoutTheFlag_aNodeLimitTooSmallForBoth_stillStopsTheAnswer() {
        let s = makeSession(nodeLimit: 300)
        #expect(s.errors("game breakthrough-4x5\nsolve").first?.contains("node limit of 300 reached") == true)
    }
}
