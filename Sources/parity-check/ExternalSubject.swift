import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParityTestingCore

/// `parity-check --subject-executable PATH`: the subject is an SDK's `ParityChild` executable (the one its
/// ParityTesting run uses with `isolation: .childProcess`). parity-check loads and plans the cases as for a
/// built-in subject, sends each case to the child and judges the answers with the same code, so the report is
/// the one a built-in subject gets. A case on which the child traps, exits or outlives `--case-timeout` is that
/// case's run error (exit 2, as a subject that cannot run a case), with the input and the runtime's message, and
/// a new child goes on with the next case. An answer that breaks the protocol, or whose value does not have the
/// suite's output shape, is that case's subject error, and a new child goes on likewise.
///
/// Verdicts stream to standard error as they are judged (every case that does not pass, and progress), and the
/// report files asked for are rewritten as partial reports while the run goes and when it is interrupted
/// (SIGINT, SIGTERM), so a run killed by a CI timeout leaves what it judged.
struct ExternalSubjectRun {
  var executable: String
  var caseTimeout: Double?
  /// How long a child may take to start and greet (`--startup-timeout`).
  var startupTimeout = ChildProcessRun.defaultStartupTimeout
  var vectors: VectorOptions
  var contract: AndroidCoreRevision
  var failFast: Bool
  var gate: KnownDivergenceGate?
  /// Whether the child is asked on the cases whose Android value is not portable (`--ask-not-portable`).
  var askNotPortable = false
  /// Seconds between two partial reports and progress lines.
  var progressInterval: TimeInterval = 10

  /// Runs the child on every selected case; `writePartial` writes the asked report files from a partial report
  /// (it is called from this thread, and from a signal handler's queue when interrupted, never both at once).
  func run(writePartial: @escaping @Sendable (RunReport) -> Void) throws -> RunReport {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw RunFailure("--subject-executable \(executable) is not an executable file; build the SDK's ParityChild "
                       + "executable (swift build --product <name>) and give its path")
    }
    var runner = Runner(subject: ParitySubject(name: "?"), selection: vectors.selection, contract: contract)
    if let gate { runner.listedCase = { gate.lists($0) } }
    let set = VectorLoader.load(paths: vectors.paths)
    let cases = runner.plannedCases(set).cases
    let progress = Progress(runner: runner, set: set, total: cases.count, gate: gate, writePartial: writePartial)
    let interruption = Interruption { progress.interrupted(signal: $0) }
    defer { interruption.cancel() }
    var lastProgress = Date()
    var child = ChildProcessRun(path: executable, contract: contract, reader: .standard, caseTimeout: caseTimeout)
    child.askNotPortable = askNotPortable
    child.startupTimeout = startupTimeout
    child.greeted = { progress.name($0) }
    let summary = child.run(cases) { index, end in
      let result: CaseResult
      switch end {
      case .judged(let judged): result = judged
      case .failed(let failure): result = cases[index].result(.subjectFailed(failure))
      case .notRun(let reason): result = cases[index].result(.runError("run-error: \(reason)"))
      case .subjectError(let reason): result = cases[index].result(.runError("subject-error: \(reason)"))
      }
      progress.add(result)
      if Date().timeIntervalSince(lastProgress) >= progressInterval {
        lastProgress = Date()
        progress.report()
      }
      return !(failFast && result.outcome.stopsFailFastRun)
    }
    var report = progress.report(subject: summary.subject, partialNote: failFast ? nil : "the child run ended early")
    report.runErrors += summary.runErrors
    return report
  }

  struct RunFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// The results so far, shared by the run and an interruption.
private final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private let runner: Runner
  private let set: VectorSet
  private let total: Int
  private let gate: KnownDivergenceGate?
  private let writePartial: @Sendable (RunReport) -> Void
  private let started = Date()
  private var results: [CaseResult] = []
  private var notPassed = 0
  private var subject = "?"

  init(runner: Runner, set: VectorSet, total: Int, gate: KnownDivergenceGate?, writePartial: @escaping @Sendable (RunReport) -> Void) {
    self.runner = runner
    self.set = set
    self.total = total
    self.gate = gate
    self.writePartial = writePartial
  }

  /// The subject's name, as the child gave it.
  func name(_ name: String) { lock.withLock { subject = name } }

  /// Records a result, and prints it when it does not pass.
  func add(_ result: CaseResult) {
    let shown = gate.map { $0.gate(result).outcome } ?? result.outcome
    lock.withLock {
      results.append(result)
      if case .passed = shown { return }
      if case .notPortable = shown { return }
      notPassed += 1
      let detail = shown.detailLines.first.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
      printToStandardError(Escaping.terminal("parity-check: \(shown.label.uppercased()) \(result.name)\(detail)"))
    }
  }

  /// A progress line, and the partial report files.
  func report() {
    lock.withLock {
      printToStandardError(line(verb: "judged"))
      writePartial(partial(note: "still running: judged \(results.count) of \(total) cases"))
    }
  }

  /// The whole run's report.
  func report(subject: String?, partialNote: String?) -> RunReport {
    lock.withLock {
      printToStandardError(line(verb: "finished: judged"))
      return runner.report(of: set, results: results, subjectName: subject ?? "?", partialNote: partialNote)
    }
  }

  /// Writes the partial reports of an interrupted run and ends it (exit 2), and every child with it.
  func interrupted(signal: Int32) -> Never {
    lock.lock()  // held until exit: the run writes nothing more
    ChildProcessRun.killEveryChild()
    printToStandardError(line(verb: "interrupted (signal \(signal)) after judging"))
    writePartial(partial(note: "interrupted by signal \(signal) after judging \(results.count) of \(total) cases"))
    exit(2)
  }

  private func partial(note: String) -> RunReport {
    var report = runner.report(of: set, results: results, subjectName: subject, partialNote: note)
    report.isPartial = true
    report.partialNote = note
    report.runErrors.append("partial run: \(note)")
    return gate.map { $0.apply(to: report, corpus: report.corpusCaseNames) } ?? report
  }

  private func line(verb: String) -> String {
    "parity-check: \(verb) \(results.count) of \(total) cases (\(notPassed) did not pass) in "
      + String(format: "%.1f s", Date().timeIntervalSince(started))
  }
}

/// SIGINT and SIGTERM handled on a queue of their own while a run goes: the handler writes what was judged.
private final class Interruption: @unchecked Sendable {
  private var sources: [DispatchSourceSignal] = []
  /// The actions before the run (ReportGuard's), put back when it ends.
  private var previous: [Int32: sigaction] = [:]

  init(_ handler: @escaping @Sendable (Int32) -> Void) {
    let queue = DispatchQueue(label: "parity-check.interruption")
    for signalNumber in [SIGINT, SIGTERM] {
      var old = sigaction()
      sigaction(signalNumber, nil, &old)
      previous[signalNumber] = old
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { handler(signalNumber) }
      source.resume()
      sources.append(source)
    }
  }

  func cancel() {
    for source in sources { source.cancel() }
    for (signalNumber, old) in previous {
      var action = old
      sigaction(signalNumber, &action, nil)
    }
  }
}
