import ParitySuiteKit
import VectorJSON

/// A case of the corpus: its suite and id, the same on every platform.
package struct CaseKey: Hashable, Comparable, Sendable {
  package var suite: String
  package var id: String

  package init(suite: String, id: String) {
    self.suite = suite
    self.id = id
  }

  /// `suite/id`, as every report names a case.
  package var name: String { suite + "/" + id }

  package static func < (left: CaseKey, right: CaseKey) -> Bool {
    left.suite != right.suite ? left.suite < right.suite : left.id < right.id
  }
}

/// One field a platform's value differs at: its JSON Pointer, Android's value and the platform's, as the report
/// wrote them.
package struct FieldDifference: Equatable, Sendable {
  package var field: String
  package var expected: String
  package var actual: String
}

/// What one report says of one case.
package struct ReportedCase: Sendable {
  package var key: CaseKey
  package var outcome: InteropOutcome
  /// The report's own outcome (`error-expected-but-value`, `run-error`, ...).
  package var reported: String
  /// The case's input as compact JSON (every outcome but `passed` carries it).
  package var input: String?
  /// The fields a divergence differs at.
  package var differences: [FieldDifference]
  /// The rest of what the report says: a run error's message, a known divergence's details, a not-portable reason,
  /// an error Android raises and the value the platform returned instead.
  package var detail: String?
  /// The known-divergence entry that excuses the case (`pattern [platform]`).
  package var entry: String?
  /// A failing case's cause in the runners' form, as the report's result says it (nil for a known divergence and
  /// every outcome that is no failure): what a case outside the report's groups is grouped by.
  package var cause: CaseCause?
}

