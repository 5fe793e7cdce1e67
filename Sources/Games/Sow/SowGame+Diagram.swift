import Boards

extension SowGame {
    /// The board for people, the side to move's row at the bottom with its pit letters under
    /// it, the opponent's row above with theirs over it, each store at the end its row sows into:
    ///
    ///              d  c  b  a
    ///     O  0  [  3  3  3  3 ]
    ///           [  3  3  3  3 ]  0  X
    ///              a  b  c  d
    ///     stores: X 0, O 0; 24 seeds in the pits
    public func diagram(_ position: SowPosition) -> [String] {
        let n = rules.pits
        let pad = { (text: String) in String(repeating: " ", count: max(0, 3 - text.count)) + text }
        let row = { (side: UInt64) in (0..<n).map { pad(String(side >> (8 * UInt64($0)) & 0xFF)) } }
        let letters = (0..<n).map { pad(Self.letter($0)) }
        let mover = position.mover, opponent = mover.opponent
        // Counterclockwise the mover's row runs a, b, ... left to right and the opponent's the
        // other way; clockwise mirrors both.
        let ccw = !rules.clockwise
        let topPits = ccw ? row(position.other).reversed() : row(position.other)
        let topLetters = ccw ? letters.reversed() : letters
        let bottomPits = ccw ? row(position.own) : row(position.own).reversed()
        let bottomLetters = ccw ? letters : letters.reversed()
        let left = "\(opponent) \(pad(String(position.otherStore)))  ["
        let blank = String(repeating: " ", count: left.count - 1)
        var lines: [String]
        if ccw {
            lines = [blank + " " + topLetters.joined(), left + topPits.joined() + " ]",
                blank + "[" + bottomPits.joined() + " ] \(pad(String(position.ownStore)))  \(mover)",
                blank + " " + bottomLetters.joined()]
        } else {
            let moverLeft = "\(mover) \(pad(String(position.ownStore)))  ["
            lines = [blank + " " + topLetters.joined(),
                blank + "[" + topPits.joined() + " ] \(pad(String(position.otherStore)))  \(opponent)",
                moverLeft + bottomPits.joined() + " ]", blank + " " + bottomLetters.joined()]
        }
        let x = position.side(of: .x).store, o = position.side(of: .o).store
        lines.append("stores: X \(x), O \(o); \(position.ownSeeds + position.otherSeeds) seeds in the pits")
        if rules.canRepeat { lines.append("plies without a capture: \(position.quiet) of \(SowRules.quietLimit)") }
        return lines
    }

    public var ruleSentences: [String] {
        var lines = ["Two players, X and O, each own a row of \(rules.pits) pits, \(rules.seeds) seeds in each at the start"
            + (rules.stores ? ", and a store at the end of the row they sow towards" : "") + "; \(first) moves first.",
            "A move takes every seed of one of the mover's pits, written as its letter (a is the pit farthest from the "
                + "mover's store), and sows them one a pit \(rules.clockwise ? "clockwise" : "counterclockwise")"
                + (rules.stores ? ", into the mover's own store on the way" + (rules.skipOpponentStore ? " but not the opponent's" : " and the opponent's") : "")
                + (rules.skipOrigin ? "; a lap passes over the pit the seeds came from." : ".")]
        if rules.extraTurn { lines.append("A last seed in the mover's own store gives the mover another move.") }
        switch rules.capture {
        case .none: break
        case .opposite:
            lines.append("A last seed in an empty pit of the mover's whose opposite pit holds seeds takes both into the mover's store.")
        case .oppositeAny:
            lines.append("A last seed in an empty pit of the mover's takes itself and the seeds of the opposite pit (if any) into "
                + "the mover's store.")
        case .twoThree:
            lines.append("A last seed that makes 2 or 3 in an opponent's pit takes them, with the pits just before it on that "
                + "side that also hold 2 or 3" + (rules.grandSlam == .allowed ? "." : rules.grandSlam == .nothing
                    ? "; a capture that would take all the opponent's seeds takes none."
                    : "; a move that would take all the opponent's seeds is illegal while another is left."))
        }
        switch rules.finish {
        case .sweep: lines.append("As soon as a side's pits are all empty, each side takes the seeds on its side into its store.")
        case .feed:
            lines.append("A player whose opponent has no seeds must give them some if a move can; when the side to move "
                + "cannot move, the game ends and each side takes the seeds on its side.")
        }
        if rules.canRepeat {
            lines.append("Positions can repeat: \(SowRules.quietLimit) plies without a capture end the game, each side taking "
                + "the seeds on its side.")
        }
        lines.append("The player with more seeds in the store wins; the score is the difference.")
        return lines
    }

    /// What sowing a pit does, or why it cannot be sown.
    public func explain(_ text: String, in position: SowPosition) -> [String] {
        let pit: Int
        switch parseMove(text, in: position) {
        case .success(let found): pit = found
        case .failure(let error): return ["\(text): \(error.kind == .illegal ? "illegal" : "not a move"): \(error.message)"]
        }
        let mover = position.mover, seeds = position.ownPit(pit)
        let sowing = sown(pit, in: position)
        let place: String
        switch sowing.last {
        case .own(let i): place = "\(mover)'s pit \(Self.letter(i))"
        case .ownStore: place = "\(mover)'s store"
        case .other(let j): place = "\(mover.opponent)'s pit \(Self.letter(j))"
        case .otherStore: place = "\(mover.opponent)'s store"
        }
        var lines = ["\(moveName(pit)): a legal move for \(mover): sows \(seeds) \(seeds == 1 ? "seed" : "seeds"), the last in \(place)"]
        if sowing.captured > 0 { lines.append("it captures \(sowing.captured) \(sowing.captured == 1 ? "seed" : "seeds")") }
        if sowing.grandSlam && sowing.captured == 0 { lines.append("it would take every seed \(mover.opponent) has, so it takes none") }
        let (next, again) = after(pit, in: position)
        if isOver(next) {
            lines.append("the game ends: X \(next.side(of: .x).store), O \(next.side(of: .o).store)")
        } else if again {
            lines.append("\(mover) moves again")
        }
        return lines
    }
}
