import Boards
import Games

/// Reads WTHOR `.wtb`, the French federation's game database: a 16-byte header (bytes 4 to 7
/// the number of games, little-endian; byte 12 the board size, 0 or 8), then 68 bytes a game:
///
///     bytes   0-1     2-3     4-5     6          7            8 ... 67
///             tourn.  Black   White   Black's    theoretical  60 moves: 10 * row + column,
///                     player  player  discs      score        from 1 (11 = a1, 88 = h8);
///                                                              0 = no more moves
///
/// Numbers are little-endian. Every game starts from the standard position; passes are not
/// written, and are put back where the side to move has no move.
public enum WTHORReader {
    static let headerBytes = 16
    static let gameBytes = 68

    public static func read(_ bytes: [UInt8], file: String) -> RecordFile {
        var result = RecordFile()
        guard bytes.count >= headerBytes else {
            result.errors.append(RecordError(game: 0, "a WTHOR file starts with a 16-byte header; this one has \(bytes.count) bytes",
                file: file, byte: 0))
            return result
        }
        let count = (0..<4).reduce(0) { $0 | Int(bytes[4 + $1]) << (8 * $1) }
        let size = bytes[12]
        guard size == 0 || size == 8 else {
            result.errors.append(RecordError(game: 0, "the board is \(size) x \(size): only 8 x 8 games are read", file: file, byte: 12))
            return result
        }
        // The header's count and the file's length must agree: games beyond the count, or bytes
        // that make no whole game, are said, not silently left out.
        let held = (bytes.count - headerBytes) / gameBytes, rest = (bytes.count - headerBytes) % gameBytes
        if held > count {
            result.errors.append(RecordError(game: 0,
                "the header says \(count) \(count == 1 ? "game" : "games"), the file holds \(held) (68 bytes each); "
                    + "only the first \(count) are read", file: file, byte: 4))
        }
        if rest != 0, held >= count {
            result.errors.append(RecordError(game: 0,
                "the file ends with \(rest) bytes that make no game (a game is 68 bytes)", file: file, byte: bytes.count - rest))
        }
        for offset in 0..<count {
            let number = offset + 1
            let base = headerBytes + (number - 1) * gameBytes
            guard base + gameBytes <= bytes.count else {
                result.errors.append(RecordError(game: number,
                    "the file ends before this game: the header says \(count) games, the file holds \((bytes.count - headerBytes) / gameBytes)",
                    file: file, byte: min(base, bytes.count)))
                break
            }
            switch game(number, Array(bytes[base..<(base + gameBytes)]), file: file, base: base) {
            case .success(let record): result.games.append(record)
            case .failure(let error): result.errors.append(error)
            }
        }
        return result
    }

    private static func game(_ number: Int, _ bytes: [UInt8], file: String, base: Int) -> Result<GameRecord, RecordError> {
        let word = { (at: Int) in Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var written: [RecordMove] = []
        let moves = Array(bytes[8...])
        for (index, byte) in moves.enumerated() {
            if byte == 0 {
                // The game ends at its first 0; a move after it is a fault, not a move to drop.
                if let later = moves[index...].firstIndex(where: { $0 != 0 }) {
                    return .failure(RecordError(game: number, move: later + 1,
                        "move \(later + 1) follows the end of the game (a 0 at move \(index + 1))", file: file, byte: base + 8 + later))
                }
                break
            }
            let row = Int(byte) / 10, column = Int(byte) % 10
            guard (1...8).contains(row), (1...8).contains(column) else {
                return .failure(RecordError(game: number, move: index + 1,
                    "\(byte) is not a square (10 * row + column, each 1 to 8: 11 = a1, 88 = h8)", file: file, byte: base + 8 + index))
            }
            written.append(RecordMove(text: Square(column: column - 1, row: row - 1).description, side: nil))
        }
        switch RecordBoard.standard.replay(written) {
        case .success(let moves):
            return .success(GameRecord(number: number, black: "player \(word(2))", white: "player \(word(4))", moves: moves))
        case .failure(.start(let message)):
            return .failure(RecordError(game: number, message, file: file, byte: base))
        case .failure(.move(let index, let message)):
            return .failure(RecordError(game: number, move: index + 1, message, file: file, byte: base + 8 + index))
        }
    }
}
