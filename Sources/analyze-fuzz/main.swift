import Analyzer
import Foundation
import Fuzzing

// analyze-fuzz [--count N] [--seed S] [--corpus DIR] [--log FILE] [--chains]: runs N fuzz inputs
// from seed S through sessions in this process and prints the totals; a crash ends it with the
// signal's exit status, and --log FILE holds the input that was running (each input is written
// there first). --chains makes every other input start deep chains of files that load and run
// each other. With --emit it prints the inputs as a script instead (Emit.swift).

func value(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    return arguments[at + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("analyze-fuzz: \(message)\n".utf8))
    exit(2)
}

if CommandLine.arguments.contains("--help") {
    print("usage: analyze-fuzz [--count N] [--seed S] [--corpus DIR] [--log FILE] [--chains] [--emit]")
    exit(0)
}
guard let count = Int(value("--count") ?? "100000"), (1...1_000_000_000).contains(count) else {
    fail("--count takes a whole number from 1 to 1000000000")
}
guard let seed = UInt64(value("--seed") ?? "1") else { fail("--seed takes a whole number") }
let corpus = FuzzRun.corpus(under: value("--corpus") ?? "puzzles")
if CommandLine.arguments.contains("--emit") {
    emitInputs(count: count, seed: seed, corpus: corpus)
    exit(0)
}
let folder = NSTemporaryDirectory() + "analyze-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

var log: FileHandle?
if let path = value("--log") {
    _ = FileManager.default.createFile(atPath: path, contents: nil)  // failure shows as a nil handle below
    log = FileHandle(forWritingAtPath: path)
    if log == nil { fail("cannot write \(path)") }
}
var run = FuzzRun(seed: seed, corpus: corpus, folder: folder, chains: CommandLine.arguments.contains("--chains"))
let clock = ContinuousClock.now
for index in 0..<count {
    run.step { input in
        guard let log else { return }
        try? log.truncate(atOffset: 0)
        log.write(Data("seed \(seed) input \(index)\n\(input)\n".utf8))
    }
    if (index + 1) % 10_000 == 0 {
        FileHandle.standardError.write(Data("fuzz: \(index + 1) of \(count) inputs\n".utf8))
    }
}
let seconds = (ContinuousClock.now - clock).seconds
let totals = run.totals
print("fuzz: \(totals.inputs) inputs, \(totals.errors) errors, \(totals.replies) replies, \(totals.sessions) sessions, "
    + "0 crashes, \(String(format: "%.1f", seconds)) s (seed \(seed))")
