import Foundation

/// The result of running the built `parity-check`.
package struct CommandResult {
  package var exitCode: Int32
  package var standardOutput: String
  package var standardError: String
  /// Whether it was killed (SIGKILL) for outliving the time it was given.
  package var timedOut = false
}

/// Runs the `parity-check` binary built next to the test bundle, with `arguments`; killed after `timeout` seconds
/// when one is given (a run that hangs fails its test instead of hanging the test run).
package func runParityCheck(_ arguments: [String], in directory: URL = repositoryRoot,
                            timeout: TimeInterval? = nil) throws -> CommandResult {
  try run(productsDirectory.appendingPathComponent("parity-check"), arguments, in: directory, timeout: timeout)
}

/// Runs a repository script (`tools/validate-junit`, `tools/validate-report`) on `arguments`.
package func runRepositoryScript(_ script: String, _ arguments: [String]) throws -> CommandResult {
  try run(repositoryRoot.appendingPathComponent(script), arguments, in: repositoryRoot)
}

private func run(_ executable: URL, _ arguments: [String], in directory: URL,
                 timeout: TimeInterval? = nil) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let killed = LockedFlag()
  let ended = LockedFlag()
  if let timeout {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if !ended.isSet {
        killed.set()
        kill(pid, SIGKILL)
      }
    }
  }
  // Standard error is read meanwhile: a run that fills its pipe must not wait for this one.
  let errorData = LockedData()
  let errorRead = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    errorData.set(error.fileHandleForReading.readDataToEndOfFile())
    errorRead.signal()
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  errorRead.wait()
  process.waitUntilExit()
  ended.set()
  return CommandResult(exitCode: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData.get(), as: UTF8.self), timedOut: killed.isSet)
}

/// The build products folder (where SwiftPM puts both the test bundle and the executables).
package let productsDirectory: URL = {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
  #endif
  return Bundle.main.bundleURL
}()


private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ new: Data) { lock.withLock { data = new } }
  func get() -> Data { lock.withLock { data } }
}
