import Boards

extension JumpVariant {
    /// The keys the jump family brings, with their help.
    static let vocabulary = RuleVocabulary([
        .shape,
        RuleKeyHelp(
            "directions", syntax: "directions N", purpose: "the directions of lines or jumps",
            summary: "Sets the directions in which lines run or pieces jump, such as 4 (across and down), 8 "
                + "(with the diagonals) or 6 (a triangular grid).",
            example: "directions 6"),
        .start, .goal,
        RuleKeyHelp(
            "target", syntax: "target [ARGUMENTS]", purpose: "the position a puzzle must reach",
            summary: "Gives the position a puzzle must reach: a bare target line is followed by indented "
                + "rows, as for start.",
            example: "target\n  . . .\n  . o .\n  . . .", takesRows: true),
    ], family: name)
}
