import Foundation

/// The path of a child executable that serves the test child (`parity-test-child`, built beside the tests) in
/// `mode` (`core`, `trap`, `hang`, `exit`, `print`, `empty`, ...): a small script that sets the mode and runs it, so
/// tests running at the same time never share an environment variable. With `record`, each child started writes
/// its process id there, and those of the processes it starts (``recordedProcesses(_:)``): that script is the
/// caller's alone.
package func testChild(_ mode: String, record: String? = nil) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-test-children-\(getpid())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let script = folder.appendingPathComponent(record == nil ? "child-\(mode)" : "child-\(mode)-\(UUID().uuidString)")
  if !FileManager.default.fileExists(atPath: script.path) {
    let binary = productsDirectory.appendingPathComponent("parity-test-child").path
    let recording = record.map { "PARITY_TEST_CHILD_RECORD='\($0)' " } ?? ""
    let text = "#!/bin/sh\n\(recording)PARITY_TEST_CHILD='\(mode)' exec '\(binary)' \"$@\"\n"
    let temporary = folder.appendingPathComponent(".child-\(mode)-\(UUID().uuidString)")
    try Data(text.utf8).write(to: temporary)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary.path)
    _ = rename(temporary.path, script.path)
  }
  return script.path
}

/// What test children recorded in `file` (``testChild(_:record:)``): each event (`started`, `grandchild`,
/// `hanging`) with its process id.
package func recordedProcesses(_ file: String) -> [(event: String, pid: pid_t)] {
  ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ")
    guard words.count == 2, let pid = pid_t(words[1]) else { return nil }
    return (String(words[0]), pid)
  }
}

/// Whether process `pid` is still running (a zombie waiting for its parent to reap it is not: it runs no code and
/// holds no pipe).
/// Whether every one of `pids` has ended within `seconds`. A process sent SIGKILL is not gone at once: the kernel
/// ends it when it next runs, milliseconds later on a loaded machine, so "the run left nothing running" is checked
/// with a short grace, not at the instant the run returns.
package func allEnd(_ pids: [pid_t], within seconds: Double = 5) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while pids.contains(where: isRunning) {
    if Date() >= deadline { return false }
    usleep(10_000)
  }
  return true
}

package func isRunning(_ pid: pid_t) -> Bool {
  guard kill(pid, 0) == 0 else { return false }
  #if os(Linux)
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  #else
  return true
  #endif
}
