import ArgumentParser
import Foundation
import ParityHarness

@main
struct ParityCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parity-check",
    abstract: "Checks a Swift implementation against the shared iOS/Android parity vectors.",
    discussion: """
      Exit codes:
        0  every selected case passed (not-portable and known divergences are reported, not failures)
        1  at least one case diverged from the JVM's expected value
        2  bad vectors, an unknown suite, zero cases, a partial run, bad usage or an I/O error
      """,
    subcommands: [Check.self, List.self, Validate.self, Explain.self, Pairwise.self, Mutants.self, Fuzz.self],
    defaultSubcommand: Check.self
  )

  /// Runs the command and maps every way it can end onto the documented exit codes.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        exit(withError: error)
      }
      let message = fullMessage(for: error)
      if !message.isEmpty { printToStandardError(message) }
      Foundation.exit(code.rawValue == 1 ? 1 : 2)
    }
  }
}
