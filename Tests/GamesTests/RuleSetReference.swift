/// An independent reference for block-family rule sets, written from docs/rules.md ("The block
/// family") on a plain array board: a model rule set's moves and their names, its ends, and every
/// reachable position solved by retrograde analysis. It shares no code with the family.
///
/// A board is one byte a cell, row by row from the top: 0 empty, 1 X, 2 O; under `hand`, two
/// bytes follow the cells: the pieces X and O hold in hand; under `kinds`, a byte a cell
/// follows: 1 where the piece is of the second kind.
struct RuleSetReference {
    let rules: ModelRules
    /// The longest chain of jumps a move may make (docs/rules.md, "Move blocks").
    static let longestChain = 21

    init(_ rules: ModelRules) { self.rules = rules }

    // MARK: Geometry

    /// The cell `k` neighbour steps along (dc, dr) from `cell`; nil where the way ends.
    func cell(_ cell: Int, _ dc: Int, _ dr: Int, _ k: Int = 1) -> Int? {
        var current = cell
        for _ in 0..<k {
            guard let next = neighbour(current, dc, dr) else { return nil }
            current = next
        }
        return current
    }

    /// The neighbour of `cell` one step along (dc, dr): on a board of lines the point a line
    /// joins to it that way; on a grid the cell (dc, dr) away, across wrapped edges, unless the
    /// step is a diagonal that `diagonals` leaves out (`none`; `alternating`: a diagonal joins
    /// two cells whose column + row is even).
    func neighbour(_ cell: Int, _ dc: Int, _ dr: Int) -> Int? {
        let w = rules.width
        if let lines = rules.boardLines {
            for line in lines {
                for (a, b) in zip(line, line.dropFirst()) {
                    for (from, to) in [(a, b), (b, a)]
                    where from == cell && (to % w - from % w).signum() == dc && (to / w - from / w).signum() == dr {
                        return to
                    }
                }
            }
            return nil
        }
        guard let next = gridCell(cell, dc, dr) else { return nil }
        if !rules.hex, dc != 0, dr != 0 {
            let even = { (c: Int) in (c % w + c / w) % 2 == 0 }
            if rules.diagonals == "none" || (rules.diagonals == "alternating" && !(even(cell) && even(next))) { return nil }
        }
        return next
    }

    /// The cell (dc, dr) away from `cell` in rows and columns, across wrapped edges; nil off the
    /// board: where a picture's cell lands.
    func gridCell(_ cell: Int, _ dc: Int, _ dr: Int) -> Int? {
        var c = cell % rules.width + dc, r = cell / rules.width + dr
        if rules.wrapRows { c = ((c % rules.width) + rules.width) % rules.width }
        if rules.wrapColumns { r = ((r % rules.height) + rules.height) % rules.height }
        guard c >= 0, c < rules.width, r >= 0, r < rules.height, rules.exists(r * rules.width + c) else { return nil }
        return r * rules.width + c
    }

    var cells: [Int] { (0..<rules.cellCount).filter(rules.exists) }

    /// The steps that direction words name for `side`: X faces up the board (forward is n), O down.
    func vectors(_ words: [String], for side: RuleSide) -> [(Int, Int)] {
        let square: [String: [(Int, Int)]] = [
            "n": [(0, -1)], "s": [(0, 1)], "e": [(1, 0)], "w": [(-1, 0)], "ne": [(1, -1)], "nw": [(-1, -1)], "se": [(1, 1)],
            "sw": [(-1, 1)],
        ]
        let hex: [String: [(Int, Int)]] = [
            "n": [(0, -1)], "s": [(0, 1)], "e": [(1, 0)], "w": [(-1, 0)], "ne": [(1, -1)], "sw": [(-1, 1)],
        ]
        let relative: [String: [(Int, Int)]] = [
            "forward": [(0, -1)], "backward": [(0, 1)], "left": [(-1, 0)], "right": [(1, 0)], "forward-left": [(-1, -1)],
            "forward-right": [(1, -1)], "backward-left": [(-1, 1)], "backward-right": [(1, 1)],
            "forward-diagonal": [(-1, -1), (1, -1)], "sideways": [(-1, 0), (1, 0)],
        ]
        var found: [(Int, Int)] = []
        for word in words {
            var group: [(Int, Int)]
            if rules.hex {
                group = word == "all" ? ["n", "s", "e", "w", "ne", "sw"].flatMap { hex[$0]! } : hex[word] ?? []
            } else if let absolute = square[word] {
                group = absolute
            } else if let turned = relative[word] {
                group = side == 2 ? turned.map { (-$0.0, -$0.1) } : turned
            } else {
                let names = ["orthogonal": ["n", "s", "e", "w"], "diagonal": ["ne", "nw", "se", "sw"],
                    "all": ["n", "s", "e", "w", "ne", "nw", "se", "sw"]][word] ?? []
                group = names.flatMap { square[$0]! }
            }
            for step in group where !found.contains(where: { $0 == step }) { found.append(step) }
        }
        return found
    }

