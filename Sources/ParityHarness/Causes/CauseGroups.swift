import Foundation

/// The cases of one run that did not pass, grouped by cause: one group per signature (``CauseSignature``), the
/// largest first, each with its representative, the case with the smallest input (docs/report-format.md,
/// "Causes").
public struct CauseGroup: Sendable {
  public var signature: CauseSignature
  /// `signature.id`, computed once.
  public var id: String
  /// Its cases in run order.
  public var cases: [CaseCause]
  /// Indices into `cases`: the representative first, then the next smallest, up to ``CauseGroups/examples``
  /// more.
  public var smallest: [Int]
  /// The suites of its cases, in byte order.
  public var suites: [String]

  public var representative: CaseCause { cases[smallest[0]] }
  /// The cases after the representative, smallest first, at most ``CauseGroups/examples``.
  public var examples: [CaseCause] { smallest.dropFirst().map { cases[$0] } }
}

public enum CauseGroups {
  /// Other cases a group names beside its representative.
  public static let examples = 5

  /// The groups of `causes` (in run order): the largest first; of two groups as large, the one whose canonical text
  /// comes first in byte order.
  public static func groups(_ causes: [CaseCause]) -> [CauseGroup] {
    grouped(count: causes.count) { causes[$0] }
  }

  /// The groups of a run's results that did not pass (known divergences, not-portable cases and vector errors are
  /// not causes of this run's failure).
  public static func groups(of results: [CaseResult]) -> [CauseGroup] {
    // Field by field: a case's result is not copied whole to read four of its fields.
    grouped(count: results.count) { CaseCause(results[$0].outcome, suite: results[$0].suite, id: results[$0].id, input: results[$0].input) }
  }

