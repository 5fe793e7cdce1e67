import Boards
import Testing
@testable import Games

/// Peg solitaire boards: reading shapes, the bit layout, symmetries and position classes.
@Suite struct JumpBoardTests {
    static let standard: [(name: String, rows: [String], directions: JumpDirections, holes: Int, symmetries: Int,
        centre: String)] = [
        ("english", PegBoards.english, .orthogonal, 33, 8, "d4"),
        ("european", PegBoards.european, .orthogonal, 37, 8, "d4"),
        ("triangle", PegBoards.triangle, .triangular, 15, 6, "a1"),
        ("wiegleb", PegBoards.wiegleb, .orthogonal, 45, 8, "e5"),
        ("diamond", PegBoards.diamond, .orthogonal, 41, 8, "e5"),
    ]

    @Test(arguments: standard.indices)
    func standardBoard_readFromItsDiagram_hasItsHolesAndSymmetries(index: Int) {
        let entry = Self.standard[index]
        let board = jumpBoard(entry.rows, entry.directions)
        #expect(board.holeCount == entry.holes, "\(entry.name)")
        #expect(board.symmetries.count == entry.symmetries, "\(entry.name)")
        // The drawing's one empty hole is the classic start.
        let start = pegs(board, entry.rows)
        #expect(start == board.full(except: [hole(board, entry.centre)]), "\(entry.name)")
        #expect(board.drawing(start) == entry.rows, "\(entry.name) draws back as read")
    }

