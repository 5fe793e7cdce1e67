import Testing
@testable import Boards

@Suite struct BoardsTests {
    @Test(arguments: [("a1", 0, 0), ("c3", 2, 2), ("B2", 1, 1), ("h12", 7, 11)])
    func square_readsLetterAndNumber(text: String, column: Int, row: Int) {
        #expect(Square(text) == Square(column: column, row: row))
    }

    @Test(arguments: ["", "a", "1a", "a0", "aa1", "a-1", "a1x", "é1"])
    func square_refusesOtherShapes(text: String) {
        #expect(Square(text) == nil)
    }

    @Test func square_printsAsRead() {
        #expect(Square(column: 3, row: 4).description == "d5")
    }

    @Test func value_ordersWinsFastLossesSlow() {
        #expect(Value(.win, in: 3).isBetter(than: Value(.win, in: 5)))
        #expect(Value(.win, in: 9).isBetter(than: Value(.draw, in: 1)))
        #expect(Value(.draw, in: 9).isBetter(than: Value(.loss, in: 9)))
        #expect(Value(.loss, in: 6).isBetter(than: Value(.loss, in: 2)))
    }

    @Test func player_readsSymbols() {
        #expect(Player(word: "x") == .x)
        #expect(Player(word: "*") == .x)
        #expect(Player(word: "O") == .o)
        #expect(Player(word: "XO") == nil)
        #expect(Player.x.opponent == .o)
    }

    @Test func setBits_walksLowestFirst() {
        #expect(Array(UInt64(0b1010_0001).setBits) == [0, 5, 7])
        #expect(Array(UInt64(0).setBits).isEmpty)
    }
}
