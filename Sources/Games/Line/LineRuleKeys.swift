import Boards

extension LineVariant {
    /// The keys the line family brings, with their help (`board W x H` is a statement of its own).
    static let vocabulary = RuleVocabulary([
        RuleKeyHelp(
            "line", syntax: "line K", purpose: "K in a row makes a line",
            summary: "Sets how many marks in a row, across, down or diagonally, make a line.",
            example: "line 4"),
        RuleKeyHelp(
            "misere", syntax: "misere", purpose: "making a line loses",
            summary: "Turns the goal around: whoever makes a line loses.",
            example: "misere"),
        .first,
        RuleKeyHelp(
            "gravity", syntax: "gravity", purpose: "moves drop to the lowest empty cell",
            summary: "Makes a move drop to the lowest empty cell of its column, as in Connect 4.",
            example: "gravity"),
    ], family: name)
}