    /// Every direction of the grid.
    var gridVectors: [(Int, Int)] { vectors(["all"], for: 1) }

    /// A picture's cells as offsets from its first cell in reading order, in every orientation
    /// when `turned`.
    func orientations(_ picture: String, turned: Bool) -> [[(Int, Int)]] {
        var marks: [(Int, Int)] = []
        for (r, row) in picture.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            for (c, mark) in row.enumerated() where mark == "x" { marks.append((c, r)) }
        }
        func normal(_ cells: [(Int, Int)]) -> [(Int, Int)] {
            let sorted = cells.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            return sorted.map { ($0.0 - sorted[0].0, $0.1 - sorted[0].1) }
        }
        var found: [[(Int, Int)]] = [normal(marks)]
        guard turned else { return found }
        for swap in [false, true] {
            for flipA in [false, true] {
                for flipB in [false, true] {
                    let image = normal(marks.map { cell in
                        let (a, b) = swap ? (cell.1, cell.0) : cell
                        return (flipA ? -a : a, flipB ? -b : b)
                    })
                    if !found.contains(where: { $0.elementsEqual(image, by: ==) }) { found.append(image) }
                }
            }
        }
        return found
    }

    /// The cells of a picture laid with its first cell on `cell`, or nil where it does not fit.
    func laid(_ offsets: [(Int, Int)], at cell: Int) -> [Int]? {
        var found: [Int] = []
        for (dc, dr) in offsets {
            guard let target = gridCell(cell, dc, dr), !found.contains(target) else { return nil }
            found.append(target)
        }
        return found
    }

    func name(_ cell: Int) -> String { rules.cellName(cell) }

    // MARK: Moves

    /// One legal move: its name and the board after it.
    struct Move {
        var name: String
        var board: [RuleSide]
        /// For a capturing jump, the cells it takes (for the written form that tells two moves apart).
        var taken: [Int] = []
    }

    func blocks(for side: RuleSide) -> [ModelMove] { rules.moves.filter { $0.by == nil || $0.by == side } }

    /// The opponent stones a stone of `side` put on `cell` flanks, in every direction of the grid.
    func flanked(_ board: [RuleSide], _ cell: Int, _ side: RuleSide) -> [Int] {
        var turned: [Int] = []
        for (dc, dr) in gridVectors {
            var run: [Int] = []
            var k = 1
            while let next = self.cell(cell, dc, dr, k), next != cell, !run.contains(next) {
                if board[next] == 3 - side {
                    run.append(next)
                } else {
                    if board[next] == side { turned += run }
                    break
                }
                k += 1
            }
        }
        return turned
    }

    /// Every move of `side` (no pass), each written once: two moves written alike that do
    /// different things are told apart by the cells a capturing jump takes (`a1-c1xb1`).
    func moves(_ board: [RuleSide], _ side: RuleSide) -> [Move] {
        var found: [Move] = []
        let mine = blocks(for: side)
        // Under `hand` (docs/rules.md, "Pieces in hand"): a side places only while its hand holds
        // pieces, each placement taking one; it moves pieces once its hand is empty, or at any
        // time with `move-anytime`.
        let hand = rules.cellCount + Int(side) - 1
        let mayPlace = rules.hands == nil || board[hand] > 0
        let mayMove = rules.hands.map { board[hand] == 0 || $0.anytime[Int(side) - 1] } ?? true
        // Stones on a cell: every `move place` without gravity and every one-cell polyomino is
        // one move a cell; the stone turns what it flanks when some such block flips.
        func placements(gravity: Bool) {
            // A block with a condition puts a stone only where it holds (docs: "Conditions on moves").
            var plain = false, flip = false, conditioned: [ModelMove] = []
            for block in mine {
                switch block.kind {
                case .place(let g, let f) where g == gravity:
                    if f { flip = true } else if block.to != nil || block.beside != nil { conditioned.append(block) } else { plain = true }
                case .polyomino(let picture, _) where !gravity && picture.filter({ $0 == "x" }).count == 1: plain = true
                default: break
                }
            }
            guard mayPlace, plain || flip || !conditioned.isEmpty else { return }
            // A custodian capture is the same on every stone of a side (the family refuses others).
            let custody = mine.first { block in
                if case .place(let g, _) = block.kind { g == gravity && block.custodian != nil } else { false }
            }?.custodian
            var targets: [(name: String, cell: Int)] = []
            if gravity {
                for c in 0..<rules.width {
                    let column = (0..<rules.height).map { $0 * rules.width + c }.filter { rules.exists($0) && board[$0] == 0 }
                    if let lowest = column.last { targets.append(("\(c + 1)", lowest)) }
                }
            } else {
                targets = cells.filter { board[$0] == 0 }.map { (name($0), $0) }
            }
            for (written, cell) in targets {
                let turned = flip ? flanked(board, cell, side) : []
                let allowed = conditioned.contains { admits($0, board, side, from: cell, to: cell) }
                guard plain || !turned.isEmpty || allowed else { continue }
                var next = board
                next[cell] = side
                for t in turned { next[t] = side }
                if rules.hands != nil { next[hand] -= 1 }
                if let custody { catches(&next, at: cell, side, custody) }
                found.append(Move(name: written, board: next))
            }
        }
        placements(gravity: false)
        placements(gravity: true)
        pushes(board, side, into: &found)
        for block in mine {
            guard case .polyomino(let picture, let turned) = block.kind, picture.filter({ $0 == "x" }).count > 1 else { continue }
            for offsets in orientations(picture, turned: turned) {
                for cell in cells {
                    guard let laid = laid(offsets, at: cell), laid.allSatisfy({ board[$0] == 0 }) else { continue }
                    var next = board
                    for c in laid { next[c] = side }
                    found.append(Move(name: laid.sorted().map(name).joined(separator: "-"), board: next))
                }
            }
        }
        // A move of a piece of `kind` from `from` to `to` leaving `next`: with a second part
        // (`then`), one move for each cell the neutral piece (3 on a board) may go to, written
        // `a1-a3/c3`.
        func carried(_ block: ModelMove, _ from: Int, _ to: Int, _ kind: Int, _ moved: [RuleSide]) {
            var next = moved
            carry(&next, side, kind, from: from, to: to, taken: [])
            if let custody = block.custodian { catches(&next, at: to, side, custody) }
            let written = name(from) + "-" + name(to)
            guard let then = block.then else { return found.append(Move(name: written, board: next)) }
            for second in seconds(next, to, then, side) {
                var shot = next
                shot[second] = 3
                found.append(Move(name: written + "/" + name(second), board: shot))
            }
        }
        for from in cells where mayMove && board[from] == side {
            // Under `kinds` (docs/rules.md, "Piece kinds"), a block `for` a kind moves that kind alone.
            let kind = rules.kinds == nil ? 0 : Int(board[rules.kindOffset + from])
            for block in mine where (block.piece == nil || block.piece == kind) && admits(block, board, side, from: from, to: nil) {
                switch block.kind {
                case .step(let directions, let onto):
                    for (dc, dr) in vectors(directions, for: side) {
                        guard let to = cell(from, dc, dr), to != from else { continue }
                        guard lands(board[to], side, onto), block.to?.contains(to) ?? true else { continue }
                        carried(block, from, to, kind, moved(board, from, to, side))
                    }
                case .jump(let directions, let over, let capture, let chain, let both, let straight):
                    var lifted = board
                    lifted[from] = 0
                    // Which pieces jumped are taken: the opponent's, the mover's own over own
                    // pieces, either side's with `both`; none over an empty cell.
                    let takes: Set<RuleSide> = !capture || over == "empty" ? [] : over == "own" ? [side] : both ? [side, 3 - side] : [3 - side]
                    jumps(lifted, side, from: from, at: from, vectors: vectors(directions, for: side), over: over,
                        takes: takes, chain: chain, straight: straight, complete: block.complete, kind: kind, landings: [], taken: [],
                        into: &found)
                case .leap(let columns, let rows, let way, let onto):
                    for to in leapTargets(from, columns, rows, way: way, side) where lands(board[to], side, onto) && block.to?.contains(to) ?? true {
                        carried(block, from, to, kind, moved(board, from, to, side))
                    }
                case .slide(let directions, let onto, let farthest):
                    for to in slideTargets(board, from, vectors(directions, for: side), side, onto: onto, farthest: farthest)
                    where block.to?.contains(to) ?? true {
                        carried(block, from, to, kind, moved(board, from, to, side))
                    }
                default: break
                }
            }
        }
        // Moves written alike: one move where they do the same; capturing jumps written out where not.
        var byName: [String: [Int]] = [:]
        for (index, move) in found.enumerated() { byName[move.name, default: []].append(index) }
        for (_, indices) in byName where Set(indices.map { found[$0].board }).count > 1 {
            for index in indices where !found[index].taken.isEmpty {
                found[index].name += found[index].taken.map { "x" + name($0) }.joined()
            }
        }
        var seen: Set<String> = []
        var moves = compelled(afterLines(found.filter { seen.insert($0.name).inserted }, board, side), board)
        if let swapped = swapped(board, side) { moves.append(Move(name: "swap", board: swapped)) }
        return moves
    }

    /// The pushes of `side` (docs/rules.md, "Move blocks", `move push`): a cell on the board's edge
    /// (one of the block's directions leads off the board from it) holding what `from` names
    /// (an empty cell or the mover's piece without it) is taken; along each direction the cells
    /// from it to the last on the board that way shift one back toward it, and the mover's piece
    /// goes on the last. Written from the cell taken to the last (`a1-c1`).
    func pushes(_ board: [RuleSide], _ side: RuleSide, into found: inout [Move]) {
        for block in blocks(for: side) {
            guard case .push(let directions, let from) = block.kind else { continue }
            let takes = from ?? ["empty", "own"]
            let steps = vectors(directions, for: side)
            for taken in cells {
                let content = board[taken] == 0 ? "empty" : board[taken] == side ? "own" : "opponent"
                guard takes.contains(content), steps.contains(where: { gridCell(taken, $0.0, $0.1) == nil }) else { continue }
                for (dc, dr) in steps {
                    var line = [taken]
                    while let last = line.last, let next = gridCell(last, dc, dr) { line.append(next) }
                    guard line.count > 1 else { continue }
                    var next = board
                    for index in 1..<line.count { next[line[index - 1]] = board[line[index]] }
                    next[line[line.count - 1]] = side
                    found.append(Move(name: name(taken) + "-" + name(line[line.count - 1]), board: next))
                }
            }
        }
    }

    /// Under `mill` (docs/rules.md, "Mills"): a move whose piece ends in a line of K of the
    /// mover's takes one opponent piece, one move for each piece it may take, written `b2xc3`;
    /// the piece is one in no opponent line unless all are (any with `any`); with no opponent
    /// piece on the board the move takes none.
    func afterLines(_ found: [Move], _ board: [RuleSide], _ side: RuleSide) -> [Move] {
        guard let mill = rules.mill else { return found }
        var made: [Move] = []
        for move in found {
            // The piece put down or carried: the one cell that is now the mover's and was not.
            let landed = cells.filter { move.board[$0] == side && board[$0] != side }
            guard landed.count == 1, inLine(move.board, side, landed[0]) else {
                made.append(move)
                continue
            }
            let theirs = cells.filter { move.board[$0] == 3 - side }
            let free = theirs.filter { !inLine(move.board, 3 - side, $0) }
            let open = mill.any || free.isEmpty ? theirs : free
            if open.isEmpty { made.append(move) }
            for cell in open {
                var next = move
                next.board[cell] = 0
                // The piece taken leaves its kind with it (docs: "Piece kinds and promotion").
                if rules.kinds != nil { next.board[rules.kindOffset + cell] = 0 }
                next.name += "x" + name(cell)
                made.append(next)
            }
        }
        return made
    }

    /// Whether `cell` stands in a line of the mill's length of `side`'s pieces along its
    /// directions (exactly that long with `exactly`).
    func inLine(_ board: [RuleSide], _ side: RuleSide, _ cell: Int) -> Bool {
        guard let mill = rules.mill else { return false }
        let steps = mill.directions.map { vectors($0, for: side) } ?? gridVectors
        for start in cells {
            for (dc, dr) in steps {
                let run = (0..<mill.length).compactMap { self.cell(start, dc, dr, $0) }
                guard run.count == mill.length, Set(run).count == mill.length, run.contains(cell),
                    run.allSatisfy({ board[$0] == side })
                else { continue }
                if mill.exactly {
                    let beyond = [self.cell(start, -dc, -dr), self.cell(start, dc, dr, mill.length)].compactMap { $0 }
                        .filter { !run.contains($0) }
                    if beyond.contains(where: { board[$0] == side }) { continue }
                }
                return true
            }
        }
        return false
    }

    /// Under `swap`, the board after the second player takes over the first player's first
    /// stone: when `board` is the start with one stone of the first player added and the second
    /// is to move.
    func swapped(_ board: [RuleSide], _ side: RuleSide) -> [RuleSide]? {
        let first = rules.first, second = 3 - rules.first
        guard rules.swap, side == second else { return nil }
        let added = cells.filter { board[$0] != rules.start[$0] }
        guard added.count == 1, let cell = added.first, board[cell] == first, rules.start[cell] == 0 else { return nil }
        var after = board
        after[cell] = second
        return after
    }

    /// `side`'s rule when it cannot move: its own `no-move ... by` line, else the shared one.
    func noMove(for side: RuleSide) -> String {
        if let own = rules.noMoveBy, own.side == side { return own.rule }
        return rules.noMove ?? "lose"
    }

    /// The moves `capture compulsory` and `capture maximum` leave: those that take pieces (as
    /// many as any move takes, for maximum) when some move does. A move's take is the pieces the
    /// board loses.
    func compelled(_ found: [Move], _ board: [RuleSide]) -> [Move] {
        guard let rule = rules.captureRule else { return found }
        // A placement adds its stone: what it takes (a line's capture, `mill`) is one piece more
        // than the board loses. Neutral pieces (3) are no side's, and none is ever taken.
        let before = cells.filter { board[$0] == 1 || board[$0] == 2 }.count
        let takes = found.map { move in
            let placed = !move.name.contains("-") && move.name != "swap" ? 1 : 0
            return max(0, before - cells.filter { move.board[$0] == 1 || move.board[$0] == 2 }.count + placed)
        }
        guard let most = takes.max(), most > 0 else { return found }
        let least = rule == "maximum" ? most : 1
        return found.indices.filter { takes[$0] >= least }.map { found[$0] }
    }

    /// Whether `block`'s conditions (docs: "Conditions on moves") let a piece of `side` move from
    /// `from` (a stone go on `from`), and land on `to` when given: `to` among the block's cells,
    /// and some (with `not-beside`, no) cell one step from `from` along the condition's directions
    /// (every direction of the grid when it names none) holding a piece of the owner named.
    func admits(_ block: ModelMove, _ board: [RuleSide], _ side: RuleSide, from: Int, to: Int?) -> Bool {
        if let to, let cells = block.to, !cells.contains(to) { return false }
        guard let beside = block.beside else { return true }
        let steps = beside.directions.map { vectors($0, for: side) } ?? gridVectors
        let owners: [RuleSide] = beside.owner == "own" ? [side] : beside.owner == "opponent" ? [3 - side] : [1, 2]
        let found = steps.contains { step in
            guard let next = cell(from, step.0, step.1), next != from else { return false }
            return owners.contains(board[next])
        }
        return found == beside.holds
    }

    /// Whether a piece of `side` may land on a cell holding `held` (docs: `onto empty`, the
    /// default, `opponent` or `any`); never on a neutral piece (3), which no move takes.
    func lands(_ held: RuleSide, _ side: RuleSide, _ onto: String?) -> Bool {
        switch onto ?? "empty" {
        case "empty": held == 0
        case "opponent": held == 3 - side
        default: held == 0 || held == 3 - side
        }
    }

    /// Where the second part of a two-part move (docs: "Two-part turns") may put its neutral piece
    /// once the piece stands on `to` of `board`: `then shoot`, the empty cells along each
    /// direction from `to` up to the first piece or the edge (on a wrapped board, until the way
    /// comes back round); `then place`, every empty cell.
    func seconds(_ board: [RuleSide], _ to: Int, _ then: ModelMove.Then, _ side: RuleSide) -> [Int] {
        guard case .shoot(let directions) = then else { return cells.filter { board[$0] == 0 } }
        var found: [Int] = []
        for (dc, dr) in vectors(directions, for: side) {
            var k = 1, passed: [Int] = []
            while let here = cell(to, dc, dr, k), here != to, board[here] == 0, !passed.contains(here) {
                passed.append(here)
                k += 1
            }
            for cell in passed where !found.contains(cell) { found.append(cell) }
        }
        return found
    }

    /// `board` after a piece of `side` goes from `from` to `to`, taking whatever stood there.
    /// A custodian capture (docs/rules.md, "Custodian captures") after a piece of `side` landed on
    /// `cell` (or a stone was put there): each opponent piece next to it along the capture's
    /// directions (by default the four orthogonal ones on a square grid, every one on a hex grid
    /// or a board of lines) with a piece of `side`, or an empty hostile cell, just beyond it the
    /// same way is taken, with its kind; a piece of the surrounded kind on its cells only when
    /// every cell next to it along the directions is such. A way that comes back to `cell` takes nothing.
    func catches(_ board: inout [RuleSide], at cell: Int, _ side: RuleSide, _ custody: ModelMove.Custody) {
        let words = custody.directions ?? (rules.hex || rules.boardLines != nil ? ["all"] : ["orthogonal"])
        let ways = vectors(words, for: side)
        let before = board
        let holds = { (cell: Int) in before[cell] == side || (before[cell] == 0 && custody.hostile.contains(cell)) }
        var taken: [Int] = []
        for (dc, dr) in ways {
            guard let over = self.cell(cell, dc, dr), let beyond = self.cell(over, dc, dr), over != cell, beyond != cell, beyond != over,
                board[over] == 3 - side
            else { continue }
            // `surround KIND on CELL...`: such a piece there needs every cell next to it along the ways.
            if let surround = custody.surround, surround.cells.contains(over), rules.kinds != nil,
                Int(board[rules.kindOffset + over]) == surround.kind
            {
                if ways.compactMap({ self.cell(over, $0.0, $0.1) }).filter({ $0 != over }).allSatisfy(holds) { taken.append(over) }
            } else if holds(beyond) {
                taken.append(over)
            }
        }
        for over in taken {
            board[over] = 0
            if rules.kinds != nil { board[rules.kindOffset + over] = 0 }
        }
    }

    func moved(_ board: [RuleSide], _ from: Int, _ to: Int, _ side: RuleSide) -> [RuleSide] {
        var next = board
        next[from] = 0
        next[to] = side
        return next
    }

    /// The cells a leap of `columns` and `rows` reaches from `from`: the pattern turned every way
    /// (columns and rows swapped, either sign), or only the turns that go forward (backward) for
    /// `side`; counted in rows and columns across wrapped edges; never the cell itself.
    func leapTargets(_ from: Int, _ columns: Int, _ rows: Int, way: String?, _ side: RuleSide) -> [Int] {
        var targets: [Int] = []
        let forwardSign = side == 1 ? -1 : 1
        for (a, b) in [(columns, rows), (rows, columns)] {
            for (dc, dr) in [(a, b), (-a, b), (a, -b), (-a, -b)] {
                if way == "forward", dr * forwardSign <= 0 { continue }
                if way == "backward", dr * forwardSign >= 0 { continue }
                if let to = gridCell(from, dc, dr), to != from, !targets.contains(to) { targets.append(to) }
            }
        }
        return targets
    }

    /// The cells a slide from `from` may end on: along each direction, the empty cells one after
    /// another until a piece, the edge, or the way coming back round stops it (every one of
    /// them, or with `farthest` the last); and the piece that stops it when it is the opponent's
    /// and the slide lands on one (`onto opponent|any`).
    func slideTargets(_ board: [RuleSide], _ from: Int, _ vectors: [(Int, Int)], _ side: RuleSide, onto: String?, farthest: Bool) -> [Int] {
        var targets: [Int] = []
        for (dc, dr) in vectors {
            var k = 1, passed: [Int] = []
            while let here = cell(from, dc, dr, k), here != from, !passed.contains(here) {
                if board[here] != 0 {
                    if board[here] == 3 - side, onto == "opponent" || onto == "any" { targets.append(here) }
                    break
                }
                passed.append(here)
                k += 1
            }
            if farthest, let last = passed.last {
                targets.append(last)
            } else if !farthest, onto != "opponent" {
                targets += passed
            }
        }
        return targets
    }

    /// The jumps from `at` of a piece that started on `from` (lifted off `board`), and where the
    /// block chains, their continuations: a chain never lands on a cell twice nor where it
    /// started; a straight chain goes on only along its first jump's direction. A piece of the
    /// first kind that lands where it is promoted stops there; a complete chain is a move only
    /// where it cannot go on.
    func jumps(_ board: [RuleSide], _ side: RuleSide, from: Int, at: Int, vectors: [(Int, Int)], over: String, takes: Set<RuleSide>,
        chain: Bool, straight: Bool = false, complete: Bool, kind: Int, landings: [Int], taken: [Int], into found: inout [Move])
    {
        for (dc, dr) in vectors {
            guard let middle = cell(at, dc, dr), let to = cell(at, dc, dr, 2), middle != at, to != at, to != middle,
                to != from, !landings.contains(to), board[to] == 0
            else { continue }
            let fits = switch over {
            case "own": board[middle] == side
            case "opponent": board[middle] == 3 - side
            case "any": board[middle] != 0
            default: board[middle] == 0
            }
            guard fits else { continue }
            var next = board
            let capture = takes.contains(board[middle])
            if capture { next[middle] = 0 }
            let path = landings + [to]
            var placed = next
            placed[to] = side
            let took = capture ? taken + [middle] : taken
            carry(&placed, side, kind, from: from, to: to, taken: took)
            let move = Move(name: ([from] + path).map(name).joined(separator: "-"), board: placed, taken: took)
            let stops = kind == 0 && promotes(to, side)
            guard chain, path.count < Self.longestChain, !stops else {
                found.append(move)
                continue
            }
            let before = found.count
            if !complete { found.append(move) }
            jumps(next, side, from: from, at: to, vectors: straight ? [(dc, dr)] : vectors, over: over, takes: takes, chain: chain,
                straight: straight, complete: complete, kind: kind, landings: path, taken: took, into: &found)
            if complete, found.count == before { found.append(move) }
        }
    }

    // MARK: Kinds

    /// True when a piece of the first kind of `side` that lands on `cell` is promoted.
    func promotes(_ cell: Int, _ side: RuleSide) -> Bool {
        guard rules.kinds != nil, let promotion = rules.promotion, promotion.by == nil || promotion.by == side else { return false }
        if let cells = promotion.cells { return cells.contains(cell) }
        let row = promotion.row.map { $0 - 1 } ?? (side == 1 ? 0 : rules.height - 1)
        return cell / rules.width == row
    }

    /// Under `kinds`, the kinds layer after a piece of kind `kind` moved from `from` to `to`
    /// taking `taken`: the taken pieces' kinds go, the piece's goes with it, and a piece of the
    /// first kind landing where it is promoted becomes one of the second.
    func carry(_ board: inout [RuleSide], _ side: RuleSide, _ kind: Int, from: Int, to: Int, taken: [Int]) {
        guard rules.kinds != nil else { return }
        let offset = rules.kindOffset
        for cell in taken { board[offset + cell] = 0 }
        board[offset + from] = 0
        board[offset + to] = kind == 1 || promotes(to, side) ? 1 : 0
    }

    // MARK: Ends

    enum Outcome: Equatable { case win, loss, draw }

    func holds(_ end: ModelEnd, _ board: [RuleSide], _ side: RuleSide) -> Bool {
        switch end.kind {
        case .line(let length, let exactly, let directions):
            let steps = directions.isEmpty ? gridVectors : vectors(directions, for: side)
            for start in cells {
                for (dc, dr) in steps {
                    let run = (0..<length).compactMap { cell(start, dc, dr, $0) }
                    guard run.count == length, Set(run).count == length, run.allSatisfy({ board[$0] == side }) else { continue }
                    if exactly {
                        let beyond = [cell(start, -dc, -dr), cell(start, dc, dr, length)].compactMap { $0 }.filter { !run.contains($0) }
                        if beyond.contains(where: { board[$0] == side }) { continue }
                    }
                    return true
                }
            }
            return false
        case .shape(let picture, let turned):
            for offsets in orientations(picture, turned: turned) {
                for start in cells {
                    if let laid = laid(offsets, at: start), laid.allSatisfy({ board[$0] == side }) { return true }
                }
            }
            return false
        case .reach(let row):
            let target = row.map { $0 - 1 } ?? (side == 1 || rules.players == 1 ? 0 : rules.height - 1)
            return cells.contains { $0 / rules.width == target && board[$0] == side }
        case .connect(let topBottom):
            // Stones connect through orthogonal neighbours on a square grid, the six on a hex grid,
            // every line on a board of lines.
            let links = rules.hex || rules.boardLines != nil ? gridVectors : [(0, -1), (0, 1), (1, 0), (-1, 0)]
            var stack = cells.filter { board[$0] == side && (topBottom ? $0 / rules.width == 0 : $0 % rules.width == 0) }
            var seen = Set(stack)
            while let here = stack.popLast() {
                if topBottom ? here / rules.width == rules.height - 1 : here % rules.width == rules.width - 1 { return true }
                for (dc, dr) in links {
                    if let next = cell(here, dc, dr), board[next] == side, seen.insert(next).inserted { stack.append(next) }
                }
            }
            return false
        case .captureAll:
            // Under `hand`, pieces the opponent holds in hand are left too.
            let held = rules.hands == nil ? 0 : Int(board[rules.cellCount + Int(2 - side)])
            return !cells.contains { board[$0] == 3 - side } && held == 0
        case .pieces(let count):
            // Under `hand`, the pieces in hand count too.
            let held = rules.hands == nil ? 0 : Int(board[rules.cellCount + Int(side) - 1])
            return cells.filter { board[$0] == side }.count + held <= count
        case .region(let region):
            return region.contains { board[$0] == side }
        case .most:
            return false
        }
    }

    /// The first of `side`'s ends that `board` shows: true for a `win`, false for a `lose`.
    func reached(_ board: [RuleSide], _ side: RuleSide) -> Bool? {
        for end in rules.ends where end.by == nil || end.by == side {
            // An end `for` a kind sees the pieces of that kind alone.
            var seen = board
            if let piece = end.piece, rules.kinds != nil {
                for cell in cells where Int(board[rules.kindOffset + cell]) != piece { seen[cell] = 0 }
            }
            if holds(end, seen, side) { return end.wins }
        }
        return nil
    }

    /// The outcome for `side` to move when no one can move: the most stones where the rules say so.
    func final(_ board: [RuleSide], _ side: RuleSide) -> Outcome {
        guard rules.ends.contains(where: { if case .most = $0.kind { true } else { false } }) else { return .draw }
        let mine = cells.filter { board[$0] == side }.count, theirs = cells.filter { board[$0] == 3 - side }.count
        return mine > theirs ? .win : mine < theirs ? .loss : .draw
    }

    /// The disc difference of a finished game for `side`, the empty cells going to the one with more.
    func margin(_ board: [RuleSide], _ side: RuleSide) -> Int {
        let mine = cells.filter { board[$0] == side }.count, theirs = cells.filter { board[$0] == 3 - side }.count
        let empty = cells.count - mine - theirs
        return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0
    }

    /// What a position is: over (and how, for the side to move), or its moves (a pass among them
    /// where the rules allow one).
    enum State {
        case over(Outcome)
        case moves([Move])
    }

    /// The position `board` with `side` to move, by "How a game ends": the ends of the player who
    /// just moved, then of the player to move (the other way round under `ends opponent-first`),
    /// then `no-move`.
    func state(_ board: [RuleSide], _ side: RuleSide) -> State {
        if rules.players == 1 {
            if let goal = rules.goal {
                let pieces = cells.filter { board[$0] == 1 }
                if pieces.count == goal.pieces, goal.at.map({ pieces == [$0] }) ?? true { return .over(.win) }
            }
            let found = moves(board, 1)
            return found.isEmpty ? .over(.loss) : .moves(found)
        }
        // `ends opponent-first`: the player to move's ends are read first.
        if rules.endsOrder == "opponent-first", let wins = reached(board, side) { return .over(wins ? .win : .loss) }
        if let wins = reached(board, 3 - side) { return .over(wins ? .loss : .win) }
        if let wins = reached(board, side) { return .over(wins ? .win : .loss) }
        let found = moves(board, side)
        if !found.isEmpty { return .moves(found) }
        switch noMove(for: side) {
        case "lose": return .over(.loss)
        case "win": return .over(.win)
        case "draw": return .over(final(board, side))
        default:
            return moves(board, 3 - side).isEmpty ? .over(final(board, side)) : .moves([Move(name: "pass", board: board)])
        }
    }

    /// True when every end is `win most` for both players and a stuck game is over: the family
    /// then scores the exact disc difference.
    var scoresMargin: Bool {
        rules.players == 2 && rules.noMoveBy.map({ $0.rule == (rules.noMove ?? "lose") }) ?? true
            && (rules.noMove == "pass" || rules.noMove == "draw") && !rules.ends.isEmpty
            && rules.ends.allSatisfy { if case .most = $0.kind { $0.wins && $0.by == nil } else { false } }
    }
}

