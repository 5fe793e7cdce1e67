// swift-tools-version:6.0
import PackageDescription

// Release builds on x86-64 are for CPUs with POPCNT (x86-64-v2, here named after its first
// CPU, Nehalem: Intel since 2008, AMD since 2011). Counting bits is in every node of the
// searches, and without the instruction each count takes a dozen (measured in docs/solver.md,
// "Both cores beside Edax"). `analyze` checks the CPU when it starts;
// `ANALYZE_CPU=x86-64 swift build -c release` builds for any x86-64 CPU.
#if arch(x86_64)
let targetCPU: String? = Context.environment["ANALYZE_CPU"] ?? "nehalem"
#else
let targetCPU: String? = nil
#endif
let cpuSettings: [SwiftSetting] =
    targetCPU.map { cpu in
        [.unsafeFlags(["-target-cpu", cpu], .when(configuration: .release))]
            + (cpu == "x86-64" ? [] : [.define("POPCNT_REQUIRED", .when(configuration: .release))])
    } ?? []

// Hot search code crosses module boundaries (Games -> Search -> Analyzer), so release builds
// optimize across modules; the root package may use this flag.
let optimize: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
    // The solver's table and counters are touched once per node; dynamic exclusivity checks on
    // them cost a few percent and guard nothing that static checking does not.
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
] + cpuSettings

let package = Package(
    name: "analyze",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "analyze", targets: ["analyze"]),
        .executable(name: "analyze-fuzz", targets: ["analyze-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP server of `analyze serve` (docs/serve.md, "Limits"): the Swift Server
        // Workgroup's Hummingbird on SwiftNIO, for its limits on request heads, idle connections
        // and the number of connections, which one client must not be able to exhaust. The
        // NIO, HTTP types and logging packages are its own dependencies, named for the types the
        // server's handlers use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(name: "Boards", swiftSettings: optimize),
        .target(
            name: "Games", dependencies: ["Boards", "Search", "CPrefetch"],
            // The shipped Connect 4 opening book (docs/solver.md) and Reversi evaluation, read at
            // their first use. The rule files (<Family>/Rules/*.rules) are embedded by the EmbedRules
            // plugin, which finds them: a new rule file needs no line here.
            resources: [.embedInCode("Line/connect4-7x6.book"), .embedInCode("Flank/Midgame/reversi-8x8.eval"), .embedInCode("Flank/Midgame/reversi-8x8.patterns")],
            swiftSettings: optimize, plugins: ["EmbedRules"]),
        // The build tool of the EmbedRules plugin: writes the rule files' texts into a Swift file.
        .executableTarget(name: "RuleEmbedder"),
        .plugin(name: "EmbedRules", capability: .buildTool(), dependencies: ["RuleEmbedder"]),
        .target(name: "Language", dependencies: ["Boards"], swiftSettings: optimize),
        .target(name: "CPrefetch"),
        .target(name: "Search", dependencies: ["Boards", "CPrefetch"], swiftSettings: optimize),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]),
        // libpq, PostgreSQL's own client library, for the shared results store (docs/store.md).
        .systemLibrary(
            name: "CLibPQ", path: "Sources/CLibPQ",
            providers: [.apt(["libpq-dev"])]),
        .target(name: "ResultCache", dependencies: ["CSQLite", "CLibPQ"]),
        .target(
            name: "Analyzer", dependencies: ["Boards", "Games", "Language", "Search", "ResultCache"],
            swiftSettings: optimize),
        // `analyze serve`: the page (Page/*, embedded) and the HTTP server around `WebAPI`.
        .target(
            name: "WebServer",
            dependencies: [
                "Analyzer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.embedInCode("Page/index.html"), .embedInCode("Page/page.js"), .embedInCode("Page/page.css")]),
        .systemLibrary(
            name: "CReadline", path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]),
        .executableTarget(
            name: "analyze",
            dependencies: [
                "Analyzer", "Boards", "CPrefetch", "Games", "CReadline", "ResultCache", "WebServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: optimize),
        // The fuzz input generator and runner, for the fuzz test and `analyze-fuzz` (scripts/fuzz).
        .target(name: "Fuzzing", dependencies: ["Analyzer", "Boards", "Games"], swiftSettings: optimize),
        .executableTarget(name: "analyze-fuzz", dependencies: ["Fuzzing", "Analyzer"], swiftSettings: optimize),
        .testTarget(name: "BoardsTests", dependencies: ["Boards"]),
        .testTarget(name: "GamesTests", dependencies: ["Games", "Boards"]),
        .testTarget(name: "LanguageTests", dependencies: ["Language", "Boards"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Games", "Boards"], exclude: ["Data"]),
        .testTarget(name: "ResultCacheTests", dependencies: ["ResultCache"]),
        .testTarget(name: "WebServerTests", dependencies: ["WebServer", "Analyzer"]),
        .testTarget(
            name: "AnalyzerTests", dependencies: ["Analyzer", "Games", "Search", "Language", "Boards", "ResultCache", "Fuzzing"],
            exclude: ["Transcripts"]),
    ]
)
