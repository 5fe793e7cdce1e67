import Boards

extension SowVariant {
    /// The keys the sowing family brings, with their help.
    static let vocabulary = RuleVocabulary([
        RuleKeyHelp(
            "pits", syntax: "pits N", purpose: "the pits on each side of a sowing board",
            summary: "Sets how many pits each player has in their row, 1 to 8; they are named a, b, ... from the "
                + "pit farthest from the player's store.",
            example: "pits 6"),
        RuleKeyHelp(
            "seeds", syntax: "seeds N", purpose: "the seeds in each pit at the start",
            summary: "Sets how many seeds each pit holds at the start, at least 1, with at most 60 seeds on the "
                + "board in all (2 x pits x seeds).",
            example: "seeds 4"),
        RuleKeyHelp(
            "stores", syntax: "stores yes|no", purpose: "whether seeds are sown into the stores",
            summary: "Says whether sowing drops a seed into the mover's store as it passes it (yes, "
                + "the default) or passes the stores by (no: seeds reach a store only by capture). "
                + "Without stores positions can repeat, and the solver refuses such rules.",
            example: "stores no"),
        RuleKeyHelp(
            "sowing", syntax: "sowing counterclockwise|clockwise", purpose: "the direction seeds are sown",
            summary: "Sets the direction in which seeds are sown, counterclockwise (the default) or clockwise; "
                + "the game is the same mirrored, and pictures follow it.",
            example: "sowing clockwise"),
        RuleKeyHelp(
            "lap", syntax: "lap sow|skip", purpose: "whether a lap sows the pit it started from",
            summary: "When a pit holds enough seeds to go all the way round, the sowing drops one into the pit "
                + "it came from (sow, the default) or passes over it (skip).",
            example: "lap skip"),
        RuleKeyHelp(
            "opponent-store", syntax: "opponent-store skip|sow", purpose: "whether the opponent's store is sown",
            summary: "With stores, sowing passes over the opponent's store (skip, the default) or "
                + "drops a seed into it too (sow).",
            example: "opponent-store sow"),
        RuleKeyHelp(
            "extra-turn", syntax: "extra-turn yes|no", purpose: "another move after a last seed in the own store",
            summary: "Says whether a last seed that falls into the mover's own store gives the mover another "
                + "move (yes, the default).",
            example: "extra-turn no"),
        RuleKeyHelp(
            "captures", syntax: "captures none|opposite|opposite-any|two-three", purpose: "what a last seed takes",
            summary: "Sets what the last seed of a sowing takes: opposite (the default: falling into an "
                + "empty pit of the mover's whose opposite pit holds seeds, it takes both into the mover's store), "
                + "opposite-any (the same, and facing an empty pit it is taken alone: the \"empty capture\" rule), "
                + "two-three (making 2 or 3 in an opponent's pit, it takes them, and the pits just before "
                + "it on that side that hold 2 or 3) or none.",
            example: "captures two-three"),
        RuleKeyHelp(
            "grand-slam", syntax: "grand-slam nothing|forbidden|allowed", purpose: "a capture of all the opponent's seeds",
            summary: "With two-three captures, a move that would take every seed the opponent has captures "
                + "nothing (the default), is forbidden while the mover has another move, or takes them all "
                + "(allowed).",
            example: "grand-slam forbidden"),
        RuleKeyHelp(
            "finish", syntax: "finish sweep|feed", purpose: "how a sowing game ends",
            summary: "Sets how the game ends: sweep (the default: as soon as a side's pits are all empty "
                + "after a move, each side takes the seeds on its side) or feed (a player whose opponent has "
                + "no seeds must give them some if a move can; when the side to move cannot move, the game ends "
                + "and each side takes the seeds on its side). More seeds in the store wins.",
            example: "finish feed"),
        .first,
    ], family: name)
}
