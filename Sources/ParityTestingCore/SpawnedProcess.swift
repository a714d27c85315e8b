#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process started with `posix_spawn`, its standard input and output on pipes and its standard error in a
/// file, waited for with `waitpid`. Foundation's `Process` waits for a child's end by polling its run loop every
/// 50 ms, which a run restarting a child on each of hundreds of traps pays every time.
///
/// The child leads a process group of its own, and whatever ends it ends the whole group: a grandchild it started
/// (which may hold its output open) never outlives it. The group is killed while the child is still unreaped, so
/// its id cannot have been given to another group meanwhile.
final class SpawnedProcess {
  let pid: pid_t
  /// This process's ends: the child's standard input (written) and output (read).
  let input: Int32
  let output: Int32
  private var status: Int32?

  struct Failure: Error, CustomStringConvertible { var description: String }

  init(path: String, arguments: [String], environment: [String: String], standardError: String) throws {
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    let inputPipe = try Self.pipe()
    let outputPipe: [Int32]
    do { outputPipe = try Self.pipe() } catch {
      for descriptor in inputPipe { close(descriptor) }
      throw error
    }
    let errorFile = open(standardError, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard errorFile >= 0 else {
      for descriptor in inputPipe + outputPipe { close(descriptor) }
      throw Failure(description: "cannot create \(standardError): \(String(cString: strerror(errno)))")
    }
    defer {
      // The child's ends belong to the child alone: with them closed here, its death ends its output.
      close(inputPipe[0])
      close(outputPipe[1])
      close(errorFile)
    }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errorFile, STDERR_FILENO)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own (its id the child's), so that one signal reaches every process the child started.
    posix_spawnattr_setpgroup(&attributes, 0)
    // The signals as a new process has them, whatever this thread blocks or this process ignores (SIGPIPE, here).
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signalNumber) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    #if canImport(Darwin)
    // Nothing but the three descriptors above reaches the child.
    posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_CLOEXEC_DEFAULT))
    #else
    posix_spawnattr_setflags(&attributes, Int16(flags))
    // The descriptors made here are close-on-exec; those this process was given may not be (a test library's
    // socket that tells it when its child ended): where the C library can, they are closed in the child too.
    Self.closeFrom?(&actions, 3)
    #endif
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      close(inputPipe[1])
      close(outputPipe[0])
      throw Failure(description: String(cString: strerror(result)))
    }
    self.pid = pid
    input = inputPipe[1]
    output = outputPipe[0]
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    Self.live.withLock { _ = $0.insert(pid) }
  }

  deinit {
    kill()
    wait()
    closeInput()
    close(output)
  }

  private var inputClosed = false

  func closeInput() {
    if !inputClosed { close(input) }
    inputClosed = true
  }

  /// SIGKILL to the child and every process of its group (a hung subject may be spinning with any signal blocked).
  func kill() {
    if status == nil { _ = killpg(pid, SIGKILL) }
  }

  /// Whether the child has ended (it is not reaped: ``wait()`` does that).
  var hasEnded: Bool {
    if status != nil { return true }
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0 {
      if errno != EINTR { return true }  // not a child of this process any more: nothing to wait for
    }
    return Self.processID(of: info) != 0
  }

  /// Waits until the child has ended or `deadline` has passed; whether it ended. (A child that ended closed its
  /// output a moment before: the wait starts short.)
  func awaitEnd(until deadline: Date) -> Bool {
    var pause: useconds_t = 100
    while !hasEnded {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      usleep(min(pause, useconds_t(remaining * 1_000_000) + 1))
      pause = min(pause * 2, 10_000)
    }
    return true
  }

  /// Waits for the child's end, then ends what is left of its group: how the child ended, as `waitpid` says.
  /// The child must be ending (killed, or told to end and given time): this waits as long as it takes.
  @discardableResult
  func wait() -> Int32 {
    if let status { return status }
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    // The child is a zombie here, so its group's id is still its own: no grandchild outlives it.
    _ = killpg(pid, SIGKILL)
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    status = raw
    Self.live.withLock { _ = $0.remove(pid) }
    return raw
  }

  /// Kills the process group of every child of this type still running: for a run ended by a signal, which
  /// leaves no subject behind.
  static func killEveryChild() {
    for pid in live.withLock({ $0 }) { _ = killpg(pid, SIGKILL) }
  }

  /// The children started and not yet reaped (their groups' ids).
  private static let live = LockedValue<Set<pid_t>>([])

  private static func processID(of info: siginfo_t) -> pid_t {
    #if canImport(Glibc)
    return info._sifields._sigchld.si_pid
    #else
    return info.si_pid
    #endif
  }

  /// Whether the child ended by a signal.
  var diedBySignal: Bool {
    let signal = wait() & 0x7f
    return signal != 0 && signal != 0x7f
  }

  /// How the child ended, in words: "exited with status 3", "crashed with signal 4 (SIGILL: ...)".
  func death() -> String {
    let raw = wait()
    let signal = raw & 0x7f
    if diedBySignal {
      return "crashed with signal \(signal)" + (Self.signalNames[signal].map { " (\($0))" } ?? "")
    }
    return "exited with status \((raw >> 8) & 0xff)"
  }

  static let signalNames: [Int32: String] = [
    SIGILL: "SIGILL: a Swift runtime trap, e.g. an arithmetic overflow, a failed conversion or a force unwrap of nil",
    SIGTRAP: "SIGTRAP: a Swift runtime trap, e.g. an arithmetic overflow, a failed conversion or a force unwrap of nil",
    SIGABRT: "SIGABRT: an abort", SIGSEGV: "SIGSEGV: a bad memory access", SIGBUS: "SIGBUS: a bad memory access",
    SIGKILL: "SIGKILL", SIGFPE: "SIGFPE: an integer division by zero",
  ]

  /// A pipe whose ends are closed on exec, so another child never holds one open (which would hide this child's
  /// death): made under `spawning`, as every child of this type is started.
  private static func pipe() throws -> [Int32] {
    var descriptors: [Int32] = [-1, -1]
    #if canImport(Glibc)
    let result = Glibc.pipe(&descriptors)
    #else
    let result = Darwin.pipe(&descriptors)
    #endif
    guard result == 0 else { throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return descriptors
  }

  #if !canImport(Darwin)
  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up when the program runs.
  private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
  }()
  #endif

  /// Held from a child's pipes' making to its start: sessions running at once never start a child between
  /// another's `pipe` and `fcntl`.
  private static let spawning = NSLock()
}

/// A value behind a lock.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
#endif
