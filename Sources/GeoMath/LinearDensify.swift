import GeoModel

extension Spherical {
  /// Android's default `fractionStep` of `createLinearInterpolatePoints`: 0.01.
  public static let defaultDensifyFractionStep: Double = 0.01

  /// The most points a densified path may have for Android to return it (at about 40 bytes a point, 10^7 points
  /// are 400 MB, more than an app's heap). Android has no cap: a step of zero or below loops for ever and a tiny
  /// one runs until memory runs out; the corpus marks those inputs not portable, and this core refuses them with
  /// ``GeoContractError/tooManyPoints`` (not a contract error code) instead of never returning.
  public static let maximumDensifyPointCount = 10_000_000

  /// Android's `createLinearInterpolatePoints` (`docs/contracts.md`, linear densify): a fixed fraction step per
  /// segment, whatever the segment's length.
  ///
  /// The result is the first point as given; then, for each segment, the points `linearInterpolate(prev, next, f)`
  /// for `f = step, step + step, …` while `f <= 1.0` (`f` accumulated by repeated addition, as Android does, so the
  /// default step stops at the 99th point: 100 × 0.01 sums to slightly above 1), followed by the segment's end
  /// point as given. Tokyo→Osaka gives 101 points.
  ///
  /// - Throws: ``GeoContractError/emptyPoints`` for no points (Android's `points[0]` throws);
  ///   ``GeoContractError/tooManyPoints`` when the result would have more than ``maximumDensifyPointCount``
  ///   points or the step is `<= 0` with a segment (where Android never returns).
  public static func densifyLinear(
    _ points: [GeoPoint], fractionStep: Double = defaultDensifyFractionStep
  ) throws(GeoContractError) -> [GeoPoint] {
    guard let first = points.first else { throw .emptyPoints }
    let segmentCount = points.count - 1
    guard segmentCount > 0 else { return [first] }
    // A step of 0 or below never passes 1.0 (Android loops for ever); NaN fails `<= 1.0` at once.
    guard !(fractionStep <= 0) else { throw .tooManyPoints }
    // At most (limit - 1) / segments - 1 fractions: 1 + segments × (fractions + 1) points in all.
    let fractionLimit = (maximumDensifyPointCount - 1) / segmentCount - 1
    guard let fractions = densifyFractions(step: fractionStep, limit: fractionLimit) else { throw .tooManyPoints }
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
  /// `f <= 1.0`; `nil` when there would be more than `limit` (a NaN step visits none). Counted first, so that a
  /// tiny step costs no memory.
  private static func densifyFractions(step: Double, limit: Int) -> [Double]? {
    var count = 0
    var probe = step
    while probe <= 1.0 {
      if count >= limit { return nil }
      count += 1
      probe += step
    }
    var fractions: [Double] = []
    fractions.reserveCapacity(count)
    var fraction = step
    while fraction <= 1.0 {
      fractions.append(fraction)
      fraction += step
    }
    return fractions
  }
}

extension Spherical {
  /// Android's default `maxSegmentLength` of `Planar.createInterpolatePoints`: 10 km.
  public static let defaultDensifyMaximumSegmentMeters: Double = 10_000

  /// Android's linear densify from revision 1569cc5 on (`Planar.createInterpolatePoints(points,
  /// maxSegmentLength)`, internally `densifyAlongStraightLine`): pieces by length, not by a fixed fraction.
  ///
  /// The result is the first point as given; then, for each segment, `n = (s / maxSegmentLength).toInt()
  /// .coerceAtLeast(1)` pieces of its Vincenty distance `s` (``Vincenty/distance(from:to:)``, the geodesic's,
  /// although the points are not on it), the points ``linearInterpolate(from:to:fraction:)`` at `f = step, step +
  /// step, …` while `f < 1.0` (`step = 1 / n`, accumulated), and the segment's end point as given. So a segment
  /// shorter than the maximum gets no point, and Tokyo→Osaka (403 km) gets 40 pieces.
  ///
  /// - Throws: ``GeoContractError/emptyPoints`` for no points; ``GeoContractError/tooManyPoints`` when the result
  ///   would have more than ``maximumDensifyPointCount`` points (a zero or tiny maximum), where Android exhausts
  ///   its heap.
  public static func densifyLinear(
    _ points: [GeoPoint], maximumSegmentMeters: Double
  ) throws(GeoContractError) -> [GeoPoint] {
    guard let counts = Vincenty.segmentCounts(points, maximumSegmentMeters: maximumSegmentMeters) else {
      throw points.isEmpty ? .emptyPoints : .tooManyPoints
    }
    return Vincenty.insertPoints(points, counts: counts) { linearInterpolate(from: $0, to: $1, fraction: $2) }
  }
}
