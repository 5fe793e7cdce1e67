// CPrefetch: the prefetch hint (inline, in include/CPrefetch.h), a call to the C library, and
// the CPU check.
#include "CPrefetch.h"
// Any C library header defines __GLIBC__ where the library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
void analyze_map_large_allocations(void) {
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    mallopt(M_TRIM_THRESHOLD, 256 * 1024);
}
#else
void analyze_map_large_allocations(void) {}
#endif

int analyze_cpu_has_popcnt(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt") != 0;
#else
    return 1;
#endif
}
