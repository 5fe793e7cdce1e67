import Boards
import Testing
@testable import Games

/// Every rule of a jump on a hand-made position, the notation, and known solution paths.
@Suite struct JumpMoveTests {
    let english = jumpBoard(PegBoards.english)

    var start: JumpPosition { english.full(except: [16]) }

    func names(_ board: JumpBoard, _ pegs: JumpPosition) -> [String] { board.legalJumps(pegs).map { board.name(of: $0) } }

    func refusal(_ board: JumpBoard, _ move: String, _ pegs: JumpPosition) -> JumpRefusal? {
        if case .failure(let refusal) = board.parseMove(move, in: pegs) { return refusal }
        return nil
    }

    @Test func start_english_hasTheFourJumpsIntoTheCentre() {
        #expect(names(english, start) == ["d2-d4", "b4-d4", "f4-d4", "d6-d4"])
    }

    @Test func edgeJumps_fromTheRimOfTheShape_areLegal() {
        let position = pegs(english, [
            "    o . .",
            "    o . .",
            "o o . . . o o",
            ". . . . . . .",
            ". . . . . . .",
            "    . . .",
            "    . . .",
        ])
        // No jump leaves the shape: c1 and c2 cannot go up, f3 and g3 not right.
        #expect(names(english, position) == ["c1-c3", "a3-c3", "g3-e3"])
        #expect(refusal(english, "c2-c0", position) == .unreadable("c2-c0"))
    }

    @Test func jumpOffTheShape_isRefused() {
        let position = pegs(english, [
            "    o o o",
            "    . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "    . . .",
            "    . . .",
        ])
        #expect(names(english, position) == [])
        #expect(refusal(english, "d1-f1", position) == .offBoard("f1"))
        #expect(refusal(english, "e1-g1", position) == .offBoard("g1"))
        #expect(refusal(english, "a1-c1", position) == .notAHole("a1"))
    }

    @Test func jumpOverAGap_isRefused() {
        let board = jumpBoard(["oo o"])
        #expect(board.holeCount == 3)
        #expect(board.jumpCount == 0)
        #expect(refusal(board, "b1-d1", board.full()) == .noHoleBetween(from: "b1", to: "d1"))
    }

    @Test func blockedLanding_isRefused() {
        #expect(names(english, english.full()) == [])
        #expect(refusal(english, "d2-d4", english.full()) == .landingFull("d4"))
    }

    @Test func noPegToJumpOver_isRefused() {
        let after = english.play(english.jump(from: 18, to: 16)!, in: start)
        #expect(refusal(english, "g4-e4", after) == .nothingToJumpOver("f4"))
    }

    @Test func noPegToMove_isRefused() {
        #expect(refusal(english, "d4-d2", start) == .noPeg("d4"))
    }

    @Test(arguments: ["c3-d4", "a3-c5", "d2-d5", "d2-d2"])
    func notInLine_isRefused(move: String) {
        if case .notInLine = refusal(english, move, start) {} else {
            Issue.record("\(move): \(String(describing: refusal(english, move, start)))")
        }
    }

    @Test(arguments: ["d2", "zz", "d2-", "-d4", "d2d4", "d2--d4", ""])
    func unreadable_isRefused(move: String) {
        #expect(refusal(english, move, start) == .unreadable(move))
    }

