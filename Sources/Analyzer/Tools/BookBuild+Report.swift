import Foundation
import Games

extension BookBuild {
    /// `analyze book build`'s run on `console`: the build with its progress line, then one line
    /// of what it did. Fails with status 1 when it cannot start or the results store failed along
    /// the way (the book is right, a score the store could not give was solved here, but the
    /// store is not what it should be), and with the stop's status when a limit or Ctrl-C
    /// stopped it (run again, it continues).
    public func run(options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) {
        let summary: Summary
        do {
            summary = try run(options: options) { line in console.progress?(line) }
        } catch {
            console.err("analyze: book build: \(error)")
            throw ToolFailure()
        }
        console.progress?("")
        let fromStore = options.cache.map { ", \(summary.fromStore.formatted()) from \($0.name)" } ?? ""
        let said = "\(path): \(summary.entries.formatted()) entries (\(summary.solvedNow.formatted()) solved now\(fromStore)) in "
            + String(format: "%.1f s", summary.seconds)
        let storeProblem = options.cache?.failureSummary
        if let storeProblem { console.err("analyze: \(storeProblem)") }
        if let stopped = summary.stopped {
            console.err("\(said); stopped: \(stopped); run the same command again to continue")
            throw ToolFailure(stopped)
        }
        console.out(said)
        if storeProblem != nil { throw ToolFailure() }
    }
}
