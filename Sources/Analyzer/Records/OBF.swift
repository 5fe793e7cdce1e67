import Boards
import Language

/// One position of an OBF file (the endgame test files of Edax and the FFO suite): the board,
/// the side to move, and the scores of some moves.
public struct OBFPosition: Sendable, Hashable {
    public var board: RecordBoard
    /// `d3:+2`: a move and its exact score (final disc difference for the side to move).
    public var scores: [MoveScore]

    public init(board: RecordBoard, scores: [MoveScore] = []) {
        self.board = board
        self.scores = scores
    }

    /// The position as one OBF line: `<64 cells> X; d3:+2; c4:-4;` (no fields when no scores).
    public var line: String {
        let fields = scores.map { "; \($0.move):\($0.score.signed)" }.joined()
        return "\(board.cells) \(board.toMove)" + (scores.isEmpty ? "" : fields + ";")
    }
}

/// A move and its score, as an OBF field writes it.
public struct MoveScore: Sendable, Hashable {
    public var move: String
    public var score: Int

    public init(move: String, score: Int) {
        self.move = move
        self.score = score
    }
}

/// One line of an OBF file that holds a position, or an error at its place.
public struct OBFLine: Sendable {
    /// The line's number, from 1.
    public var number: Int
    /// The line as written.
    public var text: String
    public var position: Result<OBFPosition, Diagnostic>
}

/// Reads OBF: one position a line, 64 characters (`X`, `O`, `-`; a1 to h8 row by row), a blank,
/// the side to move (`X` or `O`), then `;`-separated `move:score` fields; `%` starts a comment
/// to the end of the line, and blank lines are skipped. A line at fault is reported with its
/// place and the other lines are still read.
public enum OBFReader {
    public static func read(_ text: String, file: String) -> (positions: [OBFPosition], errors: [Diagnostic]) {
        var positions: [OBFPosition] = []
        var errors: [Diagnostic] = []
        for line in lines(text, file: file) {
            switch line.position {
            case .success(let position): positions.append(position)
            case .failure(let error): errors.append(error)
            }
        }
        return (positions, errors)
    }

    /// Every line that holds a position or an error, in file order, with its number and text
    /// (lines of only blanks and comment left out).
    public static func lines(_ text: String, file: String) -> [OBFLine] {
        var found: [OBFLine] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            switch position(Array(line), number: index + 1, file: file) {
            case .success(let position?): found.append(OBFLine(number: index + 1, text: String(line), position: .success(position)))
            case .success(nil): break
            case .failure(let error): found.append(OBFLine(number: index + 1, text: String(line), position: .failure(error)))
            }
        }
        return found
    }

    /// The position of one line, `nil` for a line of only blanks and comment.
    private static func position(_ characters: [Character], number: Int, file: String) -> Result<OBFPosition?, Diagnostic> {
        let lineText = String(characters)
        let fail = { (message: String, column: Int) in
            Result<OBFPosition?, Diagnostic>.failure(
                Diagnostic(.error, message, at: SourceLocation(file: file, line: number, column: column + 1), line: lineText))
        }
        let content = Array(characters.prefix { $0 != "%" })
        guard content.contains(where: { !$0.isWhitespace }) else { return .success(nil) }
        var cells = ""
        for (column, character) in content.prefix(64).enumerated() {
            guard "XO-".contains(character) else {
                return fail("expected a cell, X, O or - (64 of them, a1 to h8 row by row), found '\(character)'", column)
            }
            cells.append(character)
        }
        guard cells.count == 64 else {
            return fail("a position is 64 cells; this line has \(cells.count)", cells.count)
        }
        guard content.count >= 66, content[64].isWhitespace, content[65] == "X" || content[65] == "O" else {
            return fail("expected a blank and the side to move (X or O) after the 64 cells", 64)
        }
        var scores: [MoveScore] = []
        var column = 66
        let rest = content[66...]
        for (fieldIndex, field) in rest.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
            defer { column += field.count + 1 }
            let text = String(field).trimmedBlanks
            if text.isEmpty { continue }
            let at = column + field.prefix(while: \.isWhitespace).count
            // Fields follow a ';': text right after the side to move is not one.
            guard fieldIndex > 0 else { return fail("expected ';' before a move:score field", at) }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let move = parts.first.map { $0.lowercased() } ?? ""
            guard parts.count == 2, move == "pass" || move == "ps" || Square(move).map({ $0.column < 8 && $0.row < 8 }) == true else {
                return fail("expected a move and its score, such as d3:+2, found '\(text)'", at)
            }
            let digits = parts[1].hasPrefix("+") ? parts[1].dropFirst() : parts[1]
            guard let score = Int(digits), (-64...64).contains(score) else {
                return fail("expected a score from -64 to +64 after '\(parts[0]):', found '\(parts[1])'", at + parts[0].count + 1)
            }
            scores.append(MoveScore(move: move == "ps" ? "pass" : move, score: score))
        }
        return .success(OBFPosition(board: RecordBoard(cells: cells, toMove: content[65] == "X" ? .x : .o), scores: scores))
    }
}
