import Language

extension Session {
    /// `run "FILE"`: runs the script's statements in this session, answers and errors handed to
    /// `emit` as they come, as if they were typed; what the script sets up stays (its moves can
    /// be undone). A file that cannot be read, or that is already running, is one error. Under
    /// `check` and `solve` the path must stay in the folders a load may read.
    func runScript(_ path: Word, folder: String, emit: (RunEvent) -> Void) -> RunSummary {
        var failure = RunSummary()
        func refuse(_ diagnostic: Diagnostic) -> RunSummary {
            failure.errors = 1
            failure.firstError = diagnostic
            emit(.error(diagnostic))
            return failure
        }
        let resolved = SourceFiles.resolve(path.text, from: folder)
        if options.confineLoads {
            if loading.isEmpty { scriptFolder = folder }
            do {
                try confine(path, resolved)
            } catch {
                return refuse(error)
            }
        }
        let identity = SourceFiles.canonical(resolved)
        guard !isOpen(identity) else {
            return refuse(path.error("'\(path.text)' is already running (a script that runs itself, directly or not)"))
        }
        if let tooDeep = nestingProblem(path) { return refuse(tooDeep) }
        let stream: ScriptStream
        do {
            stream = try ScriptStream(path: resolved)
        } catch {
            return refuse(path.error("cannot read '\(path.text)': \(error.reason)"))
        }
        loading.append(identity)
        defer { loading.removeLast() }
        return run(stream, file: resolved, emit: emit)
    }
}
