import Boards
import Foundation

/// What follows a batch that `ParallelBatch` solves (the progress line of `analyze solve`): each
/// record as soon as it is done, before the records ahead of it are handed on; how many records
/// other processes sharing the results store are solving at the end of a pass; and a moment to
/// show the count. Called from the workers' threads, one at a time.
public protocol BatchWatcher: Sendable {
    func finished(_ record: BatchRecord)
    func waiting(_ count: Int)
    func draw()
}

/// Solves one file's positions with `jobs` sessions on as many threads, each taking every
/// `jobs`-th record (`BatchPart`), and again for those that other processes sharing the results
/// store were solving meanwhile (a pass after a pause of 0.05 s doubling to 1 s); counts each
/// record with the watcher as it is done and hands the records back in input order as soon as
/// each one and all before it are done.
/// `@unchecked Sendable`: every mutable property is read and written under `lock`.
public final class ParallelBatch: @unchecked Sendable {
    private let lock = NSLock()
    private var done: [Int: BatchRecord] = [:]
    private var next = 0
    private var total: Int?
    private var failed = false
    /// Records of this pass that another process is solving.
    private var elsewhere: Set<Int> = []
    private let tally: any BatchWatcher

    /// Gets every record in input order, one at a time (under the lock).
    private let each: (BatchRecord) -> Void
    /// Says the problems of the first session's `--rules` files.
    private let problem: @Sendable (String) -> Void

    /// `tally` follows the records as they are done, `each` gets them in input order, `problem`
    /// hears why a session could not start.
    public init(tally: any BatchWatcher, each: @escaping (BatchRecord) -> Void, problem: @escaping @Sendable (String) -> Void) {
        self.tally = tally
        self.each = each
        self.problem = problem
    }

    /// Runs the file and hands its records to `each`. Returns the number of records, or `nil`
    /// when a session could not start.
    ///
    /// With a results store that other processes share, a record whose position another process
    /// is solving is left for a later pass (`BatchRecord.elsewhere`): after each pass the file
    /// is run again for those records alone, after a pause, until each is answered from the
    /// store or its claim lapses and it is solved here.
    public func run(file: String, jobs: Int, options: SessionOptions, work: @escaping BatchWork) -> Int? {
        var parts = (0..<jobs).map { BatchPart(index: $0, of: jobs) }
        var firstPass = true
        var backoff = Backoff()
        while true {
            runPass(options: options, parts: parts, reportProblems: firstPass, work: work)
            let left = locked { () -> [Int] in
                let left = elsewhere.sorted()
                elsewhere = []
                tally.waiting(left.count)
                return left
            }
            if left.isEmpty || locked({ failed }) || StopFlag.interrupt.isRaised { break }
            parts = (0..<jobs).map { worker in
                BatchPart(records: Set(left.enumerated().filter { $0.offset % jobs == worker }.map(\.element)))
            }
            firstPass = false
            // Ctrl-C during the pause ends the run as it would a search.
            do { try backoff.wait() } catch { break }
        }
        return locked {
            // After Ctrl-C some records were never solved: those done still go out, in order.
            for index in done.keys.sorted() {
                if let record = done[index] { each(record) }
            }
            done = [:]
            return failed ? nil : total
        }
    }

    /// One pass over the file: each worker's session solves its part.
    private func runPass(options: SessionOptions, parts: [BatchPart], reportProblems: Bool, work: @escaping BatchWork) {
        let jobs = parts.count
        // One thread per job, each with its own session (and so its own tables) and its share of
        // the memory budget: the shares add up to the budget, and no worker takes another's room.
        let finishedJobs = DispatchSemaphore(value: 0)
        for worker in 0..<jobs {
            var share = options
            share.budget = MemoryBudget(bytes: options.budget.bytes / max(1, jobs))
            let options = share
            let thread = Thread { [self] in
                defer { finishedJobs.signal() }
                guard let session = Self.session(options, problem: worker == 0 && reportProblems ? problem : nil) else {
                    locked { failed = true }
                    return
                }
                guard let count = work(session, parts[worker], { record in deliver(record) }) else {
                    locked { failed = true }
                    return
                }
                locked { total = count }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        for _ in 0..<jobs { finishedJobs.wait() }
    }

    /// A session, or nil when its `--rules` files do not load: their problems are said to
    /// `problem`, unless another worker says them.
    private static func session(_ options: SessionOptions, problem: (@Sendable (String) -> Void)?) -> Session? {
        let session = Session(options: options)
        for fault in session.startupProblems { problem?(fault.rendered) }
        return session.startupProblems.isEmpty ? session : nil
    }

    private func deliver(_ record: BatchRecord) {
        locked {
            guard !record.elsewhere else {
                elsewhere.insert(record.index)
                return
            }
            tally.finished(record)
            done[record.index] = record
            while let ready = done.removeValue(forKey: next) {
                each(ready)
                next += 1
            }
            tally.draw()
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
