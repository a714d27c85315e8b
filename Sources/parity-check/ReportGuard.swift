#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEarlyReportClearing
import ParityHarness

/// Keeps a report from outliving a run that did not finish (issue 37, points 4 and 8).
///
/// The reports are first removed by a C constructor, the earliest instruction of parity-check's own
/// (Sources/CEarlyReportClearing, same rule as `reportPaths(in:)`). `install()` is the first thing `main` does: it removes the report files the arguments name (before the
/// arguments are parsed, so a kill during parsing or loading leaves no earlier run's green report), and installs
/// handlers for the signals that end or crash the process. A handler removes every report file and every
/// temporary report file this run named, then lets the process die by its signal. So a crash signal (a real
/// fault, or `kill -SEGV` from outside) is never followed by a green exit: the Swift runtime's own crash handler
/// only prints "Program crashed" for a signal it did not cause, and the run went on to exit 0.
///
/// The paths live in a fixed table of C strings that a handler reads without allocating or locking. A string is
/// never freed once registered (a handler may be reading it); a run registers a handful.
enum ReportGuard {
  /// The options whose value is a report file (of `check`, the default command).
  static let reportOptions = ["--output", "--json-report", "--junit-report"]
  /// The commands other than `check`: their options are not reports (`fuzz --output` is a folder).
  static let otherCommands: Set<String> = ["list", "validate", "explain", "catalog", "pairwise", "interop", "mutants", "fuzz",
                                           "revision-diff", "help"]

  private static let capacity = 32
  nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
  }()
  /// The handler the Swift runtime installed for each crash signal (it prints the crash), called before dying.
  /// Indexed by signal number (all signals are below 65 on Linux and macOS); read by the handler without locks.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    previous.initialize(repeating: sigaction(), count: 65)
    return previous
  }()
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]
  static let endingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

  /// Removes the report files `arguments` name and guards them, with every temporary report file, until exit.
  static func install(arguments: [String] = CommandLine.arguments) {
    _ = table
    _ = previous
    for signalNumber in crashSignals + endingSignals {
      var action = sigaction()
      #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = onSignal
      #else
      action.__sigaction_u.__sa_sigaction = onSignal
      #endif
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(signalNumber, &action, previous + Int(signalNumber))
      // The constructor replaced the runtime's action by an interim one: the runtime's is the one handed a fault.
      _ = parity_check_early_runtime_action(signalNumber, previous + Int(signalNumber))
    }
    // The executable's constructor (Sources/CEarlyReportClearing) removed them before the Swift runtime started;
    // removing them again here costs nothing, and covers a platform whose loader does not pass it the arguments.
    _ = parity_check_early_report_clearing_count()
    for path in reportPaths(in: arguments) {
      register(path)
      unlink(path)
    }
  }

  /// The report files named in `arguments` (the program's name first), when the command is `check`.
  static func reportPaths(in arguments: [String]) -> [String] {
    let rest = Array(arguments.dropFirst())
    if let command = rest.first, otherCommands.contains(command) { return [] }
    var paths: [String] = []
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if argument == "--" { break }
      for option in reportOptions {
        if argument == option, index + 1 < rest.count {
          paths.append(rest[index + 1])
        } else if argument.hasPrefix(option + "=") {
          paths.append(String(argument.dropFirst(option.count + 1)))
        }
      }
      index += 1
    }
    return paths.filter { !$0.isEmpty }
  }

  /// Guards `path`: a signal that ends the run removes it. Returns its slot, for `release(_:)`.
  @discardableResult
  static func register(_ path: String) -> Int? {
    for slot in 0..<capacity where table[slot] == nil {
      table[slot] = strdup(path)
      return slot
    }
    return nil
  }

  /// Stops guarding a temporary file that has been renamed into place or removed (the string stays allocated).
  static func release(_ slot: Int?) {
    if let slot { table[slot] = nil }
  }

  /// Creates `.NAME.XXXXXX` beside `path` exclusively, with a name no other file has, and guards it; its
  /// descriptor, name and slot (for `release(_:)`). The file never exists unguarded while a handler runs.
  static func createTemporary(beside path: String) -> (descriptor: Int32, path: String, slot: Int?)? {
    guardedFileSection {
      guard let (descriptor, temporary) = ExclusiveTemporaryFile.create(beside: path) else { return nil }
      return (descriptor, temporary, register(temporary))
    }
  }

  /// Runs `body`, which creates, renames or stops guarding a guarded file, as one step for a signal handler.
  ///
  /// The guarded signals wait on this thread meanwhile; a kill handled on another thread at the same time waits
  /// for `body` to end before removing the guarded files, and a section begun after that never returns (the
  /// process dies by the signal). Without it a handler on another thread could remove the files while this one
  /// created a temporary report or renamed one into place, and leave it (Sources/CEarlyReportClearing).
  static func guardedFileSection<Result>(_ body: () throws -> Result) rethrows -> Result {
    var blocked = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&blocked)
    for signalNumber in crashSignals + endingSignals { sigaddset(&blocked, signalNumber) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
    parity_check_guarded_files_enter()
    defer {
      parity_check_guarded_files_leave()
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
    return try body()
  }

  /// Removes every guarded file; only async-signal-safe calls.
  private static func removeAll() {
    for slot in 0..<capacity {
      if let path = table[slot] { unlink(path) }
    }
  }

  private static let onSignal: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signalNumber, info, context in
    parity_check_guarded_files_close()
    ReportGuard.removeAll()
    let message: StaticString = "parity-check: ended by a signal; no report of this run is left (exit by the signal)\n"
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    // A real fault (sent by the kernel: si_code > 0) is still shown as the runtime shows it (its handler prints the
    // crash, with a backtrace when enabled). A crash signal sent by another process is not handed on: the runtime's
    // backtracer inspects this process from a helper process, which hung when the process then died by the signal.
    let old = ReportGuard.previous[Int(signalNumber)]
    if signalNumber != SIGTERM && signalNumber != SIGINT && signalNumber != SIGHUP && signalNumber != SIGQUIT
      && old.sa_flags & SA_SIGINFO != 0, let info, info.pointee.si_code > 0 {
      #if canImport(Glibc)
      old.__sigaction_handler.sa_sigaction?(signalNumber, info, context)
      #else
      old.__sigaction_u.__sa_sigaction?(signalNumber, info, context)
      #endif
    }
    // Die by the signal: with the default action restored, the signal raised here is delivered when this handler
    // returns (a real fault would also recur on return).
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
}
