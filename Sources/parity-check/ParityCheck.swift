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
    version: HarnessVersion.description,
    subcommands: [Check.self, List.self, Validate.self, Explain.self, Catalog.self, Pairwise.self, Interop.self, Mutants.self, Fuzz.self,
                  RevisionDiffCommand.self],
    defaultSubcommand: Check.self
  )

  /// Runs the command and maps every way it can end onto the documented exit codes: 1 only for a parity
  /// failure the command reported itself, 2 for everything else that is not success (usage, I/O, vectors).
  static func main() {
    // Before anything else: no earlier run's report survives this one, whatever ends it.
    ReportGuard.install()
    let command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      finish(with: error, usage: ParityCheck.self)
    }
    do {
      var running = command
      try running.run()
    } catch {
      // A subcommand's own usage, not the top-level one, goes with its errors.
      finish(with: error, usage: type(of: command))
    }
    failIfStandardOutputWasLost()
  }

  /// Exit 2 when what a command printed could not all be written to standard output (a full disk, a descriptor
  /// not open for writing): stdio only remembers the failure, and `list > file` on a full disk was exit 0 with
  /// an empty file. Flushing every stream reports a write that failed earlier as well as one still buffered.
  private static func failIfStandardOutputWasLost() {
    errno = 0
    guard fflush(nil) != 0 else { return }
    let reason = errno != 0 ? String(cString: strerror(errno)) : "a write failed"
    printToStandardError("error: cannot write to standard output: \(reason)")
    Foundation.exit(2)
  }

  private static func finish(with error: Error, usage command: ParsableCommand.Type) -> Never {
    failIfStandardOutputWasLost()
    if exitCode(for: error) == .success {
      // --help and --version, printed here as `exit(withError:)` would, so that a lost text is exit 2 too.
      let text = fullMessage(for: error)
      if !text.isEmpty { print(text) }
      failIfStandardOutputWasLost()
      Foundation.exit(0)
    }
    // The command has already said what went wrong; only its verdict is left to give.
    if let code = error as? ExitCode { Foundation.exit(code.rawValue == 1 ? 1 : 2) }
    if command == ParityCheck.self {
      let message = fullMessage(for: error)
      if !message.isEmpty { printToStandardError(message) }
    } else {
      let name = command.configuration.commandName ?? "\(command)".lowercased()
      printToStandardError("Error: \(message(for: error))\nUsage: \(usageString(for: command))\n"
                           + "  See 'parity-check \(name) --help' for more information.")
    }
    Foundation.exit(2)
  }
}
