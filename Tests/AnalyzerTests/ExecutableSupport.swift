import Foundation
import Testing

/// The built `analyze` executable, run as a user runs it from a shell, for what only a process
/// shows: exit statuses, signals, standard output that is full or closed.
enum Executable {
    /// `analyze` of the same build as the tests: beside the test bundle (`swift build
    /// --build-tests` builds both), else in the package's `.build/debug`; or the one that
    /// `$ANALYZE_EXECUTABLE` names (to run these tests against another build).
    static let path: String = {
        if let named = ProcessInfo.processInfo.environment["ANALYZE_EXECUTABLE"], !named.isEmpty { return named }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent("analyze").path,
            beside.deletingLastPathComponent().appendingPathComponent("analyze").path,
            root.appendingPathComponent(".build/debug/analyze").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[2]
    }()

    /// How a run ended and what it wrote to the pipes it was given.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it (as a shell says).
        var status: Int32
        var signalled: Bool
        var output: String
        var errors: String
        var timedOut: Bool
    }

    /// Runs `bash -c SHELL` with `$A` naming the executable and `$1`, `$2`, ... the
    /// `arguments`, in `folder`; `input` on standard input. Stopped after `seconds`.
    static func run(_ shell: String, _ arguments: [String] = [], input: String = "", in folder: String? = nil,
        seconds: Double = 60) throws -> Outcome
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "A=\"$0\"; " + shell, path] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Each pipe read on a thread of its own, so that neither fills while the other is read.
        let outputBox = DataBox(), errorsBox = DataBox()
        let readers = DispatchGroup()
        for (pipe, box) in [(stdout, outputBox), (stderr, errorsBox)] {
            DispatchQueue.global().async(group: readers) { box.data = pipe.fileHandleForReading.readDataToEndOfFile() }
        }
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
        }
        process.waitUntilExit()
        readers.wait()
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: signalled ? 128 + process.terminationStatus : process.terminationStatus, signalled: signalled,
            output: String(decoding: outputBox.data, as: UTF8.self), errors: String(decoding: errorsBox.data, as: UTF8.self),
            timedOut: timedOut)
    }

    /// A new empty folder, removed by the caller.
    static func scratchFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "analyze-exec-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}
