import Boards

/// A family that makes plausible rule sets of its own for the fuzzer (the fuzz test and
/// `analyze-fuzz`): definitions put together from the family's words, many of which compile,
/// so that its compiler, solver and pictures see odd combinations the generic mutations of
/// `FuzzInputs` rarely reach.
public protocol FuzzRuleGenerator: RuleGame {
    /// A rule set of the family, the `game` line that chooses it and a few statements after it,
    /// one text, drawn from `random` (the same state gives the same text).
    static func fuzzDefinition(_ random: inout SplitMix64) -> String
}
