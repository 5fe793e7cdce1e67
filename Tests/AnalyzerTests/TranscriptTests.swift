import Foundation
import Testing

@testable import Analyzer

/// End-to-end transcripts, one golden pair per game in `Transcripts/`: `NAME.analyze` (statements
/// in) and `NAME.out` (the exact text `analyze run NAME.analyze 2>&1` prints, run from that folder,
/// then normalized as below). The answers in the `.out` files were checked by hand.
///
/// Normalization, applied to both sides: search statistics and times vary from run to run, so
///   - the `search` line of `solve` keeps its label and the rest becomes `<varies>`:
///     `  search      499 nodes, 73% table hits, ...` -> `  search      <varies>`;
///   - the time at the end of a `count` line becomes `<time>`:
///     `..., 765 up to symmetry, in 0.037 s` -> `..., 765 up to symmetry, in <time>`;
///   - the memory left, in the note before a large `count`, depends on the machine:
///     `the 2919 MiB left (--memory-mb) hold about 10,631,308` ->
///     `the <memory> left (--memory-mb) hold about <positions>`.
/// To regenerate a golden file (then read it and check every answer):
///   cd Tests/AnalyzerTests/Transcripts && ../../../.build/debug/analyze run NAME.analyze 2>&1 \
///     | sed -E 's/^(  search +).*$/\1<varies>/; s/( up to symmetry, in ).*$/\1<time>/' > NAME.out
enum Transcript {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static let games = ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "reversi-4x4", "peg-triangle", "teaching",
        "hex-4x4", "breakthrough-4x5"]

    static func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The normalized form of printed text (see above).
    static func normalize(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("  search ") {
                let label = line.prefix(while: { $0 == " " || $0.isLetter })
                return String(label) + "<varies>"
            }
            if let range = line.range(of: " up to symmetry, in ") {
                return String(line[..<range.upperBound]) + "<time>"
            }
            if line.hasPrefix("note: count may need more memory"),
                let room = line.range(of: #"the [0-9]+ MiB left \(--memory-mb\) hold about [0-9,]+"#, options: .regularExpression)
            {
                return line.replacingCharacters(in: room, with: "the <memory> left (--memory-mb) hold about <positions>")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// What the session prints for the script, as the executable prints it: replies rendered
    /// (empty ones skipped), errors rendered, one per line.
    static func run(_ script: String, file: String) -> String {
        // Default options, as `analyze run` uses: the table size can change which optimal line
        // the principal variation shows.
        let session = Session()
        var printedLines: [String] = []
        session.run(script, file: file) { event in
            if let text = printed(event) { printedLines.append(text) }
        }
        return printedLines.joined(separator: "\n")
    }
}

@Suite struct TranscriptTests {
    @Test(arguments: Transcript.games)
    func transcript_runThroughTheSession_printsTheGoldenOutput(game: String) throws {
        let script = try Transcript.read("\(game).analyze")
        let expected = try Transcript.read("\(game).out")
        let found = Transcript.normalize(Transcript.run(script, file: "\(game).analyze"))
        let golden = Transcript.normalize(expected.hasSuffix("\n") ? String(expected.dropLast()) : expected)
        if found != golden {
            let foundLines = found.split(separator: "\n", omittingEmptySubsequences: false)
            let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(foundLines, goldenLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(foundLines.count, goldenLines.count)
            Issue.record("""
                \(game): output differs from \(game).out at line \(first + 1)
                  found:    \(first < foundLines.count ? String(foundLines[first]) : "(end)")
                  expected: \(first < goldenLines.count ? String(goldenLines[first]) : "(end)")
                """)
        }
        #expect(found == golden)
    }

    @Test func transcripts_coverEveryStatementTheBriefNames() throws {
        let all = try Transcript.games.map { try Transcript.read("\($0).analyze") }.joined(separator: "\n")
        let statements = all.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        for keyword in ["show", "legal", "play", "undo", "redo", "values", "best", "pv", "forks", "count", "solve",
            "moves", "board", "position", "print", "rules"]
        {
            #expect(statements.contains(keyword), "no transcript uses \(keyword)")
        }
    }

    @Test func normalize_replacesOnlyTheVaryingParts() {
        let text = """
            draw in 9
              search      499 nodes, 73% table hits, 0.002 s, 291,266 nodes/s
            5,478 positions (4,520 going on, 958 over), 765 up to symmetry, in 0.037 s
            note: count may need more memory than the budget leaves: this position may reach up to 6,973,568,802 positions, and the 2919 MiB left (--memory-mb) hold about 10,631,308; if they run out, count stops
            """
        #expect(Transcript.normalize(text) == """
            draw in 9
              search      <varies>
            5,478 positions (4,520 going on, 958 over), 765 up to symmetry, in <time>
            note: count may need more memory than the budget leaves: this position may reach up to 6,973,568,802 positions, and the <memory> left (--memory-mb) hold about <positions>; if they run out, count stops
            """)
    }
}
