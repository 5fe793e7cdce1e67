import Boards
import Language
import Testing

@testable import Analyzer

/// Printing a position in the language and reading the print back gives the same position.
@Suite struct RoundTripTests {
    static let games = [
        "tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4", "connect4", "reversi", "reversi-6x6",
        "reversi-4x4", "reversi-anti",
    ]

    /// Plays a random game of random length from the start through `play` statements; sometimes
    /// gives the move to the other side with `to-move` where the rules allow it.
    @discardableResult
    static func randomPosition(_ game: String, _ random: inout SplitMix64, in session: Session = makeSession()) -> Session {
        session.output("game \(game)")
        let length = Int.random(in: 0...session.cells.joined().count, using: &random)
        for _ in 0..<length {
            guard let move = session.legalMoves.randomElement(using: &random) else { break }
            let errors = session.errors("play \(move)")
            precondition(errors.isEmpty, "a legal move did not play: \(errors)")
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            _ = session.errors("to-move \(session.sideToMove.opponent)")  // may be refused; either is fine
        }
        return session
    }

    @Test(arguments: games)
    func print_ofRandomPlayouts_readsBackAsTheSamePosition(game: String) {
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(game.count))
        // Two sessions for all the positions (a session takes a few milliseconds to start in debug):
        // the printed text sets the game, the board and the side to move, whatever came before.
        let session = makeSession()
        let copy = makeSession()
        for index in 0..<60 {
            Self.randomPosition(game, &random, in: session)
            let name = index % 3 == 0 ? nil : "random \(index) \"q\" \\ \(game)"
            let text = PositionPrinter.render(name: name, game: session.gameName, cells: session.cells,
                toMove: session.sideToMove)

            let errors = copy.errors(text)

            #expect(errors.isEmpty, "\(text)")
            #expect(copy.gameName == session.gameName)
            #expect(copy.cells == session.cells, "\(text)")
            #expect(copy.sideToMove == session.sideToMove, "\(text)")
            #expect(copy.legalMoves == session.legalMoves)
            if let name { #expect(copy.positionName == name) } else { #expect(!text.hasPrefix("position")) }
        }
    }

    /// Rule sets defined in the script: a name with blanks (printed in quotes) and gravity.
    static let definitions = """
        rules "connect three"
        family line
        board 5 x 4
        line 3
        gravity
        rules "misère 4x4"
        extends mnk-4-4-3
        misere
        first O
        """

    @Test(arguments: ["connect three", "misère 4x4"])
    func print_ofRandomPlayoutsInDefinedGames_readsBackAsTheSamePosition(game: String) {
        var random = SplitMix64(seed: 0xD0_0D &+ UInt64(game.count))
        let session = makeSession()
        let copy = makeSession()
        session.output(Self.definitions)
        copy.output(Self.definitions)
        for _ in 0..<40 {
            session.output("game \"\(game)\"")
            #expect(session.gameName == game)
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                guard let move = session.legalMoves.randomElement(using: &random) else { break }
                #expect(session.errors("play \(move)").isEmpty)
            }
            let text = PositionPrinter.render(name: nil, game: session.gameName, cells: session.cells,
                toMove: session.sideToMove)

            let errors = copy.errors(text)

            #expect(errors.isEmpty, "\(text)")
            #expect(copy.gameName == game)
            #expect(copy.cells == session.cells, "\(text)")
            #expect(copy.sideToMove == session.sideToMove, "\(text)")
        }
    }

    @Test func printStatement_printsWhatPositionPrinterRenders() {
        var random = SplitMix64(seed: 7)
        for game in Self.games {
            let session = Self.randomPosition(game, &random)
            session.output("position \"p\"")
            let moves = session.legalMoves.prefix(2).joined(separator: " ")
            session.output("moves \(moves)")

            let printedText = session.output("print")

            #expect(printedText == [
                PositionPrinter.render(name: "p", game: game, cells: session.cells, toMove: session.sideToMove)
            ])
        }
    }
}
