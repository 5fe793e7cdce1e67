import Boards

/// One player's moves and ends compiled into cell tables: what move generation and the end
/// checks walk at every node.
struct BlockTables: Sendable {
    /// A `move place` block.
    struct Place: Sendable {
        var block: Int
        var gravity: Bool
        var flip: Bool
        /// For gravity, each column's cells: a stone drops to the lowest empty one, the highest bit.
        var columns: [BlockCells] = []
        /// True when the block has a condition (`to`, `if`): not every empty cell takes a stone.
        var conditioned = false
    }

    /// Stones put one on a cell, by `move place` blocks and one-cell polyominoes, grouped by how a
    /// move is written: one group for cells, one for columns (gravity). A cell that a group allows
    /// is one move; the stone turns what it flanks when the group has a flipping block.
    struct PlaceGroup: Sendable {
        var gravity: Bool
        /// The first block of the group without `flip`: every cell it reaches is a move.
        var plain: Int?
        /// The first block with `flip`: a cell where the stone flanks is a move, and it flips.
        var flip: Int?
        /// For gravity, each column's cells: a stone drops to the lowest empty one, the highest bit.
        var columns: [BlockCells] = []
        /// The group's blocks without `flip` that have a condition, when none is without one
        /// (`plain` is then nil): a cell is a move of the first whose condition it meets.
        var conditioned: [ConditionedPlace] = []
    }

    /// A `move place` block with a condition: the cells it may put a stone on (`to`), and the
    /// condition on what stands next to the cell (`if`).
    struct ConditionedPlace: Sendable {
        var block: Int
        var to: BlockCells
        var condition: Condition?
    }

    /// `if beside|not-beside OWNER [DIRECTIONS]`, compiled: for each cell, the cells next to it
    /// along the directions. A move from a cell (a stone put on it) is allowed when some of them
    /// (`holds`), or none of them, hold a piece of `owner`.
    struct Condition: Sendable {
        var near: [BlockCells]
        var owner: MoveBlock.Onto
        var holds: Bool

        /// Whether the condition holds at `cell`, the mover's pieces being `mine` and the
        /// opponent's `theirs`.
        @inline(__always)
        func admits(_ cell: Int, mine: BlockCells, theirs: BlockCells) -> Bool {
            let pieces: BlockCells
            switch owner {
            case .own: pieces = mine
            case .opponent: pieces = theirs
            case .any, .empty: pieces = mine | theirs
            }
            return (near[cell] & pieces != 0) == holds
        }
    }

    /// One way to lay a polyomino of two cells or more: its cells and their mask. `id` is its
    /// index among the game's placements (`BlockTables.placements(_:_:)`), which a move carries.
    struct Placement: Sendable {
        var block: Int
        var mask: BlockCells
        var cells: [Int]
        var id = 0
    }

    /// A `move step` block: for each cell, the cells one step away.
    struct Step: Sendable {
        var block: Int
        var targets: [BlockCells]
        var onto: MoveBlock.Onto
        /// The kind of piece it moves (`for KIND`), or nil for any.
        var piece: Int? = nil
        /// `if ...`: the condition on the cell it moves from, or nil. (`to` is in `targets`.)
        var condition: Condition? = nil
    }

    /// A `move slide` block: for each cell, its ways, one a direction, each the cells along it
    /// in order to the board's edge (on a wrapped board, to just before the cell itself).
    struct Slide: Sendable {
        var block: Int
        var rays: [[[Int]]]
        var onto: MoveBlock.Onto
        var farthest: Bool
        /// The kind of piece it moves (`for KIND`), or nil for any.
        var piece: Int? = nil
        /// `to CELL...`: the cells it may land on (every cell without `to`).
        var to: BlockCells = ~0
        /// `if ...`: the condition on the cell it moves from, or nil.
        var condition: Condition? = nil
    }

    /// A two-part move block: a step or leap (`targets`) or a slide (`slide`, built once here)
    /// landing as `onto` allows, then a neutral piece shot from the landing along `shots` (for
    /// each cell, its ways), or put on any empty cell when `shots` is nil (`then place`).
    struct TwoPart: Sendable {
        var block: Int
        var targets: [BlockCells]?
        var slide: Slide?
        var onto: MoveBlock.Onto
        var shots: [[[Int]]]?
        /// The kind of piece it moves (`for KIND`), or nil for any.
        var piece: Int? = nil
    }

