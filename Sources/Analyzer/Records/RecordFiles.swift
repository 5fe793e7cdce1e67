import Foundation

/// The game records of a file, in the format its name says: `.wtb` is WTHOR, anything else GGF
/// (OBF files hold positions, not games, and are read by `OBFReader`).
public enum RecordFiles {
    public static func read(_ path: String) throws(SourceFiles.ReadError) -> RecordFile {
        try SourceFiles.checkRegular(path)
        guard let data = FileManager.default.contents(atPath: path) else { throw SourceFiles.ReadError(reason: "permission denied") }
        return try read([UInt8](data), name: path)
    }

    /// The games of a file's bytes, its format told by `name` (a path or a file name).
    public static func read(_ bytes: [UInt8], name: String) throws(SourceFiles.ReadError) -> RecordFile {
        if name.lowercased().hasSuffix(".wtb") { return WTHORReader.read(bytes, file: name) }
        if name.lowercased().hasSuffix(".obf") {
            throw SourceFiles.ReadError(reason: "an OBF file holds positions, not games (review reads GGF and WTHOR .wtb files; analyze solve solves the positions of an OBF file)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SourceFiles.ReadError(reason: "not UTF-8 text (a GGF file; WTHOR files end in .wtb)")
        }
        return GGFReader.read(text, file: name)
    }
}
