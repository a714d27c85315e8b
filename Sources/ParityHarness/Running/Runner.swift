import Foundation
import OverlayIdentity
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// Checks a subject against vectors: selects cases, runs each through its suite's binding, and collects every
/// result (it stops early only with `failFast`).
///
/// `run(paths:)` streams: each worker reads, parses, runs and releases one file at a time, so memory stays
/// bounded by the files in flight, not by the corpus. `run(_:)` checks a set already in memory.
public struct Runner: Sendable {
  public var subject: ParitySubject
  public var selection: CaseSelection
  public var failFast: Bool
  /// The cases a known-divergence list names (its entries' patterns, through renames), or nil without a list.
  /// Only their names are recorded in `RunReport.corpusCaseNames`, and only they are kept as results when they
  /// pass and passes are only counted: what the list needs to find its stale entries, and no more, so a run with
  /// a list stays bounded by the files in flight too.
  package var listedCase: (@Sendable (_ name: String) -> Bool)?
  /// The android-sdk-core revision checked: only files that hold for it are run (the others are read and
  /// hashed, so the digest is the corpus's whatever the revision).
  public var contract: AndroidCoreRevision
  /// When set, `run(paths:)` counts where its time goes into it (`parity-check --timings`).
  public var timings: PhaseTimes?
  /// The JSON reader `run(paths:)` parses files with: json-c wherever it is linked (``JSONReader/standard``).
  public var reader: JSONReader = .standard
  /// Whether `run(paths:)` keeps a result for every passing case. Off, a passing case is only counted
  /// (`RunReport.countedPasses`), so memory stays bounded by the files in flight and the cases that did not pass,
  /// however large the corpus: for a report that names no passing case (text) and no known-divergence list.
  public var keepsPassedResults = true
  /// With `keepsPassedResults` off: where the JSON and JUnit entries of the passes only counted are written, so
  /// those reports can still list every case (`RunReport.passSpool`) while memory stays bounded.
  public var passSpool: PassSpool?
  /// Whether a case whose expected value is `{"notPortable": reason}` is put to the subject (`--ask-not-portable`).
  /// Off (the default, on every runner), it is reported not portable unasked: Android's value cannot be reproduced,
  /// and an adapter must not copy Android's portability rules to say so. On, the subject must answer not portable
  /// too; a value or a rejection diverges.
  public var askNotPortable = false

  public init(subject: ParitySubject = .core, selection: CaseSelection = .everything, failFast: Bool = false,
              contract: AndroidCoreRevision = .newest) {
    self.subject = subject
    self.selection = selection
    self.failFast = failFast
    self.contract = contract
  }

  /// One file's selected cases, bound to their suite.
  struct Job {
    var file: VectorFile
    var binding: SuiteBinding
    var cases: [VectorCase]
  }

  /// The work of a run over a set in memory.
  struct Plan {
    var jobs: [Job] = []
    var defects: [VectorDefect] = []
    var selectedCount: Int { jobs.reduce(0) { $0 + $1.cases.count } }
  }

  /// What one file contributed to a run.
  private struct FileOutcome: Sendable {
    var sha256: String
    var relative: String
    /// The suite judged, when the file holds for the revision checked.
    var suite: String?
    /// The suite and revisions the file claims (whatever revision is checked), for a second file of its suite.
    var claim: SuiteClaim?
    var defects: [VectorDefect] = []
    var caseNames: [String] = []
    var selected = 0
    var results: [CaseResult] = []
    /// Passing cases counted instead of kept, by tag list.
    var passes: [[String]: Int] = [:]
    /// With a pass spool, the runs of passes around `results`.
    var passRuns: [PassSpool.Run]?
    var judged: Int { results.count + passes.values.reduce(0, +) }
  }

  // MARK: - Running

