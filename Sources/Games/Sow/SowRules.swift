/// The rules of one sowing game, as its rule file set them: the board (pits a side, seeds a
/// pit), how seeds are sown, what a last seed takes, and how the game ends. Immutable facts; the
/// position is `SowPosition`.
struct SowRules: Sendable, Hashable {
    /// What the last seed of a sowing may take.
    enum Capture: String, Sendable, Hashable {
        /// Nothing.
        case none
        /// The last seed in an empty pit of the mover's whose opposite pit holds seeds: both go
        /// to the mover's store.
        case opposite
        /// As `opposite`, and a last seed in an empty pit of the mover's facing an empty pit is
        /// taken alone (the "empty capture" rule).
        case oppositeAny = "opposite-any"
        /// The last seed making 2 or 3 in an opponent's pit: it, and the pits before it on that
        /// side that also hold 2 or 3, go to the mover's store.
        case twoThree = "two-three"
    }

    /// A capture that would take every seed the opponent has.
    enum GrandSlam: String, Sendable, Hashable {
        /// It takes them all.
        case allowed
        /// The move is played and takes nothing.
        case nothing
        /// The move is illegal while the mover has another; if every move is one, each is
        /// played and takes nothing.
        case forbidden
    }

    /// When the game ends.
    enum Finish: String, Sendable, Hashable {
        /// As soon as a side's pits are all empty after a move.
        case sweep
        /// When the side to move has no legal move: it has no seeds, or the opponent has none
        /// and no move gives them any (a move that does is compulsory).
        case feed
    }

    /// Pits on each side (1 to 8).
    var pits: Int
    /// Seeds in each pit at the start.
    var seeds: Int
    /// Whether sowing drops a seed into the mover's store as it passes.
    var stores: Bool
    /// Whether seeds are sown clockwise (the picture mirrors; the game is the same).
    var clockwise: Bool
    /// Whether a sowing of many seeds passes over the pit it started from.
    var skipOrigin: Bool
    /// Whether sowing passes over the opponent's store (only with stores).
    var skipOpponentStore: Bool
    /// Whether a last seed in the mover's own store gives the mover another move.
    var extraTurn: Bool
    var capture: Capture
    var grandSlam: GrandSlam
    var finish: Finish

    /// The most pits a side may have: a side's pits are the 8 bytes of one `UInt64`.
    static let maxPits = 8
    /// The most seeds in all: every count is drawn as one character of `SowRules.digits`.
    static let maxSeeds = 60

    /// Without stores, the plies without a capture that end a game, each side taking the seeds
    /// on its side: positions can repeat, and the rules must end every game (written in a
    /// printed board's third row, in decimal).
    static let quietLimit = 100

    /// The seeds on the board at the start.
    var totalSeeds: Int { 2 * pits * seeds }

    /// Whether a position can come back: with stores, every move puts seeds in a store or moves
    /// seeds closer to the store of the side they lie on, so none can (see `SowGame`).
    var canRepeat: Bool { !stores }

    /// The characters a count is written with in a position's cells: 0 to 9, then a to z, then
    /// A to Y (60).
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY")
}
