import Boards
import Games
import Testing

@testable import Analyzer

/// The playout search behind the line and sowing families, as a session shows it: beyond a node
/// limit (or beyond the exact search, as Oware's repeating positions are) the engine and `solve`
/// answer with an estimate, labelled; within reach the answer stays exact.
@Suite struct PlayoutFamiliesTests {
    func session(playouts: Int, nodeLimit: UInt64? = nil) -> Session {
        var options = testOptions(nodeLimit: nodeLimit)
        options.playouts = playouts
        return Session(options: options)
    }

    @Test func aLineGame_beyondTheNodeLimit_isPlayedByThePlayouts() throws {
        let out = session(playouts: 200, nodeLimit: 100_000).output("game mnk-5-5-4\nengine X").joined(separator: "\n")
        let line = try #require(out.split(separator: "\n").first.map(String.init))
        #expect(line.contains(/^X plays \S+ ≈ \d+ % for X \(estimate, 200 playouts\)$/), "\(line)")
    }

    @Test func aLineGame_withinReach_staysExact() {
        let out = session(playouts: 200, nodeLimit: 2_000_000).output("game tictactoe\nsolve").joined(separator: "\n")
        #expect(out.hasPrefix("draw in 9"), "\(out)")
        #expect(!out.contains("estimate"))
    }

    @Test func oware_isSolvedByThePlayouts_saidAsAnEstimate() {
        let out = session(playouts: 200).output("game oware-6x4\nsolve").joined(separator: "\n")
        #expect(out.contains(/^≈ \d+ % for X \(estimate, 200 playouts\)/), "\(out)")
        #expect(!out.contains("error"))
    }

    @Test func kalah_beyondTheNodeLimit_valuesEveryPitByThePlayouts() {
        let out = session(playouts: 200, nodeLimit: 200_000).output("game kalah-6x4\nvalues").joined(separator: "\n")
        let lines = out.split(separator: "\n")
        #expect(lines.count == 6 && lines.allSatisfy { $0.contains("% for X (estimate, 200 playouts)") }, "\(out)")
    }
}
