import Foundation

/// The result of running the built `parity-check`.
package struct CommandResult {
  package var exitCode: Int32
  package var standardOutput: String
  package var standardError: String
}

/// Runs the `parity-check` binary built next to the test bundle, with `arguments`.
package func runParityCheck(_ arguments: [String], in directory: URL = repositoryRoot) throws -> CommandResult {
  try run(productsDirectory.appendingPathComponent("parity-check"), arguments, in: directory)
}

/// Runs a repository script (`tools/validate-junit`, `tools/validate-report`) on `arguments`.
package func runRepositoryScript(_ script: String, _ arguments: [String]) throws -> CommandResult {
  try run(repositoryRoot.appendingPathComponent(script), arguments, in: repositoryRoot)
}

private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(exitCode: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
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