/// Every position reachable from one, solved: value and remoteness by retrograde analysis (the
/// winner hurries, the loser delays, positions never decided are draws), and for `win most`
/// games without cycles the exact disc difference.
struct RuleSetGraph {
    let reference: RuleSetReference
    private(set) var boards: [[RuleSide]] = []
    private(set) var movers: [RuleSide] = []
    private(set) var children: [[Int]] = []
    private(set) var index: [[RuleSide]: [Int]] = [:]
    private(set) var outcome: [RuleSetReference.Outcome] = []
    private(set) var remoteness: [Int] = []
    /// The disc difference for the side to move, for `win most` games without cycles.
    private(set) var margins: [Int]?

    /// Nil when more than `limit` positions are reachable.
    init?(_ reference: RuleSetReference, board: [RuleSide], mover: RuleSide, limit: Int) {
        self.reference = reference
        var terminal: [RuleSetReference.Outcome?] = []
        func id(_ board: [RuleSide], _ mover: RuleSide) -> Int {
            if let ids = index[board], let found = ids.first(where: { movers[$0] == mover }) { return found }
            boards.append(board)
            movers.append(mover)
            children.append([])
            terminal.append(nil)
            index[board, default: []].append(boards.count - 1)
            return boards.count - 1
        }
        _ = id(board, mover)
        var next = 0
        while next < boards.count {
            guard boards.count <= limit else { return nil }
            switch reference.state(boards[next], movers[next]) {
            case .over(let result): terminal[next] = result
            case .moves(let moves):
                let following: RuleSide = reference.rules.players == 1 ? 1 : 3 - movers[next]
                children[next] = moves.map { id($0.board, following) }
            }
            next += 1
        }
        solve(terminal)
        if reference.scoresMargin { margins = marginsIfAcyclic() }
    }

