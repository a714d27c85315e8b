#ifndef EARLY_REPORT_CLEARING_H
#define EARLY_REPORT_CLEARING_H

#include <signal.h>

/// How many report paths parity-check's constructor removed (or found absent) before any Swift code ran; -1 when
/// the constructor did not run (a platform that does not pass the arguments to constructors).
int parity_check_early_report_clearing_count(void);

/// The action the Swift runtime had installed for crash signal `signal_number` before the constructor replaced it
/// (by one that ends the process until ReportGuard.install() installs its own): 1 and `*action` filled, or 0.
int parity_check_early_runtime_action(int signal_number, struct sigaction *action);

/// Opens a section that creates, renames or removes a guarded report file; call it with the guarded signals blocked on
/// this thread. Never returns once a signal handler has called parity_check_guarded_files_close().
void parity_check_guarded_files_enter(void);

/// Closes the section opened by parity_check_guarded_files_enter().
void parity_check_guarded_files_leave(void);

/// Called by a signal handler before it removes the guarded files: no section opens after it, and it returns once
/// every section already open has closed.
void parity_check_guarded_files_close(void);

#endif
