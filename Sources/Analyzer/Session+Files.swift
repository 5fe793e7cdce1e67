extension Session {
    /// `analyze run FILE...`: the scripts run in this session, in order, each read a statement at
    /// a time (memory does not grow with a script); `-` is standard input. A file that cannot be
    /// read is said to `problem` and the others still run; `quit` ends the run. False when a file
    /// could not be read, a statement failed or an expectation did not hold.
    public func runFiles(_ files: [String], emit: (RunEvent) -> Void, problem: (String) -> Void) -> Bool {
        var ok = true
        for file in files {
            let stream: ScriptStream
            let name: String
            if file == "-" {
                stream = ScriptStream(standardInputAs: "<stdin>")
                name = "<stdin>"
            } else {
                do {
                    stream = try ScriptStream(path: file)
                } catch {
                    problem("\(file): cannot read: \(error.reason)")
                    ok = false
                    continue
                }
                name = file
            }
            let summary = run(stream, file: name, emit: emit)
            ok = ok && summary.succeeded
            if summary.quit { break }
        }
        return ok
    }
}
