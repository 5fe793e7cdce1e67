import Boards

/// A block game's position: the pieces of each player, the side to move, under `hand` the
/// pieces each player still holds in hand (0 without it; a puzzle's positions are `BlockPieces`),
/// and under `kinds` which pieces are of the second kind. Bit `row * width + column` is a cell.
/// The fields are in this order so that a position is 43 bytes (48 its stride) and a
/// transposition table's entry (a position, its stamp and two bounds in the five bytes after it,
/// a 16-byte move) is 64 bytes, a cache line.
///
/// ```
/// bytes  0-15  x        X's pieces, a bit a cell
///       16-31  o        O's pieces
///       32-39  kinds    the pieces (of either side) of the second kind; 0 without `kinds`
///       40     mover
///       41-42  xInHand, oInHand
/// ```
public struct BlockPosition: Hashable, Sendable {
    public var x: UInt128
    public var o: UInt128
    /// The cells whose piece is of the rules' second kind (a king), whoever's it is. A 64-bit
    /// layer keeps the entry a cache line, so `kinds` is for boards of at most 64 cells
    /// (`BlockCompiler`).
    public var kinds: UInt64 = 0
    public var mover: Player
    /// X's pieces in hand, under `hand`.
    public var xInHand: UInt8 = 0
    /// O's pieces in hand, under `hand`.
    public var oInHand: UInt8 = 0

    public init(x: UInt128, o: UInt128, mover: Player) {
        self.x = x
        self.o = o
        self.mover = mover
    }

    public var occupied: UInt128 { x | o }

    public func pieces(of player: Player) -> UInt128 { player == .x ? x : o }

    /// The cells of neutral pieces (a two-part move's `then`), which belong to no side: each is
    /// held in both `x` and `o`, so a position stays 48 bytes; none in a game without them.
    public var neutral: UInt128 { x & o }

    /// `player`'s own pieces, without the neutral ones.
    public func own(_ player: Player) -> UInt128 { pieces(of: player) & ~neutral }

    mutating func set(_ player: Player, _ cells: UInt128) {
        if player == .x { x = cells } else { o = cells }
    }

    /// The pieces `player` holds in hand (0 without `hand`).
    public func inHand(_ player: Player) -> Int { Int(player == .x ? xInHand : oInHand) }

    mutating func setInHand(_ player: Player, _ count: Int) {
        if player == .x { xInHand = UInt8(truncatingIfNeeded: count) } else { oInHand = UInt8(truncatingIfNeeded: count) }
    }
}

extension BlockPosition: TableKey {
    /// The hands and the kinds add nothing when empty, so a game without `hand` or `kinds` hashes
    /// as it always has.
    public var hash64: UInt64 {
        let hands = (UInt64(xInHand) << 8 | UInt64(oInHand) << 16) &* 0xD6E8_FEB8_6659_FD93
        let kinded = kinds &* 0xA24B_AED4_963E_E407
        return mix64(x.hash64 ^ (o.hash64 &* 0x9E37_79B9_7F4A_7C15) ^ (mover == .x ? 0 : 0x5555) ^ hands ^ kinded)
    }

    public static var placeholder: BlockPosition { BlockPosition(x: 0, o: 0, mover: .x) }
}

/// A block-family move. `block` is the index of its `move` line (255 for a pass); `from` and
/// `to` are cells (equal for a placement; a polyomino's `path` is its placement's `id`). A jump
/// keeps the direction of each of its jumps in `path`, three bits each (an index of
/// `BlockGeometry.neighbourSteps`), in `taken` a bit for each jump that removes the piece it
/// passes over, and in `count` how many landings come before `to`, with `writesTaken` set where
/// its name lists the cells it takes. Sixteen bytes.
public struct BlockMove: Hashable, Sendable {
    public var from: UInt8
    public var to: UInt8
    public var block: UInt8
    public var count: UInt8
    public var taken: UInt32
    public var path: UInt64