    /// A `move jump` block: for each cell, its jumps in direction order: the cell jumped, the
    /// landing, and the direction as an index of `BlockGeometry.neighbourSteps` (what a move
    /// records of each jump, so that two jumps to one landing on a wrapped board stay apart).
    struct Jump: Sendable {
        var block: Int
        var hops: [[(over: Int, to: Int, direction: Int)]]
        var over: MoveBlock.Onto
        var capture: MoveBlock.Capture
        var chain: Bool
        /// A chain's later jumps go the first one's way.
        var straight: Bool
        /// The kind of piece it moves (`for KIND`), or nil for any.
        var piece: Int? = nil
        /// `chain complete`: a chain stops only where no jump goes on.
        var complete = false
        /// `if ...`: the condition on the cell it moves from, or nil.
        var condition: Condition? = nil
    }

    /// A `win` or `lose` line that a set of cells decides.
    struct End: Sendable {
        enum Kind: Sendable {
            /// Any of these masks filled by the player's stones (and, for `exactly`, the cells
            /// just beyond each line empty of them).
            case masks([BlockCells], beyond: [BlockCells]?)
            /// `length` of the player's stones in a row along one of the shifts' directions: the
            /// same lines as `masks` on a board without wrapped edges (kept in `lines`, for the
            /// symmetries), found by shifting.
            case runs(BlockShifts, length: Int, lines: [BlockCells])
            case reach(BlockCells)
            case connect(BlockCells, BlockCells)
            case captureAll
            /// The player has at most this many pieces.
            case pieces(Int)
        }
        var kind: Kind
        var wins: Bool
        /// Its index among the rule set's ends, for explanations.
        var index: Int
        /// The kind of piece it counts (`for KIND`), or nil for any.
        var piece: Int? = nil
    }

    var places: [Place] = []
    var placeGroups: [PlaceGroup] = []
    var placements: [Placement] = []
    /// True when two of the player's moves from one cell can be written alike: two jump blocks,
    /// two jumps to one landing (a wrapped board), or a step and a jump to one cell.
    var mayWriteAlike = false
    /// Steps and leaps: both move a piece to a cell a table gives, taking what is there.
    var steps: [Step] = []
    var slides: [Slide] = []
    var jumps: [Jump] = []
    /// The two-part move blocks (`then`), kept apart from the plain steps and slides: their moves
    /// carry a second point and are never one with a plain move.
    var twoParts: [TwoPart] = []
    /// The push blocks (`move push`).
    var pushes: [Push] = []
    var ends: [End] = []
    /// Under `mill`, the player's lines that take a piece, and the cells just beyond each that
    /// an `exactly` line leaves without the player's pieces (none otherwise).
    var millLines: [BlockCells] = []
    var millBeyond: [BlockCells] = []
}

extension BlockTables {
    /// Every placement of the rule set's polyominoes of two cells or more, for both players, in
    /// the order of their cells; a placement's index is its `id`.
    static func placements(_ rules: BlockRules, _ geometry: BlockGeometry) -> [Placement] {
        var found: [Placement] = []
        for (index, block) in rules.moves.enumerated() {
            guard case .polyomino(let shapes) = block.kind, shapes.first?.count ?? 0 > 1 else { continue }
            for shape in shapes {
                for cell in geometry.cells {
                    guard let cells = geometry.placed(shape, at: cell) else { continue }
                    let mask = BlockGeometry.mask(cells)
                    if !found.contains(where: { $0.block == index && $0.mask == mask }) {
                        found.append(Placement(block: index, mask: mask, cells: cells.sorted()))
                    }
                }
            }
        }
        found.sort { $0.cells.lexicographicallyPrecedes($1.cells) }
        for index in found.indices { found[index].id = index }
        return found
    }

