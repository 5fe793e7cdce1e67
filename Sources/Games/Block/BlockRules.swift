import Boards

/// A block-family rule set as its key lines describe it, before it is compiled into tables: the
/// board and its topology, the start, the move blocks and the ends. `BlockCompiler` reads it from
/// the rule file and compiles it into a `BlockBoard`.
struct BlockRules: Sendable {
    var name: String
    var width = 0
    var height = 0
    /// Which cells exist, row-major; all of them when the rule set draws no shape.
    var exists: [Bool] = []
    var grid = BlockGrid.square
    /// Which diagonal neighbours a square grid without `lines` has.
    var diagonals = BlockDiagonals.all
    /// A board of points joined by lines (`lines a1-b1-c1 ...`): each line's points in order,
    /// consecutive points joined; the points are the board's only cells. Empty for a grid.
    var lines: [[Int]] = []
    var wrapRows = false
    var wrapColumns = false
    /// 1 for a puzzle (pieces shown as X), 2 for a game.
    var players = 2
    var first = Player.x
    var start = Start.empty
    var moves: [MoveBlock] = []
    var ends: [EndBlock] = []
    /// What happens to a player who cannot move on their turn: X's rule, then O's.
    var noMoves: [NoMove] = [.lose, .lose]
    /// A puzzle's goal: this many pieces left, on `at` when given.
    var goal: (pieces: Int, at: Int?)?
    /// The rule file states that endless play is a draw.
    var repetitionDraw = false
    /// `ends opponent-first`: after a move, the ends of the player to move next are read before
    /// those of the player who moved (a push can make both players' lines).
    var opponentEndsFirst = false
    /// `capture compulsory`: a player who can capture must; `capture maximum`: and must take
    /// the most pieces one move can.
    var captureRule = CaptureRule.free
    /// `swap`: after the first player's first stone, the second may take it over as their own.
    var swap = false
    /// `mill K ...`: a move that makes a line of K of the mover's pieces takes an opponent piece.
    var mill: Mill?

    /// `mill K [exactly] [DIRECTIONS...] [any]`: a move whose piece (the one put down or carried)
    /// stands, after it, in a line of `length` of the mover's pieces along `directions` (exactly
    /// `length` with `exactly`) takes one opponent piece of the mover's choice: one not in such a
    /// line of the opponent's unless all are, or any with `any`.
    struct Mill: Sendable {
        var length: Int
        var exactly: Bool
        var directions: [BlockDirection]
        var any: Bool
        /// The line as written, for messages (`mill 3`).
        var text: String
    }

    enum CaptureRule: String, Sendable {
        case free, compulsory, maximum
    }
    /// Pieces in hand (`hand N`), or nil: `move place` then puts pieces from a hand.
    var hands: BlockHands?
    /// The two kinds of piece (`kinds man king`), or none: every piece is of one kind.
    var kinds: [String] = []
    /// `promote KIND to KIND on ...`: where a piece of the first kind becomes one of the second.
    var promotion: Promotion?

    /// Where a piece of the first kind is promoted: the far row for its player (`far-row`), a
    /// row (0-based), or named cells; `by` one player only, or nil for both.
    struct Promotion: Sendable {
        var row: Int?
        var farRow: Bool
        var cells: [Int]
        var player: Player?
        var text: String
    }

    /// The letter of a piece of the second kind: the kind's initial, upper case for X and
    /// lower case for O (`K` and `k` for kings). Nil without `kinds`.
    func kindLetter(_ player: Player) -> Character? {
        guard kinds.count == 2, let initial = kinds[1].first else { return nil }
        return Character(player == .x ? initial.uppercased() : initial.lowercased())
    }

    enum Start: Sendable {
        case empty
        /// Every cell filled with X but these.
        case full(except: [Int])
        /// Rows of `X`, `O`, `.` (and blanks where the shape has no cell), top first.
        case diagram([[Character]])
    }

    enum NoMove: String, Sendable {
        case lose, win, draw, pass
    }

