import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites

/// Differential fuzzing: random inputs per suite, the JVM oracle's answer for each, the subject's result
/// judged against it by the harness's rules, and every divergence shrunk to a small vector case.
///
/// `count` inputs are generated for each suite (not split across suites), so `--count 100000` gives every hash
/// type its 100 000 inputs. Each suite draws from its own stream of the seed: the same seed gives the same
/// inputs, whatever other suites are selected.
package struct Fuzzer {
  package var suites: [String]
  package var seed: UInt64
  package var count: Int
  package var subject: ParitySubject
  /// Each suite's default tolerance from the committed corpus; a suite not listed compares exactly.
  package var tolerances: [String: Tolerance]
  /// At most this many divergent inputs are shrunk per suite (all are counted).
  package var maxFindings: Int
  /// Requests per batch. Each hand-over waits for the scheduler, which under load costs more than the batch's
  /// memory: 8,192 took about 5 % less CPU on either side than 2,000 (marker.id, tools/bench-fuzz).
  package var batchSize = 8192
  /// Batches sent and not yet judged: while Swift judges the oldest and draws the next, the JVM works on the
  /// others, and still has one when it answered faster than Swift judged for a while. (Drawing on a thread of its
  /// own gave no overlap measurable here and more time in malloc: each input was freed by another thread.)
  package var batchesInFlight = 3
  /// Judges in place of `subject` when set (an SDK's child executable, ``FuzzJudge``).
  package var judge: (any FuzzJudge)?

  package init(suites: [String], seed: UInt64, count: Int, subject: ParitySubject, tolerances: [String: Tolerance],
              maxFindings: Int) {
    self.suites = suites
    self.seed = seed
    self.count = count
    self.subject = subject
    self.tolerances = tolerances
    self.maxFindings = maxFindings
  }

  /// The first `count` inputs of `suite` for `seed`, as compact JSON.
  package static func inputs(suite: String, seed: UInt64, count: Int) -> [ParityValue] {
    guard let generate = SuiteCatalog.suite(named: suite)?.randomInput else { return [] }
    var source = SplitMix64.stream(seed: seed, name: suite)
    return (0..<count).map { _ in generate(&source) }
  }

  /// Runs every suite against `oracle`; `progress` receives a line now and then.
  package func run(oracle: any OracleConnection, corpus: CorpusInputIndex,
                  waitingSeconds: () -> Double = { 0 }, progress: (String) -> Void) throws -> FuzzReport {
    var report = FuzzReport(subject: subject.name, seed: seed)
    let started = Date()
    for suite in suites {
      guard let generate = SuiteCatalog.suite(named: suite)?.randomInput,
        var check = DifferentialCheck(suite: suite, subject: subject, tolerance: tolerances[suite] ?? .exact)
      else { throw OracleError("no input generator or binding for suite \(suite)") }
      check.judge = judge
      let suiteStarted = Date()
      let waitedBefore = waitingSeconds()
      var figures = FuzzReport.SuiteFigures(suite: suite)
      var kept: [Shrinker.Divergence] = []
      var lastProgress = Date()

      var source = SplitMix64.stream(seed: seed, name: suite)
      var drawn = 0
      // An input's text is written only into its request line (by the oracle's writer thread), and made again
      // only where it is shown or judged alone.
      func nextBatch() -> [ParityValue] {
        let size = min(batchSize, count - drawn)
        drawn += max(0, size)
        return (0..<max(0, size)).map { _ in generate(&source) }
      }
      var inFlight: [[ParityValue]] = []
      while true {
        while inFlight.count < max(1, batchesInFlight) {
          let batch = nextBatch()
          if batch.isEmpty { break }
          try oracle.send(batch, of: suite)
          inFlight.append(batch)
        }
        guard !inFlight.isEmpty else { break }
        let current = inFlight.removeFirst()
        let answers = try oracle.receiveRead(current.count)
        // The answered inputs are judged together, from the inputs as generated and the answers as read, then
        // counted in input order.
        var answered: [DifferentialCheck.AnsweredInput] = []
        answered.reserveCapacity(answers.count)
        for (input, read) in zip(current, answers) {
          if case .expected(let expected) = read.answer { answered.append((input, expected, read.object)) }
        }
        var verdicts = check.verdicts(generated: answered).makeIterator()
        for (input, read) in zip(current, answers) {
          figures.cases += 1
          switch read.answer {
          case .expected(let expected):
            guard let verdict = verdicts.next() else { throw OracleError("internal error: a batch verdict is missing") }
            judge(input, expected: expected, verdict: verdict, check: check, figures: &figures, kept: &kept, report: &report)
          case .failure(let message):
            invalid(input, "the oracle refused the input: \(message)", check: check, figures: &figures, report: &report)
          }
        }
        if Date().timeIntervalSince(lastProgress) > 10 {
          lastProgress = Date()
          progress("  \(suite): \(figures.cases) / \(count)")
        }
      }
      figures.seconds = Date().timeIntervalSince(suiteStarted)
      figures.oracleSeconds = waitingSeconds() - waitedBefore

      let findings = try shrink(kept, check: check, oracle: oracle, corpus: corpus, firstNumber: report.findings.count)
      figures.uniqueFindings = findings.count
      report.findings += findings
      report.suites.append(figures)
      progress("  \(suite): \(figures.cases) cases, \(figures.divergences) divergent, \(findings.count) unique after "
                 + "shrinking, \(Int(figures.casesPerSecond.rounded())) cases/s")
    }
    report.seconds = Date().timeIntervalSince(started)
    report.oracleSeconds = waitingSeconds()
    return report
  }

  private func invalid(_ input: ParityValue, _ reason: String, check: DifferentialCheck,
                       figures: inout FuzzReport.SuiteFigures, report: inout FuzzReport) {
    figures.invalid += 1
    if report.invalidSamples.count < 5 { report.invalidSamples.append("\(check.suite): \(reason); input \(input.json.prefix(300))") }
  }

  private func judge(_ input: ParityValue, expected: String, verdict: DifferentialCheck.Verdict,
                     check: DifferentialCheck, figures: inout FuzzReport.SuiteFigures, kept: inout [Shrinker.Divergence],
                     report: inout FuzzReport) {
    switch verdict {
    case .agreed: figures.agreed += 1
    case .notPortable: figures.notPortable += 1
    case .invalid(let reason): invalid(input, reason, check: check, figures: &figures, report: &report)
    case .diverged(let outcome, let signature):
      figures.divergences += 1
      // Shrink the first input of each kind of divergence, then more of them while there is room.
      let seen = kept.contains { $0.signature == signature }
      if kept.count < maxFindings && (!seen || kept.count < maxFindings / 2) {
        kept.append(Shrinker.Divergence(input: input, expected: expected, outcome: outcome, signature: signature))
      }
    }
  }

  private func shrink(_ divergences: [Shrinker.Divergence], check: DifferentialCheck, oracle: any OracleConnection,
                      corpus: CorpusInputIndex, firstNumber: Int) throws -> [FuzzFinding] {
    var shrinker = Shrinker(check: check, oracle: oracle)
    shrinker.isKnown = { corpus.contains(suite: check.suite, input: $0) }
    var findings: [FuzzFinding] = []
    var seen = Set<String>()
    for divergence in divergences {
      let shrunk = try shrinker.shrink(divergence).shrunk
      let text = shrunk.input.json
      guard seen.insert(text).inserted else { continue }
      findings.append(FuzzFinding(
        suite: check.suite, id: "fuzz-\(seed)-\(firstNumber + findings.count + 1)", fields: shrunk.signature,
        input: shrunk.input, expected: shrunk.expected, outcome: shrunk.outcome,
        inCorpus: corpus.contains(suite: check.suite, input: text), original: divergence.input))
    }
    return findings
  }
}
