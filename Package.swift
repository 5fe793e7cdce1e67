// swift-tools-version:6.0
import PackageDescription

// Hot search code crosses module boundaries (Games -> Search -> Analyzer), so release builds
// optimize across modules; the root package may use this flag.
let optimize: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
    // The solver's table and counters are touched once per node; dynamic exclusivity checks on
    // them cost a few percent and guard nothing that static checking does not.
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

// The rule files shipped with the tool, each in its family's folder (Sources/Games/<Family>/Rules),
// embedded in the binary.
let ruleFamilies: [(family: String, names: [String])] = [
    ("Line", ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4",
              "connect4", "connect4-8x7", "connect4-6x5", "connect4-5x4", "connect4-4x4"]),
    ("Flank", ["reversi", "reversi-6x6", "reversi-4x4", "reversi-anti"]),
    ("Jump", ["peg-english", "peg-european", "peg-triangle", "peg-wiegleb", "peg-diamond"]),
]
let builtinRules: [String] = ruleFamilies.flatMap { family, names in names.map { "\(family)/Rules/\($0).rules" } }

let package = Package(
    name: "analyze",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "analyze", targets: ["analyze"]),
        .executable(name: "analyze-fuzz", targets: ["analyze-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(name: "Boards", swiftSettings: optimize),
        .target(
            name: "Games", dependencies: ["Boards", "Search", "CPrefetch"],
            // The rule files, and the shipped Connect 4 opening book (docs/solver.md), read at its first use.
            resources: builtinRules.map { .embedInCode($0) } + [.embedInCode("Line/connect4-7x6.book"), .embedInCode("Flank/Midgame/reversi-8x8.eval"), .embedInCode("Flank/Midgame/reversi-8x8.patterns")],
            swiftSettings: optimize),
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
        .systemLibrary(
            name: "CReadline", path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]),
        .executableTarget(
            name: "analyze",
            dependencies: [
                "Analyzer", "Boards", "Games", "CReadline", "ResultCache",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: optimize),
        // The fuzz input generator and runner, for the fuzz test and `analyze-fuzz` (scripts/fuzz).
        .target(name: "Fuzzing", dependencies: ["Analyzer"], swiftSettings: optimize),
        .executableTarget(name: "analyze-fuzz", dependencies: ["Fuzzing", "Analyzer"], swiftSettings: optimize),
        .testTarget(name: "BoardsTests", dependencies: ["Boards"]),
        .testTarget(name: "GamesTests", dependencies: ["Games", "Boards"]),
        .testTarget(name: "LanguageTests", dependencies: ["Language", "Boards"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Games", "Boards"], exclude: ["Data"]),
        .testTarget(name: "ResultCacheTests", dependencies: ["ResultCache"]),
        .testTarget(
            name: "AnalyzerTests", dependencies: ["Analyzer", "Games", "Search", "Language", "Boards", "ResultCache", "Fuzzing"],
            exclude: ["Transcripts"]),
    ]
)
