// The gate between parity-check's threads that create or rename a guarded report file and a signal handler that
// removes every guarded file before the process dies by its signal (ReportGuard).
//
// A signal sent to the process is handed to any thread that does not block it. A thread creating a temporary
// report blocks the guarded signals, so a kill that comes meanwhile runs the handler on another thread, at the same
// time. Without the gate that handler could remove the guarded files before the temporary was created or the report
// renamed into place, and die after: a temporary report file (or a report) was left (CI, SIGBUS sent during the
// report writing). With it, a handler waits for every section begun, and a section begun after the handler has
// started never returns: the process is about to die by the signal.
//
// Sequentially consistent atomics on both sides (the section raises `sections` then reads `closing`, the handler
// sets `closing` then reads `sections`): at least one of them sees the other. Lock-free atomics are
// async-signal-safe.
#include "early_report_clearing.h"

#include <stdatomic.h>
#include <unistd.h>

static atomic_int sections = 0;
static atomic_int closing = 0;

void parity_check_guarded_files_enter(void) {
  atomic_fetch_add(&sections, 1);
  if (atomic_load(&closing)) {
    atomic_fetch_sub(&sections, 1);
    // The guarded signals are blocked on this thread: it waits here until the handler's thread ends the process.
    for (;;) pause();
  }
}

void parity_check_guarded_files_leave(void) { atomic_fetch_sub(&sections, 1); }

void parity_check_guarded_files_close(void) {
  atomic_store(&closing, 1);
  // A section on this thread cannot be open: the handler runs here only while the guarded signals are unblocked.
  while (atomic_load(&sections) > 0) {
  }
}
