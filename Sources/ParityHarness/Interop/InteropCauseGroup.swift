import Foundation

/// The failing cases of one platform that share a cause, with the case that shows it best.
package struct InteropCauseGroup: Sendable {
  /// Stable across runs (derived from the signature), so a later run and a baseline can name the same group.
  package var id: String
  /// The cause in words: `marker.fingerprint diverged at /zIndex`.
  package var signature: String
  package var outcome: InteropOutcome
  package var suites: [String]
  /// Every case of the group, in corpus order.
  package var cases: [CaseKey]
  /// The case with the smallest input: the one a reader looks at first.
  package var representative: CaseKey

  package init(signature: String, outcome: InteropOutcome, suites: [String], cases: [CaseKey], representative: CaseKey,
               id: String? = nil) {
    self.id = id ?? InteropCauseGroup.id(of: signature)
    self.signature = signature
    self.outcome = outcome
    self.suites = suites
    self.cases = cases
    self.representative = representative
  }

  /// `g` and the first 12 hex digits of the signature's SHA-256.
  package static func id(of signature: String) -> String {
    "g" + String(SHA256Hex.of(Array(signature.utf8)).prefix(12))
  }
}

/// Groups a platform's failing cases by suite and cause, for reports that carry no groups of their own: a
/// divergence by the fields it differs at (array indices generalised, `/points/*/lat`), an error Android raises
/// where the platform answered by that error, a crash by what the runtime or runner said, a known divergence by
/// the list entry that excuses it.
package enum InteropCauseGrouping {
  package static func groups(of cases: [ReportedCase]) -> [InteropCauseGroup] {
    var order: [String] = []
    var members: [String: [ReportedCase]] = [:]
    for reported in cases where reported.outcome.isFailure {
      let signature = reported.key.suite + " " + cause(of: reported)
      if members[signature] == nil { order.append(signature) }
      members[signature, default: []].append(reported)
    }
    let groups = order.map { signature -> InteropCauseGroup in
      let cases = members[signature]!
      let representative = cases.min { left, right in
        let (a, b) = (left.input?.utf8.count ?? 0, right.input?.utf8.count ?? 0)
        return a != b ? a < b : left.key < right.key
      }!
      return InteropCauseGroup(signature: signature, outcome: cases[0].outcome, suites: [cases[0].key.suite],
                        cases: cases.map(\.key), representative: representative.key)
    }
    return ordered(groups)
  }

  /// Largest first, then by signature: the order every view lists groups in.
  package static func ordered(_ groups: [InteropCauseGroup]) -> [InteropCauseGroup] {
    groups.sorted { $0.cases.count != $1.cases.count ? $0.cases.count > $1.cases.count : $0.signature < $1.signature }
  }

  /// The cause of one failing case, after its suite.
  static func cause(of reported: ReportedCase) -> String {
    switch reported.outcome {
    case .known: return "known: " + (reported.entry ?? reported.detail ?? "a listed divergence")
    case .crashed: return "crashed: " + crashCause(reported.detail ?? reported.reported)
    default:
      if reported.reported == "error-expected-but-value" { return "returned a value where Android raises an error" }
      var fields: [String] = []
      for difference in reported.differences {
        let field = generalised(difference.field)
        if !fields.contains(field) { fields.append(field) }
      }
      return fields.isEmpty ? "diverged" : "diverged at " + fields.sorted().joined(separator: ", ")
    }
  }

  /// `/points/12/lat` → `/points/*/lat`: one missing point is one cause, whichever index it moves.
  static func generalised(_ pointer: String) -> String {
    guard !pointer.isEmpty else { return "(the whole value)" }
    return pointer.split(separator: "/", omittingEmptySubsequences: false).map { part in
      !part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) ? "*" : String(part)
    }.joined(separator: "/")
  }

  /// What a crash's message says of its cause: the runtime's own words when the runner quotes them (`...; the
  /// runtime said: Swift/IntegerTypes.swift:6876: Fatal error: ...`), "a trap with no message" when it says the
  /// runtime printed none, else the message up to its first `;` without a leading `crashed: `, at most 160
  /// characters (a message that quotes the case's values would otherwise make a group per case).
  static func crashCause(_ message: String) -> String {
    var text = Substring(message)
    if let said = text.range(of: "; the runtime said: ") {
      text = text[said.upperBound...]
    } else if text.contains("the runtime printed no message") {
      return "a trap with no message"
    } else if let end = text.firstIndex(of: ";") {
      text = text[..<end]
    }
    if text.hasPrefix("crashed: ") { text = text.dropFirst("crashed: ".count) }
    if let end = text.firstIndex(of: "\n") { text = text[..<end] }
    return text.count > 160 ? String(text.prefix(159)) + "…" : String(text)
  }
}
