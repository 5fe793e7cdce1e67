import Boards
import Games
import Search
import Testing

/// Searches publish their nodes and what they have proved while they run, for the prompt's
/// progress line.
struct SearchProgressTests {
    @Test func solve_publishesItsNodesAndItsBounds() throws {
        let game = lineGame(5, 4, 4, gravity: true)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        let progress = SearchProgress()
        progress.note = "from an earlier search"
        solver.limits = SearchLimits(progress: progress)
        #expect(progress.nodes == 0 && progress.note.isEmpty, "setting the limits begins afresh")
        let solution = try solver.solve(game.start)
        #expect(progress.nodes > 0 && progress.nodes <= solution.stats.nodes)
        // The last phase of a solve is its line of play, with the value proved (a draw's
        // remoteness comes from that line, so it is not known yet).
        #expect(solution.value.outcome == .draw)
        #expect(progress.note == "value draw; the line of play")
    }

    @Test func values_sayWhichMoveIsBeingValued() throws {
        let game = lineGame(3, 3, 3)
        let solver = Solver(game: game, tableBytes: 1 << 20)
        let progress = SearchProgress()
        solver.limits = SearchLimits(progress: progress)
        _ = try solver.moveValues(game.start)
        #expect(progress.note == "move 9 of 9")
    }

    @Test func publish_countsFromTheFirstValueAfterBegin() {
        let progress = SearchProgress()
        progress.begin()
        progress.publish(nodes: 1_000)
        progress.publish(nodes: 5_096)
        #expect(progress.nodes == 4_096)
        progress.begin()
        #expect(progress.nodes == 0)
    }
}