    /// What happens to `player` when they cannot move.
    func noMove(for player: Player) -> NoMove { noMoves[player.rawValue] }

    /// The `no-move` rule both players share, or nil where `no-move ... by` gives each its own
    /// (the searches that assume one rule for both then stand aside).
    var noMove: NoMove? { noMoves[0] == noMoves[1] ? noMoves[0] : nil }
}

/// How cells neighbour each other.
enum BlockGrid: String, Sendable {
    /// Eight directions: n s e w ne nw se sw.
    case square
    /// A rhombus of hexagons: six directions w e n s ne sw.
    case hex
}

/// Which diagonal neighbours a square grid has (`diagonals all|none|alternating`).
enum BlockDiagonals: String, Sendable {
    /// Every cell joined to its four diagonal neighbours.
    case all
    /// No diagonal neighbours: four orthogonal neighbours a cell.
    case none
    /// Diagonals drawn only through the cells whose column + row (from 0) is even: a diagonal
    /// neighbour of such a cell is one too, so the diagonals run from the corners of an
    /// odd-sized board through every other cell.
    case alternating
}

/// A direction as a rule file names it: a step of `dc` columns and `dr` rows (rows grow downward),
/// given for X; a relative direction (`forward`) is turned round for O, who faces the other way.
struct BlockDirection: Sendable, Hashable {
    var dc: Int
    var dr: Int
    var relative: Bool

    /// The step for `player`.
    func step(for player: Player) -> (dc: Int, dr: Int) {
        relative && player == .o ? (-dc, -dr) : (dc, dr)
    }
}

/// One `move` line: a kind of move, for one player or both.
struct MoveBlock: Sendable {
    enum Kind: Sendable {
        case place(gravity: Bool, flip: Bool)
        /// Every orientation allowed, each as cell offsets (column, row) from the first cell in
        /// reading order.
        case polyomino([[(dc: Int, dr: Int)]])
        case step([BlockDirection], onto: Onto)
        /// A jump of a piece to the cell a pattern's columns and rows away (`leap 1 2`, the
        /// knight's), one direction an orientation, landing as a step does.
        case leap([BlockDirection], onto: Onto)
        /// A piece moved any number of cells along one direction over empty cells, as far as the
        /// mover likes, or with `farthest` as far as it can go; `onto` as for a step, where an
        /// opponent's piece that ends the way may be taken.
        case slide([BlockDirection], onto: Onto, farthest: Bool)
        /// `straight`: a chain's jumps after the first go the way the first went.
        case jump([BlockDirection], over: Onto, capture: Capture, chain: Bool, straight: Bool)
        /// A piece taken from a cell on the board's edge and pushed back in at the far end of its
        /// row, column or diagonal along one direction, the pieces between shifting one cell
        /// toward the gap (`BlockPush`).
        case push([BlockDirection], from: PushSources)
    }

    /// Which of the pieces a jump passes over it removes: none, the opponent's (`over opponent
    /// capture`, `over any capture`), the mover's own (`over own capture`) or both (`over any
    /// capture both`).
    enum Capture: Sendable {
        case none, opponent, own, both

        var takesOpponent: Bool { self == .opponent || self == .both }
        var takesOwn: Bool { self == .own || self == .both }
    }

    /// What a step may land on or a jump may pass over.
    enum Onto: String, Sendable {
        case empty, opponent, own, any
    }

    /// The second part of a two-part turn (`then ...`): after a step, leap or slide, a neutral
    /// piece is put down from where the piece stopped.
    enum Then: Sendable {
        /// `then shoot DIRECTIONS`: the neutral piece slides from the landing cell along one of
        /// the directions over empty cells (the cell the piece left is empty) and stays where the
        /// mover likes (an arrow).
        case shoot([BlockDirection])
        /// `then place`: the neutral piece goes on any empty cell (Isolation's removed square).
        case place
    }

