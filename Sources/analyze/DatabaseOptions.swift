import ArgumentParser
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
}