    private mutating func solve(_ terminal: [RuleSetReference.Outcome?]) {
        let count = boards.count
        var parents = [[Int]](repeating: [], count: count)
        for (parent, list) in children.enumerated() { for child in list { parents[child].append(parent) } }
        var left = children.map(\.count)
        var known = [RuleSetReference.Outcome?](repeating: nil, count: count)
        remoteness = Array(repeating: 0, count: count)
        var queue: [Int] = []
        for i in 0..<count { if let t = terminal[i] { known[i] = t; queue.append(i) } }
        var head = 0
        let puzzle = reference.rules.players == 1
        while head < queue.count {
            let child = queue[head]
            head += 1
            for parent in parents[child] where known[parent] == nil {
                // In a puzzle every move is the one player's: a solved child solves the parent.
                if known[child] == (puzzle ? .win : .loss) {
                    known[parent] = .win
                    remoteness[parent] = remoteness[child] + 1
                    queue.append(parent)
                } else if known[child] == (puzzle ? .loss : .win) {
                    left[parent] -= 1
                    if left[parent] == 0 {
                        known[parent] = .loss
                        remoteness[parent] = remoteness[child] + 1
                        queue.append(parent)
                    }
                }
            }
        }
        outcome = known.map { $0 ?? .draw }
    }

