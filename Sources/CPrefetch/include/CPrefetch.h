#ifndef ANALYZE_CPREFETCH_H
#define ANALYZE_CPREFETCH_H

// Swift has no prefetch instruction of its own: this asks the CPU to start loading the cache
// line at `address` (for reading, kept in all cache levels) without waiting for it.
static inline void analyze_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

// glibc serves a large allocation from its heap once a freed one has raised its (moving) mmap
// threshold, and keeps what is freed there: the arrays a growing hash set leaves behind stay
// resident beside the ones that replaced them. This fixes the thresholds, so that every large
// array is mapped and what is freed at the top of the heap goes back to the system (nothing
// where the C library is not glibc).
void analyze_map_large_allocations(void);

// Whether the CPU has the POPCNT instruction, which release builds for x86-64 use (always 1 on
// other processors). Compiled for any CPU, so that `analyze` can say why it cannot run.
int analyze_cpu_has_popcnt(void);

#endif