    init(from: Int, to: Int, block: Int, count: Int = 0, path: UInt64 = 0, taken: UInt32 = 0) {
        self.from = UInt8(truncatingIfNeeded: from)
        self.to = UInt8(truncatingIfNeeded: to)
        self.block = UInt8(truncatingIfNeeded: block)
        self.count = UInt8(truncatingIfNeeded: count)
        self.taken = taken
        self.path = path
    }

    /// The move of a player who cannot move, where the rules let them pass.
    public static let pass = BlockMove(from: 0, to: 0, block: 255)

    public var isPass: Bool { block == 255 }

    /// The second player's first move under `swap`: the first player's stone becomes theirs.
    public static let swap = BlockMove(from: 0, to: 0, block: 254)

    public var isSwap: Bool { block == 254 }

    /// A pass or a swap: a move of no move block.
    var isSpecial: Bool { block >= 254 }

    /// The bit of `count` that says the move is written with the cells it takes (`a1-c1xb1`).
    static let writesTaken: UInt8 = 0x80

    /// The bit of `count` that marks a two-part move (`then`), whose second point, where it puts a
    /// neutral piece, is `path`.
    static let twoPart: UInt8 = 0x40

    /// The cell a two-part move puts its neutral piece on, or nil for other moves.
    var second: Int? { !isSpecial && count & Self.twoPart != 0 ? Int(path) : nil }

    /// How many landings of a chain come before `to`.
    var landingCount: UInt8 { count & ~Self.writesTaken }

    /// Where `taken` keeps the opponent piece a move that makes a line takes under `mill` (its
    /// cell plus one, 0 for none): above the bits of a chain's jumps, which are at most 21.
    static let millShift: UInt32 = 24

    /// The cell of the opponent piece the move takes for the line it makes (`mill`), or nil.
    var millTaken: Int? {
        let cell = taken >> Self.millShift
        return cell == 0 ? nil : Int(cell) - 1
    }

    /// The jumps that take the piece they pass over, one bit each, without the line's capture.
    var jumpsTaken: UInt32 { taken & (1 << Self.millShift - 1) }

    /// The same move without the piece it takes for a line.
    var withoutMillCapture: BlockMove {
        var bare = self
        bare.taken = jumpsTaken
        return bare
    }
}

/// A list of block moves walked in place: the first 128 held inline (no allocation in the
/// search), any more in an array beside them, so that no position's moves are ever cut short.
public struct BlockMoves: MoveList, Sendable {
    /// How many moves are held inline.
    static let inlineCapacity = 128
    var entries = InlineArray<128, BlockMove>(repeating: .pass)
    /// The moves past the inline ones (a long chain's branches, a large board's many steps);
    /// nil until there are any, so that a list that never spills releases nothing.
    private var spill: [BlockMove]? = nil
    private var used = 0
    var position = 0

    public init() {}

    /// How many moves the list holds; lowered to drop the moves past the new count.
    var count: Int {
        get { used }
        set {
            used = newValue
            let spilled = max(0, newValue - Self.inlineCapacity)
            if let held = spill?.count, held > spilled { spill?.removeLast(held - spilled) }
        }
    }

    public mutating func append(_ move: BlockMove) {
        if used < Self.inlineCapacity {
            entries[used] = move
        } else {
            if spill == nil { spill = [] }
            spill?.append(move)
        }
        used += 1
    }

    public var isEmpty: Bool { used == 0 }

    public subscript(index: Int) -> BlockMove {
        // A mutating read, as `next()` is: it reads in place, where a plain getter was compiled
        // to copy the whole inline array first.
        mutating get { index < Self.inlineCapacity ? entries[index] : spill?[index - Self.inlineCapacity] ?? .pass }
        set {
            if index < Self.inlineCapacity {
                entries[index] = newValue
            } else {
                spill?[index - Self.inlineCapacity] = newValue
            }
        }
    }

    public mutating func next() -> BlockMove? {
        guard position < used else { return nil }
        defer { position += 1 }
        // Read in place: going through the subscript would copy the whole list at every move.
        return position < Self.inlineCapacity ? entries[position] : spill?[position - Self.inlineCapacity] ?? .pass
    }
}
