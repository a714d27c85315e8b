#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import OverlayIdentity
import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites

/// Differential fuzzing of an SDK from its own test target: random inputs of the suites it implements, each judged
/// against the live JVM oracle (Android's truth), every divergence and every trap shrunk to a small input and
/// written as a vector case (`parity-check fuzz` from a test). The oracle is this package's `oracle serve`, which
/// needs a JDK: macOS or Linux, not an iOS simulator.
///
///     let result = try ParityFuzz.run(subject: YourSDKParity.subject,
///                                     isolation: .childProcess(executable: "YourSDKParityChild"),
///                                     options: ParityFuzzOptions(suites: ["marker.*"], seed: 7, count: 2000,
///                                                                harness: "/path/to/checkout"))
///     #expect(result.findings.isEmpty, "\(result.summary)")
public enum ParityFuzz {
  /// Runs the fuzzer; throws ``ParityFuzzError`` when the run cannot be trusted (the oracle does not start or
  /// answers badly, an unknown suite, an input nobody could judge).
  public static func run(subject: ParitySubject, isolation: ParityIsolation = .inProcess,
                         options: ParityFuzzOptions) throws -> ParityFuzzResult {
    let suites = SuiteCatalog.all.map(\.name).sorted().filter { name in options.suites.contains { Glob.matches($0, name) } }
    guard !suites.isEmpty else {
      throw ParityFuzzError("no suite matches \(options.suites); the known suites are listed by 'parity-check list'")
    }
    guard options.count > 0 else { throw ParityFuzzError("count must be at least 1") }
    let loaded = VectorLoader.load(paths: [options.vectorsPath])
    guard loaded.defects.isEmpty, !loaded.files.isEmpty else {
      throw ParityFuzzError("cannot read the corpus at \(options.vectorsPath) (its tolerances judge the inputs): "
                            + (loaded.defects.first?.description ?? "no vector files") + "; set vectors or harness")
    }
    let corpus = FuzzCorpus(loaded)
    var judge: ChildFuzzJudge?
    if case .childProcess(let executable) = isolation {
      guard let path = ExecutableLocation.find(executable) else {
        throw ParityFuzzError("no child executable \(executable) in \(ExecutableLocation.searchedFolders); build it "
                              + "(it is a dependency of the test target) or give its path")
      }
      do {
        judge = try ChildFuzzJudge(executable: path, contract: options.contract, caseTimeout: options.caseTimeout)
      } catch {
        throw ParityFuzzError("\(error)")
      }
    }
    let connection: OracleProcess
    do {
      connection = try OracleProcess(command: options.oracle, directory: options.harness, answerTimeout: options.oracleTimeout)
    } catch {
      throw ParityFuzzError("\(error); the oracle needs a JDK and this package's checkout (harness)")
    }
    var fuzzer = Fuzzer(suites: suites, seed: options.seed, count: options.count, subject: subject,
                        tolerances: corpus.tolerances, maxFindings: options.maxFindings)
    fuzzer.judge = judge
    var report: FuzzReport
    do {
      report = try fuzzer.run(oracle: connection, corpus: corpus.inputs, progress: { _ in })
    } catch {
      throw ParityFuzzError("\(error)")
    }
    connection.finish()
    if let name = judge?.subjectName { report.subject = name }
    var written: [String] = []
    if let folder = options.findings {
      let writer = FindingWriter(output: folder, seed: options.seed, subject: report.subject, revision: AndroidCoreRevision.newest.rawValue)
      do {
        for suite in suites {
          let findings = report.findings.filter { $0.suite == suite }
          try writer.write(suite: suite, findings: findings, tolerance: corpus.tolerances[suite] ?? .exact)
          if !findings.isEmpty { written.append(writer.path(of: suite)) }
        }
      } catch {
        throw ParityFuzzError("cannot write the findings to \(folder): \(error.localizedDescription)")
      }
    }
    if report.exitCode == 2 { throw ParityFuzzError(report.rendered) }
    return ParityFuzzResult(
      findings: report.findings.map {
        ParityFuzzFinding(suite: $0.suite, id: $0.id, fields: $0.fields, input: $0.input.json, expected: $0.expected,
                          isNew: !$0.inCorpus, original: $0.original.json, text: $0.rendered)
      },
      cases: report.totalCases, divergentInputs: report.totalDivergences, files: written,
      summary: report.findings.map(\.rendered).joined(separator: "\n") + "\n" + report.rendered)
  }
}

/// What to fuzz, and where the oracle and the corpus are.
public struct ParityFuzzOptions: Sendable {
  /// The suites, as globs: those the SDK implements (a suite it lacks makes every input unjudgeable: an error).
  public var suites: [String]
  /// The input generator's seed: the same seed gives the same inputs.
  public var seed: UInt64
  /// Random inputs per suite.
  public var count: Int
  /// At most this many divergent inputs are shrunk per suite (all are counted).
  public var maxFindings: Int
  /// This package's checkout: the oracle runs there, and the corpus is its `vectors/` unless `vectors` says.
  public var harness: String
  /// The oracle's serve command line, run with /bin/sh in `harness`.
  public var oracle: String
  /// The committed corpus (its tolerances judge the inputs; a finding it already holds is not new).
  public var vectors: String?
  /// Where the shrunk findings are written as vector files (`<area>/<function>.json`), or nil.
  public var findings: String?
  public var contract: AndroidCoreRevision
  /// Seconds one input may take in a child process before the child is killed (a finding).
  public var caseTimeout: Double?
  /// Seconds one batch may wait for the oracle (the first batch, which waits for the oracle's start and its build
  /// after a source changed, may wait 30 minutes or this, whichever is longer).
  public var oracleTimeout: Double

  public init(suites: [String], seed: UInt64 = 1, count: Int = 1000, maxFindings: Int = 5, harness: String,
              oracle: String = "tools/jvm-parity/oracle serve", vectors: String? = nil, findings: String? = nil,
              contract: AndroidCoreRevision = .newest, caseTimeout: Double? = 10, oracleTimeout: Double = 300) {
    self.suites = suites
    self.seed = seed
    self.count = count
    self.maxFindings = maxFindings
    self.harness = harness
    self.oracle = oracle
    self.vectors = vectors
    self.findings = findings
    self.contract = contract
    self.caseTimeout = caseTimeout
    self.oracleTimeout = oracleTimeout
  }

  var vectorsPath: String { vectors ?? URL(fileURLWithPath: harness).appendingPathComponent("vectors").path }
}

/// One shrunk finding: a divergence or a trap, as the vector case it becomes.
public struct ParityFuzzFinding: Sendable, CustomStringConvertible {
  public var suite: String
  /// `fuzz-<seed>-<n>`.
  public var id: String
  /// The diverging fields (`/hash`), or `(crashed) <the runtime's message>`, or `(timed out)`.
  public var fields: [String]
  /// The shrunk input, and the oracle's expected value for it, as a vector case holds them.
  public var input: String
  public var expected: String
  /// Whether the committed corpus lacks this input.
  public var isNew: Bool
  /// The input before shrinking.
  public var original: String
  /// The finding as `parity-check fuzz` prints it.
  public var text: String
  public var description: String { text }
}

public struct ParityFuzzResult: Sendable {
  public var findings: [ParityFuzzFinding]
  /// Inputs judged, and how many of them diverged or trapped before shrinking.
  public var cases: Int
  public var divergentInputs: Int
  /// The findings files written.
  public var files: [String]
  /// The findings and the per-suite table, as `parity-check fuzz` prints them.
  public var summary: String
}

/// A fuzz run that cannot be trusted, with what to do next.
public struct ParityFuzzError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
#endif