    @Test func orthogonal_fourJumpsIntoTheCentreOfASquare() {
        let board = jumpBoard(["ooooo", "ooooo", "oo.oo", "ooooo", "ooooo"])
        #expect(Set(names(board, pegs(board, ["ooooo", "ooooo", "oo.oo", "ooooo", "ooooo"])))
            == ["c1-c3", "a3-c3", "e3-c3", "c5-c3"])
    }

    @Test func withDiagonals_eightJumpsIntoTheCentreOfASquare() {
        let board = jumpBoard(["ooooo", "ooooo", "oo.oo", "ooooo", "ooooo"], .withDiagonals)
        #expect(Set(names(board, pegs(board, ["ooooo", "ooooo", "oo.oo", "ooooo", "ooooo"])))
            == ["c1-c3", "a3-c3", "e3-c3", "c5-c3", "a1-c3", "e1-c3", "a5-c3", "e5-c3"])
        #expect(refusal(board, "a1-c2", board.full(except: [hole(board, "c2")])) != nil)
    }

    @Test func triangular_sixJumpsIntoAnInteriorHole() {
        var rows = (0..<7).map { String(repeating: " ", count: 6 - $0) + Array(repeating: "o", count: $0 + 1).joined(separator: " ") }
        let board = jumpBoard(rows, .triangular)
        #expect(board.holeCount == 28)
        let centre = hole(board, "c5")
        #expect(board.rowOf[centre] == 4 && board.columnOf[centre] == 2)
        rows[4] = "  o o . o o"
        #expect(Set(names(board, pegs(board, rows))) == ["a3-c5", "c3-c5", "a5-c5", "e5-c5", "c7-c5", "e7-c5"])
        // The other diagonal is not a direction of the triangular grid.
        if case .notInLine = refusal(board, "a7-c5", pegs(board, rows)) {} else { Issue.record("a7-c5 accepted") }
    }

    @Test func triangle_fromTheApex_twoJumps() {
        let board = jumpBoard(PegBoards.triangle, .triangular)
        #expect(names(board, pegs(board, PegBoards.triangle)) == ["a3-a1", "c3-a1"])
    }

    @Test func playThenUndo_givesBackThePosition() {
        var random = SplitMix64(seed: 33)
        for _ in 0..<500 {
            let position = JumpPosition(bits: random.next() & english.holes)
            for jump in english.legalJumps(position) {
                let after = english.play(jump, in: position)
                #expect(after.count == position.count - 1)
                #expect(english.undo(jump, in: after) == position)
            }
        }
    }

    /// The legal jumps against a plain reading of the rules, on random positions.
    @Test func legalJumps_matchAPlainReference() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let position = JumpPosition(bits: random.next() & english.holes)
            var expected: Set<String> = []
            for from in 0..<33 where position.hasPeg(from) {
                for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let r = english.rowOf[from], c = english.columnOf[from]
                    guard let over = english.hole(row: r + dr, column: c + dc),
                        let to = english.hole(row: r + 2 * dr, column: c + 2 * dc),
                        position.hasPeg(over), !position.hasPeg(to)
                    else { continue }
                    expected.insert("\(english.name(ofHole: from))-\(english.name(ofHole: to))")
                }
            }
            #expect(Set(names(english, position)) == expected)
        }
    }

    /// Bergholt's 18-move solution of the central game (1912; row-column digits as published).
    static let bergholt = ["46-44", "65-45", "57-55", "54-56", "52-54", "73-53", "43-63", "75-73-53", "35-55",
        "15-35", "23-43-63-65-45-25", "37-57-55-53", "31-33", "34-32", "51-31-33", "13-15-35", "36-34-32-52-54-34",
        "24-44"]

    /// `46` (row 4, column 6) is f4.
    static func squareName(_ digits: Substring) -> String {
        let row = digits.first!, column = digits.last!
        return Square.columnLetter(Int(String(column))! - 1) + String(row)
    }

    static var bergholtMoves: [String] {
        bergholt.map { $0.split(separator: "-").map(squareName).joined(separator: "-") }
    }

    @Test func bergholt_eighteenMoves_endWithOnePegInTheCentre() throws {
        let moves = Self.bergholtMoves
        #expect(moves.first == "f4-d4")
        let (end, jumps) = try #require(replay(english, moves, from: start))
        #expect(jumps.count == 31)
        #expect(end == JumpPosition(bits: UInt64.bit(16)))
        let grouped = english.moves(grouping: jumps)
        #expect(grouped.count == 18)
        #expect(grouped.map { english.name(ofMove: $0) } == moves)
    }

    /// Durango Bill's shortest dead end: six jumps (holes numbered 0 to 32 in reading order, our
    /// bit layout) and no move is left.
    @Test func durangoBill_sixJumpDeadEnd_leavesNoMove() throws {
        var position = start
        for (from, to) in [(4, 16), (23, 9), (14, 16), (17, 15), (19, 17), (31, 23)] {
            let jump = try #require(english.jump(from: from, to: to))
            #expect(english.isLegal(jump, in: position))
            position = english.play(jump, in: position)
        }
        #expect(position.count == 26)
        #expect(english.legalJumps(position).isEmpty)
    }
}
