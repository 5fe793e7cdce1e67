#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for a search table. A probe lands anywhere in a table of many megabytes, and with
/// 4 KiB pages nearly every probe would also miss the TLB; so the memory is aligned to 2 MiB and
/// offered to the kernel for huge pages (Linux's transparent huge pages, where enabled).
public enum TableMemory {
    /// `bytes` bytes aligned to 2 MiB where the system gives them, else to a cache line; give
    /// them back with `release`.
    public static func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        var raw: UnsafeMutableRawPointer?
        if posix_memalign(&raw, 2 << 20, bytes) == 0, let raw {
            #if os(Linux)
            _ = madvise(raw, bytes, MADV_HUGEPAGE)
            #endif
            return raw
        }
        return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    }

    /// Gives back memory from `allocate`.
    public static func release(_ memory: UnsafeMutableRawPointer) { free(memory) }
}
