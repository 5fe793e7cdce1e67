import Boards
import Testing
@testable import Games

/// Every Reversi rule branch on a hand-made position.
@Suite struct FlankTests {
    let eight = flankGeometry(8)

    @Test(arguments: [3, 5, 7, 2, 0, -2, 9, 10, 64])
    func geometry_oddOrOutOfRangeSize_isRefused(size: Int) {
        #expect(throws: RuleError.self) { try FlankGeometry(size: size) }
    }

    @Test func start_eightByEight_hasTheDiagonalCentre() {
        let start = eight.start
        let bits = { (names: [String]) in names.reduce(UInt64(0)) { $0 | UInt64.bit(flankBit($1, size: 8)) } }
        #expect(start.mover == .x)
        #expect(start.discs(of: .o) == bits(["d4", "e5"]))
        #expect(start.discs(of: .x) == bits(["d5", "e4"]))
        #expect(Set(eight.moves(start).setBits) == Set(["d3", "c4", "f5", "e6"].map { flankBit($0, size: 8) }))
    }

    @Test func start_fourByFour_hasFourMovesAroundTheCentre() {
        let four = flankGeometry(4)
        let start = four.start
        #expect(start == flankBoard(["....", ".OX.", ".XO.", "...."], mover: .x))
        #expect(Set(four.moves(start).setBits) == Set(["b1", "a2", "d3", "c4"].map { flankBit($0, size: 4) }))
        #expect(four.status(start) == .toMove)
    }

    /// X moves on d4 with two O discs, then an X disc, in one direction.
    @Test(arguments: [("east", 1, 0), ("west", -1, 0), ("south", 0, 1), ("north", 0, -1),
                      ("south-east", 1, 1), ("south-west", -1, 1), ("north-east", 1, -1), ("north-west", -1, -1)])
    func flips_runInOneDirection_flipsExactlyThatRun(name: String, dc: Int, dr: Int) {
        let at = eight.bit(column: 3, row: 3)
        let run = UInt64.bit(eight.bit(column: 3 + dc, row: 3 + dr)) | UInt64.bit(eight.bit(column: 3 + 2 * dc, row: 3 + 2 * dr))
        let anchor = UInt64.bit(eight.bit(column: 3 + 3 * dc, row: 3 + 3 * dr))
        #expect(eight.flips(square: at, player: anchor, opponent: run) == run, "\(name)")
        #expect(eight.moves(player: anchor, opponent: run) == UInt64.bit(at), "\(name)")
        let board = FlankPosition(player: anchor, opponent: run, mover: .x)
        #expect(eight.play(at, on: board) == FlankPosition(player: 0, opponent: anchor | run | UInt64.bit(at), mover: .o))
    }

    /// Runs of two in seven directions and of three to the east, all flanked by one move.
    @Test func flips_runsInEveryDirection_flipAllOfThem() {
        let board = flankBoard([
            "X..X..X.",
            ".O.O.O..",
            "..OOO...",
            "XOO.OOOX",
            "..OOO...",
            ".O.O.O..",
            "X..X..X.",
            "........",
        ], mover: .x)
        let flips = eight.flips(square: flankBit("d4", size: 8), player: board.player, opponent: board.opponent)
        #expect(flips == board.opponent)
        #expect(flips.nonzeroBitCount == 17)
    }

    @Test func flips_runEndingAtAnEmptyCellOrTheEdge_flipsNothingThere() {
        // East: O O then empty; south: O to the edge; west: O O X (flips).
        let board = flankBoard([
            "........",
            "........",
            "........",
            ".XOO.OO.",
            "...O....",
            "...O....",
            "...O....",
            "...O....",
        ], mover: .x)
        let flips = eight.flips(square: flankBit("e4", size: 8), player: board.player, opponent: board.opponent)
        #expect(flips == UInt64.bit(flankBit("c4", size: 8)) | UInt64.bit(flankBit("d4", size: 8)))
    }

    /// Each case: X on `anchor`, O on `run`, X tries `move`. Without the column masks the run
    /// would continue across the edge into the next or previous row and reach the anchor.
    @Test(arguments: [("west from b2 across to h1", "b2", "a2", "h1"), ("east from g1 across to a2", "g1", "h1", "a2"),
                      ("south-east from g1 across to a4", "g1", "h2", "a4"), ("south-west from b1 across to h2", "b1", "a2", "h2"),
                      ("north-east from g3 across to a2", "g3", "h2", "a2"), ("north-west from b4 across to h1", "b4", "a3", "h1"),
                      ("south from a7 off the bottom", "a7", "a8", "b1")])
    func flips_runReachingTheEdge_doesNotWrapAround(name: String, move: String, run: String, anchor: String) {
        let player = UInt64.bit(flankBit(anchor, size: 8)), opponent = UInt64.bit(flankBit(run, size: 8))
        #expect(eight.flips(square: flankBit(move, size: 8), player: player, opponent: opponent) == 0, "\(name)")
        #expect(eight.moves(player: player, opponent: opponent) == 0, "\(name)")
    }

