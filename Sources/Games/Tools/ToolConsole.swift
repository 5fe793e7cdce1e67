import Boards

/// What a tool that is no statement (`analyze bench`, `train`, `book build`) has of the terminal:
/// results go to `out` (standard output), problems to `err` (standard error), and a progress
/// line, drawn over the one before, to `progress`, which is nil when nobody watches it (standard
/// error is no terminal); an empty progress line clears it. `catchInterrupts` is called once
/// before the searches that Ctrl-C should stop (rather than end the run). Lines may come from
/// any thread (a search's workers report progress).
public struct ToolConsole: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var progress: (@Sendable (String) -> Void)?
    public var catchInterrupts: @Sendable () -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        progress: (@Sendable (String) -> Void)?, catchInterrupts: @escaping @Sendable () -> Void)
    {
        self.out = out
        self.err = err
        self.progress = progress
        self.catchInterrupts = catchInterrupts
    }

    /// `12 s`, `3 min 4 s`, `2 h 5 min`: a time left, rounded up.
    public static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}

/// A tool that did not finish, having said why on its `ToolConsole`: `status` is the exit status
/// the run ends with (1, or 130 after Ctrl-C).
public struct ToolFailure: Error, Sendable {
    public let status: Int32

    /// A failure that ends the run with `status`.
    public init(status: Int32 = 1) { self.status = status }

    /// The status of a search that stopped: 130 when Ctrl-C stopped it, else 1.
    public init(_ stop: SearchStop) { status = stop == .interrupted ? 130 : 1 }
}
