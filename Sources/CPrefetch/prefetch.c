// CPrefetch is a header-only C module (see include/CPrefetch.h); SwiftPM wants one source file.
#include "CPrefetch.h"
