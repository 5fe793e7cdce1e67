import Games

extension Session {
    /// A new session with `options` for a tool that is no statement, or a failure (exit status 1)
    /// once the problems of its `--rules` files are said on `console`.
    static func forTool(_ options: SessionOptions, _ console: ToolConsole) throws(ToolFailure) -> Session {
        let session = Session(options: options)
        for problem in session.startupProblems { console.err(problem.rendered) }
        guard session.startupProblems.isEmpty else { throw ToolFailure() }
        return session
    }
}
