import Foundation

/// The path of a child executable that serves the test child (`parity-test-child`, built beside the tests) in
/// `mode` (`core`, `trap`, `hang`, `exit`, `print`, `empty`): a small script that sets the mode and runs it, so
/// tests running at the same time never share an environment variable.
package func testChild(_ mode: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-test-children-\(getpid())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let script = folder.appendingPathComponent("child-\(mode)")
  if !FileManager.default.fileExists(atPath: script.path) {
    let binary = productsDirectory.appendingPathComponent("parity-test-child").path
    let text = "#!/bin/sh\nPARITY_TEST_CHILD='\(mode)' exec '\(binary)' \"$@\"\n"
    let temporary = folder.appendingPathComponent(".child-\(mode)-\(UUID().uuidString)")
    try Data(text.utf8).write(to: temporary)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary.path)
    _ = rename(temporary.path, script.path)
  }
  return script.path
}