    @Test func english_bitLayout_numbersHolesInReadingOrder() {
        let board = jumpBoard(PegBoards.english)
        #expect((0..<board.holeCount).map { board.name(ofHole: $0) } == [
            "c1", "d1", "e1", "c2", "d2", "e2",
            "a3", "b3", "c3", "d3", "e3", "f3", "g3",
            "a4", "b4", "c4", "d4", "e4", "f4", "g4",
            "a5", "b5", "c5", "d5", "e5", "f5", "g5",
            "c6", "d6", "e6", "c7", "d7", "e7",
        ])
        #expect(board.hole(named: "a1") == nil)
        #expect(board.hole(named: "D4") == 16)
        // 76 jumps: across, each long row (3 of 7 holes) has 5 lines of three, each short row
        // (4 of 3 holes) one; both ways, 2 x 19 = 38; as many down.
        #expect(board.jumpCount == 76)
    }

    @Test func drawing_sideBySideOrSpaced_readsTheSameBoard() {
        let compact = jumpBoard(["  ooo", "  ooo", "ooooooo", "ooo.ooo", "ooooooo", "  ooo", "  ooo"])
        let spaced = jumpBoard(PegBoards.english)
        #expect(compact.rowOf == spaced.rowOf)
        #expect(compact.columnOf == spaced.columnOf)
        #expect(pegs(compact, ["  ooo", "  ooo", "ooooooo", "ooo.ooo", "ooooooo", "  ooo", "  ooo"])
            == pegs(spaced, PegBoards.english))
        // A position may be drawn either way on either board.
        #expect(pegs(compact, PegBoards.english) == spaced.full(except: [16]))
    }

    @Test func drawing_commonIndentIgnored_xAlsoAPeg() {
        let board = jumpBoard(PegBoards.english.map { "      " + $0 })
        #expect(board.holeCount == 33)
        #expect(pegs(board, PegBoards.english.map { String($0.map { $0 == "o" ? "x" : $0 }) })
            == board.full(except: [16]))
    }

    @Test(arguments: [
        (["o o", "o # o"], "row 2, character 3: '#' is not a hole"),
        (["o o", "", "o o"], "row 2 has no hole"),
        ([String](), "the board has no hole"),
    ])
    func drawing_badShape_isRefusedWithItsPlace(rows: [String], message: String) {
        let error = #expect(throws: RuleError.self) { try JumpBoard(diagram: rows, directions: .orthogonal) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func drawing_triangleNotShifted_isRefused() {
        #expect(throws: RuleError.self) { try JumpBoard(diagram: ["o", "oo", "ooo"], directions: .triangular) }
    }

    @Test func drawing_tooManyHoles_isRefused() {
        let rows = [String](repeating: String(repeating: "o", count: 13), count: 5)
        let error = #expect(throws: RuleError.self) { try JumpBoard(diagram: rows, directions: .orthogonal) }
        #expect(error?.message.contains("65 holes") == true)
        #expect(throws: Never.self) { try JumpBoard(diagram: Array(rows.prefix(4)) + ["oooooooooooo"], directions: .orthogonal) }
    }

    @Test func position_drawingAnotherShape_isRefused() {
        let board = jumpBoard(PegBoards.english)
        #expect(throws: BoardError.self) { try board.position(diagram: PegBoards.european).get() }
        #expect(throws: BoardError.self) { try board.position(diagram: Array(PegBoards.english.dropLast())).get() }
    }

    @Test func triangle_names_areSkewedColumnsAlongEachRow() {
        let board = jumpBoard(PegBoards.triangle, .triangular)
        #expect((0..<15).map { board.name(ofHole: $0) } == [
            "a1", "a2", "b2", "a3", "b3", "c3", "a4", "b4", "c4", "d4", "a5", "b5", "c5", "d5", "e5",
        ])
        // 36 jumps: in each of 3 orientations, lines of 3, 4 and 5 holes hold 1 + 2 + 3 lines
        // of three; both ways, 3 x 2 x 6.
        #expect(board.jumpCount == 36)
    }

    @Test func symmetries_aRectangle_hasFour_anOddShapeOne() {
        #expect(jumpBoard(["ooo", "ooo"]).symmetries.count == 4)
        #expect(jumpBoard(["ooo", "ooo", "ooo"]).symmetries.count == 8)
        #expect(jumpBoard(["ooo", "oo"]).symmetries.count == 1)
        // A square with diagonal jumps keeps all eight.
        #expect(jumpBoard(["ooo", "ooo", "ooo"], .withDiagonals).symmetries.count == 8)
        // A hexagon on the triangular grid has all twelve.
        #expect(jumpBoard(["  o o", " o o o", "  o o"], .triangular).symmetries.count == 12)
    }

    /// For every board and symmetry: the image of each legal jump is a legal jump of the image.
    @Test(arguments: standard.indices)
    func symmetries_mapLegalJumpsToLegalJumps(index: Int) {
        let entry = Self.standard[index]
        let board = jumpBoard(entry.rows, entry.directions)
        var random = SplitMix64(seed: 5 &+ UInt64(index))
        for _ in 0..<200 {
            let position = JumpPosition(bits: random.next() & board.holes)
            for s in 0..<board.symmetries.count {
                let permutation = board.symmetries.permutations[s]
                let image = JumpPosition(bits: board.symmetries.image(of: position.bits, symmetry: s))
                let mapped = Set(board.legalJumps(position).map { jump in
                    let (from, _, to) = board.holes(of: jump)
                    return board.jump(from: permutation[from], to: permutation[to])
                })
                #expect(mapped == Set(board.legalJumps(image).map { Optional($0) }), "\(entry.name) symmetry \(s)")
            }
            let key = board.symmetries.canonical(position.bits)
            #expect((0..<board.symmetries.count).allSatisfy {
                board.symmetries.canonical(board.symmetries.image(of: position.bits, symmetry: $0)) == key
            })
        }
    }

    @Test func positionClasses_english_sixteenClassesAndTheCentreFinishes() {
        let board = jumpBoard(PegBoards.english)
        #expect(board.positionClassBits == 4)
        let start = board.positionClass(board.full(except: [16]))
        let finishes = (0..<33).filter { board.positionClass(JumpPosition(bits: UInt64.bit($0))) == start }
        #expect(finishes.map { board.name(ofHole: $0) } == ["d1", "a4", "d4", "g4", "d7"])
    }

    /// Known results: 16 of the 37 single-vacancy starts of the European board pass the class
    /// test for a one-peg finish; the centre does not.
    @Test func positionClasses_european_sixteenStartsCanEndWithOnePeg() {
        let board = jumpBoard(PegBoards.european)
        let passing = (0..<37).filter { start in
            let startClass = board.positionClass(board.full(except: [start]))
            return (0..<37).contains { board.positionClass(JumpPosition(bits: UInt64.bit($0))) == startClass }
        }
        #expect(Set(passing.map { board.name(ofHole: $0) }) == [
            "c1", "e1", "d2", "a3", "d3", "g3", "b4", "c4", "e4", "f4", "a5", "d5", "g5", "d6", "c7", "e7",
        ])
    }
}
