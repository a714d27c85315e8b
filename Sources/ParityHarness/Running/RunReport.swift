import OverlayIdentity
import ParitySuiteKit

/// Everything one run found: the results of every selected case, and the defects that stopped cases from
/// running. Reports in every format are rendered from this one value.
public struct RunReport: Sendable {
  public var subject: String
  public var digest: VectorSetDigest
  public var fileCount: Int
  public var results: [CaseResult]
  /// Faults outside any single case: files that do not load, unknown suites, an empty selection.
  public var defects: [VectorDefect]
  /// Faults in the run itself (known-divergence entries that are stale or expired, a partial run).
  public var runErrors: [String]
  /// How many cases were selected; fewer results than this is a partial run.
  public var selectedCount: Int
  /// Every case of the loaded corpus, selected or not (`suite/id`), for the known-divergence list.
  public var corpusCaseNames: [String] = []
  /// True when the run stopped before judging every selected case (`--fail-fast`): its digest covers only the
  /// files it read, so it is not the corpus digest.
  public var isPartial = false
  /// Why a partial run stopped, when it was not `--fail-fast` ("interrupted after 1200 of 12462 cases").
  public var partialNote: String?
  /// The vector files read through a symbolic link, each as `path -> target`.
  public var links: [String] = []
  /// The android-sdk-core revision whose values were checked.
  public var contract: AndroidCoreRevision = .newest
  /// Passing cases that were counted, not kept in `results` (`Runner.keepsPassedResults` off), per suite and tag
  /// list. Only the text report can be rendered from such a run: it names no passing case.
  public var countedPasses: [PassCount] = []
  /// The suites in the order their files were read (where `results` alone may not name every suite).
  public var suiteOrder: [String] = []
  /// Where the JSON and JUnit entries of the counted passes were spooled (`Runner.passSpool`), and per suite (in
  /// `suiteOrder`) the runs of passes around its kept results: one more run than it has results in `results`.
  public var passSpool: PassSpool?
  public var passRuns: [String: [PassSpool.Run]] = [:]

  /// The cases that did not pass, grouped by cause, when they were grouped once for every report of the run
  /// (``groupCauses()``); reports group them themselves otherwise.
  public var groups: [CauseGroup]?

  /// The cases that did not pass, grouped by cause (docs/report-format.md, "Causes").
  public var causeGroups: [CauseGroup] { groups ?? CauseGroups.groups(of: results) }

  /// Groups the cases once, for every report rendered from this one.
  public mutating func groupCauses() { groups = CauseGroups.groups(of: results) }

  package init(subject: String, digest: VectorSetDigest, fileCount: Int, results: [CaseResult], defects: [VectorDefect],
               runErrors: [String], selectedCount: Int) {
    self.subject = subject
    self.digest = digest
    self.fileCount = fileCount
    self.results = results
    self.defects = defects
    self.runErrors = runErrors
    self.selectedCount = selectedCount
  }

  /// How many cases were judged: the results, and the passes only counted.
  public var judgedCount: Int { results.count + countedPasses.reduce(0) { $0 + $1.count } }

  /// The vector-set digest, only when it stands for the whole corpus: every file loaded and the run judged
  /// every selected case. A partial or broken run has no corpus digest to print.
  public var corpusDigest: VectorSetDigest? { defects.isEmpty && !isPartial ? digest : nil }

  /// Per-suite counts, in suite order.
  public var suites: [SuiteSummary] {
    var order: [String] = []
    var counts: [String: SuiteSummary] = [:]
    func enter(_ suite: String) {
      if counts[suite] == nil {
        order.append(suite)
        counts[suite] = SuiteSummary(suite: suite)
      }
    }
    suiteOrder.forEach(enter)
    for result in results {
      enter(result.suite)
      counts[result.suite]!.count(result.outcome)
    }
    for pass in countedPasses {
      enter(pass.suite)
      counts[pass.suite]!.passed += pass.count
    }
    return order.map { counts[$0]! }
  }

  /// Per-tag counts (a case counts once for each of its tags), sorted by tag: where parity breaks.
  public var tags: [SuiteSummary] {
    var counts: [String: SuiteSummary] = [:]
    for result in results {
      for tag in result.tags {
        counts[tag, default: SuiteSummary(suite: tag)].count(result.outcome)
      }
    }
    for pass in countedPasses {
      for tag in pass.tags { counts[tag, default: SuiteSummary(suite: tag)].passed += pass.count }
    }
    return counts.keys.sorted().map { counts[$0]! }
  }

  public var total: SuiteSummary {
    var summary = SuiteSummary(suite: "total")
    for result in results { summary.count(result.outcome) }
    summary.passed += countedPasses.reduce(0) { $0 + $1.count }
    return summary
  }

  /// 0 all pass; 1 any divergence; 2 bad vectors, run errors, an empty selection or a partial run.
  public var exitCode: Int32 {
    let summary = total
    if !defects.isEmpty || !runErrors.isEmpty || summary.errors > 0 || selectedCount == 0 { return 2 }
    if summary.diverged > 0 { return 1 }
    if judgedCount != selectedCount || isPartial { return 2 }
    return 0
  }
}

/// Cases of one suite with one tag list that passed, counted without a result each.
public struct PassCount: Sendable, Equatable {
  public var suite: String
  public var tags: [String]
  public var count: Int
}

/// Counts of outcomes for one suite (or for the whole run).
public struct SuiteSummary: Sendable, Equatable {
  public var suite: String
  public var passed = 0
  public var diverged = 0
  public var notPortable = 0
  public var known = 0
  public var errors = 0

  public var cases: Int { passed + diverged + notPortable + known + errors }

  mutating func count(_ outcome: CaseOutcome) {
    switch outcome {
    case .passed: passed += 1
    case .diverged, .errorExpectedButValue: diverged += 1
    case .notPortable: notPortable += 1
    case .knownDivergence: known += 1
    case .vectorError, .runError, .subjectFailed: errors += 1
    }
  }
}
