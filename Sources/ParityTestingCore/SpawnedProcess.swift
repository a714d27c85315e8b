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
    #if canImport(Darwin)
    // Nothing but the three descriptors above reaches the child (on Linux the descriptors made here are
    // close-on-exec).
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
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
  }

  deinit {
    closeInput()
    close(output)
  }

  private var inputClosed = false

  func closeInput() {
    if !inputClosed { close(input) }
    inputClosed = true
  }

  func kill() {
    if status == nil { _ = systemKill(pid, SIGKILL) }
  }

  /// Waits for the child's end: how it ended, as `waitpid` says.
  @discardableResult
  func wait() -> Int32 {
    if let status { return status }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    status = raw
    return raw
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

  /// Held from a child's pipes' making to its start: sessions running at once never start a child between
  /// another's `pipe` and `fcntl`.
  private static let spawning = NSLock()
}

private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
  return Glibc.kill(pid, signal)
  #else
  return Darwin.kill(pid, signal)
  #endif
}
#endif
