import Foundation
import ParityHarness

/// A known-divergence list a run writes when it ends: one entry per cause group of the run, each with its
/// signature in words as its reason (a baseline: docs/known-divergences.md, "Adopting the gate"). The next run with
/// the list (``ParityOptions/knownDivergences``) fails only on new causes.
///
/// A CI job asks for it without touching the test: `PARITY_WRITE_KNOWN_DIVERGENCES=FILE`,
/// `PARITY_KNOWN_DIVERGENCES_EXPIRES=YYYY-MM-DD` and, optionally, `PARITY_KNOWN_DIVERGENCES_ISSUE=URL`.
public struct ParityBaseline: Sendable, Equatable {
  /// Where the list is written.
  public var path: String
  /// `YYYY-MM-DD` (UTC): the day every entry expires.
  public var expires: String
  /// The issue that tracks the burn-down, in every entry.
  public var issue: String?

  public init(path: String, expires: String, issue: String? = nil) {
    self.path = path
    self.expires = expires
    self.issue = issue
  }

  /// The baseline the environment asks for, if any.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ParityBaseline? {
    guard let path = environment["PARITY_WRITE_KNOWN_DIVERGENCES"], !path.isEmpty else { return nil }
    return ParityBaseline(path: path, expires: environment["PARITY_KNOWN_DIVERGENCES_EXPIRES"] ?? "",
                          issue: environment["PARITY_KNOWN_DIVERGENCES_ISSUE"].flatMap { $0.isEmpty ? nil : $0 })
  }

  /// Writes the list of `report`'s cause groups; the run errors when it cannot (nothing is written then).
  func write(_ report: RunReport, platform: String) -> [String] {
    guard KnownDivergenceList.isDate(expires) else {
      return ["a baseline needs the date its entries expire, YYYY-MM-DD (PARITY_KNOWN_DIVERGENCES_EXPIRES), not \"\(expires)\"; no list was written to \(path)"]
    }
    guard expires >= KnownDivergenceGate.utcToday() else {
      return ["the baseline's expiry date \(expires) has passed: the list would fail the next run; no list was written to \(path)"]
    }
    guard report.corpusDigest != nil, report.judgedCount > 0 else {
      return ["the run cannot be trusted (its vectors did not all load, or it judged nothing): no baseline was written to \(path)"]
    }
    do {
      let written = try KnownDivergenceBaseline(platform: platform, expires: expires, issue: issue).write(report.causeGroups, to: path)
      VerdictBoard.standardError("ParityTesting: wrote \(Plural.count(written.entries, "known-divergence entry", plural: "known-divergence entries")) "
                                 + "for \(Plural.count(written.groups, "cause group")) to \(path) (they expire on \(expires))")
      if !written.leftOut.isEmpty {
        VerdictBoard.standardError("ParityTesting: left out of \(path): \(Plural.count(written.leftOut.count, "group")) no entry can "
                                   + "excuse (the subject did not answer; fix them first): " + written.leftOut.joined(separator: "; "))
      }
      return []
    } catch {
      return ["\(error)"]
    }
  }
}
