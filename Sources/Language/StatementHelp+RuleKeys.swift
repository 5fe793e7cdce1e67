extension StatementHelp {
    /// The keys of a rule definition, in the order of `Parser.ruleKeyOrder`. What each key's
    /// arguments mean is the rule family's business; docs/rules.md is the reference.
    static let ruleKeyEntries: [Entry] = [
        Entry(
            "family", .rules, syntax: "family NAME", purpose: "the family a new rule set belongs to",
            summary: "Names the family of rules a new rule set belongs to, such as line: k in a row on a "
                + "rectangular board, with or without gravity. A rule set needs a family unless it extends "
                + "another.",
            example: "family line"),
        Entry(
            "extends", .rules, syntax: "extends NAME", purpose: "start from another rule set",
            summary: "Starts the rule set as a copy of another, built-in or defined earlier; the keys that "
                + "follow change it.",
            example: "extends tictactoe"),
        Entry(
            "line", .rules, syntax: "line K", purpose: "K in a row makes a line",
            summary: "Sets how many marks in a row, across, down or diagonally, make a line.",
            example: "line 4"),
        Entry(
            "misere", .rules, syntax: "misere", purpose: "making a line loses",
            summary: "Turns the goal around: whoever makes a line loses.",
            example: "misere"),
        Entry(
            "first", .rules, syntax: "first X|O", purpose: "who moves first",
            summary: "Says which player moves first from the game's start; X unless said otherwise.",
            example: "first O"),
        Entry(
            "gravity", .rules, syntax: "gravity", purpose: "moves drop to the lowest empty cell",
            summary: "Makes a move drop to the lowest empty cell of its column, as in Connect 4.",
            example: "gravity"),
        Entry(
            "shape", .rules, syntax: "shape [NAME]", purpose: "the shape of a board (a drawing)",
            summary: "Gives the shape of a board that is not a rectangle, such as a peg solitaire board. A "
                + "bare shape line is followed by indented rows, one a line, as for board: o or . for a "
                + "cell and a blank outside the board. Blanks at the start of a row count: each cell sits where it is drawn."
                + " The jump family (peg solitaire) reads it; the line family refuses it.",
            example: "shape\n    o\n   o o\n  o o o"),
        Entry(
            "directions", .rules, syntax: "directions N", purpose: "the directions of lines or jumps",
            summary: "Sets the directions in which lines run or pieces jump, such as 4 (across and down), 8 "
                + "(with the diagonals) or 6 (a triangular grid)."
                + " The jump family (peg solitaire) reads it; the line family refuses it.",
            example: "directions 6"),
        Entry(
            "start", .rules, syntax: "start [ARGUMENTS]", purpose: "the start of the game",
            summary: "Describes the start of the game: a bare start line is followed by indented rows, as "
                + "for board, or the arguments describe it in words (docs/rules.md lists them)."
                + " The flank (Reversi) and jump (peg solitaire) families read it; the line family refuses it.",
            example: "start full except a1"),
        Entry(
            "goal", .rules, syntax: "goal NAME", purpose: "what a puzzle must reach",
            summary: "Names the goal of a puzzle, such as one-peg: a single peg left on the board, or of a "
                + "game, such as fewest for anti-Reversi. The flank (Reversi) and jump (peg solitaire) "
                + "families read it; the line family refuses it.",
            example: "goal one-peg"),
        Entry(
            "target", .rules, syntax: "target [ARGUMENTS]", purpose: "the position a puzzle must reach",
            summary: "Gives the position a puzzle must reach: a bare target line is followed by indented "
                + "rows, as for start."
                + " The jump family (peg solitaire) reads it; the line family refuses it.",
            example: "target\n  . . .\n  . o .\n  . . ."),
        Entry(
            "title", .rules, syntax: "title \"TEXT\"", purpose: "a longer name for display",
            summary: "Gives the rule set a longer name for display.",
            example: "title \"Tic-tac-toe on 4 x 4\""),
            Entry(
            "grid", .rules, syntax: "grid square|hex", purpose: "how cells neighbour (block family)",
            summary: "Square cells with eight neighbours, or a rhombus of hexagons with six.",
            example: "grid hex"),
        Entry(
            "wrap", .rules, syntax: "wrap none|rows|columns|both", purpose: "edges that wrap round (block family)",
            summary: "Rows continue across the left and right edges, columns across the top and bottom, or both (a torus).",
            example: "wrap both"),
        Entry(
            "players", .rules, syntax: "players 1|2", purpose: "a game or a puzzle (block family)",
            summary: "Two players take turns (the default), or one player solves a puzzle.",
            example: "players 2"),
        Entry(
            "move", .rules, syntax: "move place|polyomino|step|jump ... [by X|O]", purpose: "a kind of move (block family)",
            summary: "One kind of move: place a stone, lay a polyomino, step a piece, or jump over one; for one player "
                + "or both.",
            example: "move step forward onto empty"),
        Entry(
            "win", .rules, syntax: "win line|shape|reach|connect|capture-all|most ... [by X|O]",
            purpose: "what wins (block family)",
            summary: "A player who reaches this end with a move wins: a line, a shape, the far row, a chain "
                + "between two sides, every opponent piece captured, or the most stones at the end.",
            example: "win line 3"),
        Entry(
            "lose", .rules, syntax: "lose line|shape|reach|connect|capture-all ... [by X|O]",
            purpose: "what loses (block family)",
            summary: "A player who reaches this end with a move loses (misère play).",
            example: "lose line 3"),
        Entry(
            "no-move", .rules, syntax: "no-move lose|win|draw|pass", purpose: "a player who cannot move (block family)",
            summary: "A player with no move on their turn loses (normal play, the default), wins, draws, or passes.",
            example: "no-move draw"),
        Entry(
            "repetition", .rules, syntax: "repetition draw", purpose: "endless play is a draw (block family)",
            summary: "States that a game whose positions can repeat is drawn by endless play; without it such a "
                + "rule set is refused.",
            example: "repetition draw"),
]
}
