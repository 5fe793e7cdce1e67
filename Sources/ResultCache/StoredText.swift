/// The one rule both stores keep for the text they are given: a NUL character is refused.
/// SQLite's and libpq's C strings end at a NUL, so a key holding one would be kept cut short and
/// match another key that starts the same: a result served for the wrong rules.
enum StoredText {
    /// Refuses any value holding a NUL; `place` names the store in the error.
    static func check(_ values: [String?], place: String) throws(CacheError) {
        guard values.contains(where: { $0?.utf8.contains(0) == true }) else { return }
        throw CacheError(path: place, reason: "a key or result holds a NUL character, which the store cannot keep exactly; "
            + "nothing was read or written")
    }
}
