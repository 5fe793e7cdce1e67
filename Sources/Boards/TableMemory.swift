#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for a search table. A probe lands anywhere in a table of many megabytes, and with
/// 4 KiB pages nearly every probe would also miss the TLB; so the memory is aligned to 2 MiB and
/// offered to the kernel for huge pages (Linux's transparent huge pages, where enabled).
///
/// A table the system refuses (an address-space limit, or more than the machine has) is not an
/// abort: `allocate` answers nil, and the tables take the largest halving of their size that the
/// system gives (`allocate(upTo:smallest:)`).
public enum TableMemory {
    /// The machine's memory, in bytes.
    public static let physicalBytes: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, size > 0 else { return Int.max }
        return pages.multipliedReportingOverflow(by: size).overflow ? Int.max : pages * size
    }()

    /// The most one table may take: the machine's memory (a table larger could only be paged
    /// out). A test lowers it to stand for a system that refuses more.
    @TaskLocal public static var ceiling: Int = physicalBytes

    /// `bytes` bytes aligned to 2 MiB where the system gives them, else to a cache line; nil when
    /// the system refuses them or they pass `ceiling`. Give them back with `release`.
    public static func allocate(bytes: Int) -> UnsafeMutableRawPointer? {
        guard bytes > 0, bytes <= ceiling else { return nil }
        var raw: UnsafeMutableRawPointer?
        if posix_memalign(&raw, 2 << 20, bytes) == 0, let raw {
            #if os(Linux)
            _ = madvise(raw, bytes, MADV_HUGEPAGE)
            #endif
            return raw
        }
        raw = nil
        if posix_memalign(&raw, 64, bytes) == 0, let raw { return raw }
        return nil
    }

    /// The largest of `bytes`, `bytes / 2`, `bytes / 4`, ... (not below `smallest`) that the
    /// system gives, with its size. Only when even `smallest` is refused (the process is out of
    /// memory) does it trap, as any allocation would.
    public static func allocate(upTo bytes: Int, smallest: Int) -> (memory: UnsafeMutableRawPointer, bytes: Int) {
        largestGiven(upTo: bytes, smallest: smallest)
            ?? (UnsafeMutableRawPointer.allocate(byteCount: smallest, alignment: 64), smallest)
    }

    /// Slots of a plain type for a table: the largest power of two of them (at least `fewest`,
    /// itself a power of two) within `bytes`, or fewer where the system gives less (`allocate(upTo:
    /// smallest:)`), every slot zero bits. Give them back with `release`.
    public static func zeroedSlots<Slot>(of _: Slot.Type, upTo bytes: Int, fewest: Int)
        -> (slots: UnsafeMutablePointer<Slot>, count: Int)
    {
        // Zero bits must be a valid slot: the tables read a slot's fields before any store.
        precondition(_isPOD(Slot.self), "a table slot must be a plain value: its slots start as zero bits")
        let slotSize = max(1, MemoryLayout<Slot>.stride)
        var count = fewest
        while count * 2 * slotSize <= bytes { count *= 2 }
        let (memory, length) = allocate(upTo: count * slotSize, smallest: fewest * slotSize)
        count = length / slotSize
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: count * slotSize)
        return (memory.bindMemory(to: Slot.self, capacity: count), count)
    }

    /// The largest of `bytes`, `bytes / 2`, ... (not below `smallest`) that the system would
    /// give now, found by asking for it and giving it straight back (untouched, so it costs
    /// address space only); nil when not even `smallest` is given.
    public static func obtainable(upTo bytes: Int, smallest: Int) -> Int? {
        guard let given = largestGiven(upTo: bytes, smallest: smallest) else { return nil }
        release(given.memory)
        return given.bytes
    }

    /// The first of `bytes`, `bytes / 2`, ... (not below `smallest`) that `allocate` gives.
    private static func largestGiven(upTo bytes: Int, smallest: Int) -> (memory: UnsafeMutableRawPointer, bytes: Int)? {
        var size = max(bytes, smallest)
        while true {
            if let memory = allocate(bytes: size) { return (memory, size) }
            guard size / 2 >= smallest else { return nil }
            size /= 2
        }
    }

    /// Gives back memory from `allocate`.
    public static func release(_ memory: UnsafeMutableRawPointer) { free(memory) }
}
