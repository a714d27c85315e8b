import Foundation

/// The failing cases of one platform that share a cause, with the case that shows it best.
package struct InteropCauseGroup: Sendable {
  /// The cause's id, the same on every run and runner: the report's group id, or the id the runners' rule
  /// (``CauseSignature``) gives the cause.
  package var id: String
  /// The cause in words, as the runners write it (`marker.fingerprint: diverged at /zIndex (null)`).
  package var signature: String
  package var outcome: InteropOutcome
  package var suites: [String]
  /// Every case of the group, in corpus order.
  package var cases: [CaseKey]
  /// The case with the smallest input: the one a reader looks at first.
  package var representative: CaseKey

  package init(id: String, signature: String, outcome: InteropOutcome, suites: [String], cases: [CaseKey],
               representative: CaseKey) {
    self.id = id
    self.signature = signature
    self.outcome = outcome
    self.suites = suites
    self.cases = cases
    self.representative = representative
  }
}

/// Every failing case of a platform (diverged, crashed or known) in one cause group, by the rule every runner
/// groups by (docs/report-format.md, "Causes"): the report's own groups as it wrote them, and each failing case
/// outside them by the same signature (``CauseSignature``, ``CauseGroups``), so the same cause has the same id
/// whether a runner or the view grouped it. A runner leaves a known divergence out of its groups (its list
/// excused it), and the report keeps only the entry that did: the view groups known divergences by that entry.
package enum InteropCauseGrouping {
  package static func groups(of cases: [ReportedCase], reported: [InteropCauseGroup]) -> [InteropCauseGroup] {
    var grouped = Set<CaseKey>()
    for group in reported { grouped.formUnion(group.cases) }
    var causes: [CaseCause] = []
    var known: [String: [ReportedCase]] = [:]
    for reported in cases where reported.outcome.isFailure && !grouped.contains(reported.key) {
      if reported.outcome == .known {
        known[reported.entry ?? reported.detail ?? "a listed divergence", default: []].append(reported)
      } else if let cause = reported.cause {
        causes.append(cause)
      }
    }
    var groups = reported
    for group in CauseGroups.groups(causes) {
      let keys = group.cases.map { CaseKey(suite: $0.suite, id: $0.id) }
      let outcome = InteropOutcome.of(cause: group.signature.kind)
      groups.append(InteropCauseGroup(id: group.id, signature: group.signature.words, outcome: outcome, suites: group.suites,
                                      cases: keys.sorted(), representative: CaseKey(suite: group.representative.suite,
                                                                                    id: group.representative.id)))
    }
    for (entry, members) in known {
      let representative = members.min { smaller($0, $1) }!
      var suites = Array(Set(members.map(\.key.suite)))
      suites.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      groups.append(InteropCauseGroup(id: CauseSignature.id(ofCanonicalText: "kind known-divergence\nentry \(entry)"),
                                      signature: "known divergence: \(entry)", outcome: .known, suites: suites,
                                      cases: members.map(\.key).sorted(), representative: representative.key))
    }
    return ordered(groups)
  }

  /// Largest first, then by the cause in words (byte order): the order every view lists groups in.
  package static func ordered(_ groups: [InteropCauseGroup]) -> [InteropCauseGroup] {
    groups.sorted {
      $0.cases.count != $1.cases.count ? $0.cases.count > $1.cases.count : $0.signature.utf8.lexicographicallyPrecedes($1.signature.utf8)
    }
  }

  /// The runners' representative rule: fewer UTF-8 bytes of input, then `suite/id` first in byte order.
  private static func smaller(_ left: ReportedCase, _ right: ReportedCase) -> Bool {
    let (a, b) = (left.input?.utf8.count ?? 0, right.input?.utf8.count ?? 0)
    return a != b ? a < b : left.key.name.utf8.lexicographicallyPrecedes(right.key.name.utf8)
  }
}