  /// The groups of the causes `cause` gives for the indices `0..<count` (nil: a case that is no cause).
  private static func grouped(count: Int, _ cause: @escaping @Sendable (Int) -> CaseCause?) -> [CauseGroup] {
    // Each case's cause and signature are made, and gathered by signature, on every core: a run that diverges
    // everywhere has a million of them, and gathering them on one core after the others took as long as making them.
    // A chunk's gathering keeps run order; the chunks' are joined in order, a few buckets each.
    let chunk = 4096
    let chunks = stride(from: 0, to: count, by: chunk).map { $0..<min($0 + chunk, count) }
    let gathered = ResultSlots<[Bucket]>.concurrentMap(count: chunks.count) { index in
      var buckets: [Bucket] = []
      var bucketOf: [CauseSignature: Int] = [:]
      var last: Int?
      for position in chunks[index] {
        guard let cause = cause(position) else { continue }
        // The cases of a file follow each other, and most fail as the case before them did: a cause whose every
        // part a signature reads equals the last one's joins its bucket without a signature of its own.
        if let bucket = last, cause.hasTheSignatureParts(of: buckets[bucket].cases[buckets[bucket].cases.count - 1]) {
          buckets[bucket].positions.append(position)
          buckets[bucket].cases.append(cause)
          continue
        }
        let signature = CauseSignature(cause)
        if let bucket = bucketOf[signature] {
          last = bucket
          buckets[bucket].positions.append(position)
          if cause.suite != buckets[bucket].cases[buckets[bucket].cases.count - 1].suite { buckets[bucket].suites.insert(cause.suite) }
          buckets[bucket].cases.append(cause)
        } else {
          bucketOf[signature] = buckets.count
          last = buckets.count
          buckets.append(Bucket(signature: signature, positions: [position], cases: [cause], suites: [cause.suite]))
        }
      }
      return buckets
    }
    // The chunks' buckets of one signature are joined on every core too (copying a million causes on one core took
    // a quarter of the grouping): first which pieces each signature has, in run order, then each join.
    var piecesOf: [[(part: Int, piece: Int)]] = []
    var bucketOf: [CauseSignature: Int] = [:]
    for (part, pieces) in gathered.enumerated() {
      for (piece, bucket) in pieces.enumerated() {
        if let index = bucketOf[bucket.signature] {
          piecesOf[index].append((part, piece))
        } else {
          bucketOf[bucket.signature] = piecesOf.count
          piecesOf.append([(part, piece)])
        }
      }
    }
    let joinList = piecesOf
    let buckets = ResultSlots<Bucket>.concurrentMap(count: joinList.count) { index in
      let pieces = joinList[index]
      var bucket = gathered[pieces[0].part][pieces[0].piece]
      guard pieces.count > 1 else { return bucket }
      let total = pieces.reduce(0) { $0 + gathered[$1.part][$1.piece].cases.count }
      bucket.positions.reserveCapacity(total)
      bucket.cases.reserveCapacity(total)
      for (part, piece) in pieces.dropFirst() {
        bucket.positions += gathered[part][piece].positions
        bucket.cases += gathered[part][piece].cases
        bucket.suites.formUnion(gathered[part][piece].suites)
      }
      return bucket
    }
    // Two signatures with one canonical text are one cause (the text is the rule): their cases merge in run order.
    var order: [String] = []
    var byText: [String: Bucket] = [:]
    for bucket in buckets {
      let text = bucket.signature.canonicalText
      guard var merged = byText[text] else {
        order.append(text)
        byText[text] = bucket
        continue
      }
      let pairs = (Array(zip(merged.positions, merged.cases)) + Array(zip(bucket.positions, bucket.cases))).sorted { $0.0 < $1.0 }
      merged.positions = pairs.map { $0.0 }
      merged.cases = pairs.map { $0.1 }
      merged.suites.formUnion(bucket.suites)
      byText[text] = merged
    }
    var groups = order.map { text -> (text: String, group: CauseGroup) in
      let bucket = byText.removeValue(forKey: text)!
      let (signature, cases) = (bucket.signature, bucket.cases)
      var suites = Array(bucket.suites)
      suites.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      return (text, CauseGroup(signature: signature, id: CauseSignature.id(ofCanonicalText: text), cases: cases,
                               smallest: smallest(cases, count: examples + 1), suites: suites))
    }
    groups.sort { left, right in
      left.group.cases.count != right.group.cases.count
        ? left.group.cases.count > right.group.cases.count
        : left.text.utf8.lexicographicallyPrecedes(right.text.utf8)
    }
    return groups.map(\.group)
  }

  /// The cases of one signature, in run order.
  private struct Bucket: Sendable {
    var signature: CauseSignature
    var positions: [Int]
    var cases: [CaseCause]
    /// The suites of its cases (a case of the same suite as the one before it is not looked up again).
    var suites: Set<String>
  }

  /// Whether `left` is smaller than `right`: fewer UTF-8 bytes of input, then the name `suite/id` first in byte
  /// order.
  static func smaller(_ left: CaseCause, _ right: CaseCause) -> Bool {
    let (a, b) = (left.input.utf8.count, right.input.utf8.count)
    if a != b { return a < b }
    return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
  }

  /// The indices of the `count` smallest cases, smallest first: one pass, keeping the few best (a group of a
  /// million cases is not sorted).
  private static func smallest(_ cases: [CaseCause], count: Int) -> [Int] {
    var best: [Int] = []
    for index in cases.indices {
      if best.count == count, !smaller(cases[index], cases[best[count - 1]]) { continue }
      var slot = best.count
      while slot > 0 && smaller(cases[index], cases[best[slot - 1]]) { slot -= 1 }
      best.insert(index, at: slot)
      if best.count > count { best.removeLast() }
    }
    return best
  }
}

extension CaseCause {
  /// Whether every part of the case a ``CauseSignature`` is made from equals `other`'s (so their signatures are equal).
  fileprivate func hasTheSignatureParts(of other: CaseCause) -> Bool {
    kind == other.kind && suite == other.suite && differences == other.differences && expectedError == other.expectedError
      && actualError == other.actualError && message == other.message && frame == other.frame
  }
}
