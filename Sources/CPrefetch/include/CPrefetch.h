#ifndef ANALYZE_CPREFETCH_H
#define ANALYZE_CPREFETCH_H

// Swift has no prefetch instruction of its own: this asks the CPU to start loading the cache
// line at `address` (for reading, kept in all cache levels) without waiting for it.
static inline void analyze_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
