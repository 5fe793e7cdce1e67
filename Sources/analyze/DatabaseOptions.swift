import ArgumentParser
import Foundation
import ResultCache

/// Where the results database is: `--cache FILE`, else the default file.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("cache"), help: ArgumentHelp(
        "The results database (default: $ANALYZE_CACHE, else $XDG_CACHE_HOME/analyze/results.sqlite, else ~/.cache/analyze/results.sqlite).",
        valueName: "FILE"))
    var file: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the results database.")
    var noCache = false

    var path: String { file ?? CacheFile.defaultPath() }

    /// True when the user named the file (`--cache` or `$ANALYZE_CACHE`): then it must open,
    /// while the default one may be missing its folder's permission and is then done without.
    var isNamed: Bool {
        file != nil || !(ProcessInfo.processInfo.environment["ANALYZE_CACHE"] ?? "").isEmpty
    }
}
