import Foundation
import ParityHarness
import ParitySuiteKit

/// Writes findings as vector files, one per suite, at `<output>/<area>/<function>.json` like the corpus, so a
/// case can be moved into the committed file of its suite as it is (and `parity-check <output>` reruns them).
package struct FindingWriter {
  package var output: String
  package var seed: UInt64
  package var subject: String
  /// The android-sdk-core revision whose oracle judged the findings (their expected values are its): the file holds
  /// for it alone (`source.android.revisions`), so a gate run at another revision does not take it for one of its own.
  package var revision: String

  package init(output: String, seed: UInt64, subject: String, revision: String) {
    self.output = output
    self.seed = seed
    self.subject = subject
    self.revision = revision
  }

  /// The path of `suite`'s findings file.
  package func path(of suite: String) -> String {
    let parts = suite.split(separator: ".", maxSplits: 1).map(String.init)
    return ([output] + parts).joined(separator: "/") + ".json"
  }

  /// Writes one file for the findings of `suite` (or removes a stale one when there are none).
  package func write(suite: String, findings: [FuzzFinding], tolerance: Tolerance) throws {
    let url = URL(fileURLWithPath: path(of: suite))
    guard !findings.isEmpty else {
      try? FileManager.default.removeItem(at: url)
      return
    }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Atomic: written beside the target and renamed, so an interrupted run never leaves half a vector file.
    try Data(text(suite: suite, findings: findings, tolerance: tolerance).utf8).write(to: url, options: .atomic)
  }

  /// The file's text: pure ASCII, one case per line, in the layout of docs/vector-format.md.
  package func text(suite: String, findings: [FuzzFinding], tolerance: Tolerance) -> String {
    var lines = [
      "{",
      "  \"format\": \"parity-vectors/1\",",
      "  \"suite\": \"\(suite)\",",
      "  \"description\": \"Shrunk differential-fuzzing inputs on which subject \(subject) diverged from the JVM oracle.\",",
      "  \"source\": {\"generator\": \"mapconductor-oracle\", \"version\": \"serve\", \"fuzzSeed\": \(seed), "
        + "\"android\": {\"revisions\": [\"\(revision)\"]}},",
    ]
    if tolerance != .exact { lines.append("  \"defaults\": {\"tolerance\": \(Self.json(tolerance))},") }
    lines.append("  \"cases\": [")
    for (index, finding) in findings.enumerated() {
      // A trap or a hang is named by its signature, "(crashed) <the runtime's message>" or "(timed out)".
      let failure = finding.fields.first?.hasPrefix("(") == true ? "fails: " : "diverges in "
      let comment = "fuzz seed \(seed): subject \(subject) " + failure + finding.fields.joined(separator: ", ")
      // `fuzz-finding`: what `oracle generate` takes a findings file's cases by.
      let line = "    {\"id\": \"\(finding.id)\", \"tags\": [\"fuzz-finding\"], \"comment\": "
        + StringText.quoted(Array(comment.utf16)) + ", \"input\": \(finding.input.json), \"expected\": \(finding.expected)}"
      lines.append(line + (index < findings.count - 1 ? "," : ""))
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  static func json(_ tolerance: Tolerance) -> String {
    var members: [String] = []
    if let ulps = tolerance.ulps { members.append("\"ulps\": \(ulps)") }
    if let absolute = tolerance.absolute { members.append("\"abs\": \(ParityValue.doubleText(absolute))") }
    if tolerance.nanBits { members.append("\"nanBits\": true") }
    if !tolerance.signedZero { members.append("\"signedZero\": false") }
    if tolerance.nanMatchesNumber { members.append("\"nanMatchesNumber\": true") }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
