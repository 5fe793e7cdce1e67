/// Game records for the record tests: a whole game and a position near the end.
enum RecordSamples {
    /// A whole game in which each side plays its first legal move (a1 first, row by row), with
    /// the four passes it holds: 60 discs and 4 passes.
    static let wholeGame = """
        d3 c3 b3 b2 b1 a1 c4 c1 c2 d2 d1 e1 a2 a3 f5 e2 f1 g1 pass f2 pass e3 pass b5 b4 a5 a4 c5 a6 f4 \
        f3 g3 g2 h2 h1 h3 h4 g4 c6 g5 h5 b6 c7 d6 e6 f6 g6 h6 h7 a7 pass b7 a8 d7 e7 f7 g7 g8 b8 c8 d8 e8 f8 h8
        """.split(separator: " ").map(String.init)

    /// The whole game as GGF: B and W in turn, PA for a pass, an evaluation and a time after some.
    static var wholeGameGGF: String {
        let moves = wholeGame.enumerated().map { index, move in
            let side = index % 2 == 0 ? "B" : "W"
            let written = move == "pass" ? "PA" : index % 3 == 0 ? "\(move.uppercased())//1.25" : move
            return "\(side)[\(written)]"
        }
        return "(;GM[Othello]PC[test]PB[alice]PW[bob]TY[8]BO[8 " + standardBoard + " *]\n" + moves.joined() + ";)\n"
    }

    /// The standard start as GGF writes it: a row a word.
    static let standardBoard = "-------- -------- -------- ---O*--- ---*O--- -------- -------- --------"

    /// Six cells empty in row 8, X (Black) to move; each side's first legal move from there is
    /// b8 c8 d8 e8 f8 h8.
    static let nearEnd = "OOOOOOOXOOOOOOXXOOOOOXOXOOOOXOOXOOOOXOOXOOOOOXOXOOOOOOOXX-----O-"

    /// `nearEnd` as GGF's BO writes it.
    static var nearEndBoard: String {
        let cells = Array(nearEnd.map { $0 == "X" ? "*" : String($0) }.joined())
        return stride(from: 0, to: 64, by: 8).map { String(cells[$0..<($0 + 8)]) }.joined(separator: " ")
    }

    /// A GGF game from `nearEnd` with the moves given, B and W in turn.
    static func nearEndGGF(_ moves: [String]) -> String {
        let written = moves.enumerated().map { "\($0 % 2 == 0 ? "B" : "W")[\($1)]" }.joined()
        return "(;GM[Othello]PB[x]PW[o]BO[8 \(nearEndBoard) *]\(written);)"
    }

    /// A WTHOR file of the games given (moves without passes), as the format lays them out.
    static func wthor(_ games: [[String]], size: UInt8 = 8) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = UInt32(games.count)
        for index in 0..<4 { bytes[4 + index] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(index))) }
        bytes[12] = size
        for (number, game) in games.enumerated() {
            var record = [UInt8](repeating: 0, count: 68)
            record[2] = UInt8(number + 1)
            record[4] = UInt8(number + 100)
            record[6] = 32
            record[7] = 32
            for (index, move) in game.filter({ $0 != "pass" }).enumerated() {
                let characters = Array(move.utf8)
                let column = Int(characters[0]) - 96, row = Int(characters[1]) - 48
                record[8 + index] = UInt8(10 * row + column)
            }
            bytes += record
        }
        return bytes
    }
}
