import Boards
import Games
import Language

/// One game of a record file (GGF, WTHOR): where it starts and its moves as written, checked
/// by the rules of the family that keeps its games in such files (`RecordReplayable`), with the
/// passes the file left out put back.
public struct GameRecord: Sendable, Hashable {
    /// The game's place in its file, from 1.
    public var number: Int
    /// The players' names (GGF `PB` / `PW`, WTHOR player numbers), when the file gives them.
    public var black: String?
    public var white: String?
    /// The start position.
    public var start: RecordBoard
    /// The moves from the start, `pass` where a side had no legal move.
    public var moves: [String]

    public init(number: Int, black: String? = nil, white: String? = nil, start: RecordBoard = .standard, moves: [String]) {
        self.number = number
        self.black = black
        self.white = white
        self.start = start
        self.moves = moves
    }

    /// The statements that set the game up in a session: the game, its start when it is not the
    /// standard one, and its moves.
    public var statements: String {
        var lines = ["game \(StandardGames.records ?? "")"]
        if start != .standard {
            lines.append("board \"\(start.cells)\"")
            lines.append("to-move \(start.toMove)")
        }
        if !moves.isEmpty { lines.append("moves " + moves.joined(separator: " ")) }
        return lines.joined(separator: "\n")
    }
}

/// An 8 x 8 position as record files write it: 64 cells from a1 to h8 row by row (`X`
/// for Black, `O` for White, `-` for empty), and the side to move.
public struct RecordBoard: Sendable, Hashable {
    public var cells: String
    public var toMove: Player

    public init(cells: String, toMove: Player) {
        self.cells = cells
        self.toMove = toMove
    }

    /// The standard start: White on d4 and e5, Black on e4 and d5, Black to move.
    public static let standard = RecordBoard(
        cells: "---------------------------OX------XO---------------------------", toMove: .x)

    /// `moves` played from this start by the family that keeps its games in record files: the
    /// moves as the session plays them, or the first fault.
    func replay(_ moves: [RecordMove]) -> Result<[String], RecordReplayFailure> {
        guard let family = Families.tools((any RecordReplayable.Type).self).first else {
            return .failure(.start("no rule family reads record files"))
        }
        return family.replay(moves, cells: cells, toMove: toMove)
    }
}

/// What was wrong with one game of a record file: the game's number, the move's when one is at
/// fault, and where (a line and column of a text file, a byte of a binary one).
public struct RecordError: Error, Sendable, Hashable {
    /// The game at fault, from 1; 0 when the fault is the whole file's (a WTHOR header).
    public var game: Int
    public var move: Int?
    /// `game 2, move 3: a1 is taken by O`.
    public var message: String
    /// The place in a text file, with its line for the caret.
    public var diagnostic: Diagnostic?
    /// The file, and the byte at fault in a binary one.
    public var file: String
    public var byte: Int?

    /// An error in a text file at `place` on `line`.
    init(game: Int, move: Int? = nil, _ message: String, file: String, at place: SourceLocation, line: String) {
        self.game = game
        self.move = move
        self.message = Self.prefix(game: game, move: move) + message
        self.file = file
        diagnostic = Diagnostic(.error, self.message, at: place, line: line)
    }

    /// An error in a binary file at byte offset `byte`.
    init(game: Int, move: Int? = nil, _ message: String, file: String, byte: Int) {
        self.game = game
        self.move = move
        self.message = Self.prefix(game: game, move: move) + message
        self.file = file
        self.byte = byte
    }

    /// `game 2, move 3: `; nothing for a fault of the whole file (game 0).
    private static func prefix(game: Int, move: Int?) -> String {
        game == 0 ? "" : "game \(game)" + (move.map { ", move \($0)" } ?? "") + ": "
    }

    /// `FILE:LINE:COL: error: game 2, move 3: ...`, the line and a caret; in a binary file
    /// `FILE: byte N: error: ...`.
    public var rendered: String {
        diagnostic?.rendered ?? "\(file): byte \(byte ?? 0): error: \(message)"
    }
}

/// The games of one record file that could be read, and the errors of those that could not.
public struct RecordFile: Sendable {
    public var games: [GameRecord] = []
    public var errors: [RecordError] = []
}
