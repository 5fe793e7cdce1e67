import Foundation
import Testing

@testable import Analyzer

/// `book build --out` writes under the rules of `save`: never through a link, only a regular
/// file, and an unfinished last line is cut off rather than having the next entry glued to it.
@Suite struct BookFileTests {
    static let game = "connect4-4x4"

    func build(to path: String, plies: Int = 1) throws(BookBuild.Failure) -> BookBuild.Summary {
        var options = SessionOptions()
        options.tableBytes = 1 << 20
        return try BookBuild(game: Self.game, plies: plies, side: nil, path: path).run(options: options) { _ in }
    }

    var header: String { BookBuild(game: Self.game, plies: 1, side: nil, path: "").header }

    @Test func out_aSymbolicLink_isRefused_andItsTargetLeftAsItWas() throws {
        let scratch = try FileSafetyTests.Scratch()
        let target = scratch.file("target.book")
        let text = header + "\n"
        try text.write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.book"), withDestinationPath: target)
        #expect(throws: BookBuild.Failure.self) { try build(to: scratch.file("link.book")) }
        do { _ = try build(to: scratch.file("link.book")) } catch {
            #expect(error.description.contains("symbolic link"), "\(error)")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == text)
    }

    @Test func out_aFIFO_isRefused() throws {
        let scratch = try FileSafetyTests.Scratch()
        #expect(mkfifo(scratch.file("fifo"), 0o600) == 0)
        do {
            _ = try build(to: scratch.file("fifo"))
            Issue.record("a FIFO was written")
        } catch {
            #expect(error.description.contains("FIFO"), "\(error)")
        }
    }

    @Test func aLastLineWithoutItsNewline_isSolvedAgain_notGluedToTheNext() throws {
        let scratch = try FileSafetyTests.Scratch()
        let path = scratch.file("book.txt")
        // The empty board's entry, its newline missing (a file edited, or a build killed).
        try (header + "\n- 0").write(toFile: path, atomically: true, encoding: .utf8)
        let first = try build(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let entries = text.split(separator: "\n").dropFirst()
        #expect(text.hasSuffix("\n"))
        #expect(entries.allSatisfy { $0.split(separator: " ").count == 2 }, "\(text)")
        #expect(entries.count == first.entries)
        // And the book is continued, not refused, the next time.
        let again = try build(to: path)
        #expect(again.entries == first.entries && again.solvedNow == 0)
    }

    @Test func aHeaderWithoutItsNewline_isContinued() throws {
        let scratch = try FileSafetyTests.Scratch()
        let path = scratch.file("book.txt")
        try header.write(toFile: path, atomically: true, encoding: .utf8)
        let summary = try build(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(header + "\n"))
        #expect(text.split(separator: "\n").count == summary.entries + 1)
    }

    @Test func aWriteError_printsItsReason_notItsType() {
        #expect("\(SafeFile.WriteError(reason: "it is a symbolic link"))" == "it is a symbolic link")
    }
}
