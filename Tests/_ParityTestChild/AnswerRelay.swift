import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a relay between ParityChild and the parent: what the child writes to its standard output goes through a
/// pipe to a thread that hands each line to `rewrite` and writes what it returns to the real standard output. A
/// child built against another harness, or one whose output something else writes to, says what `rewrite` says.
/// Call before `ParityChild.serve`, which takes the standard output it finds for its answers.
enum AnswerRelay {
  static func install(_ rewrite: @escaping @Sendable (String) -> String) {
    let parent = dup(STDOUT_FILENO)
    var ends: [Int32] = [-1, -1]
    guard parent >= 0, pipe(&ends) == 0, dup2(ends[1], STDOUT_FILENO) >= 0 else { fatalError("cannot relay the answers") }
    close(ends[1])
    let relayed = ends[0]
    Thread.detachNewThread {
      var pending: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(relayed, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        pending += chunk[..<count]
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = rewrite(String(decoding: pending[..<newline], as: UTF8.self)) + "\n"
          pending.removeSubrange(...newline)
          _ = line.withCString { write(parent, $0, strlen($0)) }
        }
      }
    }
  }
}

/// What the faulty modes do beside a subject's computation.
enum Misdeeds {
  /// Closes every descriptor but standard error (the protocol's output among them), and stays alive.
  static func closeOutputAndLinger() -> Never {
    for descriptor in 0..<1024 where descriptor != STDERR_FILENO { close(Int32(descriptor)) }
    while true { sleep(3600) }
  }

  /// Starts a grandchild (`sleep`) that inherits every descriptor, the protocol's output among them, and records its
  /// process id.
  static func startGrandchild() {
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("3600"), nil]
    defer { for argument in arguments { free(argument) } }
    guard posix_spawn(&pid, "/bin/sleep", nil, nil, arguments, environ) == 0 else { fatalError("cannot start sleep") }
    record("grandchild", pid)
  }

  /// Appends `what` and a process id (this process's by default) to PARITY_TEST_CHILD_RECORD, when it is set.
  static func record(_ what: String, _ pid: pid_t = getpid()) {
    guard let record = ProcessInfo.processInfo.environment["PARITY_TEST_CHILD_RECORD"] else { return }
    let descriptor = open(record, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    _ = "\(what) \(pid)\n".withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
  }
}
