import Foundation
import Testing

@testable import Analyzer

/// Every transcript shown in README.md and docs/*.md is run again and compared with what the tool
/// prints now, so that the documents cannot drift from the code (DocTranscript says which blocks
/// are transcripts and how they are compared).
///
/// A session runs in one `Session`, each statement as the prompt runs a typed line, with two
/// threads (the documents' figures are from a 2-core machine; the Connect 4 solver's node count
/// depends on the thread count). A command runs through `/bin/sh` from the package's root with the
/// `analyze` built beside this test first on the path, a results database of its own, and
/// standard error discarded.
@Suite struct DocTranscriptTests {
    static let transcripts = (try? DocTranscript.all()) ?? []

    @Test func theDocuments_showTranscripts() throws {
        let all = try DocTranscript.all()
        #expect(all.contains { $0.file == "README.md" && $0.kind == .session })
        #expect(all.contains { $0.kind == .command })
        #expect(all.count >= 5, "\(all)")
    }

    @Test func theComparison_takesDotsForAnyLines_andTimesAsVarying() {
        #expect(DocTranscript.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(DocTranscript.matches(["a", "  ...", "b"], ["a", "b"]))
        #expect(!DocTranscript.matches(["a", "...", "d"], ["a", "b", "c"]))
        #expect(!DocTranscript.matches(["pv X 3, O 1"], ["pv X 3, O 4"]))
        #expect(DocTranscript.matches(["  search      6 nodes, 0% table hits, <0.001 s, 11,561 nodes/s"],
                                      ["  search      6 nodes, 0% table hits, 0.014 s, 439 nodes/s"]))
        #expect(!DocTranscript.matches(["  search      16 nodes, 0% table hits, <0.001 s, 11,561 nodes/s"],
                                       ["  search      6 nodes, 0% table hits, <0.001 s, 11,561 nodes/s"]))
        #expect(DocTranscript.matches([#"{"nodes":9,"seconds":6.8e-05}"#], [#"{"nodes":9,"seconds":0.000151}"#]))
    }

    @Test(arguments: transcripts)
    func transcript_runAgain_printsWhatTheDocumentShows(_ transcript: DocTranscript) throws {
        switch transcript.kind {
        case .session: checkSession(transcript)
        case .command: try checkCommand(transcript)
        }
    }

    private func checkSession(_ transcript: DocTranscript) {
        var options = SessionOptions()
        options.threads = 2
        let session = Session(options: options)
        for step in transcript.steps {
            var found: [String] = []
            session.run(step.input, file: "<input>", finishing: false) { event in
                if let text = printed(event) { found += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            }
            compare(transcript, step, found)
        }
    }

    private func checkCommand(_ transcript: DocTranscript) throws {
        for step in transcript.steps {
            compare(transcript, step, try shell(step.input))
        }
    }

    private func compare(_ transcript: DocTranscript, _ step: DocTranscript.Step, _ found: [String]) {
        guard !DocTranscript.matches(step.expected, found) else { return }
        Issue.record("""
            \(transcript): after '\(step.input)' the document shows
            \(step.expected.joined(separator: "\n"))
            but the tool prints
            \(found.joined(separator: "\n"))
            """)
    }

    /// What `/bin/sh -c line` prints on standard output, run from the package's root.
    private func shell(_ line: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-transcript-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = DocTranscript.root
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Self.binaryFolder() + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["ANALYZE_CACHE"] = folder.appendingPathComponent("results.sqlite").path
        environment.removeValue(forKey: "ANALYZE_STORE")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The folder of the `analyze` executable built with these tests: the test bundle's own
    /// folder (`swift test` builds every product there).
    static func binaryFolder() -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var folder = beside
        // The bundle may be a folder (`NAME.xctest/...`) on some platforms: go up to the products.
        while folder.path != "/", !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("analyze").path) {
            folder.deleteLastPathComponent()
        }
        return folder.path == "/" ? beside.path : folder.path
    }
}
