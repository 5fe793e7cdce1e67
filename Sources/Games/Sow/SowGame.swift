import Boards

/// A sowing game (the mancala family) of one rule set: two rows of pits, seeds sown one a pit
/// from a pit of the mover's, captures by the last seed, and a final count of the stores.
///
/// Why a game with stores never repeats a position: let S be the seeds in both stores and D the
/// sum, over every seed in a pit, of how many pits it still has to go to the store of the side it
/// lies on. A move that puts no seed in a store (none sown into one, no capture, no sweep) sowed
/// fewer seeds than the pits between its pit and the mover's store, so every seed it moved stayed
/// on the mover's side and came closer to that store: D fell and nothing else changed. Any other
/// move raised S. So S * (seeds * (pits + 1) + 1) - D grows with every move, and no position
/// comes back: the search needs no rule for repetition. Without stores (seeds only taken by
/// captures) positions can come back, and the solver refuses those rule sets.
public struct SowGame: Sendable {
    public let name: String
    let rules: SowRules
    let first: Player

    init(name: String, rules: SowRules, first: Player) {
        self.name = name
        self.rules = rules
        self.first = first
    }

    /// Every pit of a side holding `seeds`.
    var fullSide: UInt64 {
        (0..<rules.pits).reduce(UInt64(0)) { $0 | UInt64(rules.seeds) << (8 * UInt64($1)) }
    }
}

/// The pits left to search, a bit a pit, the table's move first, then moves that sow into the
/// mover's store, then the rest from the store's end.
public struct SowMoves: MoveList {
    var lead: Int?
    var rest: [Int8] = []
    var taken = 0

    public init() {}

    public mutating func next() -> Int? {
        if let lead {
            self.lead = nil
            return lead
        }
        guard taken < rest.count else { return nil }
        taken += 1
        return Int(rest[taken - 1])
    }
}

extension SowGame: Game {
    public typealias Position = SowPosition
    public typealias Move = Int
    public typealias Moves = SowMoves
    public typealias Plan = Void
    public typealias Key = SowPosition

    public var start: SowPosition {
        SowPosition(own: fullSide, other: fullSide, ownStore: 0, otherStore: 0, mover: first)
    }

    public func sideToMove(_ position: SowPosition) -> Player { position.mover }

    public func result(_ position: SowPosition) -> Outcome? {
        guard isOver(position) else { return nil }
        let lead = finalLead(position)
        return Outcome(sign: lead)
    }

    public func resultInSearch(_ position: SowPosition) -> Outcome? { result(position) }

    /// The pits with seeds that the rules let the mover sow, from a.
    public func legalMoves(_ position: SowPosition) -> [Int] {
        let pits = movable(position)
        return (0..<rules.pits).filter { pits & (1 << $0) != 0 }
    }

    public func play(_ move: Int, in position: SowPosition) -> SowPosition { after(move, in: position).position }

    public func tactic(_ position: SowPosition, afterSearchedMove: Bool) -> Tactic<Int, Void> { .search(()) }
    public var earliestEnd: (win: Int, loss: Int) { (1, 1) }
    public var narrowing: Narrowing { .fromTheMiddle }
    public func drawLength(_ position: SowPosition) -> Int? { nil }
    /// A bound from the argument above: S rises at most `seeds` times, D falls at most
    /// `seeds * (pits + 1)` times between; without stores there is no bound.
    public func pliesLeft(_ position: SowPosition) -> Int {
        let seeds = rules.totalSeeds
        return rules.canRepeat ? Int(Int32.max) : (seeds + 1) * (seeds * (rules.pits + 1) + 1)
    }
    /// The sowing search gives the final store difference as the score itself.
    public func score(of value: Value, at position: SowPosition) -> Int? { value.score }

    public func orderMoves(_ position: SowPosition, plan: Void, first: Int?, into moves: inout SowMoves) {
        let order = ordered(position)
        moves.rest = (0..<order.count).map { order[$0] }.filter { $0 != first }.map(Int8.init)
        if let first, movable(position) & (1 << first) != 0 { moves.lead = first }
    }

    /// The legal pits, those whose last seed falls in the mover's store first, then from the
    /// pit nearest the store.
    func ordered(_ position: SowPosition) -> PitOrder {
        let pits = movable(position)
        var order = PitOrder()
        func add(home: Bool) {
            for i in stride(from: rules.pits - 1, through: 0, by: -1) where pits & (1 << i) != 0 {
                if (rules.stores && position.ownPit(i) == rules.pits - i) == home { order.append(i) }
            }
        }
        add(home: true)
        add(home: false)
        return order
    }

    public func canonical(_ position: SowPosition) -> (key: SowPosition, symmetry: Int) { (position, 0) }
    public func canonicalForm(_ position: SowPosition) -> SowPosition { position }
    public func transform(_ move: Int, symmetry: Int, toCanonical: Bool) -> Int { move }
}

extension SowGame: Symmetric {
    /// No symmetry: the direction of sowing tells the two ends of a row apart.
    public var symmetryCount: Int { 1 }
    public func image(of position: SowPosition, symmetry s: Int) -> SowPosition { position }
}

/// The movable pits in search order, four bits a pit (at most 8 pits; the rules check it), so
/// that the search orders its moves at each node without an allocation.
struct PitOrder {
    private var packed: UInt64 = 0
    private(set) var count = 0

    mutating func append(_ pit: Int) {
        packed |= UInt64(pit) << (4 * count)
        count += 1
    }

    subscript(index: Int) -> Int { Int((packed >> (4 * index)) & 0xF) }

    func firstIndex(of pit: Int) -> Int? { (0..<count).first { self[$0] == pit } }

    mutating func swapAt(_ i: Int, _ j: Int) {
        let (a, b) = (UInt64(self[i]), UInt64(self[j]))
        packed &= ~((0xF << (4 * i)) | (0xF << (4 * j)))
        packed |= (b << (4 * i)) | (a << (4 * j))
    }
}
