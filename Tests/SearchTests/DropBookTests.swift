import Boards
@testable import Games
import Search
import Testing

/// Opening books: their format, the builder, and the shipped 7 x 6 book.
@Suite struct DropBookTests {
    let small = DropBoard(width: 5, height: 4)!

    @Test func faults_nameTheLine() {
        let cases: [(String, Int, String)] = [
            ("# header\n4 1\n44", 3, "expected 'MOVES SCORE'"),
            ("- 0\n48 0", 2, "is not a line of play"),
            ("1111 0\n11111 1", 2, "is not a line of play"),  // a full column (height 4)
            ("- 99", 1, "expected 'MOVES SCORE'"),
        ]
        for (text, line, message) in cases {
            #expect(throws: (any Error).self) { try DropBook(board: small, text: text) }
            do {
                _ = try DropBook(board: small, text: text)
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    @Test func mirrorImages_shareAnEntry() throws {
        let book = try DropBook(board: small, text: "- 0\n1 -1\n3 1")
        #expect(book.count == 3)
        #expect(book.plies == 1)
        let after5 = try #require(DropBook.replay("5", on: small))
        #expect(book.score(small, current: after5.current, mask: after5.mask) == -1)
        let after2 = try #require(DropBook.replay("2", on: small))
        #expect(book.score(small, current: after2.current, mask: after2.mask) == nil)
    }

    /// An every-position book of 5 x 4 to 4 plies: every position once (mirror images once),
    /// each score the solver's without the book.
    @Test func everyBook_holdsEachPositionOnce_withItsExactScore() throws {
        var lines: [(String, Int)] = []
        let builder = DropBookBuilder(solver: DropSolver(board: small, tableBytes: 2 << 20), plies: 4, scope: .every,
            known: nil) { lines.append(($0, $1)) }
        try builder.build()
        #expect(lines.count == DropBookBuilder.countEvery(board: small, plies: 4))
        let check = DropSolver(board: small, tableBytes: 2 << 20)
        for (moves, score) in lines {
            let p = try #require(DropBook.replay(moves, on: small))
            #expect(try check.score(current: p.current, mask: p.mask) == score, "\(moves)")
        }
    }

    /// A build stopped midway and run again with what it wrote ends with the same book.
    @Test func aStoppedBuild_continuesWhereItStopped() throws {
        var all: [(moves: String, score: Int)] = []
        try DropBookBuilder(solver: DropSolver(board: small, tableBytes: 2 << 20), plies: 3, scope: .every, known: nil) {
            all.append(($0, $1))
        }.build()
        let first = Array(all.prefix(all.count / 2))
        var rest: [(moves: String, score: Int)] = []
        let again = DropBookBuilder(solver: DropSolver(board: small, tableBytes: 2 << 20), plies: 3, scope: .every,
            known: try DropBook(board: small, text: first.map { "\($0.moves.isEmpty ? "-" : $0.moves) \($0.score)" }
                .joined(separator: "\n"))) { rest.append(($0, $1)) }
        try again.build()
        #expect(again.solved == all.count - first.count)
        #expect(Set((first + rest).map(\.moves)) == Set(all.map(\.moves)))
    }

    /// In a lines book every position where the book's side moves has all its replies, and the
    /// book's move kept the score; the other side's moves are all there.
    @Test func linesBook_storesEveryReplyOfTheBooksSide() throws {
        var entries: [String: Int] = [:]
        try DropBookBuilder(solver: DropSolver(board: small, tableBytes: 2 << 20), plies: 4, scope: .lines(side: 0),
            known: nil) { entries[$0] = $1 }.build()
        let book = try DropBook(board: small, text: entries.map { "\($0.key.isEmpty ? "-" : $0.key) \($0.value)" }.joined(separator: "\n"))
        for (moves, _) in entries where moves.count % 2 == 0 && moves.count < 4 {
            let p = try #require(DropBook.replay(moves, on: small))
            for column in 0..<small.width {
                guard let child = small.after(column: column, p.current, p.mask) else { continue }
                #expect(book.score(small, current: child.current, mask: child.mask) != nil, "\(moves) then \(column + 1)")
            }
        }
        #expect(entries.count < DropBookBuilder.countEvery(board: small, plies: 4))
    }

    /// The shipped 7 x 6 book reads, and what is published of its first entries agrees: the
    /// empty board is worth 1 (a first-player win on ply 41), and the centre is the only winning
    /// first move. (CI re-solves a sample of deeper entries in a release build: .ci/run.)
    @Test func shippedBook_readsAndAgreesWithThePublishedValues() throws {
        let board = try #require(DropBoard(width: 7, height: 6))
        let book = try #require(DropBook.shipped(for: board))
        #expect(book.plies >= 2)
        #expect(book.score(board, current: 0, mask: 0) == 1)
        for column in 1...7 {
            let p = try #require(DropBook.replay(String(column), on: board))
            let score = try #require(book.score(board, current: p.current, mask: p.mask))
            #expect((score < 0) == (column == 4), "first move \(column): \(score)")
        }
    }

    @Test func bookAnswers_matchTheSearch_andCanBeTurnedOff() throws {
        let board = try #require(DropBoard(width: 7, height: 6))
        let solver = DropSolver(board: board, tableBytes: 16 << 20)
        solver.book = DropBook.shipped(for: board)
        let p = try #require(DropBook.replay("44", on: board))
        #expect(try solver.score(current: p.current, mask: p.mask) == 1)
        #expect(solver.bookAnswers == 1)
        #expect(solver.stats.nodes == 0)
        // Off, a book entry's score comes from a search (an entry quick to search in a debug
        // build: the side to move faces two threats).
        let q = try #require(DropBook.replay("44345", on: board))
        #expect(try solver.score(current: q.current, mask: q.mask) == -18)
        #expect(solver.bookAnswers == 2)
        solver.book = nil
        #expect(try solver.score(current: q.current, mask: q.mask) == -18)
        #expect(solver.bookAnswers == 2)
        #expect(solver.stats.nodes > 0)
    }
}
