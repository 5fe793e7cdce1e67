import Search

extension BlockGame: Impartial {
    /// The rules as placements when every move of both players only fills empty cells (`move
    /// place` without gravity or flip, `move polyomino`, neither for one player nor with a
    /// condition), nothing ends the game but a player to move who has no move, and that player
    /// loses: then a position is its empty cells, and whoever is to move has the same moves.
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
        var cells: [UInt128] = []
        for block in rules.moves {
            guard block.player == nil, !block.conditioned, block.custodian == nil, block.then == nil, block.piece == nil else {
                return .failure(NotImpartial("'\(block.text)' is not the same for both players, or has a condition or a second part"))
            }
            switch block.kind {
            case .place(gravity: false, flip: false):
                cells += geometry.cells.map { UInt128.bit($0) }
            case .polyomino(let shapes):
                for shape in shapes {
                    cells += geometry.cells.compactMap { geometry.placed(shape, at: $0).map(BlockGeometry.mask) }
                }
            default:
                return .failure(NotImpartial("'\(block.text)' does more than fill empty cells; a nimber is for games whose every move "
                    + "fills empty cells (a stone or a polyomino), the same for both players"))
            }
        }
        return .success(PlacementRules(width: width, height: height, placements: cells))
    }

    public func emptyCells(_ position: BlockPosition) -> UInt128 { geometry.mask & ~position.occupied }

    public func cellName(_ index: Int) -> String { geometry.square(index).description }
}
