import Analyzer
import Foundation

/// Solves one file's positions with `jobs` sessions on as many threads, each taking every
/// `jobs`-th record (`BatchPart`); counts each record in the tally as it is done and hands the
/// records back in input order as soon as each one and all before it are done.
/// `@unchecked Sendable`: every mutable property is read and written under `lock`.
final class ParallelBatch: @unchecked Sendable {
    private let lock = NSLock()
    private var done: [Int: BatchRecord] = [:]
    private var next = 0
    private var total: Int?
    private var failed = false
    private let tally: BatchTally

    /// Gets every record in input order, one at a time (under the lock).
    private let each: (BatchRecord) -> Void

    init(tally: BatchTally, each: @escaping (BatchRecord) -> Void) {
        self.tally = tally
        self.each = each
    }

    /// Runs the file and hands its records to `each`. Returns the number of records, or `nil`
    /// when a session could not start.
    func run(file: String, jobs: Int, options: SessionOptions) -> Int? {
        // One thread per job, each with its own session (and so its own tables) and its share of
        // the memory budget: the shares add up to the budget, and no worker takes another's room.
        let finishedJobs = DispatchSemaphore(value: 0)
        for worker in 0..<jobs {
            var share = options
            share.budget = MemoryBudget(bytes: options.budget.bytes / max(1, jobs))
            let options = share
            let thread = Thread { [self] in
                defer { finishedJobs.signal() }
                guard let session = worker == 0 ? Output.session(options) : Self.quietSession(options) else {
                    locked { failed = true }
                    return
                }
                // Each worker reads the file on its own, a statement at a time.
                guard let stream = try? ScriptStream(path: file) else {
                    Output.err("\(file): cannot read it again (it changed during the run)")
                    locked { failed = true }
                    return
                }
                let count = session.solveBatch(stream, file: file, part: BatchPart(index: worker, of: jobs)) { record in
                    deliver(record)
                }
                locked { total = count }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        for _ in 0..<jobs { finishedJobs.wait() }
        return locked {
            // After Ctrl-C some records were never solved: those done still go out, in order.
            for index in done.keys.sorted() {
                if let record = done[index] { each(record) }
            }
            done = [:]
            return failed ? nil : total
        }
    }

    /// A session whose start-up problems the first worker already reported.
    private static func quietSession(_ options: SessionOptions) -> Session? {
        let session = Session(options: options)
        return session.startupProblems.isEmpty ? session : nil
    }

    private func deliver(_ record: BatchRecord) {
        locked {
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
