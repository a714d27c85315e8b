#ifndef EARLY_REPORT_CLEARING_H
#define EARLY_REPORT_CLEARING_H

#include <signal.h>

/// How many report paths parity-check's constructor removed (or found absent) before any Swift code ran; -1 when
/// the constructor did not run (a platform that does not pass the arguments to constructors).
int parity_check_early_report_clearing_count(void);

/// The action the Swift runtime had installed for crash signal `signal_number` before the constructor replaced it
/// (by one that ends the process until ReportGuard.install() installs its own): 1 and `*action` filled, or 0.
int parity_check_early_runtime_action(int signal_number, struct sigaction *action);

#endif
