// mimalloc (Debian libmimalloc-dev), linked into parity-check on Linux: its malloc and free replace glibc's for
// the whole process, json-c's trees included (see Sources/parity-check/Allocator.swift).
#include <mimalloc.h>
