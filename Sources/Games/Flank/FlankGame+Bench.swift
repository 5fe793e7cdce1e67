import Boards

/// `analyze bench --set FILE` of an FFO set (`FlankBench`): Reversi endgames, each solved exactly
/// from a cleared table.
extension FlankGame: PositionSetBenchmark {
    public static func readsPositionSet(_ text: String) -> Bool { FlankBench.isFFO(text) }

    public static func benchPositionSet(_ text: String, path: String, _ settings: PositionSetSettings,
        _ console: ToolConsole) throws(ToolFailure) -> SearchStats
    {
        let (all, unreadable) = FlankBench.cases(from: text)
        for line in unreadable { console.err("\(path):\(line): expected '<64 cells> <X|O> <score> <moves>'") }
        var cases = all
        if let only = settings.only {
            guard let chosen = FlankBench.select(all, only) else {
                console.err("--only: expected numbers and ranges, like 40-47,59")
                throw ToolFailure()
            }
            guard !chosen.isEmpty else {
                console.err("\(path): --only \(only) chooses none of its \(all.count) positions (numbers "
                    + "\(all.map(\.number).min() ?? 0) to \(all.map(\.number).max() ?? 0))")
                throw ToolFailure()
            }
            cases = chosen
        }
        if let limit = settings.limit { cases = Array(cases.prefix(limit)) }
        let threads = settings.threads
        let bench: FlankBench
        do throws(RuleError) {
            bench = try FlankBench(tableBytes: settings.tableMegabytes << 20, threads: threads,
                nodes: settings.nodeLimit, seconds: settings.timeLimit)
        } catch {
            console.err("analyze: bench: \(error.message)")
            throw ToolFailure()
        }
        console.catchInterrupts()
        var outcomes: [FlankBench.Outcome] = []
        for item in cases {
            let outcome = bench.run(item)
            outcomes.append(outcome)
            // The line of this position alone, as it finishes.
            if settings.verbose { console.out(FlankBench.report([outcome])[1]) }
        }
        console.out("set          \(path), table \(settings.tableMegabytes) MiB cleared before each position, "
            + "\(threads) thread\(threads == 1 ? "" : "s")")
        for line in FlankBench.report(outcomes) { console.out(line) }
        if outcomes.contains(where: { !$0.matches }) || !unreadable.isEmpty { throw ToolFailure() }
        return SearchStats(nodes: outcomes.reduce(0) { $0 + $1.nodes }, seconds: outcomes.reduce(0) { $0 + $1.seconds })
    }
}