    var kind: Kind
    /// The second part of a two-part turn, or nil.
    var then: Then? = nil
    /// The one player it is for, or nil for both.
    var player: Player?
    /// The kind of piece it moves (`for KIND`): 0 the first, 1 the second, or nil for any.
    var piece: Int?
    /// `chain complete`: a chain goes on while it can, and stops only where no jump is left (or
    /// where the piece is promoted).
    var completeChain = false
    /// `to CELL...`: the only cells a step, leap or slide may land on or a stone be put on; nil
    /// for every cell.
    var to: [Int]? = nil
    /// `if beside|not-beside OWNER [DIRECTIONS]`: the condition on the cell a piece moves from (a
    /// stone: the cell it is put on), before the move; nil for none.
    var beside: Beside? = nil
    /// `custodian [DIRECTIONS] [hostile CELL...]`: the opponent pieces the piece moved (or the stone
    /// put down) catches between itself and another of the mover's are taken; nil for none.
    var custodian: Custodian? = nil
    /// The rule line as written, for messages (`move step forward onto empty`).
    var text: String
    /// Its entry in the rule set, for errors.
    var entry: Int?

    func isFor(_ player: Player) -> Bool { self.player == nil || self.player == player }

    /// True when the block has a condition (`to`, `if`): it may not go everywhere its kind goes.
    var conditioned: Bool { to != nil || beside != nil }

    /// `if beside OWNER` (`holds`) or `if not-beside OWNER`: some (no) piece of `owner` (own,
    /// opponent or any) stands next to the cell along `directions`.
    struct Beside: Sendable {
        var owner: Onto
        var holds: Bool
        var directions: [BlockDirection]
    }

    /// A custodian capture: after the move, each opponent piece next to the cell the piece landed
    /// on (a stone: its cell) along one of `directions`, with a piece of the mover's just beyond it
    /// the same way, is taken. An empty cell among `hostile` counts as the mover's piece there. A
    /// piece of kind `surround` (0 the first, 1 the second) on one of `surrounded` is taken only
    /// when every cell next to it along the directions holds the mover's piece or is hostile and empty.
    struct Custodian: Sendable {
        var directions: [BlockDirection]
        var hostile: [Int]
        var surround: Int? = nil
        var surrounded: [Int] = []
    }
}

extension BlockRules {
    /// True when some move block has a condition (`to`, `if`).
    var hasConditions: Bool { moves.contains { $0.conditioned } }

    /// True when some move block has a second part (`then`): positions then hold neutral pieces.
    var hasNeutral: Bool { moves.contains { $0.then != nil } }

    /// True when some move block takes by custody (`custodian`).
    var hasCustodian: Bool { moves.contains { $0.custodian != nil } }

    /// True when pieces can leave the board (a line's capture, `mill`, or a move that takes a
    /// piece), so that under `hand` a board no longer tells the hands: a drawn board is of the
    /// movement phase, and `in-hand` says the hands.
    var handsUntold: Bool {
        mill != nil || hasCustodian || moves.contains { block in
            switch block.kind {
            case .step(_, let onto), .leap(_, let onto), .slide(_, let onto, _): onto != .empty
            case .jump(_, _, let capture, _, _): capture != .none
            case .place, .polyomino, .push: false
            }
        }
    }
}

/// One `win` or `lose` line.
struct EndBlock: Sendable {
    enum Kind: Sendable {
        case line(length: Int, exactly: Bool, directions: [BlockDirection])
        case shape([[(dc: Int, dr: Int)]])
        /// The far row for the player (`nil`), or a row (0-based).
        case reach(row: Int?)
        /// Any of these cells (`reach CELL...`).
        case region([Int])
        /// The player has at most this many pieces (`pieces N`).
        case pieces(Int)
        case connect(topBottom: Bool)
        case captureAll
        case most
    }

    var kind: Kind
    /// True for `win`, false for `lose`.
    var wins: Bool
    var player: Player?
    /// The kind of piece it counts (`for KIND`): 0 the first, 1 the second, or nil for any.
    var piece: Int?
    var text: String
    var entry: Int?

    func isFor(_ player: Player) -> Bool { self.player == nil || self.player == player }
}
