import Foundation
import Testing

/// Ctrl-C during `analyze run FILE`: the search in progress stops, the statement says so, the
/// script goes on, and the process ends by itself instead of dying of the signal.
@Suite struct RunInterruptTests {
    @Test func sigint_stopsTheSearch_andTheScriptGoesOn() throws {
        let folder = try Executable.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "game connect4\nsolve\nshow\n".write(toFile: folder + "/long.analyze", atomically: true, encoding: .utf8)
        let run = try Executable.run(
            "\"$A\" run --no-book long.analyze > out.txt 2> err.txt & pid=$!; sleep 3; kill -INT $pid; wait $pid; echo \"status $?\"; cat out.txt err.txt",
            in: folder, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.output.contains("status 1"), "\(run.output)")
        #expect(run.output.contains("interrupted"), "\(run.output)")
        // The statement after the interrupted one ran: the empty board was shown.
        #expect(run.output.contains("X to move (connect4)"), "\(run.output)")
    }
}