    @Test func flips_cornerMoveAlongTheDiagonal_isLegal() {
        let board = flankBoard(["........", ".O......", "..X.....", "........", "........", "........", "........", "........"], mover: .x)
        #expect(eight.flips(square: flankBit("a1", size: 8), player: board.player, opponent: board.opponent)
            == UInt64.bit(flankBit("b2", size: 8)))
        #expect(eight.moves(board) == UInt64.bit(flankBit("a1", size: 8)))
    }

    @Test func flips_smallerBoardEdges_doNotWrapOrLeaveTheBoard() {
        let six = flankGeometry(6)
        // X on f1, O on a2: b2 would flank westward only by wrapping to the row above.
        let wrap = flankBoard([".....X", "O.....", "......", "......", "......", "......"], mover: .x)
        #expect(six.moves(wrap) == 0)
        // O on a6 at the bottom: nothing below the board flanks it.
        let bottom = flankBoard(["......", "......", "......", "......", "X.....", "O....."], mover: .x)
        #expect(six.moves(bottom) == 0)
        #expect(six.moves(bottom.passed) == UInt64.bit(flankBit("a4", size: 6)))
    }

    @Test func play_moveThatFlanksNothing_isIllegal() {
        let start = eight.start
        for name in ["a1", "c3", "f6", "d6"] {
            let bit = flankBit(name, size: 8)
            #expect(eight.flips(square: bit, player: start.player, opponent: start.opponent) == 0, "\(name)")
            #expect(eight.play(bit, on: start) == nil, "\(name)")
        }
    }

    @Test func play_occupiedSquare_isIllegal() {
        // c1 holds O; were it empty, X there would flank b1 (against a1) and c2 (against c3).
        let board = flankBoard(["XOO.....", "..O.....", "..X.....", "........", "........", "........", "........", "........"], mover: .x)
        let taken = flankBit("c1", size: 8)
        #expect(eight.flips(square: taken, player: board.player, opponent: board.opponent) == 0)
        #expect(eight.play(taken, on: board) == nil)
        #expect(eight.moves(board) & UInt64.bit(taken) == 0)
        #expect(eight.play(64, on: board) == nil)
        #expect(eight.play(-1, on: board) == nil)
        #expect(eight.play(flankBit("d1", size: 8), on: board) != nil)
    }

    @Test func status_noMoveForSideToMove_mustPass() {
        let four = flankGeometry(4)
        let board = flankBoard(["OX..", "....", "....", "...."], mover: .x)
        #expect(four.moves(board) == 0)
        #expect(four.status(board) == .mustPass)
        #expect(!four.isOver(board))
        let passed = board.passed
        #expect(passed.mover == .o)
        #expect(four.moves(passed) == UInt64.bit(flankBit("c1", size: 4)))
        #expect(four.status(passed) == .toMove)
    }

    @Test func status_bothSidesStuckWithEmptiesLeft_isOver_andTheWinnerTakesTheEmpties() {
        let four = flankGeometry(4)
        let board = flankBoard(["XX..", "....", "....", "...O"], mover: .o)
        #expect(four.status(board) == .over)
        #expect(four.status(board.passed) == .over)
        // X 2, O 1, 13 empty: X wins 2 - 1 + 13.
        #expect(four.finalScore(board, for: .x) == 14)
        #expect(four.finalScore(board, for: .o) == -14)
        #expect(four.finalScore(board) == -14)
    }

    @Test func finalScore_drawWithEmpties_givesTheEmptiesToNobody() {
        let four = flankGeometry(4)
        let board = flankBoard(["X...", "....", "....", "...O"], mover: .x)
        #expect(four.status(board) == .over)
        #expect(four.finalScore(board) == 0)
    }

    @Test func finalScore_fullBoard_isTheDiscDifference() {
        let four = flankGeometry(4)
        let board = flankBoard(["XXXX", "XXXO", "OOOO", "OOOO"], mover: .o)
        #expect(four.status(board) == .over)
        #expect(four.finalScore(board, for: .x) == -2)
        #expect(four.finalScore(board) == 2)
    }

    @Test func finalScore_wipeOut_takesTheWholeBoard() {
        let board = flankBoard(["........", "...XX...", "........", "........", "........", "........", "........", "........"], mover: .o)
        #expect(eight.status(board) == .over)
        #expect(eight.finalScore(board, for: .x) == 64)
    }

    /// Holes of one cell: an empty cell with no empty neighbour, rows not wrapping at the edges
    /// (h1 and a2 are not neighbours).
    @Test func holes_areTheEmptyCellsWithNoEmptyNeighbour() {
        let a1 = UInt64.bit(0), c1 = UInt64.bit(2), h1 = UInt64.bit(7), a2 = UInt64.bit(8)
        let d4 = UInt64.bit(27), e5 = UInt64.bit(36), h8 = UInt64.bit(63)
        #expect(FlankBits.holes(a1 | c1 | h1 | a2 | d4 | e5 | h8) == c1 | h1 | h8)
        #expect(FlankBits.holes(0) == 0)
        #expect(FlankBits.holes(~0) == 0)
    }

    /// The flip count on the last empty cell agrees with the flips the move makes, on every
    /// cell of the 8 x 8 grid, for 400 random fillings each (and for a hand-made one: d4 empty,
    /// the mover on a4, d1 and h8, flips b4 c4, d2 d3 and e5 f6 g7).
    @Test func lastFlipCount_matchesTheMovesFlips() {
        let counter = LastFlipCount(), rays = FlankRays()
        let d4 = 27
        let mover = UInt64.bit(24) | UInt64.bit(3) | UInt64.bit(63)
        #expect(counter.count(d4, mover) == 7)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for square in 0..<64 {
            for _ in 0..<400 {
                // xorshift64: a fixed sequence, so the test is the same every run.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                let player = state & ~UInt64.bit(square)
                let opponent = ~player & ~UInt64.bit(square)
                #expect(counter.count(square, player) == rays.flips(square, player, opponent).nonzeroBitCount)
            }
        }
    }
}
