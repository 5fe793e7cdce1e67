import Search

extension BlockGame: Impartial {
    /// The rules as placements when every move of both players only fills empty cells (`move
    /// place` without gravity or flip, on the cells of its `to` and, with `if not-beside any`,
    /// where no piece stands next to it; `move polyomino`), nothing ends the game but a player
    /// to move who has no move, and that player loses: then a position is its empty cells, and
    /// whoever is to move has the same moves.
    public var placementRules: Result<PlacementRules, NotImpartial> {
        let rules = board.rules
        if let end = rules.ends.first {
            return .failure(NotImpartial("'\(end.text)' ends the game; a nimber is for games that end only when the player to move has no move"))
        }
        guard rules.noMoves == [.lose, .lose] else {
            return .failure(NotImpartial("a player who cannot move does not lose here ('no-move'); nimbers add up only under normal play, "
                + "where the player who cannot move loses"))
        }
        if rules.hands != nil || !rules.kinds.isEmpty || rules.mill != nil || rules.swap || rules.hasNeutral {
            return .failure(NotImpartial("the positions hold more than which cells are filled (pieces in hand, kinds, mills, "
                + "swap or neutral pieces)"))
        }
        var moves: [PlacementMove] = []
        for block in rules.moves {
            guard block.player == nil, block.custodian == nil, block.then == nil, block.piece == nil else {
                return .failure(NotImpartial("'\(block.text)' is not the same for both players, or takes pieces or has a second part"))
            }
            switch block.kind {
            case .place(gravity: false, flip: false):
                guard let near = sharedNeighbours(block) else {
                    return .failure(NotImpartial("'\(block.text)' has a condition that depends on whose pieces stand where, or that a "
                        + "move can undo; a nimber takes only 'if not-beside any', the same for both players"))
                }
                moves += (block.to ?? geometry.cells).map { PlacementMove(fill: .bit($0), need: near[$0]) }
            case .polyomino(let shapes):
                for shape in shapes {
                    moves += geometry.cells.compactMap { geometry.placed(shape, at: $0) }.map { cells in
                        PlacementMove(fill: BlockGeometry.mask(cells), need: 0)
                    }
                }
            default:
                return .failure(NotImpartial("'\(block.text)' does more than fill empty cells; a nimber is for games whose every move "
                    + "fills empty cells (a stone or a polyomino), the same for both players"))
            }
        }
        return .success(PlacementRules(width: width, height: height, moves: moves))
    }

    /// The cells next to each cell that `block`'s `if not-beside any` needs empty, the same for
    /// both players (none without a condition), or nil for any other condition.
    private func sharedNeighbours(_ block: MoveBlock) -> [BlockCells]? {
        guard let beside = block.beside else { return [BlockCells](repeating: 0, count: geometry.cellCount) }
        guard beside.owner == .any, !beside.holds else { return nil }
        let x = BlockTables.condition(beside, geometry, for: .x)?.near, o = BlockTables.condition(beside, geometry, for: .o)?.near
        return x == o ? x : nil
    }

    public func emptyCells(_ position: BlockPosition) -> UInt128 { geometry.mask & ~position.occupied }

    public func cellName(_ index: Int) -> String { geometry.square(index).description }
}
