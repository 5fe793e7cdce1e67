import Boards
import Foundation
import Search
import Testing

@testable import Games

/// A block-family puzzle (`players 1`) plays as a puzzle: peg solitaire written with building
/// blocks (puzzles/rules/block-peg-english.rules) answers as the jump family's peg-english does.
@Suite struct BlockPuzzleTests {
    /// The rule file of the block-family English board.
    static let rulesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../puzzles/rules/block-peg-english.rules").standardized

    /// The rule set of `text` compiled as a session compiles it.
    static func compiled(_ text: String) throws -> any RuleGame {
        var book = RuleBook()
        let spec = try #require(BlockRuleFiles.spec(text))
        return try book.add(spec)
    }

    /// A fresh play of the block-family English board.
    static func blockPlay() throws -> any Play {
        let text = try String(contentsOf: rulesFile, encoding: .utf8)
        return try compiled(text).makePlay(tableBytes: 1 << 20, threads: 1, book: false)
    }

    /// A fresh play of the jump family's English board (the central game).
    static func jumpPlay() -> any Play {
        let board = jumpBoard(PegBoards.english)
        let puzzle = JumpPuzzle(board: board, start: pegs(board, PegBoards.english), goal: .onePegAt(hole(board, "d4")))
        return PuzzlePlay(game: JumpGame(name: "peg-english", puzzle: puzzle), memoBytes: 1 << 20)
    }

    @Test func blockPegEnglish_playsAsAPuzzle() throws {
        let play = try Self.blockPlay()
        #expect(play.isPuzzle)
        #expect(play.legalMoves().sorted() == ["b4-d4", "d2-d4", "d6-d4", "f4-d4"])
        #expect(play.puzzleStatus?.contains("4 jumps possible") == true)
    }

    /// 1,000 seeded random positions of peg-english, reached by the same jumps in both families:
    /// the same legal moves as written, the same answer (solvable or not), the same solution
    /// length, and the block family's solution replays to the goal in the jump family. Random
    /// jumps lose the puzzle almost always, so every other position leaves a solution of the
    /// start (the jump family's) after 16 to 22 jumps by one random jump, and then follows the
    /// jump family's solution from there when there is one.
    @Test func blockPegEnglish_agreesWithTheJumpFamily_on1000RandomPositions() throws {
        let block = try Self.blockPlay()
        let jump = Self.jumpPlay()
        #expect(block.isPuzzle)
        let solution = try jump.solve(limits: .none, allMoves: false).principalVariation.map(\.move)
        #expect(solution.count == 31)
        var random = SplitMix64(seed: 2026)
        var solvable = 0
        for index in 0..<1_000 {
            // Deep enough that a debug build answers at once: 12 pegs or fewer left.
            let depth = 20 + Int(random.next() % 11)
            jump.restart()
            var moves: [String] = []
            if index % 2 == 1 {
                moves = Array(solution.prefix(16 + Int(random.next() % 7)))
                #expect(jump.playAll(moves, fromStart: true) == nil)
                let legal = jump.legalMoves()
                if !legal.isEmpty {
                    moves.append(legal[Int(random.next() % UInt64(legal.count))])
                    #expect(jump.playAll([moves[moves.count - 1]], fromStart: false) == nil)
                    let rest = try jump.solve(limits: .none, allMoves: false).principalVariation.map(\.move)
                    moves += rest.prefix(max(0, depth - moves.count))
                    #expect(jump.playAll(moves, fromStart: true) == nil)
                }
            }
            while moves.count < depth && index % 2 == 0 {
                let legal = jump.legalMoves()
                guard !legal.isEmpty else { break }
                let move = legal[Int(random.next() % UInt64(legal.count))]
                #expect(jump.playAll([move], fromStart: false) == nil)
                moves.append(move)
            }
            block.restart()
            guard block.playAll(moves, fromStart: true) == nil else {
                Issue.record("position \(index): the block family refuses \(moves)")
                continue
            }
            #expect(block.legalMoves().sorted() == jump.legalMoves().sorted(), "position \(index): \(moves)")
            #expect(block.result == jump.result, "position \(index)")
            let expected = try jump.solve(limits: .none, allMoves: false).puzzle
            let found = try block.solve(limits: .none, allMoves: false).puzzle
            let want = try #require(expected), got = try #require(found)
            #expect(got.solved == want.solved, "position \(index): \(moves)")
            #expect(got.jumps == want.jumps, "position \(index): \(moves)")
            if got.solved {
                solvable += 1
                #expect(jump.playAll(got.moves, fromStart: false) == nil, "position \(index): \(got.moves)")
                #expect(jump.result == .win, "position \(index): \(got.moves) does not reach the goal")
            }
        }
        // Both kinds of position are among them.
        #expect(solvable > 200 && solvable < 800, "\(solvable) solvable")
    }
}
