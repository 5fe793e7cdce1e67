// CPrefetch: the prefetch hint (inline, in include/CPrefetch.h), and a call to the C library.
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
