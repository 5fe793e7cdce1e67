import Foundation

/// The game records of a file, in the format its name says: `.wtb` is WTHOR, anything else GGF
/// (OBF files hold positions, not games, and are read by `OBFReader`).
public enum RecordFiles {
    public static func read(_ path: String) throws(SourceFiles.ReadError) -> RecordFile {
        try SourceFiles.checkRegular(path)
        guard let data = FileManager.default.contents(atPath: path) else { throw SourceFiles.ReadError(reason: "permission denied") }
        if path.lowercased().hasSuffix(".wtb") { return WTHORReader.read([UInt8](data), file: path) }
        if path.lowercased().hasSuffix(".obf") {
            throw SourceFiles.ReadError(reason: "an OBF file holds positions, not games (review reads GGF and WTHOR .wtb files)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SourceFiles.ReadError(reason: "not UTF-8 text (a GGF file; WTHOR files end in .wtb)")
        }
        return GGFReader.read(text, file: path)
    }
}
