extension StatementHelp {
    /// The statements, in the order of the overview. Keep docs/language.md in step (a test checks).
    static let statementEntries: [Entry] = [
        Entry(
            "position", .positions, syntax: "position \"NAME\"", purpose: "start a new named position",
            summary: "Starts a new named position: the unit that analyze solve solves and that expect lines "
                + "test. It keeps the current game until a game line changes it, and starts from the game's "
                + "start until board or moves say otherwise. The name is written in double quotes; a quote "
                + "or a backslash inside it is written with a backslash before it.",
            example: "position \"corner fork\""),
        Entry(
            "game", .positions, syntax: "game NAME", purpose: "choose the rules",
            summary: "Chooses the rules: a built-in game, tictactoe, tictactoe-misere, mnk-4-4-3, mnk-4-4-4, "
                + "mnk-5-5-4 (mnk-W-H-K is K in a row on a board W wide and H high), connect4 (7 x 6), "
                + "connect4-8x7, connect4-6x5, connect4-5x4, connect4-4x4, reversi (8 x 8), reversi-6x6, "
                + "reversi-4x4, reversi-anti, the peg solitaire boards peg-english, peg-european, "
                + "peg-triangle, peg-wiegleb and peg-diamond, the games shipped as block-family rule files "
                + "(an unknown name gets the list of every game), or a rule set defined with rules or "
                + "loaded with load. The position becomes the game's start.",
            example: "game tictactoe"),
        Entry(
            "board", .positions, syntax: "board [\"ROWS\" | W x H]",
            purpose: "set the board (a diagram or one line)",
            summary: "Sets the board. A bare board line is followed by a diagram: one row a line, indented "
                + "deeper than board (or written flush with it), top row first, cells separated by blanks or "
                + "not; a blank line, or a statement not indented deeper, ends it. On one line, board \"XX./OO./...\" gives the rows top "
                + "first with / between them. Cells: . or - empty; X, x or * the first player; O or o the "
                + "second player. The side to move follows from the counts unless to-move says otherwise (in a block game "
                + "of placements alone, from the stones each side has added to the rule set's start). "
                + "Inside a rule definition, board W x H (or WxH) sets the width and the height.",
            example: "board\n  X . .\n  . O .\n  . . X"),
        Entry(
            "to-move", .positions, syntax: "to-move X|O", purpose: "say whose turn it is",
            summary: "Says whose turn it is: X, the first player, or O, the second. It is needed only where "
                + "the counts on the board do not decide it.",
            example: "to-move O"),
        Entry(
            "in-hand", .positions, syntax: "in-hand X N O M", purpose: "say the pieces each side holds in hand",
            summary: "Says how many pieces each side still holds in hand, in a block game whose board does not tell it "
                + "(pieces in hand and moves that take pieces off the board: a mill, a capture): a board is read with both hands "
                + "empty, and print writes this line after it.",
            example: "in-hand X 2 O 3"),
        Entry(
            "moves", .moves, syntax: "moves M M ...", purpose: "play moves from the position's start",
            summary: "Goes back to the start of the position (the game's start, or the last board) and "
                + "plays the moves in order; with no moves it only goes back. A move is written as the "
                + "game's players write it: in tic-tac-toe a square, a column letter and a row number, a1 "
                + "top-left, rows counting downward.",
            example: "moves a1 b2 c3"),
        Entry(
            "play", .moves, syntax: "play M", purpose: "play one move",
            summary: "Plays one move for the side to move, from the current position. To play a line of "
                + "moves from the start, use moves.",
            example: "play b1"),
        Entry(
            "undo", .moves, syntax: "undo", purpose: "take back the last move",
            summary: "Takes back the last move played with play or moves; redo plays it again.",
            example: "undo"),
        Entry(
            "redo", .moves, syntax: "redo", purpose: "play again a move taken back",
            summary: "Plays again the last move taken back with undo. Playing another move forgets the "
                + "moves that could have been played again.",
            example: "redo"),
        Entry(
            "history", .moves, syntax: "history", purpose: "list the moves played",
            summary: "Lists the moves played since the position's start (the game's start, or the last "
                + "board), in order, as written; a multi-jump is one move.",
            example: "history"),
        Entry(
            "show", .moves, syntax: "show", purpose: "draw the board",
            summary: "Draws the board with its coordinates, column letters across and row numbers down, and "
                + "says who is to move.",
            example: "show"),
        Entry(
            "print", .moves, syntax: "print", purpose: "write the position as statements",
            summary: "Writes the current position as statements of this language (position, game, board, "
                + "to-move), which read back to the same position: copy them into a puzzle file.",
            example: "print"),
        Entry(
            "engine", .moves, syntax: "engine X|O|both|off [--seed N]", purpose: "let the tool play a side",
            summary: "Makes the tool answer for a side with a best move after each play: engine O plays O, engine "
                + "both plays both sides to the end, engine off stops. It moves at once when it is its side's "
                + "turn. Among equally good moves (the fastest win, the slowest loss, the best score) it takes the "
                + "first in the game's move order, or with --seed N one at random, the same for the same N. "
                + "Beyond exact reach, where the playout search answers, --seed N is its seed too while the engine "
                + "is on (in place of `--playout-seed`), so another N may play another move. While it is on, "
                + "undo takes back its answer with your move. When the game ends, the result is said "
                + "plainly. A new position or game turns it off. In a puzzle, engine both plays a solution to "
                + "the goal from the current board.",
            example: "engine O\nengine both --seed 7"),
        Entry(
            "book", .session, syntax: "book on|off", purpose: "answer from the opening book, or search",
            summary: "With book on (the default) a game that has an opening book (Connect 4 on 7 x 6) reads "
                + "the exact score of a position near the start from it before any search; book off searches "
                + "every position, as the command-line option --no-book does. The book's scores are exact, made "
                + "by this solver (analyze book build).",
            example: "book off\nsolve"),
        Entry(
            "legal", .analysis, syntax: "legal", purpose: "list the legal moves",
            summary: "Lists the legal moves of the side to move.",
            example: "legal"),
        Entry(
            "explain", .analysis, syntax: "explain M", purpose: "say why a move is legal or illegal",
            summary: "Says whether the move M is legal for the side to move and why. In Reversi a legal move "
                + "lists the discs it turns, direction by direction; an illegal one says why: the square "
                + "is taken, it flanks nothing, the side must pass, or the game is over.",
            example: "explain d3"),
        Entry(
            "solve", .analysis, syntax: "solve [--fewest-moves]", purpose: "value, best moves, principal variation",
            summary: "Solves the current position exactly. It reports the value for the side to move (win, "
                + "loss or draw), the remoteness (the number of plies to the end under perfect play: the "
                + "winner hurries, the loser delays), the best moves, the principal variation with forks "
                + "marked, and search statistics. For a puzzle (peg solitaire) it prints a solution as "
                + "numbered moves, a multi-jump counting once, and the board at the end, or proves that "
                + "the goal cannot be reached; --fewest-moves asks for a solution with the fewest moves, "
                + "which can take minutes on a big board. A Reversi position beyond exact reach within the "
                + "limits (by default 5 s past 28 empty cells on 8 x 8) gets an estimate instead, said as one "
                + "with the side whose margin it is: estimate +4 for X (depth 12, not exact); best, pv and values "
                + "say so the same way. When Ctrl-C or a limit stops it, the error gives the bounds on the value "
                + "proved before the stop, where the search had narrowed them: proved before the stop: X has at "
                + "least draw in 34.",
            example: "solve\nsolve --fewest-moves"),
        Entry(
            "best", .analysis, syntax: "best", purpose: "list the optimal moves",
            summary: "Lists the optimal moves of the side to move: those that keep the position's value, "
                + "winning as fast or losing as slowly as possible.",
            example: "best"),
        Entry(
            "pv", .analysis, syntax: "pv", purpose: "show the principal variation",
            summary: "Shows the principal variation: a line of optimal moves for both sides from the current "
                + "position to the end of the game, with forks marked.",
            example: "pv"),
        Entry(
            "values", .analysis, syntax: "values", purpose: "give every legal move its value",
            summary: "Lists every legal move with its value for the side to move (win, loss or draw) and its "
                + "remoteness. The moves are valued one at a time, the progress line naming each value as it is "
                + "found; when Ctrl-C or a limit stops it, the error lists the moves valued before the stop.",
            example: "values"),
        Entry(
            "forks", .analysis, syntax: "forks", purpose: "list the forks",
            summary: "Lists the forks: moves after which the mover threatens to complete two lines and the "
                + "opponent cannot win first. With gravity, a threat with another of the mover's right "
                + "above it counts as two: blocking the lower one fills the cell under the upper one.",
            example: "forks"),
        Entry(
            "threats", .analysis, syntax: "threats", purpose: "list the cells that would complete a line",
            summary: "Lists, for each player, the empty cells where a stone of theirs would complete a line, "
                + "and which of them can be played now (with gravity, a cell is playable when the cell "
                + "below it is filled).",
            example: "threats"),
        Entry(
            "count", .analysis, syntax: "count [--values [--split PLIES]]", purpose: "count the reachable positions",
            summary: "Counts the positions reachable from the current position, in all and up to the "
                + "symmetries of the board. With --values, values every one of them (a census, a strong "
                + "solution of the game): a table of the positions won, lost and drawn for the side to move "
                + "at each remoteness, the totals in all and up to symmetry, the final positions, and the "
                + "table's memory and time. At the prompt the values are kept in the results database, and "
                + "solve, best, pv and values answer the positions they hold from them. With --split PLIES "
                + "(1 to 40), the census is made in parts, one a position PLIES moves ahead, which processes "
                + "sharing the results database (PostgreSQL: on many machines) make between them.",
            example: "count --values"),
        Entry(
            "nimber", .analysis, syntax: "nimber", purpose: "an impartial game's nimber",
            summary: "For an impartial game (both players have the same moves, each fills empty cells, and the "
                + "player who cannot move loses, as when dominoes are laid either way): the position's nimber "
                + "(its Sprague-Grundy value; 0 is a loss for the side to move, any other a win), the regions of empty cells it splits into "
                + "with each one's nimber (the position's is theirs added by exclusive or), and the moves that win.",
            example: "nimber"),
        Entry(
            "outcome", .analysis, syntax: "outcome", purpose: "who wins, by proof-number search",
            summary: "Says who wins the current position with perfect play (a win, loss or draw for the side to "
                + "move) and, where it wins, one winning move, by proof-number search (df-pn): exact, but without "
                + "the remoteness. It goes where a proof looks cheapest, which pays where winning lines are narrow "
                + "(some boards in minutes where solve does not finish); where solve orders moves well it is slower. "
                + "Its table is --table-mb (64 MiB by default); the node and time limits and Ctrl-C stop it.",
            example: "outcome"),
        Entry(
            "review", .analysis, syntax: "review [--json]", purpose: "find the mistakes of the game played",
            summary: "Replays the moves played since the position's start and, for each, gives the value before and "
                + "after it for the side that moved; a move that throws a win to a draw or a loss, or a draw to a "
                + "loss, is marked as a mistake with the best moves instead; in Reversi a move that gives discs of "
                + "the final margin away is one too; in a puzzle, a move after which the goal cannot be reached. "
                + "A Reversi position beyond exact reach is estimated, every move at once, and its move is judged by "
                + "those estimates, said as such (estimate +1 -> estimate -6 (depth 9, not exact), a mistake gives "
                + "away 7 discs by an estimate, more than the 4 an estimate cannot tell apart); each position "
                + "estimated gets 2,000,000 nodes when no limit is set, so the same review gives the same estimates. A "
                + "position that cannot be valued at all (a node or time limit) leaves the moves next to it "
                + "unjudged. The time limit bounds the whole review, each position getting a share of what is left. "
                + "The progress line at the prompt names the move being judged; Ctrl-C stops the review and prints "
                + "the moves judged so far, and where it stopped. --json gives the same as one JSON object (an "
                + "estimate as solve --json writes one, and stopped when it was stopped).",
            example: "review\nreview --json"),
        Entry(
            "proof", .analysis, syntax: "proof [DEPTH]", purpose: "lay out a forced win as a tree",
            summary: "Prints the winning strategy of the side that can force a win, as an indented tree with numbered "
                + "lines: one winning move (the fastest) at each of the winner's turns and every move of the "
                + "loser, to DEPTH plies (default: to the end of the game, at most 2,000 lines). A position "
                + "reached again by another order of moves is shown once and referred to by its line number. In a "
                + "drawn position it says that neither side can force a win. A proof is built from exact values "
                + "only: beyond exact reach (an estimate) it says there is none, and a position of the tree that "
                + "could only be estimated ends it with an error. The time limit bounds the whole tree.",
            example: "proof\nproof 3"),
        Entry(
            "expect", .tests, syntax: "expect value|best|legal|illegal|fork|score|nimber|outcome|[un]solvable ...",
            purpose: "state a fact to check (a test)",
            summary: "States a fact about the current position; analyze check runs the file and reports "
                + "each expectation that fails, with its place. expect value win|loss|draw [in N]: the value "
                + "for the side to move and, if given, its remoteness N in plies. expect best M ...: the "
                + "optimal moves, as a set. expect legal M ...: the legal moves, as a set (none when the "
                + "game is over). expect illegal M: the move is not legal. expect fork M: the move is a fork. "
                + "expect score N: the game's exact score (Connect 4: positive when the side to move wins, "
                + "22 minus the winner's stones at the end on 7 x 6). expect nimber N: an impartial game's nimber "
                + "(see nimber). expect outcome win|loss|draw: who wins, without the remoteness (see outcome). "
                + "expect solvable [in N]: a puzzle's goal can be reached (in N moves at the fewest, a multi-jump counting once). expect unsolvable: "
                + "it cannot.",
            example: "expect value draw in 6\nexpect best b1 a2 c2 b3"),
        Entry(
            "load", .session, syntax: "load \"FILE\"", purpose: "read rule definitions from a file",
            summary: "Runs a rule file: its rule definitions (rules \"NAME\" and their keys) and load lines, "
                + "nothing else, all or nothing. A relative path is taken from the folder of the file being "
                + "read. The name is written in quotes; one without blanks may go unquoted.",
            example: "load \"variants.rules\""),
        Entry(
            "open", .session, syntax: "open \"FILE\" [N]", purpose: "open a game of a GGF or WTHOR record file",
            summary: "Opens game N (the first when N is not given) of an Othello record file, GGF or WTHOR "
                + "(a name ending in .wtb), as game reversi: from the game's start, with every move played, "
                + "passes included, so that undo steps back through the game, redo forward, and review "
                + "reviews it. A game with an illegal move is refused with the error, its number and the "
                + "move's. A relative path is taken from the folder of the file being read (docs/records.md).",
            example: "open \"games.ggf\" 2"),
        Entry(
            "run", .session, syntax: "run \"FILE\"", purpose: "run a script into this session",
            summary: "Runs the statements of a script (a session written by save, say) in this session, "
                + "as if they were typed, answers and errors included: the rule sets, game, position and "
                + "moves it sets stay, so undo goes on through its moves. A relative path is taken from "
                + "the folder of the file being read (at the prompt, the working folder).",
            example: "run \"session.analyze\""),
        Entry(
            "save", .session, syntax: "save \"FILE\"", purpose: "write the session as a script",
            summary: "Writes the session as a script in this language: the rule sets defined or loaded, the "
                + "game, the position's name, its board when it is not the game's start, and the moves "
                + "played. run \"FILE\" at the prompt (or analyze FILE, analyze run FILE) restores it: the "
                + "same game, position and history, so undo goes on where it left off. An existing regular "
                + "file is replaced.",
            example: "save \"session.analyze\""),
        Entry(
            "export", .session, syntax: "export svg [--threats | --legal | --path] \"FILE\"",
            purpose: "draw the position as an SVG picture",
            summary: "Draws the current position as an SVG picture that a browser opens: the board as the game "
                + "looks (a grid of X and O marks; Connect 4's blue frame with red discs for X and yellow "
                + "for O; Reversi's green board with black discs for X and white for O; a peg solitaire "
                + "board's holes and pegs; a hex board's rhombus of hexagons with red stones for X and blue "
                + "for O, each side in the colour of the player who joins it), its column letters and row numbers as show writes them, and "
                + "the side to move. --threats marks each player's threats (line games: a faint stone of "
                + "the player's colour, ringed when it can be played now). --legal marks the legal moves "
                + "(in Reversi each with the number of discs it turns). --path solves the position and "
                + "draws the principal variation, or a puzzle's solution, as a strip of small boards, "
                + "each labelled with its move, the move's cell ringed. An existing regular file is replaced, as save replaces one.",
            example: "export svg \"board.svg\"\nexport svg --threats \"threats.svg\"\nexport svg --path \"solution.svg\""),
        Entry(
            "rules", .session, syntax: "rules [\"NAME\"]", purpose: "print the rules, or define a rule set",
            summary: "Bare rules prints the rules of the current game. rules \"NAME\" starts the definition "
                + "of a rule set: the rule keys on the lines that follow (family, extends, board W x H, "
                + "line, misere, first, ...) belong to it, and game NAME then plays it. docs/rules.md "
                + "describes every key.",
            example: "rules \"tictactoe-4\"\nextends tictactoe\nboard 4 x 4\nline 4"),
        Entry(
            "help", .session, syntax: "help [STATEMENT]", purpose: "list the statements, or explain one",
            summary: "Without a topic, lists every statement with its syntax and purpose; help STATEMENT "
                + "shows the statement's syntax, what it does and an example.",
            example: "help solve"),
        Entry(
            "quit", aliases: ["exit"], .session, syntax: "quit", purpose: "leave analyze",
            summary: "Leaves analyze; exit does the same, and so does Ctrl-D at the prompt.",
            example: "quit"),
    ]
}
