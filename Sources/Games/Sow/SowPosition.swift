import Boards

/// A sowing position, seen from the side to move: its pits and the opponent's, a byte a pit,
/// and both stores.
///
///     own     byte i: the mover's pit i, i = 0 for pit a (farthest from the mover's store)
///     other   byte i: the opponent's pit i, named from the opponent's side the same way
///
/// Sowing runs own a, b, ... to the mover's store, then the opponent's a, b, ..., their store,
/// and round again; the mover's pit i faces the opponent's pit `pits - 1 - i`.
public struct SowPosition: TableKey {
    var own: UInt64
    var other: UInt64
    var ownStore: UInt8
    var otherStore: UInt8
    var mover: Player
    /// Without stores: the plies since the last capture (`SowRules.quietLimit` of them end the
    /// game); always 0 with stores.
    var quiet: UInt8 = 0

    public var hash64: UInt64 {
        mix64(own &+ 0x9E37_79B9_7F4A_7C15 &* other
            ^ (UInt64(ownStore) << 1 | UInt64(otherStore) << 9 | UInt64(quiet) << 17 | UInt64(mover.rawValue)) &* 0xD6E8_FEB8_6659_FD93)
    }

    public static let placeholder = SowPosition(own: 0, other: 0, ownStore: 0, otherStore: 0, mover: .x)

    /// The seeds in the mover's pit `i`.
    func ownPit(_ i: Int) -> Int { Int(own >> (8 * UInt64(i)) & 0xFF) }
    /// The seeds in the opponent's pit `i`.
    func otherPit(_ i: Int) -> Int { Int(other >> (8 * UInt64(i)) & 0xFF) }

    /// The seeds on the mover's side, and on the opponent's.
    var ownSeeds: Int { SowPosition.sum(own) }
    var otherSeeds: Int { SowPosition.sum(other) }

    /// The mover's store less the opponent's.
    var storeLead: Int { Int(ownStore) - Int(otherStore) }

    /// The seeds of X's pits and store, and of O's, with the pits from each one's a.
    func side(of player: Player) -> (pits: UInt64, store: Int) {
        player == mover ? (own, Int(ownStore)) : (other, Int(otherStore))
    }

    /// The same position seen from the other side, the other side to move.
    var turned: SowPosition {
        SowPosition(own: other, other: own, ownStore: otherStore, otherStore: ownStore, mover: mover.opponent, quiet: quiet)
    }

    /// Every seed of both sides' pits in its own store: how a game ends.
    var swept: SowPosition {
        SowPosition(own: 0, other: 0, ownStore: ownStore &+ UInt8(ownSeeds), otherStore: otherStore &+ UInt8(otherSeeds),
            mover: mover, quiet: quiet)
    }

    /// The sum of the bytes of `pits`.
    static func sum(_ pits: UInt64) -> Int {
        // Each byte at most 60, so eight of them add up within a byte's neighbourhood: fold.
        var x = (pits & 0x00FF_00FF_00FF_00FF) &+ (pits >> 8 & 0x00FF_00FF_00FF_00FF)
        x = (x & 0x0000_FFFF_0000_FFFF) &+ (x >> 16 & 0x0000_FFFF_0000_FFFF)
        return Int((x & 0xFFFF_FFFF) &+ (x >> 32))
    }
}
