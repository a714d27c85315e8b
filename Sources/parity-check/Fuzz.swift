import ArgumentParser
import Foundation
import OverlayIdentity
import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites
import ParityTestingCore

struct Fuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Differential fuzzing: random inputs per suite, judged against the live JVM oracle; divergences are shrunk and written as vector cases.",
    discussion: """
      COUNT inputs are generated for each selected suite (not split across suites): --suite 'javaHash.*' --count 100000 runs 1,000,000 cases, 100,000 for each of the ten hash types. The inputs depend only on the seed and the suite. Tolerances are the suites' defaults in the committed corpus (exact for a suite without a file).

      --subject-executable PATH fuzzes an SDK's ParityChild executable (the one its ParityTesting run uses with isolation .childProcess) instead of a built-in subject: each batch of inputs goes to the child as vector cases, judged as 'parity-check --subject-executable' judges them. An input on which the child traps (or outlives --case-timeout) is a finding like a divergence, shrunk by rerunning candidates in new children, and written with the oracle's expected value.

      Exit codes: 0 no divergence; 1 divergences (shrunk cases written to --output); 2 errors (the oracle does not start or answers badly, an unknown suite, an input that cannot be judged, zero cases).
      """)

  @Option(help: "Only suites matching this glob, e.g. 'javaHash.*' ('*' for all), or a comma-separated list of globs.")
  var suite: String = "*"

  @Option(help: "The seed of the input generator.")
  var seed: UInt64 = 1

  @Option(help: "Random inputs per suite.")
  var count: Int = 1000

  @Option(help: "The subject under test: 'core' (default) or a mutant name (see 'parity-check list --subjects').")
  var subject: String = "core"

  @Option(help: "The oracle's serve command line, run with /bin/sh from the current folder.")
  var oracle: String = "tools/jvm-parity/oracle serve"

  @Option(help: "An SDK's ParityChild executable to fuzz instead of --subject (see docs/parity-testing.md, 'Fuzzing an SDK').")
  var subjectExecutable: String?

  @Option(help: "With --subject-executable: seconds one input may take before its child is killed (a finding).")
  var caseTimeout: Double = 10

  @Option(help: "Where the shrunk findings are written, one vector file per suite.")
  var output: String = "fuzz-findings"

  @Option(help: "At most this many divergent inputs are shrunk per suite (all are counted).")
  var maxFindings: Int = 5

  @Option(help: "The committed corpus: suite tolerances, and the inputs a finding is compared with.")
  var vectors: String = "vectors/"

  @Option(help: "Seconds the oracle may send nothing while answers are awaited before the run fails (exit 2); a slow suite's batch may take longer, so long as answers keep coming.")
  var oracleTimeout: Double = 120

  @Option(help: "Seconds the oracle may take to send its first answer: its start, and its build when a source changed (kotlinc, minutes on a fresh clone).")
  var oracleStartTimeout: Double = 1800

  func run() throws {
    var subject = try resolvedSubject()
    var judge: ChildFuzzJudge?
    if let subjectExecutable {
      guard self.subject == "core" else { throw ValidationError("give --subject or --subject-executable, not both") }
      guard caseTimeout > 0 else { throw ValidationError("--case-timeout must be positive") }
      do {
        judge = try ChildFuzzJudge(executable: subjectExecutable, caseTimeout: caseTimeout)
      } catch {
        printToStandardError("error: \(error)")
        throw ExitCode(2)
      }
      // Named by its child once it greets; until then by its file.
      subject = ParitySubject(name: URL(fileURLWithPath: subjectExecutable).lastPathComponent)
    }
    // A comma-separated list of globs: a few suites of different areas in one run (one oracle start).
    let globs = CaseSelection.suiteGlobs(suite)
    let suites = SuiteCatalog.all.map(\.name).sorted().filter { name in globs.contains { Glob.matches($0, name) } }
    guard !suites.isEmpty else {
      let hint = SuiteCatalog.suggestion(for: suite).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw ValidationError("no suite matches '\(suite)'\(hint); run 'parity-check list' for the known suites")
    }
    guard count > 0 else { throw ValidationError("--count must be at least 1") }
    guard oracleTimeout > 0 else { throw ValidationError("--oracle-timeout must be positive") }
    guard oracleStartTimeout > 0 else { throw ValidationError("--oracle-start-timeout must be positive") }
    // The findings are written at the end: a folder that cannot be written is found out before a long run.
    if let problem = Self.unwritableReason(output) {
      printToStandardError("error: cannot write the findings to '\(output)': \(problem)")
      throw ExitCode(2)
    }
    printToStandardError("fuzz: \(suites.count) suite\(suites.count == 1 ? "" : "s") × \(count) inputs, seed \(seed), subject \(subject.name); starting the oracle: \(oracle)")
    // The JVM starts while the corpus loads (both take about as long); a corpus that does not load stops it again.
    let connection: OracleProcess
    do {
      connection = try OracleProcess(command: oracle, answerTimeout: oracleTimeout, startTimeout: oracleStartTimeout)
    } catch {
      printToStandardError("error: \(error)")
      throw ExitCode(2)
    }
    // The tolerances come from the corpus: without it every geo suite would be judged exactly and report
    // false findings, so a corpus that does not load stops the run.
    let loaded = VectorLoader.load(paths: [vectors])
    guard loaded.defects.isEmpty, !loaded.files.isEmpty else {
      connection.stop()
      for defect in loaded.defects { printToStandardError(defect.description) }
      throw ValidationError("cannot read the corpus at '\(vectors)' (its tolerances judge the fuzz cases); "
                            + "run from the repository root or pass --vectors PATH")
    }
    let corpus = FuzzCorpus(loaded, suites: suites)
    var fuzzer = Fuzzer(suites: suites, seed: seed, count: count, subject: subject, tolerances: corpus.tolerances,
                        maxFindings: maxFindings)
    fuzzer.judge = judge
    var report: FuzzReport
    do {
      report = try fuzzer.run(oracle: connection, corpus: corpus.inputs, waitingSeconds: { connection.waitingSeconds },
                              progress: printToStandardError)
    } catch {
      printToStandardError("error: \(error)")
      throw ExitCode(2)
    }
    connection.finish()
    if let name = judge?.subjectName { report.subject = name }

    let writer = FindingWriter(output: output, seed: seed, subject: report.subject, revision: AndroidCoreRevision.newest.rawValue)
    do {
      for suite in suites {
        try writer.write(suite: suite, findings: report.findings.filter { $0.suite == suite },
                         tolerance: corpus.tolerances[suite] ?? .exact)
      }
    } catch {
      printToStandardError("error: cannot write the findings to '\(output)': \(error.localizedDescription)")
      throw ExitCode(2)
    }
    for finding in report.findings {
      print(finding.rendered)
      print("  written to \(writer.path(of: finding.suite))")
    }
    print(report.rendered, terminator: "")
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }

  /// Why `folder` could not be created or written, judged at its nearest existing ancestor; nil when it can.
  private static func unwritableReason(_ folder: String) -> String? {
    var url = URL(fileURLWithPath: folder).standardizedFileURL
    while !FileManager.default.fileExists(atPath: url.path) && url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      return "\(url.path) is not a folder"
    }
    return FileManager.default.isWritableFile(atPath: url.path) ? nil : "\(url.path) is not writable"
  }

  private func resolvedSubject() throws -> ParitySubject {
    if subject == "core" { return .core }
    if let mutant = MutantCatalog.mutant(named: subject) { return mutant.subject }
    throw ValidationError("unknown subject '\(subject)'; run 'parity-check list --subjects'")
  }
}