    private func marginsIfAcyclic() -> [Int]? {
        var margin = [Int?](repeating: nil, count: boards.count)
        var onPath = [Bool](repeating: false, count: boards.count)
        func visit(_ i: Int) -> Int? {
            if let known = margin[i] { return known }
            if onPath[i] { return nil }
            if children[i].isEmpty {
                margin[i] = reference.margin(boards[i], movers[i])
                return margin[i]
            }
            onPath[i] = true
            var best = Int.min
            for child in children[i] {
                guard let theirs = visit(child) else { return nil }
                best = max(best, -theirs)
            }
            onPath[i] = false
            margin[i] = best
            return best
        }
        guard visit(0) != nil else { return nil }
        return margin.map { $0 ?? 0 }
    }

    /// The position `board` with `mover` to move, if reached.
    func id(_ board: [RuleSide], _ mover: RuleSide) -> Int? { index[board]?.first { movers[$0] == mover } }

    /// The value of a child for the side that moved into it: outcome turned round, one ply more.
    func fromParent(_ child: Int) -> (RuleSetReference.Outcome, Int) {
        let o = outcome[child]
        let turned: RuleSetReference.Outcome = reference.rules.players == 1 ? o : o == .win ? .loss : o == .loss ? .win : .draw
        return (turned, remoteness[child] + 1)
    }
}