  /// Checks the vector files under `paths`, one file at a time per core.
  public func run(paths: [String]) -> RunReport {
    let (entries, discoveryDefects) = VectorLoader.discover(paths: paths)
    let slots = ResultSlots<FileOutcome>(count: entries.count)
    let work: @Sendable (Int) -> Void = { index in
      let tally = timings.map { _ in PhaseTally() }
      slots[index] = outcome(of: entries[index], tally: tally)
      if let tally { timings?.add(tally) }
    }
    var stoppedEarly = false
    if failFast {
      for index in entries.indices {
        work(index)
        if slots[index]?.results.last?.outcome.stopsFailFastRun == true {
          stoppedEarly = index < entries.count - 1 || slots[index]!.judged < slots[index]!.selected
          break
        }
      }
    } else {
      // The largest file beside the smallest ones, not beside another large one: peak memory stays near the
      // largest file's own however many cases the corpus holds.
      FileSchedule.perform(over: entries, work)
    }

    var report = RunReport(subject: subject.name, digest: VectorSetDigest(fileDigests: []), fileCount: entries.count,
                           results: [], defects: discoveryDefects, runErrors: [], selectedCount: 0)
    report.contract = contract
    report.links = entries.compactMap(\.linkDescription)
    var digests: [(relativePath: String, sha256: String)] = []
    var suiteFiles: [String: String] = [:]  // by `suite@revision`
    // One allocation for all results: growing by doubling would hold up to twice the run's results at once.
    report.results.reserveCapacity(entries.indices.reduce(0) { $0 + (slots[$1]?.results.count ?? 0) })
    for index in entries.indices {
      guard let file = slots[index] else { continue }
      slots[index] = nil  // the results move into the report; do not hold them twice
      digests.append((file.relative, file.sha256))
      report.defects += file.defects
      if let claim = file.claim, let defect = VectorLoader.duplicateSuiteDefect(claim, suiteFiles: &suiteFiles) {
        report.defects.append(defect)
        continue
      }
      report.corpusCaseNames += file.caseNames
      report.selectedCount += file.selected
      report.results += file.results
      if let suite = file.suite, file.judged > 0 {
        report.suiteOrder.append(suite)
        if let runs = file.passRuns { report.passRuns[suite] = runs }
        report.countedPasses += file.passes.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
          PassCount(suite: suite, tags: $0.key, count: $0.value)
        }
      }
    }
    report.digest = VectorSetDigest(fileDigests: digests)
    report.passSpool = keepsPassedResults ? nil : passSpool
    report.isPartial = stoppedEarly
    report.runErrors = notes(fileCount: entries.count, selected: report.selectedCount, defects: report.defects)
    return report
  }

  /// Checks a vector set already in memory.
  package func run(_ set: VectorSet) -> RunReport {
    let plan = plan(set)
    var results: [CaseResult] = []
    if failFast {
      for job in plan.jobs {
        results += self.results(of: job)
        if results.last?.outcome.stopsFailFastRun == true { break }
      }
    } else {
      let jobs = plan.jobs
      let slots = ResultSlots<[CaseResult]>(count: jobs.count)
      DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
        slots[index] = self.results(of: jobs[index])
      }
      for index in jobs.indices { results += slots[index] ?? [] }
    }
    return report(of: set, results: results, subjectName: subject.name)
  }

  // MARK: - Planning

  func plan(_ set: VectorSet) -> Plan {
    var plan = Plan()
    plan.defects = set.defects
    for file in set.files {
      switch job(for: file) {
      case .some(.success(let job)): plan.jobs.append(job)
      case .some(.failure(let defect)): plan.defects.append(defect)
      case .none: break
      }
    }
    return plan
  }

  /// The file's job; a defect when its suite is unknown; nil when the selection leaves nothing of it.
  private func job(for file: VectorFile) -> Result<Job, VectorDefect>? {
    switch binding(for: file) {
    case .some(.success(let binding)):
      let cases = selectedCases(of: file)
      return cases.isEmpty ? nil : .success(Job(file: file, binding: binding, cases: cases))
    case .some(.failure(let defect)): return .failure(defect)
    case .none: return nil
    }
  }

  /// The binding of the file's suite; a defect when its suite is unknown; nil when the selection leaves out its
  /// suite or the file does not hold for the revision checked.
  private func binding(for file: VectorFile) -> Result<SuiteBinding, VectorDefect>? {
    guard selection.includes(suite: file.suite), file.holds(for: contract.rawValue) else { return nil }
    guard let binding = SuiteCatalog.binding(for: file.suite, revision: contract) else {
      let pointer = JSONPointer.root.appending("suite")
      let hint = SuiteCatalog.suggestion(for: file.suite).map { "did you mean \"\($0)\"? " } ?? ""
      return .failure(VectorDefect(
        file: file.path, location: file.location(of: pointer), pointer: pointer,
        message: "unknown suite \"\(file.suite)\"", help: "\(hint)run `parity-check list` for the known suites"))
    }
    return .success(binding)
  }

  /// The file's cases the selection takes.
  private func selectedCases(of file: VectorFile) -> [VectorCase] {
    // Filtering copies every case (a retain of each of its fields): a selection that takes them all shares the array.
    selection.takesEveryCase ? file.cases : file.cases.filter(selection.includes)
  }

  /// What one file contributes: a file with no fault outside its cases read, judged and freed a slice of cases at a
  /// time, any other (and every file of a fail-fast run) parsed and judged whole.
  private func outcome(of entry: VectorFileEntry, tally: PhaseTally?) -> FileOutcome {
    let bytes: [UInt8]
    let sha256: String
    switch VectorLoader.readFile(entry, tally: tally) {
    case .unreadable(let loaded): return outcome(of: loaded, tally: tally)
    case .read(let read, let hash): (bytes, sha256) = (read, hash)
    }
    if reader == .jsonC, !failFast, let sliced = slicedOutcome(of: entry, bytes: bytes, sha256: sha256, tally: tally) {
      return sliced
    }
    var loaded: LoadedVectorFile? = VectorLoader.parseFile(entry, bytes: bytes, sha256: sha256, reader: reader, tally: tally)
    let outcome = outcome(of: loaded!, tally: tally)
    // The file's json-c tree is freed here, when the last reference goes: a phase of its own.
    tally.measure(.release) { loaded = nil }
    return outcome
  }

  /// The outcome of a file read a slice of cases at a time (`SlicedVectorFile`): what `outcome(of:tally:)` of the
  /// whole file gives, with the same results in the same order, or nil when only the whole file can say (a fault
  /// outside the cases, json-c rejecting a case, an unknown suite). Whatever was judged then is dropped and judged
  /// again from the whole file; a pass spool only keeps bytes it was told the place of.
  private func slicedOutcome(of entry: VectorFileEntry, bytes: [UInt8], sha256: String, tally: PhaseTally?) -> FileOutcome? {
    let opened = tally.measure(.parse) {
      SlicedVectorFile.open(bytes, path: entry.display, layoutPath: VectorLoader.layoutPath(of: entry))
    }
    guard var sliced = opened else { return nil }
    let suite = sliced.header.suite
    let holds = sliced.header.revisions?.contains(contract.rawValue) ?? true
    var binding: SuiteBinding?
    if holds, selection.includes(suite: suite) {
      guard let found = SuiteCatalog.binding(for: suite, revision: contract) else { return nil }
      binding = found
    }
    var outcome = FileOutcome(sha256: sha256, relative: entry.relative)
    outcome.claim = SuiteClaim(suite: suite, revisions: sliced.header.revisions, path: entry.display,
                               location: sliced.headerDocument.location(of: JSONPointer.root.appending("suite")))
    if holds { outcome.suite = suite }
    var collector = passCollector(suite: suite, binding: binding)
    for range in sliced.sliceRanges {
      // Read through the optional, not a copy of it, so that the slice's json-c tree goes in the release phase below
      // (unless a result still holds one of its values).
      var slice = sliced.slice(range, tally: tally)
      guard slice != nil else { return nil }
      outcome.defects += slice!.defects
      if holds { judge(slice!.file, binding: binding, into: &outcome, collector: &collector, tally: tally) }
      tally.measure(.release) { slice = nil }
    }
    if outcome.selected > 0 { outcome.passRuns = collector?.finish() }
    return outcome
  }

  /// The outcome of a file parsed whole, or not readable at all (which files, see `outcome(of:tally:)` above): the
  /// same judging as a file read in slices, the whole file as its one slice.
  private func outcome(of loaded: LoadedVectorFile, tally: PhaseTally? = nil) -> FileOutcome {
    var outcome = FileOutcome(sha256: loaded.sha256, relative: loaded.entry.relative, defects: loaded.defects)
    guard let file = loaded.file else { return outcome }
    outcome.claim = SuiteClaim(file)
    // A file of another revision shares its suite name with this revision's file: it takes no part.
    guard file.holds(for: contract.rawValue) else { return outcome }
    outcome.suite = file.suite
    var binding: SuiteBinding?
    switch self.binding(for: file) {
    case .some(.success(let found)): binding = found
    case .some(.failure(let defect)): outcome.defects.append(defect)
    case .none: break
    }
    var collector = passCollector(suite: file.suite, binding: binding)
    judge(file, binding: binding, into: &outcome, collector: &collector, tally: tally)
    if outcome.selected > 0 { outcome.passRuns = collector?.finish() }
    return outcome
  }

  /// Where a file's passes go when they are only counted and a pass spool takes their report entries; nil when
  /// results are kept or no case of the file is judged.
  private func passCollector(suite: String, binding: SuiteBinding?) -> PassSpool.Collector? {
    keepsPassedResults || binding == nil ? nil : passSpool.map { PassSpool.Collector(spool: $0, suite: suite) }
  }

  /// Judges a file, or one slice of it (a file of its own, see `SlicedVectorFile`), into `outcome`: records the
  /// cases a known-divergence list names (whatever the selection), then, with a binding, the selected cases' results
  /// and the passes only counted (in `outcome.passes`, and in `collector` when their entries are spooled).
  private func judge(_ file: VectorFile, binding: SuiteBinding?, into outcome: inout FileOutcome,
                     collector: inout PassSpool.Collector?, tally: PhaseTally?) {
    // Each case is matched against the list once: the names it covers are kept, and its passing cases with them.
    var listedIDs = Set<String>()
    if let listedCase {
      let listed = file.cases.filter { listedCase("\(file.suite)/\($0.id)") }
      outcome.caseNames += listed.map { "\(file.suite)/\($0.id)" }
      listedIDs = Set(listed.map(\.id))
    }
    guard let binding else { return }
    let cases = selectedCases(of: file)
    guard !cases.isEmpty else { return }
    outcome.selected += cases.count
    var counted = outcome.passes
    var spooled = collector
    outcome.results += results(of: Job(file: file, binding: binding, cases: cases), tally: tally, listedIDs: listedIDs,
                               passes: keepsPassedResults ? nil : { vectorCase in
                                 counted[vectorCase.tags, default: 0] += 1
                                 spooled?.passed(id: vectorCase.id)
                               },
                               kept: { spooled?.kept() })
    outcome.passes = counted
    collector = spooled
  }

  /// A job's results in case order; with `failFast`, up to and including the first case that fails. With
  /// `passes`, a passing case is handed to it (its tags) instead of becoming a result, unless a known-divergence
  /// list names it (its id is in `listedIDs`).
  private func results(of job: Job, tally: PhaseTally? = nil, listedIDs: Set<String> = [],
                       passes: ((VectorCase) -> Void)? = nil, kept: () -> Void = {}) -> [CaseResult] {
    var results: [CaseResult] = []
    if passes == nil { results.reserveCapacity(job.cases.count) }
    for vectorCase in job.cases {
      let outcome = CaseEvaluation.outcome(of: vectorCase, in: job.file, binding: job.binding, subject: subject,
                                           askNotPortable: askNotPortable, tally: tally)
      if let passes, case .passed = outcome, !listedIDs.contains(vectorCase.id) {
        passes(vectorCase)
        continue
      }
      kept()
      results.append(result(of: vectorCase, job, outcome, tally: tally))
      if failFast && outcome.stopsFailFastRun { break }
    }
    return results
  }

  func notes(fileCount: Int, selected: Int, defects: [VectorDefect]) -> [String] {
    var notes: [String] = []
    if fileCount == 0 { notes.append("no vector files found") }
    if selected == 0 && defects.isEmpty { notes.append("no case matches the selection; nothing was checked") }
    return notes
  }

  func evaluate(_ vectorCase: VectorCase, _ job: Job, tally: PhaseTally? = nil) -> CaseResult {
    let outcome = CaseEvaluation.outcome(of: vectorCase, in: job.file, binding: job.binding, subject: subject,
                                         askNotPortable: askNotPortable, tally: tally)
    return result(of: vectorCase, job, outcome, tally: tally)
  }

  func result(of vectorCase: VectorCase, _ job: Job, _ outcome: CaseOutcome, tally: PhaseTally?) -> CaseResult {
    let passed = if case .passed = outcome { true } else { false }
    // Where a case that did not pass sits, and its input, are part of its verdict: counted with the comparison.
    return tally.measure(.compare) {
      CaseResult(
        suite: job.file.suite, id: vectorCase.id, file: job.file.path,
        location: passed ? SourceLocation(line: 0, column: 0) : job.file.location(of: vectorCase.pointer),
        tags: vectorCase.tags, input: passed ? "" : vectorCase.input.compactText, outcome: outcome,
        comment: passed || vectorCase.comment?.isEmpty != false ? nil : vectorCase.comment)
    }
  }
}
