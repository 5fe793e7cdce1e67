import Foundation
import Synchronization
import Boards

/// One bound on the memory that the tables of a process take: every session made from the same
/// options (the prompt's, each `--jobs` worker's) reserves its games' tables here and gives the
/// bytes back when it drops a game. A reservation is made once per table, never per node.
public final class MemoryBudget: Sendable {
    /// The bound, in bytes.
    public let bytes: Int
    private let reserved = Mutex(0)

    public init(bytes: Int) { self.bytes = max(1, bytes) }

    /// The default bound: an eighth of the machine's memory (3 GiB on a 24 GiB machine), at least
    /// 256 MiB, so that a run leaves most of the machine to the rest of it.
    public static var defaultBytes: Int {
        max(256 << 20, Int(clamping: ProcessInfo.processInfo.physicalMemory / 8))
    }

    /// The budget `--memory-mb megabytes` asks for, cut to the machine's memory (more could
    /// only be paged out, or refused when a table is made), with a note saying so when it is cut.
    public static func clamped(megabytes: Int) -> (budget: MemoryBudget, note: String?) {
        let asked = megabytes.multipliedReportingOverflow(by: 1 << 20)
        let physical = TableMemory.physicalBytes
        guard asked.overflow || asked.partialValue > physical else { return (MemoryBudget(bytes: asked.partialValue), nil) }
        return (MemoryBudget(bytes: physical), "analyze: --memory-mb \(megabytes) is more than this machine's memory; "
            + "the budget is \(physical >> 20) MiB")
    }

    /// The memory the process holds now (resident), where the system says (Linux); else 0.
    public static var residentBytes: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The process's peak resident memory so far (VmHWM), in MB, where /proc tells it.
    public static var peakMegabytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    /// Bytes reserved now.
    public var used: Int { reserved.withLock { $0 } }

    /// Bytes not reserved.
    public var available: Int { bytes - used }

    /// Reserves `count` bytes; false (nothing reserved) when they do not fit.
    public func reserve(_ count: Int) -> Bool {
        reserved.withLock { used in
            guard count <= bytes - used else { return false }
            used += count
            return true
        }
    }

    /// Gives back bytes reserved earlier.
    public func release(_ count: Int) {
        reserved.withLock { $0 = max(0, $0 - count) }
    }
}
