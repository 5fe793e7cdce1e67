import Analyzer
import ArgumentParser

/// What a file run by `check` or `solve` may touch beyond answering: files received from
/// someone else are tests and puzzles, not programs, so by default they write nothing and read
/// rule files only from their own folder.
struct TrustOptions: ParsableArguments {
    @Flag(help: "Let save and export write files (check refuses them otherwise).")
    var allowWrites = false

    @Flag(help: "Let load read rule files outside the folder of the file being run and of the --rules files.")
    var allowLoadAnywhere = false

    /// `options` with the writes and loads these flags allow.
    func apply(to options: SessionOptions, command: String) -> SessionOptions {
        var options = options
        options.allowWrites = allowWrites
        options.writesRefused = "'analyze \(command)' writes no files unless --allow-writes"
        options.confineLoads = !allowLoadAnywhere
        return options
    }
}
