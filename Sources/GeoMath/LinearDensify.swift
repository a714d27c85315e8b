import GeoModel

extension Spherical {
  /// Android's default `fractionStep` of `createLinearInterpolatePoints`: 0.01.
  public static let defaultDensifyFractionStep: Double = 0.01

  /// The most interpolated points one densify call may add; more is ``GeoContractError/tooManyPoints``.
  ///
  /// Android has no limit: a step of zero or below loops for ever, and a tiny one until memory runs out. The cap
  /// keeps the function total while leaving a thousand segments at the default step.
  public static let maximumDensifyPointCount = 100_000

  /// Android's `createLinearInterpolatePoints` (`docs/contracts.md`, linear densify): a fixed fraction step per
  /// segment, whatever the segment's length.
  ///
  /// The result is the first point as given; then, for each segment, the points `linearInterpolate(prev, next, f)`
  /// for `f = step, step + step, …` while `f <= 1.0` (`f` accumulated by repeated addition, as Android does, so the
  /// default step stops at the 99th point: 100 × 0.01 sums to slightly above 1), followed by the segment's end
  /// point as given. Tokyo→Osaka gives 101 points.
  ///
  /// - Throws: ``GeoContractError/emptyPoints`` for no points (Android's `points[0]` throws);
  ///   ``GeoContractError/tooManyPoints`` when more than ``maximumDensifyPointCount`` interpolated points would be
  ///   added (including every step `<= 0`, where Android never returns).
  public static func densifyLinear(
    _ points: [GeoPoint], fractionStep: Double = defaultDensifyFractionStep
  ) throws(GeoContractError) -> [GeoPoint] {
    guard let first = points.first else { throw .emptyPoints }
    let segmentCount = points.count - 1
    guard segmentCount > 0 else { return [first] }
    let fractions = densifyFractions(step: fractionStep, limit: maximumDensifyPointCount)
    // (segments × per segment) > cap, without the multiplication overflowing.
    guard let fractions, fractions.isEmpty || segmentCount <= maximumDensifyPointCount / fractions.count else {
      throw .tooManyPoints
    }
    var result = [first]
    result.reserveCapacity(1 + segmentCount * (fractions.count + 1))
    for index in 1..<points.count {
      let from = points[index - 1]
      let to = points[index]
      for fraction in fractions {
        result.append(linearInterpolate(from: from, to: to, fraction: fraction))
      }
      result.append(to)
    }
    return result
  }

  /// The fractions Android's loop visits, the same for every segment: `f = step`, then `f += step` while
  /// `f <= 1.0`; `nil` when there would be more than `limit` (a NaN step visits none).
  private static func densifyFractions(step: Double, limit: Int) -> [Double]? {
    var fractions: [Double] = []
    var fraction = step
    while fraction <= 1.0 {
      if fractions.count == limit { return nil }
      fractions.append(fraction)
      fraction += step
    }
    return fractions
  }
}