    /// The tables of `player` for `rules` on `geometry`; `placements` are the board's.
    init(_ rules: BlockRules, _ geometry: BlockGeometry, for player: Player, placements all: [Placement]) {
        // Step 1. The move blocks, each into the table of its kind.
        let columns = (0..<geometry.width).map { c in BlockGeometry.mask(geometry.cells.filter { geometry.column($0) == c }) }
        for (index, block) in rules.moves.enumerated() where block.isFor(player) {
            addMove(block, index, geometry, for: player, columns: columns, placements: all)
        }
        // Step 2. How moves that put one stone are grouped by how they are written.
        for gravity in [false, true] {
            let group = places.filter { $0.gravity == gravity }
            guard !group.isEmpty else { continue }
            let plain = group.first { !$0.flip && !$0.conditioned }?.block
            // Blocks with conditions matter only where no plain block puts a stone anywhere.
            let conditioned = plain != nil ? [] : group.filter(\.conditioned).map { place in
                ConditionedPlace(block: place.block, to: Self.mask(rules.moves[place.block].to, geometry),
                    condition: Self.condition(rules.moves[place.block].beside, geometry, for: player))
            }
            placeGroups.append(PlaceGroup(gravity: gravity, plain: plain, flip: group.first { $0.flip }?.block,
                columns: gravity ? columns : [], conditioned: conditioned))
        }
        // Step 3. Whether two moves from one cell can be written alike.
        // Blocks of different kinds never move the same piece, so each kind is asked apart.
        mayWriteAlike = (rules.kinds.isEmpty ? [nil] : [0, 1]).contains { (kind: Int?) in
            let jumps = self.jumps.filter { kind == nil || $0.piece == nil || $0.piece == kind }
            let steps = self.steps.filter { kind == nil || $0.piece == nil || $0.piece == kind }
            let slides = self.slides.filter { kind == nil || $0.piece == nil || $0.piece == kind }
            return jumps.count > 1 || geometry.cells.contains { cell in
                let landings = jumps.flatMap { $0.hops[cell].map(\.to) }
                let targets = steps.reduce(BlockCells(0)) { $0 | $1.targets[cell] }
                    | slides.reduce(BlockCells(0)) { $1.rays[cell].joined().reduce($0) { $0 | .bit($1) } }
                return Set(landings).count < landings.count || landings.contains { targets & .bit($0) != 0 }
            }
        }
        // Step 4. The ends, each into the cells that decide it.
        for (index, end) in rules.ends.enumerated() where end.isFor(player) {
            if let compiled = Self.end(end, index, geometry, for: player) { ends.append(compiled) }
        }
        // Step 5. The lines that take a piece.
        if let mill = rules.mill { (millLines, millBeyond) = Self.millLines(mill, geometry, for: player) }
    }

    /// Adds `block`, the move block at `index`, to the table of its kind.
    private mutating func addMove(_ block: MoveBlock, _ index: Int, _ geometry: BlockGeometry, for player: Player,
        columns: [BlockCells], placements all: [Placement])
    {
        if let then = block.then {
            let shots: [[[Int]]]?
            if case .shoot(let directions) = then { shots = Self.slideRays(directions, geometry, for: player) } else { shots = nil }
            switch block.kind {
            case .step(let directions, let onto):
                twoParts.append(TwoPart(block: index, targets: Self.stepTargets(directions, geometry, for: player), onto: onto,
                    shots: shots, piece: block.piece))
            case .leap(let directions, let onto):
                twoParts.append(TwoPart(block: index, targets: Self.stepTargets(directions, geometry, for: player, leaps: true),
                    onto: onto, shots: shots, piece: block.piece))
            case .slide(let directions, let onto, let farthest):
                let slide = Slide(block: index, rays: Self.slideRays(directions, geometry, for: player), onto: onto, farthest: farthest)
                twoParts.append(TwoPart(block: index, targets: nil, slide: slide, onto: onto, shots: shots, piece: block.piece))
            default:
                break
            }
            return
        }
        let condition = Self.condition(block.beside, geometry, for: player), to = Self.mask(block.to, geometry)
        switch block.kind {
        case .place(let gravity, let flip):
            places.append(Place(block: index, gravity: gravity, flip: flip, columns: gravity ? columns : [], conditioned: block.conditioned))
        case .polyomino(let shapes) where shapes.first?.count == 1:
            // A one-cell piece is a stone put on an empty cell, written as its cell.
            places.append(Place(block: index, gravity: false, flip: false))
        case .polyomino:
            // One move a set of cells: the first block that lays it.
            for placement in all where placement.block == index && !placements.contains(where: { $0.mask == placement.mask }) {
                placements.append(placement)
            }
            placements.sort { $0.id < $1.id }
        case .step(let directions, let onto):
            // `to` leaves the other cells out of the targets, which then cost nothing at a node.
            steps.append(Step(block: index, targets: Self.stepTargets(directions, geometry, for: player).map { $0 & to }, onto: onto,
                piece: block.piece, condition: condition))
        case .leap(let directions, let onto):
            steps.append(Step(block: index, targets: Self.stepTargets(directions, geometry, for: player, leaps: true).map { $0 & to },
                onto: onto, piece: block.piece, condition: condition))
        case .slide(let directions, let onto, let farthest):
            slides.append(Slide(block: index, rays: Self.slideRays(directions, geometry, for: player), onto: onto, farthest: farthest,
                piece: block.piece, to: to, condition: condition))
        case .jump(let directions, let over, let capture, let chain, let straight):
            jumps.append(Jump(block: index, hops: Self.jumpHops(directions, geometry, for: player), over: over, capture: capture,
                chain: chain, straight: straight, piece: block.piece, complete: block.completeChain, condition: condition))
        case .push(let directions, let sources):
            pushes.append(Self.push(directions, from: sources, block: index, geometry, for: player))
        }
    }