/// One runner's `parity-report/1` file, read for the interop view: the run's facts and every case it judged.
package struct PlatformReport: Sendable {
  package var path: String
  /// The column's name (`android`, `ios`, `web`, or the name given with `NAME=REPORT`).
  package var name: String
  package var runner: String
  package var subject: String
  package var contract: String
  /// The vector-set digest; nil for a run that was partial or whose vectors did not load.
  package var digest: String?
  /// The report says its run stopped before judging every selected case.
  package var partial: Bool
  package var exitCode: Int
  package var cases: [ReportedCase]
  /// The report's own cause groups (`groups`), when its runner writes them.
  package var reportedGroups: [InteropCauseGroup]?

  /// A run that judged every case it selected, on vectors that loaded: the only kind whose counts can be green.
  package var isComplete: Bool { digest != nil && !partial }

  /// The platform a runner checks: the JVM runners check an Android SDK, the web runner a web SDK, parity-check
  /// (and ParityTesting, which writes the same report) an iOS one.
  package static func platform(ofRunner runner: String) -> String {
    if runner.hasPrefix("oracle") { return "android" }
    if runner.contains("web") { return "web" }
    if runner.hasPrefix("parity-check") || runner.hasPrefix("ParityTesting") { return "ios" }
    return runner
  }

  /// Reads a report; a file that is not one, or a result the view cannot place, is a `VectorDefect` naming the
  /// file and place (never skipped: its case would silently drop out of every count).
  package static func read(path: String, name: String? = nil) throws -> PlatformReport {
    let help = "give the JSON report of a parity run: parity-check --format json --output FILE, "
      + "oracle conformance --json-report FILE, parity-check-web --json-report FILE (docs/report-format.md)"
    // A divergence's `ulps` is an unsigned 64-bit distance, written as a number that may pass Int64.max: the view
    // never reads it, so it is no reason to refuse the report.
    let document = try DocumentReading.read(path: path, help: help, allowingWideIntegers: true)
    let root = document.root
    func defect(_ pointer: JSONPointer, _ message: String) -> VectorDefect {
      VectorDefect(file: path, location: document.location(of: pointer), pointer: pointer, message: message, help: help)
    }
    guard root.kind == .object, root["format"]?.stringValue == "parity-report/1" else {
      throw defect(.root, "not a parity-report/1 file")
    }
    guard let runner = root["runner"]?.stringValue, let results = root["results"], results.kind == .array else {
      throw defect(.root, "a parity-report/1 file without the string \"runner\" and the array \"results\"")
    }
    var report = PlatformReport(
      path: path, name: name ?? platform(ofRunner: runner), runner: runner,
      subject: root["subject"]?.stringValue ?? "", contract: root["contract"]?.stringValue ?? "",
      digest: root["digest"]?.stringValue, partial: root["partial"]?.boolValue ?? false,
      exitCode: Int(root["exitCode"]?.integerValue ?? 2), cases: [], reportedGroups: nil)
    report.cases.reserveCapacity(results.count)
    for index in 0..<results.count {
      let result = results[index]!
      guard let suite = result["suite"]?.stringValue, let id = result["id"]?.stringValue,
        let outcome = result["outcome"]?.stringValue
      else {
        throw defect(JSONPointer.root.appending("results").appending(index),
                     "a result without the strings \"suite\", \"id\" and \"outcome\"")
      }
      report.cases.append(reportedCase(result, key: CaseKey(suite: suite, id: id), outcome: outcome))
    }
    if let groups = root["groups"] {
      guard groups.kind == .array else { throw defect(JSONPointer.root.appending("groups"), "\"groups\" is not an array") }
      report.reportedGroups = try ReportedGroups.read(groups, cases: report.cases) { index, message in
        defect(JSONPointer.root.appending("groups").appending(index), message)
      }
    }
    return report
  }

  private static func reportedCase(_ result: JSONValue, key: CaseKey, outcome: String) -> ReportedCase {
    let message = result["message"]?.stringValue
    var reported = ReportedCase(key: key, outcome: .of(reported: outcome, message: message), reported: outcome,
                                input: result["input"]?.stringValue, differences: [], detail: nil,
                                entry: result["entry"]?.stringValue, cause: nil)
    guard outcome != "passed" else { return reported }
    if let divergences = result["divergences"], divergences.kind == .array {
      reported.differences = divergences.elements.map { divergence in
        FieldDifference(field: divergence["field"]?.stringValue ?? "", expected: divergence["expected"]?.stringValue ?? "",
                        actual: divergence["actual"]?.stringValue ?? "")
      }
    }
    switch outcome {
    case "error-expected-but-value":
      reported.detail = "Android raises \(result["expectedError"]?.stringValue ?? "an error"), the platform returned "
        + (result["actual"]?.stringValue ?? "a value")
    case "not-portable": reported.detail = result["reason"]?.stringValue
    case "known-divergence": reported.detail = result["details"]?.stringValue ?? result["entry"]?.stringValue
    case "vector-error": reported.detail = result["defect"]?["message"]?.stringValue
    default: reported.detail = message
    }
    if reported.outcome == .diverged || reported.outcome == .crashed { reported.cause = cause(result, key: key, outcome: outcome) }
    return reported
  }

  /// What a failing result says of its cause, in the runners' form. The report's groups hold every failing case
  /// but vector errors (the corpus's fault, which the view still counts as no answer): this reads those, and every
  /// failing case of a report written before runners grouped, whose run errors say no more than their message.
  private static func cause(_ result: JSONValue, key: CaseKey, outcome: String) -> CaseCause {
    let input = result["input"]?.stringValue ?? ""
    func cause(_ kind: CaseCause.Kind) -> CaseCause { CaseCause(suite: key.suite, id: key.id, input: input, kind: kind) }
    switch outcome {
    case "diverged":
      let divergences = result["divergences"].map { $0.kind == .array ? $0.elements : [] } ?? []
      var differences: [CaseCause.Difference] = []
      for divergence in divergences {
        let kind = divergence["kind"]?.stringValue ?? ""
        let (expected, actual) = (divergence["expected"]?.stringValue, divergence["actual"]?.stringValue)
        if kind == DifferenceKind.rejected(code: "").name {
          var rejected = cause(.valueExpectedButError)
          rejected.actualError = actual
          return rejected
        }
        if kind == DifferenceKind.otherRejection(expected: "", actual: "").name {
          var other = cause(.anotherErrorCode)
          (other.expectedError, other.actualError) = (expected, actual)
          return other
        }
        differences.append(CaseCause.Difference(field: divergence["field"]?.stringValue ?? "", kind: kind))
      }
      var diverged = cause(.diverged)
      diverged.differences = differences
      return diverged
    case "error-expected-but-value":
      var errorExpected = cause(.errorExpectedButValue)
      errorExpected.expectedError = result["expectedError"]?.stringValue
      return errorExpected
    case "vector-error":
      var vectorError = cause(.runError)
      vectorError.message = "vector error: " + (result["defect"]?["message"]?.stringValue ?? "")
      return vectorError
    default:
      var runError = cause(.runError)
      runError.message = result["message"]?.stringValue ?? outcome
      return runError
    }
  }
}
