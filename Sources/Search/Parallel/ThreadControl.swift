import Boards
import Dispatch
import Foundation
import Synchronization

/// What the threads of one search window share: the node count, the limits, and whether the
/// window has its answer (when the leading thread answers, it ends the window for all).
public final class ThreadControl: Sendable {
    private let limits: SearchLimits
    private let counted = Atomic<UInt64>(0)
    private let done = Atomic<Bool>(false)
    private let spent: UInt64

    public init(limits: SearchLimits, spent: UInt64) {
        self.limits = limits
        self.spent = spent
    }

    /// Nodes counted by every thread in this window.
    public var total: UInt64 { counted.load(ordering: .relaxed) }
    public var windowDone: Bool { done.load(ordering: .relaxed) }

    public func add(nodes: UInt64) { counted.add(nodes, ordering: .relaxed) }

    private let probeCount = Atomic<UInt64>(0), hitCount = Atomic<UInt64>(0)
    /// Table probes and hits of every thread, handed in when each ends.
    public var probes: UInt64 { probeCount.load(ordering: .relaxed) }
    public var hits: UInt64 { hitCount.load(ordering: .relaxed) }
    public func add(probes: UInt64, hits: UInt64) {
        probeCount.add(probes, ordering: .relaxed)
        hitCount.add(hits, ordering: .relaxed)
    }
    public func endWindow() { done.store(true, ordering: .relaxed) }

    /// The limit that ended the window, if one did (an answer ends it with none).
    private let limitHit = Mutex<SearchStop?>(nil)

    /// Why the searches must stop now, if they must: the limit that ended the window for every
    /// thread that asks after it (so whichever thread carries the stop out names it), else
    /// `.interrupted` once the window has its answer.
    public func stopReason() -> SearchStop? {
        if done.load(ordering: .relaxed) { return limitHit.withLock { $0 } ?? .interrupted }
        do throws(SearchStop) {
            try limits.check(visited: spent &+ total)
        } catch {
            let first = limitHit.withLock { hit in
                if hit == nil { hit = error }
                return hit ?? error
            }
            done.store(true, ordering: .relaxed)
            return first
        }
        return nil
    }
}

extension ThreadControl {
    /// Runs `lead()` on this thread and `help(k)`, k in 1..<threads, each on a thread started for
    /// this window; when `lead` ends (a value or a stop), ends the window, waits until every
    /// helper has returned, and gives `lead`'s answer. Helpers must return once `windowDone`.
    ///
    /// Why threads of their own and not a pool: the helpers work on what the lead offers and
    /// wait for it, so a helper must never run in place of the lead, nor start after the window
    /// it belongs to (its engine would then serve two windows at once).
    public func led(threads: Int, _ lead: () throws(SearchStop) -> Int, help: @escaping @Sendable (Int) -> Void)
        throws(SearchStop) -> Int
    {
        let finished = DispatchSemaphore(value: 0)
        let helperCount = max(0, threads - 1)
        for k in 0..<helperCount {
            let thread = Thread {
                help(k + 1)
                finished.signal()
            }
            // The main thread's default: the searches recurse about a hundred frames at most.
            thread.stackSize = 8 << 20
            thread.start()
        }
        let answer: Result<Int, SearchStop>
        do throws(SearchStop) {
            answer = .success(try lead())
        } catch {
            answer = .failure(error)
        }
        endWindow()
        for _ in 0..<helperCount { finished.wait() }
        return try answer.get()
    }
}
