import Boards

extension FlankVariant {
    /// The keys the flank family brings, with their help (`board W x H` is a statement of its own).
    static let vocabulary = RuleVocabulary([.first, .start, .goal], family: name)
}