    /// The cells of `to`, or every cell of the board without it.
    static func mask(_ to: [Int]?, _ geometry: BlockGeometry) -> BlockCells {
        to.map { BlockGeometry.mask($0) } ?? geometry.mask
    }

    /// `beside` compiled for `player` (whose relative directions it turns), or nil without it.
    static func condition(_ beside: MoveBlock.Beside?, _ geometry: BlockGeometry, for player: Player) -> Condition? {
        beside.map { Condition(near: stepTargets($0.directions, geometry, for: player), owner: $0.owner, holds: $0.holds) }
    }

    /// For each cell, a slide's ways: along each direction, the cells one neighbour step after
    /// another (along the links of a board of lines), until the way ends or comes back round.
    static func slideRays(_ directions: [BlockDirection], _ geometry: BlockGeometry, for player: Player) -> [[[Int]]] {
        var rays = [[[Int]]](repeating: [], count: geometry.cellCount)
        for cell in geometry.cells {
            for direction in directions {
                let (dc, dr) = direction.step(for: player)
                guard let d = geometry.direction(dc, dr) else { continue }
                let ray = geometry.ray(from: cell, d)
                if !ray.isEmpty { rays[cell].append(ray) }
            }
        }
        return rays
    }

    /// For each cell, the cells one step away along `directions`; for a leap, the cells its
    /// pattern reaches, counted in columns and rows (across wrapped edges).
    static func stepTargets(_ directions: [BlockDirection], _ geometry: BlockGeometry, for player: Player, leaps: Bool = false)
        -> [BlockCells]
    {
        var targets = [BlockCells](repeating: 0, count: geometry.cellCount)
        for cell in geometry.cells {
            for direction in directions {
                let (dc, dr) = direction.step(for: player)
                let target = leaps ? geometry.gridCell(from: cell, dc, dr) : geometry.cell(from: cell, dc, dr)
                if let target, target != cell { targets[cell] |= .bit(target) }
            }
        }
        return targets
    }

    /// For each cell, its jumps along `directions`: the cell jumped, the landing, and the
    /// direction as an index of `BlockGeometry.neighbourSteps`.
    static func jumpHops(_ directions: [BlockDirection], _ geometry: BlockGeometry, for player: Player)
        -> [[(over: Int, to: Int, direction: Int)]]
    {
        var hops = [[(over: Int, to: Int, direction: Int)]](repeating: [], count: geometry.cellCount)
        for cell in geometry.cells {
            for direction in directions {
                let (dc, dr) = direction.step(for: player)
                guard let middle = geometry.cell(from: cell, dc, dr), let landing = geometry.cell(from: cell, dc, dr, steps: 2),
                    middle != cell, landing != cell, landing != middle,
                    let absolute = geometry.neighbourSteps.firstIndex(where: { $0 == (dc, dr) })
                else { continue }
                hops[cell].append((middle, landing, absolute))
            }
        }
        return hops
    }
}
