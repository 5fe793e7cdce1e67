import Boards

extension SowGame: Notation {
    /// The letter of pit `i` of a side: a for the pit farthest from its store.
    static func letter(_ i: Int) -> String { String(UnicodeScalar(UInt8(97 + i))) }

    public func parseMove(_ text: String, in position: SowPosition) -> Result<Int, MoveError> {
        let last = Self.letter(rules.pits - 1)
        guard text.count == 1, let scalar = text.lowercased().unicodeScalars.first,
            (97..<97 + UInt32(rules.pits)).contains(scalar.value)
        else {
            return .failure(MoveError(.unreadable, "expected a pit, a to \(last), found '\(text)'"))
        }
        let pit = Int(scalar.value) - 97
        if let reason = whyNot(pit, in: position) { return .failure(MoveError(.illegal, reason)) }
        return .success(pit)
    }

    /// Why sowing `pit` is illegal in `position`, or nil when it is legal.
    func whyNot(_ pit: Int, in position: SowPosition) -> String? {
        let name = Self.letter(pit), mover = position.mover
        if isOver(position) { return "the game is over" }
        if position.ownPit(pit) == 0 { return "\(mover)'s pit \(name) is empty" }
        if movable(position) & (1 << pit) != 0 { return nil }
        if rules.finish == .feed, position.other == 0, sown(pit, in: position).position.other == 0 {
            return "\(mover.opponent) has no seeds, and a move that gives them some must be played; \(name) gives none"
        }
        return "\(name) would take every seed \(mover.opponent) has (a grand slam), which these rules forbid "
            + "while another move is left"
    }

    public func moveName(_ move: Int) -> String { Self.letter(move) }

    public func splitMoves(_ word: String) -> [String] {
        // Several pits written together (`cab`) are several moves.
        word.allSatisfy(\.isLetter) ? word.map(String.init) : [word]
    }

    /// Two rows as the board lies with X nearest (seeds sown counterclockwise: X's pits a, b, ...
    /// left to right and X's store at the right end; O's row above, its store at the left end;
    /// clockwise mirrors both rows). Each count is one character of `SowRules.digits`; `-`
    /// fills the corner beside each row that holds no store. Without stores a third row holds the
    /// plies since the last capture, in three decimal digits.
    public func cells(_ position: SowPosition) -> [[Character]] {
        let x = position.side(of: .x), o = position.side(of: .o)
        let digit = { (count: Int) in SowRules.digits[min(count, SowRules.digits.count - 1)] }
        let pits = { (side: UInt64) in (0..<rules.pits).map { digit(Int(side >> (8 * UInt64($0)) & 0xFF)) } }
        var top = [digit(o.store)] + pits(o.pits).reversed() + ["-"]
        var bottom = ["-"] + pits(x.pits) + [digit(x.store)]
        if rules.clockwise {
            top.reverse()
            bottom.reverse()
        }
        guard rules.canRepeat else { return [top, bottom] }
        let quiet = String(position.quiet)
        return [top, bottom, Array(String(repeating: "0", count: 3 - quiet.count) + quiet)]
    }

    public func position(cells: [[Character]]) -> Result<SowPosition, BoardError> {
        var rows = cells
        var quiet = 0
        if rules.canRepeat {
            // The third row: the plies since the last capture.
            guard rows.count == 3, let count = Int(String(rows[2])), (0...SowRules.quietLimit).contains(count) else {
                return .failure(BoardError("without stores a sowing board has a third row: the plies since the last capture, "
                    + "000 to \(SowRules.quietLimit)"))
            }
            quiet = count
            rows.removeLast()
        }
        if rules.clockwise { rows = rows.map { $0.reversed() } }
        let width = rules.pits + 2
        guard rows.count == 2 else {
            return .failure(BoardError("a sowing board is 2 rows of \(width) cells (O's store and pits, then X's pits and store)"))
        }
        var counts: [[Int]] = []
        for (r, row) in rows.enumerated() {
            guard row.count == width else {
                return .failure(BoardError("row \(r + 1) has \(row.count) cells; expected \(width)", row: r))
            }
            var line: [Int] = []
            for (c, cell) in row.enumerated() {
                let corner = (r == 0 && c == width - 1) || (r == 1 && c == 0)
                if corner {
                    guard cell == "-" else { return .failure(BoardError("expected '-' beside the row, found '\(cell)'", row: r, cell: c)) }
                    continue
                }
                guard let count = SowRules.digits.firstIndex(of: cell) else {
                    return .failure(BoardError("expected a count (0-9, a-z, A-Y), found '\(cell)'", row: r, cell: c))
                }
                line.append(count)
            }
            counts.append(line)
        }
        let total = counts.joined().reduce(0, +)
        guard total == rules.totalSeeds else {
            return .failure(BoardError("the board holds \(total) seeds; these rules keep \(rules.totalSeeds)"))
        }
        let pack = { (pits: [Int]) in pits.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } }
        let o = pack(counts[0].dropFirst().reversed()), x = pack(Array(counts[1].dropLast()))
        return .success(SowPosition(own: x, other: o, ownStore: UInt8(counts[1].last ?? 0), otherStore: UInt8(counts[0][0]), mover: .x,
            quiet: UInt8(quiet)))
    }

    public func withMover(_ player: Player, _ position: SowPosition) -> Result<SowPosition, BoardError> {
        .success(player == position.mover ? position : position.turned)
    }

    public var cellCount: Int { 2 * rules.pits + 2 }
}
