import Boards

extension BlockCompiler {
    /// The keys the block family brings, with their help; docs/rules.md gives each one's grammar.
    static let vocabulary = RuleVocabulary([
        .shape,
        RuleKeyHelp(
            "grid", syntax: "grid square|hex", purpose: "how cells neighbour",
            summary: "Square cells with eight neighbours (n s e w ne nw se sw), or a rhombus of hexagons with six "
                + "(n s e w ne sw).",
            example: "grid hex"),
        RuleKeyHelp(
            "diagonals", syntax: "diagonals all|none|alternating", purpose: "which diagonals a square grid draws",
            summary: "Every cell joined to its diagonal neighbours (the default), none (four neighbours a cell), or "
                + "diagonals only through the cells whose column and row, counted from 0, add up to an even number: "
                + "lines from the corners through every other cell.",
            example: "diagonals alternating"),
        RuleKeyHelp(
            "lines", syntax: "lines POINT-POINT-...", purpose: "a board of points joined by lines",
            summary: "The board's points are the cells its lines name (a1 top left); consecutive points of a line are "
                + "joined, each link along a row, a column or a diagonal. Steps, jumps, flips, lines and chains follow "
                + "the links.",
            example: "lines a1-c1 a1-a3 c1-c3 a1-b2-c3 c1-b2-a3"),
        RuleKeyHelp(
            "wrap", syntax: "wrap none|rows|columns|both", purpose: "edges that wrap round",
            summary: "Rows continue across the left and right edges, columns across the top and bottom, or both "
                + "(a torus).",
            example: "wrap both"),
        RuleKeyHelp(
            "players", syntax: "players 1|2", purpose: "a game or a puzzle",
            summary: "Two players take turns (the default), or one player solves a puzzle.",
            example: "players 2"),
        .first, .start,
        RuleKeyHelp(
            "hand", syntax: "hand N [move-anytime] [by X|O]", purpose: "pieces that start off the board",
            summary: "Each side starts with N pieces in hand: while it holds some, its 'move place' puts one on an empty "
                + "cell and it moves no piece; once its hand is empty it moves pieces and places no more. With "
                + "move-anytime it may also move a piece before its hand is empty.",
            example: "hand 3"),
        RuleKeyHelp(
            "kinds", syntax: "kinds FIRST SECOND", purpose: "two kinds of piece",
            summary: "Pieces are of two kinds, such as men and kings: a move 'for KIND' moves that kind alone, "
                + "an end 'for KIND' counts it alone; a piece of the second kind is drawn by its initial, upper case "
                + "for X and lower case for O (K and k).",
            example: "kinds man king"),
        RuleKeyHelp(
            "move", syntax: "move place|polyomino|step|leap|slide|jump|push ... [custodian [DIRECTIONS] [hostile CELL...] "
                + "[surround KIND on CELL...]] [to CELL...] [if beside|not-beside own|opponent|any [DIRECTIONS]] "
                + "[then shoot DIRECTIONS|then place] [for KIND] [by X|O]",
            purpose: "a kind of move",
            summary: "One kind of move, for one player or both: place a stone (anywhere, by gravity, or flipping "
                + "what it flanks), lay a polyomino, step a piece in given directions, leap it by a pattern of "
                + "columns and rows (the knight's 'leap 1 2'), slide it over empty cells, jump over a piece, or "
                + "push a piece in from the board's edge ('push DIRECTIONS [from empty|own|opponent...]'), shifting a line. "
                + "After a step, leap or slide, 'then shoot DIRECTIONS' or 'then place' puts down a neutral piece "
                + "that blocks, from where the piece stopped or anywhere (a two-part turn: a queen's slide, then an arrow). "
                + "With 'for KIND', a step, leap, slide or jump moves pieces of that kind alone. 'to CELL...' lets a "
                + "step, leap, slide or stone go to those cells alone; 'if beside OWNER' ('if not-beside OWNER') lets a "
                + "piece move only from a cell with (without) such a piece next to it, and a stone go only on one. "
                + "With 'custodian', a step, leap, slide or stone takes each opponent piece it then holds between "
                + "itself and another of the mover's pieces in a line.",
            example: "move step forward onto empty"),
        RuleKeyHelp(
            "promote", syntax: "promote FIRST to SECOND on far-row|row N|CELL... [by X|O]", purpose: "promotion",
            summary: "A piece of the first kind that moves onto the far row (or row N, or one of the cells) becomes one "
                + "of the second kind, and its move ends there: a chain of jumps stops.",
            example: "promote man to king on far-row"),
        RuleKeyHelp(
            "win", syntax: "win line|shape|reach|connect|capture-all|pieces|most ... [for KIND] [by X|O]", purpose: "what wins",
            summary: "A player who reaches this end with a move wins: a line of K, a shape, the far row or named "
                + "cells, a chain joining two sides, every opponent piece captured, N pieces or fewer, or the most "
                + "stones when no one can move.",
            example: "win line 3"),
        RuleKeyHelp(
            "lose", syntax: "lose line|shape|reach|connect|capture-all|pieces ... [for KIND] [by X|O]", purpose: "what loses",
            summary: "A player who reaches this end loses (misère play); 'lose pieces 2' loses a side reduced to "
                + "two pieces.",
            example: "lose line 3"),
        RuleKeyHelp(
            "no-move", syntax: "no-move lose|win|draw|pass [by X|O]", purpose: "a player who cannot move",
            summary: "A player with no move on their turn loses (normal play, the default), wins, draws (a full "
                + "board without a winner is a draw), or passes; with 'by', for that player only.",
            example: "no-move draw"),
        .goal,
        RuleKeyHelp(
            "repetition", syntax: "repetition draw", purpose: "endless play is a draw",
            summary: "States that a game whose positions can repeat is drawn by endless play; it is then solved by "
                + "retrograde analysis. Without it such a rule set is refused.",
            example: "repetition draw"),
        RuleKeyHelp(
            "capture", syntax: "capture compulsory|maximum", purpose: "captures that must be made",
            summary: "A player who can capture must (compulsory), or must take the most pieces one move can "
                + "(maximum); moves that capture are steps onto an opponent's piece and jumps that take.",
            example: "capture compulsory"),
        RuleKeyHelp(
            "swap", syntax: "swap", purpose: "the swap (pie) rule",
            summary: "After the first player's first stone, the second player may take it over as their own "
                + "(written swap), and the first player moves next; for games whose every move puts a stone.",
            example: "swap"),
        RuleKeyHelp(
            "mill", syntax: "mill K [exactly] [DIRECTIONS...] [any]", purpose: "a line made takes an opponent piece",
            summary: "A move whose piece, the one put down or carried, then stands in a line of K of the mover's pieces "
                + "(exactly K with exactly) takes one opponent piece of the mover's choice, written b2xc3 or a1-b2xc3: "
                + "one in no line of K unless all are, or any piece with any. Two lines made at once take one piece.",
            example: "mill 3"),
        RuleKeyHelp(
            "ends", syntax: "ends mover-first|opponent-first", purpose: "whose ends a move decides first",
            summary: "After a move, the ends of the player who moved are read first (the default), or those of the "
                + "player to move next: with opponent-first, a push that makes a line of each side's loses for its mover.",
            example: "ends opponent-first"),
    ], family: name)

    /// Rule sets the conformance suite plays: a step game with captures, a placement game on a
    /// torus and a puzzle of chained jumps.
    static let conformanceVariants = """
        rules "conformance-block-pawns"
        family block
        board 3 x 4
        start
          O O O
          . . .
          . . .
          X X X
        move step forward onto empty
        move step forward-diagonal onto any
        win reach far-row
        win capture-all

        rules "conformance-block-torus"
        family block
        board 3 x 3
        wrap both
        move place
        win line 3
        no-move draw

        rules "conformance-block-pegs"
        family block
        board 4 x 4
        players 1
        move jump all over own capture chain
        start full except b2
        goal pieces 1
        """
}
