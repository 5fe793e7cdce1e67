import Fuzzing

/// `analyze-fuzz --emit [--count N] [--seed S] [--corpus DIR]`: prints N fuzz inputs from seed S
/// as one script, for runs of the `analyze` executable itself (scripts/fuzz-output feeds them to
/// `run`, `check` and `solve` with their output full or closed). A line that mentions `save` or
/// `export` is left out: `analyze run` writes where it is told, and these scripts must not.
func emitInputs(count: Int, seed: UInt64, corpus: [String]) {
    var inputs = FuzzInputs(seed: seed, corpus: corpus)
    var script = ""
    for _ in 0..<count {
        let kept = inputs.next().split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let lowered = line.lowercased()
            return !lowered.contains("save") && !lowered.contains("export")
        }
        script += kept.joined(separator: "\n") + "\n"
        if script.utf8.count > 1 << 16 {
            print(script, terminator: "")
            script = ""
        }
    }
    print(script, terminator: "")
}
