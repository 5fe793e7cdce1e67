import Boards

/// The help of rule keys that more than one family reads, ready for a family's vocabulary, and
/// of the keys every rule set may hold (`family`, `extends`, `title`: the rule book and the session
/// read them). What a shared key's arguments mean is each family's business; docs/rules.md is the
/// reference, and `help KEY` names the families that read it.
extension RuleKeyHelp {
    /// `family NAME`.
    static let family = RuleKeyHelp(
        "family", syntax: "family NAME", purpose: "the family a new rule set belongs to",
        summary: "Names the family of rules a new rule set belongs to, such as line: k in a row on a "
            + "rectangular board, with or without gravity. A rule set needs a family unless it extends "
            + "another.",
        example: "family line")

    /// `extends NAME`.
    static let extends = RuleKeyHelp(
        "extends", syntax: "extends NAME", purpose: "start from another rule set",
        summary: "Starts the rule set as a copy of another, built-in or defined earlier; the keys that "
            + "follow change it.",
        example: "extends tictactoe")

    /// `title "TEXT"`.
    static let title = RuleKeyHelp(
        "title", syntax: "title \"TEXT\"", purpose: "a longer name for display",
        summary: "Gives the rule set a longer name for display.",
        example: "title \"Tic-tac-toe on 4 x 4\"")

    /// `first X|O`.
    static let first = RuleKeyHelp(
        "first", syntax: "first X|O", purpose: "who moves first",
        summary: "Says which player moves first from the game's start; X unless said otherwise.",
        example: "first O")

    /// `shape` and its rows.
    static let shape = RuleKeyHelp(
        "shape", syntax: "shape [NAME]", purpose: "the shape of a board (a drawing)",
        summary: "Gives the shape of a board that is not a rectangle, such as a peg solitaire board. A "
            + "bare shape line is followed by indented rows, one a line, as for board: o or . for a "
            + "cell and a blank outside the board. Blanks at the start of a row count: each cell sits where it is drawn.",
        example: "shape\n    o\n   o o\n  o o o", takesRows: true)

    /// `start` and its rows or words.
    static let start = RuleKeyHelp(
        "start", syntax: "start [ARGUMENTS]", purpose: "the start of the game",
        summary: "Describes the start of the game: a bare start line is followed by indented rows, as "
            + "for board, or the arguments describe it in words (docs/rules.md lists them).",
        example: "start full except a1", takesRows: true)

    /// `goal NAME`.
    static let goal = RuleKeyHelp(
        "goal", syntax: "goal NAME", purpose: "what a puzzle must reach",
        summary: "Names the goal of a puzzle, such as one-peg: a single peg left on the board, or of a "
            + "game, such as fewest for anti-Reversi.",
        example: "goal one-peg")
}
