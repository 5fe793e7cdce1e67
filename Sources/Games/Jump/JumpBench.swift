/// The peg solitaire benchmark (`analyze bench --peg`): statements run through a session as a user
/// runs them, each with the answer known from the literature (../shared/bench/known-results.md,
/// section 4); the answer must start with it.
public enum JumpBench {
    public typealias Step = BenchmarkStep

    /// The classic problem of each shipped board (solved, or proved impossible), the triangle's
    /// fewest moves and the English board's count; with `fewest`, the English minimum too (minutes).
    public static func steps(fewest: Bool) -> [Step] {
        var steps = [
            Step(label: "peg-english solve", script: "game peg-english\nsolve", known: "solved"),
            Step(label: "peg-european solve", script: "game peg-european\nsolve", known: "unsolvable"),
            Step(label: "peg-triangle solve", script: "game peg-triangle\nsolve", known: "solved"),
            Step(label: "peg-wiegleb solve", script: "game peg-wiegleb\nsolve", known: "solved"),
            Step(label: "peg-diamond solve", script: "game peg-diamond\nsolve", known: "solved"),
            Step(label: "peg-triangle solve --fewest-moves", script: "game peg-triangle\nsolve --fewest-moves", known: "solved in 10 moves"),
            Step(label: "peg-english count", script: "game peg-english\ncount", known: "187,636,299 boards, 23,475,688 up to symmetry"),
        ]
        if fewest {
            steps.append(Step(label: "peg-english solve --fewest-moves", script: "game peg-english\nsolve --fewest-moves",
                known: "solved in 18 moves"))
        }
        return steps
    }
}

extension JumpGame: FamilyBenchmark {
    /// `JumpBench`'s steps; `long` adds the English board's fewest moves.
    public static func benchmarkSteps(long: Bool) -> [BenchmarkStep] { JumpBench.steps(fewest: long) }
}
