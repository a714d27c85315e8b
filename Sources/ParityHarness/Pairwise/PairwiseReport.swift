import ParitySuiteKit
import VectorJSON

/// Classifies every case from two reports of the same corpus — the Swift run and the JVM `check` — to tell
/// whose value is off: only Swift diverges (the Swift core is wrong), only the JVM diverges (the file is stale
/// or the oracle changed), or both diverge alike (the file itself is wrong: regenerate it).
///
/// Both inputs are `parity-report/1` JSON (`parity-check --format json`, `oracle check --json FILE`).
package struct PairwiseReport: Sendable {
  package enum Verdict: String, CaseIterable, Sendable {
    case bothMatch = "both match the file"
    case bothNotPortable = "not portable on both sides"
    case onlySwiftDiverges = "only Swift diverges"
    case onlyJVMDiverges = "only the JVM diverges"
    case bothAgreeNotFile = "both agree with each other but not with the file"
    case bothDivergeDifferently = "both diverge, differently"
    case notComparable = "not comparable (not portable, an error, or missing on one side)"
  }

  package struct Row: Sendable {
    package var name: String
    package var verdict: Verdict
    package var swift: String
    package var jvm: String
  }

  package var rows: [Row]
  package var swiftDigest: String
  package var jvmDigest: String
  /// Why the comparison cannot be trusted (exit 2): a report of a partial or broken run (it has no corpus
  /// digest), two reports of different vector sets, or no case at all. Empty for a sound comparison.
  package var untrustworthy: [String] = []

  package func count(_ verdict: Verdict) -> Int { rows.filter { $0.verdict == verdict }.count }

  /// Whether the two sides agree with each other and with the file on every case.
  package var agrees: Bool { rows.allSatisfy { $0.verdict == .bothMatch || $0.verdict == .bothNotPortable } }

  /// Reads both reports; throws a `VectorDefect` naming the file and place when one is not a report.
  package static func compare(swiftReport: String, jvmReport: String) throws -> PairwiseReport {
    let swift = try ReportFile(path: swiftReport)
    let jvm = try ReportFile(path: jvmReport)
    var rows: [Row] = []
    for name in (Array(swift.cases.keys) + jvm.cases.keys.filter { swift.cases[$0] == nil }).sorted() {
      let left = swift.cases[name]
      let right = jvm.cases[name]
      rows.append(Row(name: name, verdict: verdict(left, right),
                      swift: left?.summary ?? "missing", jvm: right?.summary ?? "missing"))
    }
    var report = PairwiseReport(rows: rows, swiftDigest: swift.digest ?? "none", jvmDigest: jvm.digest ?? "none")
    for (path, side) in [(swiftReport, swift), (jvmReport, jvm)] where side.digest == nil || side.partial {
      report.untrustworthy.append("\(path) is the report of a partial run or of vectors that did not load (it has no "
                                  + "corpus digest); compare the reports of two complete runs")
    }
    if let left = swift.digest, let right = jvm.digest, left != right {
      report.untrustworthy.append("the two reports are of different vector sets (digests \(left) and \(right)); "
                                  + "run both gates on the same checkout")
    }
    if rows.isEmpty { report.untrustworthy.append("neither report holds a case; nothing was compared") }
    return report
  }

  private static func verdict(_ swift: ReportFile.Case?, _ jvm: ReportFile.Case?) -> Verdict {
    guard let swift, let jvm else { return .notComparable }
    switch (swift.outcome, jvm.outcome) {
    case ("passed", "passed"): return .bothMatch
    case ("not-portable", "not-portable"): return .bothNotPortable
    case ("diverged", "passed"), ("error-expected-but-value", "passed"): return .onlySwiftDiverges
    case ("passed", "diverged"), ("passed", "error-expected-but-value"): return .onlyJVMDiverges
    case ("diverged", "diverged"), ("error-expected-but-value", "error-expected-but-value"):
      return swift.actuals == jvm.actuals ? .bothAgreeNotFile : .bothDivergeDifferently
    default: return .notComparable
    }
  }

  /// The human report: counts per verdict, the digests, then every case that is not `bothMatch`.
  package var rendered: String {
    // Ids, values, digests and paths come from the two files: no control character reaches the terminal raw.
    let safe = Escaping.terminal
    // The errors come first: counts of a comparison that cannot be trusted only follow them.
    var lines = untrustworthy.map { "error: " + safe($0) }
    lines.append("pairwise: Swift report digest \(safe(swiftDigest)), JVM report digest \(safe(jvmDigest))")
    for verdict in Verdict.allCases { lines.append("\(count(verdict))\t\(verdict.rawValue)") }
    for row in rows where row.verdict != .bothMatch && row.verdict != .bothNotPortable {
      lines.append("")
      lines.append("\(row.verdict.rawValue.uppercased()): \(safe(row.name))")
      lines.append("  Swift: \(safe(row.swift))")
      lines.append("  JVM:   \(safe(row.jvm))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The parts of a `parity-report/1` file that a pairwise comparison needs.
struct ReportFile {
  struct Case {
    var outcome: String
    /// `field=actual` for every divergence, with numbers normalised so Kotlin's and Swift's spellings agree.
    var actuals: [String]
    var summary: String { actuals.isEmpty ? outcome : "\(outcome): " + actuals.joined(separator: ", ") }
  }

  /// The corpus digest; nil when the report has none (`null`: a partial run, or vectors that did not load).
  var digest: String?
  /// Whether the report says its run stopped early (`"partial": true`).
  var partial: Bool
  var cases: [String: Case] = [:]

  init(path: String) throws {
    let document = try DocumentReading.read(path: path, help: "write it with --format json (or oracle check --json)")
    let root = document.root
    guard root["format"]?.stringValue == "parity-report/1", let results = root["results"], results.kind == .array else {
      throw VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root,
                         message: "not a parity-report/1 file", help: "write it with --format json (or oracle check --json)")
    }
    digest = root["digest"]?.stringValue
    partial = root["partial"]?.boolValue ?? false
    for (index, result) in results.elements.enumerated() {
      guard let suite = result["suite"]?.stringValue, let id = result["id"]?.stringValue,
        let outcome = result["outcome"]?.stringValue
      else {
        // A result the comparison cannot read is never skipped: its case would silently drop out.
        let pointer = JSONPointer.root.appending("results").appending(index)
        throw VectorDefect(file: path, location: document.location(of: pointer), pointer: pointer,
                           message: "a result without the strings \"suite\", \"id\" and \"outcome\"",
                           help: "write it with --format json (or oracle check --json); docs/report-format.md")
      }
      let actuals = (result["divergences"]?.elements ?? []).map { divergence in
        "\(divergence["field"]?.stringValue ?? "")=\(Self.normalised(divergence["actual"]?.stringValue ?? ""))"
      }
      cases["\(suite)/\(id)"] = Case(outcome: outcome, actuals: actuals + (result["actual"]?.stringValue.map { [$0] } ?? []))
    }
  }

  /// "1.0E-5" (Kotlin) and "1e-05" (Swift) are the same double; compare numbers by value.
  private static func normalised(_ text: String) -> String {
    let bare = text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    if let value = Double(bare), bare.contains(where: \.isNumber) { return "\(value)" }
    return text
  }
}
