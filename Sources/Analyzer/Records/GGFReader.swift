import Boards
import Games

/// Reads GGF, the Generic Game Format of the Othello servers: one or more games, each
/// `(;GM[Othello]PC[..]PB[..]PW[..]...BO[8 <cells> <side>]B[d3//1.2]W[c5]...;)`. A move is
/// `B[..]` or `W[..]`, its square first and an evaluation and a time after slashes; `PA` (or
/// `pass`) is a pass. `BO` is the start: the size (8 only), 64 cells row by row from a1 (`*`
/// Black, `O` White, `-` empty) and the side to move (`*` or `O`). Other properties are skipped.
/// A game at fault is reported (its number, its move, the place) and the others are still read.
public enum GGFReader {
    public static func read(_ text: String, file: String) -> RecordFile {
        let source = TextPlaces(text, file: file)
        let characters = source.characters
        var result = RecordFile()
        var index = 0
        var number = 0
        while let opening = find("(;", in: characters, from: index) {
            number += 1
            var properties: [(key: String, value: String, at: Int)] = []
            var cursor = opening + 2
            var fault: RecordError?
            var closed = false
            // Step 1. The properties, up to the game's ';)'.
            while cursor < characters.count {
                let character = characters[cursor]
                if character.isWhitespace || character == ";" && characters.dropFirst(cursor + 1).first != ")" {
                    cursor += 1
                    continue
                }
                if character == ";" || character == ")" {
                    cursor += character == ";" ? 2 : 1
                    closed = true
                    break
                }
                let keyStart = cursor
                while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isLetter { cursor += 1 }
                guard cursor > keyStart, cursor < characters.count, characters[cursor] == "[" else {
                    fault = source.error(game: number, "expected a property such as B[d3], or ';)' to end the game", at: cursor)
                    break
                }
                guard let close = closing(characters, from: cursor + 1) else {
                    fault = source.error(game: number, "this '[' is never closed", at: cursor)
                    break
                }
                let value = String(characters[(cursor + 1)..<close]).replacingOccurrences(of: "\\]", with: "]")
                properties.append((String(characters[keyStart..<cursor]).uppercased(), value, cursor + 1))
                cursor = close + 1
            }
            if fault == nil, !closed {
                fault = source.error(game: number, "the game has no ';)' at its end", at: opening)
            }
            // A game at fault ends at its ';)', where the next one may start.
            index = closed ? cursor : (find(";)", in: characters, from: cursor).map { $0 + 2 } ?? characters.count)
            if let fault {
                result.errors.append(fault)
                continue
            }
            // Step 2. The game from its properties.
            switch game(number, properties, source) {
            case .success(let record): result.games.append(record)
            case .failure(let error): result.errors.append(error)
            }
        }
        return result
    }

    private static func game(_ number: Int, _ properties: [(key: String, value: String, at: Int)], _ source: TextPlaces)
        -> Result<GameRecord, RecordError>
    {
        var record = GameRecord(number: number, moves: [])
        var written: [RecordMove] = []
        var places: [Int] = []
        var boardAt = 0
        for (key, value, at) in properties {
            let trimmed = value.trimmedBlanks
            switch key {
            case "GM":
                guard trimmed.lowercased().hasPrefix("othello") else {
                    return .failure(source.error(game: number, "not an Othello game (GM[\(value)])", at: at))
                }
            case "TY":
                // The variant: 8 is standard Othello on 8 x 8, 8r the same from a random start
                // (its BO board); others (8a anti-Othello, s8 synchro, 10 x 10) are other games.
                guard trimmed == "8" || trimmed == "8r" else {
                    return .failure(source.error(game: number,
                        "TY[\(trimmed)] is not standard 8 x 8 Othello (TY[8], or TY[8r] from a random start); only those are read",
                        at: at))
                }
            case "PB": record.black = trimmed
            case "PW": record.white = trimmed
            case "BO":
                boardAt = at
                switch board(trimmed) {
                case .success(let start): record.start = start
                case .failure(let fault): return .failure(source.error(game: number, fault.message, at: at))
                }
            case "B", "W":
                // `d3//1.2`: the square, then the evaluation and the time.
                let move = trimmed.split(separator: "/", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                written.append(RecordMove(text: move, side: key == "B" ? .x : .o))
                places.append(at)
            default:
                break
            }
        }
        switch record.start.replay(written) {
        case .success(let moves):
            record.moves = moves
            return .success(record)
        case .failure(.start(let message)):
            return .failure(source.error(game: number, message, at: boardAt))
        case .failure(.move(let index, let message)):
            return .failure(source.error(game: number, move: index + 1, message, at: places[index]))
        }
    }

    /// `8 <cells> <side>`: the cells may be split by blanks (a row a word).
    private static func board(_ text: String) -> Result<RecordBoard, Fault> {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let size = words.first else { return .failure(Fault("expected the board: BO[8 <64 cells> <side to move>]")) }
        guard size == "8" else {
            return .failure(Fault("the board is \(size) x \(size): only 8 x 8 games are read"))
        }
        guard words.count >= 3, let side = words.last, side == "*" || side == "O" else {
            return .failure(Fault("expected the side to move (* or O) after the 64 cells"))
        }
        var cells = ""
        for character in words[1..<(words.count - 1)].joined() {
            switch character {
            case "*", "X", "x": cells.append("X")
            case "O", "o": cells.append("O")
            case "-", ".": cells.append("-")
            default: return .failure(Fault("'\(character)' is not a cell: * (Black), O (White) or - (empty)"))
            }
        }
        guard cells.count == 64 else { return .failure(Fault("an 8 x 8 board is 64 cells, not \(cells.count)")) }
        return .success(RecordBoard(cells: cells, toMove: side == "*" ? .x : .o))
    }

    /// Why a `BO` board was not read.
    struct Fault: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// The `]` that closes a value starting at `start`: `\]` is a bracket of the value, and a
    /// bracketed part inside it (a comment quoting a game, `C[(;GM[Othello]B[a1];)]`) is part of it.
    static func closing(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0, index = start
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The first index at or after `start` where `pattern` begins.
    static func find(_ pattern: String, in characters: [Character], from start: Int) -> Int? {
        let wanted = Array(pattern)
        guard !wanted.isEmpty, characters.count >= wanted.count, start <= characters.count - wanted.count else { return nil }
        for index in start...(characters.count - wanted.count) where characters[index] == wanted[0] {
            if Array(characters[index..<(index + wanted.count)]) == wanted { return index }
        }
        return nil
    }
}
