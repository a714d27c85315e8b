// The C library allocator's settings parity-check makes (see Sources/parity-check/AllocatorTuning.swift).
#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// glibc: no fastbins, so that freed small blocks merge as they are freed. Elsewhere: nothing.
static inline void parity_allocator_merge_small_blocks_when_freed(void) {
#if defined(__GLIBC__)
  mallopt(M_MXFAST, 0);
#endif
}
