import Boards

/// One statement of the position language: what a person types at `analyze>`, one line of a
/// script, puzzle file or rule file. A bare `board` (or `shape`) statement also owns the indented
/// diagram rows under it.
public struct Statement: Sendable, Hashable {
    public var kind: StatementKind
    /// The statement's first word (its keyword), with its place and source line.
    public var keyword: Word

    public init(_ kind: StatementKind, keyword: Word) {
        self.kind = kind
        self.keyword = keyword
    }

    /// The place of the statement's keyword.
    public var location: SourceLocation { keyword.location }
}

/// The statements. Moves, names and rows stay `Word`s: only the game knows how to read them.
public enum StatementKind: Sendable, Hashable {
    /// `position "NAME"`: starts a named position, the unit of batch work.
    case position(name: Word)
    /// `game NAME`: chooses the rules (a built-in rule set or one loaded earlier).
    case game(name: Word)
    /// `board` followed by indented diagram rows, top row first. Each row is a `Word` whose text is
    /// the row as written, without its indentation or trailing comment.
    case boardDiagram(rows: [Word])
    /// `board "XX./OO./..."`: the board on one line, rows top first separated by `/`
    /// (or a row-major string of cells with no `/`, where a game accepts it).
    case boardLine(Word)
    /// `to-move X` or `to-move O`.
    case toMove(Player, Word)
    /// `in-hand X N O M`: the pieces each side holds in hand, where the board does not tell them.
    case inHand(x: Int, o: Int, Word)
    /// `moves M M ...`: from the position's start, play these moves in order. One word may hold
    /// several moves where the game's notation allows it (Connect 4: `4453`).
    case moves([Word])
    /// `play M`: play one move from the current position.
    case play(Word)
    case undo
    case redo
    case show
    /// `print`: the position as statements of the language, which read back to the same position.
    case print
    case legal
    /// `explain M`: why a move is legal and what it does, or why it is not.
    case explain(Word)
    /// `solve [--fewest-moves]`: the flag asks a puzzle for a solution with the fewest moves.
    case solve(fewestMoves: Bool)
    case best
    case pv
    case values
    case forks
    /// `threats`: the cells where each player would complete a line.
    case threats
    /// `count [--values [--split PLIES]]`: the positions reachable; with `--values`, each valued
    /// (a census), with `--split` in parts, one a position PLIES moves ahead.
    case count(values: Bool, split: Int? = nil)
    /// `nimber`: an impartial game's position valued by Sprague-Grundy theory, region by region.
    case nimber
    /// `outcome`: who wins, by proof-number search, without the remoteness.
    case outcome
    /// `help` or `help STATEMENT`.
    case help(topic: Word?)
    case quit
    /// `load "FILE"`: runs a rule file (or any script), relative paths from the current file's folder.
    case load(path: Word)
    /// `open "FILE" [N]`: game N (from 1; the first when not given) of a GGF or WTHOR record file,
    /// its moves played, to step through with undo and redo.
    case open(path: Word, game: Word?)
    /// `run "FILE"`: runs a script (a saved session, say) into this session, as if typed.
    case runScript(path: Word)
    /// `save "FILE"`: writes the session as a script that restores it.
    case save(path: Word)
    /// `export svg [--threats | --legal | --path] "FILE"`: draws the position (or, with `--path`,
    /// its solution) as an SVG picture. `option` is the flag as written, when there is one.
    case export(Picture, option: Word?, path: Word)
    /// `history`: the moves played since the position's start.
    case history
    /// `rules "NAME"`: starts the definition of a rule set; the rule keys that follow belong to it.
    /// Bare `rules` prints the rules of the current game.
    case rules(name: Word?)
    /// A rule key inside a rule definition: `family line`, `extends tictactoe`, `board 4 x 4`,
    /// `line 3`, `misere`, `first O`, ... The key is checked by the rule family, not the parser.
    /// `rows` holds indented diagram rows for keys that take a drawing (`shape`).
    case ruleKey(name: Word, arguments: [Word], rows: [Word])
    /// `expect ...`: a test of the current position.
    case expect(Expectation)
    /// `engine X|O|both|off [--seed N]`: the sides the tool plays with a best move; the seed
    /// picks among equally good moves at random (none: the first in the game's move order).
    case engine(EngineSides, seed: UInt64?)
    /// `book on|off`: whether an opening book (Connect 4 on 7 x 6) answers before any search.
    case book(Bool)
    /// `review [--json]`: the game's moves from the start, each with the value before and after.
    case review(json: Bool)
    /// `proof [DEPTH]`: the winning strategy as a tree, to DEPTH plies.
    case proof(depth: Int?)
}

/// Which sides `engine` plays.
public enum EngineSides: String, Sendable, Hashable {
    case x = "X"
    case o = "O"
    case both
    case off

    /// True when the engine plays `player`.
    public func plays(_ player: Player) -> Bool {
        switch self {
        case .x: player == .x
        case .o: player == .o
        case .both: true
        case .off: false
        }
    }
}

/// What `export svg` draws.
public enum Picture: String, Sendable, Hashable, CaseIterable {
    /// The board as it stands, with its coordinates and the side to move.
    case board
    /// The board with each player's threats marked (`--threats`; line games).
    case threats
    /// The board with the legal moves marked (`--legal`), in Reversi with the discs each turns.
    case legal
    /// The solution path or principal variation as a strip of small boards (`--path`).
    case path

    /// The flag that asks for this picture (`--threats`), or `nil` for the plain board.
    public var flag: String? { self == .board ? nil : "--\(rawValue)" }
}

/// What an `expect` line claims about the current position.
public enum Expectation: Sendable, Hashable {
    /// `expect value win|loss|draw [in N]`.
    case value(Outcome, remoteness: Int?)
    /// `expect best M ...`: the set of optimal moves.
    case best([Word])
    /// `expect legal M ...`: the set of legal moves.
    case legal([Word])
    /// `expect illegal M`.
    case illegal(Word)
    /// `expect fork M`: the move is a fork.
    case fork(Word)
    /// `expect score N`: the game's exact score (Connect 4's benchmark score).
    case score(Int)
    /// `expect nimber N`: an impartial game's position has nimber N.
    case nimber(Int)
    /// `expect outcome win|loss|draw`: who wins, as `outcome` proves it (no remoteness).
    case outcome(Outcome)
    /// `expect solvable [in N]`: a puzzle's goal can be reached (in N moves at the fewest).
    case solvable(moves: Int?)
    /// `expect unsolvable`: a puzzle's goal cannot be reached.
    case unsolvable
}
