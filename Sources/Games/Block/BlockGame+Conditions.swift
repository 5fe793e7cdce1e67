import Boards

/// Move blocks with conditions (`to CELL...`, `if beside|not-beside OWNER`): the tests the move
/// generator makes of them, apart so that games without conditions pay one test of a flag, and
/// why a move a condition refuses is not legal.
extension BlockGame {
    /// Whether step block `s` of player `p` may move the piece on `from` (`if ...`). Apart, so
    /// that games without conditions pay one test of a flag.
    @inline(never)
    func stepAdmits(_ p: Int, _ s: Int, _ from: Int, mine: BlockCells, theirs: BlockCells) -> Bool {
        guard let condition = board.tables[p].steps[s].condition else { return true }
        return condition.admits(from, mine: mine, theirs: theirs)
    }

    /// The stone put on the empty `cell` by the first of `blocks` (place blocks with conditions)
    /// whose `to` and `if` allow it, if any.
    @inline(never)
    func conditionedPlace(_ blocks: [BlockTables.ConditionedPlace], at cell: Int, mine: BlockCells, theirs: BlockCells,
        into moves: inout BlockMoves)
    {
        for block in blocks where block.to & .bit(cell) != 0 {
            if let condition = block.condition, !condition.admits(cell, mine: mine, theirs: theirs) { continue }
            return moves.append(BlockMove(from: cell, to: cell, block: block.block))
        }
    }

    /// Why the move through `cells` is refused by a condition of one of the mover's blocks that
    /// would otherwise make it: a cell off its `to`, or a start (a stone's cell) where `if` does
    /// not hold; nil when no such block is found.
    func conditionReason(_ cells: [Int], in position: BlockPosition) -> String? {
        guard let from = cells.first, let to = cells.last, cells.allSatisfy({ $0 < geometry.cellCount }) else { return nil }
        let player = position.mover
        let mine = position.own(player), theirs = position.own(player.opponent)
        var offTo: String?
        for block in rules.moves where block.isFor(player) && block.conditioned {
            let reaches: Bool
            switch block.kind {
            case .place:
                reaches = cells.count == 1 && position.occupied & .bit(to) == 0
            case .step(let directions, _), .leap(let directions, _), .slide(let directions, _, _):
                var leaps = false
                if case .leap = block.kind { leaps = true }
                var targets = BlockTables.stepTargets(directions, geometry, for: player, leaps: leaps)[from]
                if case .slide = block.kind {
                    targets = BlockTables.slideRays(directions, geometry, for: player)[from].joined().reduce(BlockCells(0)) { $0 | .bit($1) }
                }
                reaches = cells.count == 2 && mine & .bit(from) != 0 && targets & .bit(to) != 0
            default:
                reaches = cells.count >= 2 && mine & .bit(from) != 0
            }
            guard reaches else { continue }
            if let only = block.to, !only.contains(to) {
                offTo = offTo ?? "\(geometry.square(to)) is not among the cells '\(block.text)' goes to"
                continue
            }
            if let beside = block.beside, let condition = BlockTables.condition(beside, geometry, for: player),
                !condition.admits(from, mine: mine, theirs: theirs)
            {
                let piece = beside.owner == .own ? "piece of \(player)" : beside.owner == .opponent ? "piece of \(player.opponent)" : "piece"
                return "\(geometry.square(from)) has \(beside.holds ? "no" : "a") \(piece) next to it ('\(block.text)')"
            }
        }
        // A block whose `if` refuses the move says more than one that does not go there.
        return offTo
    }
}
