/// An opening book for a Connect 4 shaped board: exact scores of positions near the start, made
/// by this project's own solver (`analyze book build`), so an answer from the book is as exact as
/// a search.
///
/// Format (docs/solver.md, "The opening book"): UTF-8 text, one entry a line, `MOVES SCORE`: the
/// moves from the empty board as the public benchmark sets write them (columns `1` to the width,
/// no separator; `-` for the empty board) and the exact score for the side to move then, on the
/// sets' scale. Lines that start with `#` are comments (the header says how the book was made). A position and its
/// mirror image share an entry; any one line of play to a position stands for it.
public struct DropBook: Sendable {
    public let width: Int
    public let height: Int
    /// Canonical key (see `DropBoard.canonicalKey`) to score.
    let scores: [UInt64: Int8]
    /// The most stones of any entry.
    public let plies: Int

    /// A problem with a book's text: the line (1-based) and why.
    public typealias Fault = OpeningBookFault

    /// Reads a book for `board`; the first faulty line is an error.
    public init(board: DropBoard, text: String) throws(Fault) {
        width = board.width
        height = board.height
        var scores: [UInt64: Int8] = [:]
        var plies = 0
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.trimmingCharacters(in: " \t\r")
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: " ")
            guard parts.count == 2, let score = Int(parts[1]), abs(score) <= board.cells / 2 + 1 else {
                throw Fault(line: number, message: "expected 'MOVES SCORE', found '\(trimmed.prefix(40))'")
            }
            guard let position = Self.replay(parts[0] == "-" ? "" : String(parts[0]), on: board) else {
                throw Fault(line: number, message: "'\(parts[0])' is not a line of play of a game in progress")
            }
            scores[board.canonicalKey(position.current, position.mask).key] = Int8(score)
            plies = max(plies, parts[0] == "-" ? 0 : parts[0].count)
        }
        self.scores = scores
        self.plies = plies
    }

    /// Entries in the book.
    public var count: Int { scores.count }

    /// The book's score for the side to move, if the position is in it.
    public func score(_ board: DropBoard, current: UInt64, mask: UInt64) -> Int? {
        guard mask.nonzeroBitCount <= plies else { return nil }
        return scores[board.canonicalKey(current, mask).key].map(Int.init)
    }

    /// The position after `moves` (digits, columns from 1), or nil when a move is not a digit,
    /// goes to a full column, or ends the game.
    public static func replay(_ moves: String, on board: DropBoard) -> (current: UInt64, mask: UInt64)? {
        var position: (current: UInt64, mask: UInt64)? = (0, 0)
        for character in moves {
            guard let digit = character.wholeNumberValue, digit >= 1, digit <= board.width, let now = position else { return nil }
            position = board.after(column: digit - 1, now.current, now.mask)
        }
        return position
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var s = self
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return s
    }
}

extension DropBook {
    /// The book shipped for the standard 7 x 6 board (Sources/Games/Line/connect4-7x6.book, made
    /// by `analyze book build`; its header says how), read at its first use: start-up does not
    /// pay for it. Nil if it does not read (a broken package; the solver then searches).
    private static let standard: DropBook? = {
        guard let board = DropBoard(width: 7, height: 6) else { return nil }
        return try? DropBook(board: board, text: String(decoding: PackageResources.connect4_7x6_book, as: UTF8.self))
    }()

    /// The shipped book for `board`'s size, if there is one.
    public static func shipped(for board: DropBoard) -> DropBook? {
        ships(for: board) ? standard : nil
    }

    /// Whether a book ships for `board`'s size (without reading it).
    public static func ships(for board: DropBoard) -> Bool { board.width == 7 && board.height == 6 }
}
