import Boards
import Testing
@testable import Games

/// The line family with gravity (Connect 4 and its sizes): every rule branch has a position.
@Suite struct GravityTests {
    let c4 = lineGame(7, 6, 4, gravity: true)

    /// The position after the public move string `moves` (columns 1 to 7).
    func after(_ moves: String, in game: LineGame? = nil) -> LinePosition {
        let game = game ?? c4
        var position = game.start
        for column in game.splitMoves(moves) {
            switch game.parseMove(column, in: position) {
            case .success(let move): position = game.play(move, in: position)
            case .failure(let error): preconditionFailure("bad test moves \(moves): \(error.message)")
            }
        }
        return position
    }

    @Test(arguments: [
        ("vertical, in a column", "1212121"),
        ("horizontal, along the bottom row", "1122334"),
        ("diagonal up to the right", "1223733474644"),
        ("diagonal down to the right", "7665155414244"),
    ])
    func line_inEachDirection_endsTheGame(name: String, moves: String) {
        // The last move completes the line; the side to move now has lost.
        let position = after(String(moves.dropLast()))
        #expect(c4.result(position) == nil, "\(name): not over before the last move")
        guard case .success(let move) = c4.parseMove(String(moves.last ?? "1"), in: position) else {
            Issue.record("\(name): the last move is illegal")
            return
        }
        let end = c4.play(move, in: position)
        #expect(c4.result(end) == .loss, "\(name)")
        #expect(c4.legalMoves(end).isEmpty, "\(name)")
    }

    @Test func stones_dropToTheLowestEmptyCell() {
        let position = after("4")
        #expect(c4.cells(position)[5][3] == "X")
        let next = after("44")
        #expect(c4.cells(next)[4][3] == "O")
    }

    @Test func fullColumn_isIllegal_withAMessage() {
        let position = after("444444")
        #expect(c4.parseMove("4", in: position) == .failure(MoveError(.illegal, "column 4 is full")))
        #expect(c4.legalMoves(position).map { c4.moveName($0) } == ["1", "2", "3", "5", "6", "7"])
        #expect(c4.parseMove("8", in: position)
            == .failure(MoveError(.illegal, "column 8 is off the board (columns 1 to 7)")))
        #expect(c4.parseMove("x", in: position)
            == .failure(MoveError(.unreadable, "expected a column number from 1 to 7, found 'x'")))
    }

    @Test func fullBoard_withNoLine_isADraw() {
        let small = lineGame(4, 4, 4, gravity: true)
        let position = after("3422313344142121", in: small)
        #expect(position.occupied == small.boardMask)
        #expect(small.result(position) == .draw)
    }

    @Test func lineOnTheTopRow_withTheLastStone_winsRatherThanDraws() {
        let small = lineGame(4, 4, 4, gravity: true)
        let before = after("333314442411212", in: small)
        #expect(small.result(before) == nil)
        guard case .success(let move) = small.parseMove("2", in: before) else {
            Issue.record("the last move is illegal")
            return
        }
        let end = small.play(move, in: before)
        #expect(end.occupied == small.boardMask)
        #expect(small.result(end) == .loss, "O completed the top row with the sixteenth stone")
        #expect(small.cells(end)[0] == ["O", "O", "O", "O"])
    }

    @Test func publicMoveStrings_splitIntoColumns() {
        #expect(c4.splitMoves("4453") == ["4", "4", "5", "3"])
        #expect(c4.splitMoves("4") == ["4"])
        let wide = lineGame(10, 4, 4, gravity: true)
        #expect(wide.splitMoves("10") == ["10"], "boards over 9 wide take one column a word")
    }

    @Test func floatingStone_isRefused() {
        let rows = [".......", ".......", ".......", ".......", "...X...", "......."].map { Array($0) }
        guard case .failure(let error) = c4.position(cells: rows) else {
            Issue.record("a floating stone was accepted")
            return
        }
        #expect(error.message == "the stone in column 4, row 5 floats above an empty cell; stones drop to the bottom")
    }

    @Test func moveUnderAnOpposingThreat_isLeftOutOfTheSearch() {
        // On random positions the search's tactic has not settled, no move searched plays right
        // under a cell that completes the opponent's line.
        var random = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let walk = randomPosition(c4, plies: Int.random(in: 0...30, using: &random), using: &random)
            guard c4.result(walk) == nil, case .search(let plan) = c4.tactic(walk, afterSearchedMove: false) else { continue }
            let threats = c4.completingCells(walk.other) & c4.boardMask & ~walk.occupied
            var moves = LineMoves()
            c4.orderMoves(walk, plan: plan, first: nil, into: &moves)
            while let move = moves.next() {
                // The cell above the move must not complete the opponent's line.
                #expect(threats & (UInt64.bit(Int(move.bit)) << 1) == 0)
            }
        }
    }

    @Test func gravityBitboard_matchesAGridReference_onRandomGames() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<500 {
            var position = c4.start
            var heights = [Int](repeating: 0, count: 7)
            var reference = LineReference(width: 7, height: 6, k: 4)
            while c4.result(position) == nil {
                let legal = c4.legalMoves(position).map { c4.moveName($0) }
                let open = (0..<7).filter { heights[$0] < 6 }.map { String($0 + 1) }
                #expect(legal == open)
                guard let pick = open.randomElement(using: &random), let column = Int(pick) else { break }
                guard case .success(let move) = c4.parseMove(pick, in: position) else { break }
                let mover = position.mover
                position = c4.play(move, in: position)
                reference.grid[5 - heights[column - 1]][column - 1] = mover
                heights[column - 1] += 1
                #expect(c4.hasLine(position.stones(of: mover)) == reference.hasLine(mover))
            }
        }
    }

    @Test func mirrorImages_shareTheirClass_atAnyDepth_andTheirKey_inTheOpening() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<300 {
            let position = randomPosition(c4, plies: Int.random(in: 0...40, using: &random), using: &random)
            let mirror = LinePosition(current: c4.symmetries.apply(1, to: position.current),
                other: c4.symmetries.apply(1, to: position.other), mover: position.mover)
            #expect(c4.canonicalForm(mirror) == c4.canonicalForm(position))
            if position.stoneCount <= c4.cellCount / 3 {
                #expect(c4.canonical(mirror).key == c4.canonical(position).key)
            }
        }
    }
}
