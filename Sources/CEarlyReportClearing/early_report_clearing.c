// parity-check's first instruction: remove the reports this run will write, before the Swift runtime starts
// (issue 37 point 4: a kill at any time leaves no report that reads as green).
//
// `ReportGuard.install()`, first in `main`, removes them too, but main starts only after the Swift runtime and the
// libraries' initializers have run: tens of milliseconds under load in which a kill left an earlier run's green
// report in place. A constructor of the executable runs before main, and is handed the arguments by glibc and by
// macOS's dyld (argc, argv, envp). Only plain C is used here: nothing of Swift is ready.
//
// The rule is ReportGuard.reportPaths's: for the default command (`check`; none of the other commands' options
// name a report), the values of --output, --json-report and --junit-report (as `--option value` or
// `--option=value`), up to a `--`. unlink removes a symbolic link itself, never its target, and fails on a folder:
// main then refuses the folder with its message.
#include "early_report_clearing.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static int cleared = -1;

int parity_check_early_report_clearing_count(void) { return cleared; }

static const char *const report_options[] = {"--output", "--json-report", "--junit-report"};
static const char *const other_commands[] = {"list", "validate", "explain", "catalog", "pairwise", "interop", "mutants", "fuzz",
                                             "revision-diff", "help"};
enum { report_option_count = sizeof report_options / sizeof *report_options };
enum { other_command_count = sizeof other_commands / sizeof *other_commands };

// From here to ReportGuard.install() a crash signal sent from outside would reach the Swift runtime's handler,
// which prints "Program crashed" and lets the run go on to a green exit: until main takes over, such a signal
// ends the process (by the signal). The runtime's actions are kept for ReportGuard.install(), which hands a real
// fault on to them.
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
enum { crash_signal_count = sizeof crash_signals / sizeof *crash_signals };
static struct sigaction runtime_actions[crash_signal_count];

static void die_by_the_signal(int signal_number, siginfo_t *info, void *context) {
  // A real fault (sent by the kernel: si_code > 0) is still shown as the runtime shows it.
  for (int index = 0; index < crash_signal_count; index++) {
    const struct sigaction *runtime = &runtime_actions[index];
    if (crash_signals[index] == signal_number && info != NULL && info->si_code > 0 &&
        (runtime->sa_flags & SA_SIGINFO) != 0 && runtime->sa_sigaction != NULL) {
      runtime->sa_sigaction(signal_number, info, context);
    }
  }
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

static int runtime_actions_saved = 0;

int parity_check_early_runtime_action(int signal_number, struct sigaction *action) {
  if (!runtime_actions_saved) return 0;
  for (int index = 0; index < crash_signal_count; index++) {
    if (crash_signals[index] == signal_number) {
      *action = runtime_actions[index];
      return 1;
    }
  }
  return 0;
}

static void guard_crash_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = die_by_the_signal;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  for (int index = 0; index < crash_signal_count; index++) sigaction(crash_signals[index], &action, &runtime_actions[index]);
  runtime_actions_saved = 1;
}

// Blocking the crash signals before anything else runs closes the rest of that window. On ELF platforms the
// executable's .preinit_array runs before every shared library's initializer, the Swift runtime's among them, whose
// crash handler would otherwise catch a signal sent between its start and the constructor below. A signal sent
// meanwhile stays pending until the constructor has put die_by_the_signal in place and unblocks it; a real fault
// while blocked is not held back (the kernel ends the process by it). macOS has no preinit array: there the window
// from the runtime's start to the constructor stays (docs/report-format.md).
static sigset_t crash_signal_set(void) {
  sigset_t set;
  sigemptyset(&set);
  for (int index = 0; index < crash_signal_count; index++) sigaddset(&set, crash_signals[index]);
  return set;
}

#if defined(__ELF__)
static void block_crash_signals_first(int argc, char **argv, char **envp) {
  (void)argc;
  (void)argv;
  (void)envp;
  sigset_t set = crash_signal_set();
  sigprocmask(SIG_BLOCK, &set, NULL);
}
__attribute__((section(".preinit_array"), used)) static void (*const block_crash_signals_entry)(int, char **, char **) =
    block_crash_signals_first;
#endif

static void clear(const char *path) {
  if (path[0] == '\0') return;
  unlink(path);
  cleared++;
}

static void clear_named_reports(int argc, char **argv) {
  if (argc < 2 || argv == NULL) return;
  for (int command = 0; command < other_command_count; command++) {
    if (strcmp(argv[1], other_commands[command]) == 0) return;
  }
  for (int index = 1; index < argc && argv[index] != NULL; index++) {
    const char *argument = argv[index];
    if (strcmp(argument, "--") == 0) return;
    for (int option = 0; option < report_option_count; option++) {
      size_t length = strlen(report_options[option]);
      if (strncmp(argument, report_options[option], length) != 0) continue;
      if (argument[length] == '\0' && index + 1 < argc && argv[index + 1] != NULL) {
        clear(argv[index + 1]);
      } else if (argument[length] == '=') {
        clear(argument + length + 1);
      }
    }
  }
}

__attribute__((constructor)) static void clear_reports_first(int argc, char **argv) {
  cleared = 0;
  guard_crash_signals();
  clear_named_reports(argc, argv);
  // Only now: a crash signal that came while the libraries started ends the process after the reports are gone.
  sigset_t set = crash_signal_set();
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}
