/// How one worker's session solves its part of a file: it hands each record to the function
/// given and returns how many records the file holds, or `nil` when it cannot read the file.
public typealias BatchWork = @Sendable (Session, BatchPart, (BatchRecord) -> Void) -> Int?

/// A file that `analyze solve` was given: a script of named positions, or an OBF file (a name
/// ending in `.obf`) of one Reversi position a line.
public struct BatchInput {
    public let file: String
    /// The records the file gives, for the progress line.
    public let records: Int
    /// True for an OBF file.
    public let isOBF: Bool
    public let work: BatchWork

    /// Reads `file` far enough to count its records: a script a statement at a time (each
    /// worker reads it again the same way, so it is never held whole), an OBF file whole.
    /// `problem` hears a file that cannot be read again when a worker reads it.
    public init(_ file: String, problem: @escaping @Sendable (String) -> Void) throws(SourceFiles.ReadError) {
        self.file = file
        if file.lowercased().hasSuffix(".obf") {
            let lines = OBFReader.lines(try SourceFiles.read(file), file: file)
            records = lines.count
            isOBF = true
            work = { session, part, each in session.solveOBF(lines, file: file, part: part, each: each) }
        } else {
            records = Session.positionCount(in: try ScriptStream(path: file), file: file)
            isOBF = false
            work = { session, part, each in
                guard let stream = try? ScriptStream(path: file) else {
                    problem("\(file): cannot read it again (it changed during the run)")
                    return nil
                }
                return session.solveBatch(stream, file: file, part: part, each: each)
            }
        }
    }

    /// What to say when the file gave no record.
    public var emptyMessage: String {
        isOBF
            ? "\(file): no positions to solve (one a line: 64 cells of X, O and -, a blank, and X or O to move)"
            : "\(file): no named positions to solve (start each with position \"NAME\")"
    }
}
