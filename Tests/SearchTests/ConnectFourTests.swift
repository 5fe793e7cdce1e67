import Boards
import Foundation
import Games
import Testing
@testable import Search

/// Connect 4 and its sizes against known numbers (../shared/bench/known-results.md) and the
/// public benchmark sets (their first lines, in Tests/SearchTests/Data/connect4/).
@Suite struct ConnectFourTests {
    let c4 = lineGame(7, 6, 4, gravity: true)

    /// The benchmark score of `moves` from the start.
    func score(_ game: LineGame, _ moves: String, solver: Solver<LineGame>? = nil) throws -> Int? {
        let position = afterMoves(game, moves)
        let search = solver ?? Solver(game: game, tableBytes: 8 << 20)
        return game.score(of: try search.value(position), at: position)
    }

    @Test(arguments: [("4455", 18), ("44455554221", -15)])
    func publishedExamples_scoreAsPublished(moves: String, expected: Int) throws {
        #expect(try score(c4, moves) == expected)
    }

    @Test func emptyFourByFour_isADrawWhenTheBoardFills() throws {
        let game = lineGame(4, 4, 4, gravity: true)
        #expect(try Solver(game: game, tableBytes: 8 << 20).value(game.start) == Value(.draw, in: 16))
    }

    @Test func emptySixByFour_isASecondPlayerWinOnTheLastPly() throws {
        let game = lineGame(6, 4, 4, gravity: true)
        #expect(try Solver(game: game, tableBytes: 16 << 20).value(game.start) == Value(.loss, in: 24))
    }

    @Test func reachablePositions_onFourByFour() throws {
        let game = lineGame(4, 4, 4, gravity: true)
        #expect(try Enumeration.count(game, from: game.start).positions == 161_029)
    }

    @Test func reachablePositions_onFiveByFour() throws {
        let game = lineGame(5, 4, 4, gravity: true)
        #expect(try Enumeration.count(game, from: game.start).positions == 3_945_711)
    }

    /// The first lines of each public set whose positions solve quickly in a debug build.
    @Test(arguments: [("Test_L3_R1", 60), ("Test_L2_R1", 30), ("Test_L1_R1", 10)])
    func benchmarkSet_firstPositions_scoreAsPublished(set: String, count: Int) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Data/connect4/\(set)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("cannot read \(url.path)")
            return
        }
        let solver = Solver(game: c4, tableBytes: 16 << 20)
        for line in text.split(separator: "\n").prefix(count) {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let expected = Int(parts[1]) else { continue }
            #expect(try score(c4, String(parts[0]), solver: solver) == expected, "\(set): \(parts[0])")
        }
    }

    @Test func scoreAndValue_agree_withAPlainMinimax_onLateRandomPositions() throws {
        // A slow full minimax (no table, no tactics) over positions with few empty cells.
        let game = lineGame(5, 4, 4, gravity: true)
        var random = SplitMix64(seed: 23)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        for _ in 0..<60 {
            var position = game.start
            for _ in 0..<Int.random(in: 10...16, using: &random) {
                guard game.result(position) == nil, let move = game.legalMoves(position).randomElement(using: &random) else { break }
                position = game.play(move, in: position)
            }
            #expect(try solver.value(position) == plainMinimax(game, position))
        }
    }

    @Test func twoPlayableThreats_makeAFork() {
        // After 4455, 3 or 6 completes three on the bottom row with both ends open.
        let position = afterMoves(c4, "4455")
        #expect(Forks.forks(in: position, of: c4).map { c4.moveName($0) } == ["3", "6"])
    }

    @Test func threatRightAboveAPlayableThreat_makesAFork() {
        // After 6564463161, X's 3 makes threats at e5 (playable) and e4 right above it: O blocks
        // e5 and so lets X play e4.
        let position = afterMoves(c4, "6564463161")
        guard case .success(let move) = c4.parseMove("3", in: position) else {
            Issue.record("3 is illegal")
            return
        }
        #expect(Forks.isFork(move, in: position, of: c4))
        let after = c4.play(move, in: position)
        #expect(c4.winningMoves(after, for: .x).count == 1, "one playable threat only: the fork is the stacked pair")
        #expect(c4.threats(after, for: .x).map { "\($0.cell)\($0.playable ? "!" : "")" } == ["e4", "e5!"])
    }
}
