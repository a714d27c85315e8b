import GeoModel

/// Android's cut of a point list at the ±180° meridian (`docs/contracts.md`, meridian crossing), which polygon
/// tiles use so that no fragment spans the whole map.
///
/// Every function is total: NaN and out-of-range longitudes give a value, never a trap.
public enum MeridianCrossing {
  /// How Android's linear crossing measures the longitude span from `from` to `to`.
  public enum LinearSpan: Sendable {
    /// `to.lng - from.lng` as it is, and the fraction not clamped (android-sdk-core until 221a949+clickable).
    case asGiven
    /// The span unwrapped the short way (one `±360` step when beyond ±180), the fraction 0 for a zero span and
    /// otherwise coerced into [0, 1] (from 1569cc5 on).
    case shortWay
  }

  /// Android's `splitByMeridian(points, geodesic)`: the points in fragments that never jump across ±180°.
  ///
  /// A step from the fragment's last point to the next one crosses when `|next.lng - last.lng| > 180` (so a NaN
  /// longitude never crosses). At a crossing the fragment ends with the crossing point (``linearCrossing(from:to:)``
  /// or ``geodesicCrossing(from:to:)``), and the next fragment starts with its ``oppositePoint(_:)``, then the next
  /// point. No points give no fragments. `linearSpan` is the linear crossing's rule (default: the newest Android's).
  public static func split(_ points: [GeoPoint], geodesic: Bool, linearSpan: LinearSpan = .shortWay) -> [[GeoPoint]] {
    var fragments: [[GeoPoint]] = []
    var fragment: [GeoPoint] = []
    for point in points {
      guard let last = fragment.last else {
        fragment.append(point)
        continue
      }
      if abs(point.longitude - last.longitude) > 180.0 {
        let crossing = geodesic ? geodesicCrossing(from: last, to: point) : linearCrossing(from: last, to: point, span: linearSpan)
        fragment.append(crossing)
        fragments.append(fragment)
        fragment = [oppositePoint(crossing), point]
      } else {
        fragment.append(point)
      }
    }
    if !fragment.isEmpty { fragments.append(fragment) }
    return fragments
  }

  /// Android's `interpolateAtMeridianLinear`: the point where the segment meets the meridian on `from`'s side
  /// (`+180` when `from.lng >= 0`, else `-180`), at the fraction `(target - from.lng) / span`; latitude and
  /// altitude are `a + f * (b - a)`.
  ///
  /// ``LinearSpan/shortWay`` (the default, Android from 1569cc5 on): the span `to.lng - from.lng` is unwrapped
  /// once (`-360` above 180, `+360` below -180), the fraction is 0 for a zero span (±0.0) and otherwise coerced
  /// into [0, 1] (NaN stays NaN): (10, 170)→(20, -170) crosses at latitude 15.
  ///
  /// ``LinearSpan/asGiven`` (until 221a949+clickable): the span is **not** unwrapped and the fraction not clamped:
  /// for (10, 170)→(20, -170) the fraction is `10 / -340`, so the latitude is extrapolated backwards to
  /// 9.705882352941176; equal longitudes give `0/0` or `x/0` and propagate NaN or ±∞.
  public static func linearCrossing(from: GeoPoint, to: GeoPoint, span rule: LinearSpan = .shortWay) -> GeoPoint {
    let target = meridian(onSideOf: from)
    let fraction: Double
    switch rule {
    case .asGiven:
      fraction = (target - from.longitude) / (to.longitude - from.longitude)
    case .shortWay:
      var span = to.longitude - from.longitude
      if span > 180.0 {
        span -= 360.0
      } else if span < -180.0 {
        span += 360.0
      }
      fraction = span == 0.0 ? 0.0 : coerceIn((target - from.longitude) / span, 0.0, 1.0)
    }
    return GeoPoint(
      latitude: from.latitude + fraction * (to.latitude - from.latitude),
      longitude: target,
      altitude: from.altitude + fraction * (to.altitude - from.altitude))
  }

  /// Android's `interpolateAtMeridianGeodesic`: bisection of ``Spherical/sphericalInterpolate(from:to:fraction:)``
  /// for the fraction where the great circle changes side of the meridian.
  ///
  /// `low = 0`, `high = 1`; at most 50 halvings while `high - low > 1e-10`: the midpoint's longitude, brought into
  /// (-180, 180] by one `±360` step, is on the target side when it is `>= 0` (target +180) or `< 0` (target -180);
  /// if that agrees with `from`'s side, `low = mid`, else `high = mid`. The result is the slerp at
  /// `(low + high) / 2` with its longitude replaced by the target meridian.
  public static func geodesicCrossing(from: GeoPoint, to: GeoPoint) -> GeoPoint {
    let target = meridian(onSideOf: from)
    let fromOnTargetSide = target > 0 ? from.longitude >= 0 : from.longitude < 0
    var low = 0.0
    var high = 1.0
    var iteration = 0
    while iteration < 50 && (high - low) > 1e-10 {
      let mid = (low + high) / 2.0
      var longitude = Spherical.sphericalInterpolate(from: from, to: to, fraction: mid).longitude
      if longitude > 180 {
        longitude -= 360
      } else if longitude <= -180 {
        longitude += 360
      }
      let onTargetSide = target > 0 ? longitude >= 0 : longitude < 0
      if onTargetSide == fromOnTargetSide {
        low = mid
      } else {
        high = mid
      }
      iteration += 1
    }
    let crossing = Spherical.sphericalInterpolate(from: from, to: to, fraction: (low + high) / 2.0)
    return GeoPoint(latitude: crossing.latitude, longitude: target, altitude: crossing.altitude)
  }

  /// Android's `createOppositeMeridianPoint`: the same latitude and altitude on the other meridian, `-180` when
  /// `lng >= 0` (so `-0.0` too), else `+180` (so NaN too).
  public static func oppositePoint(_ point: GeoPoint) -> GeoPoint {
    GeoPoint(latitude: point.latitude, longitude: point.longitude >= 0 ? -180.0 : 180.0, altitude: point.altitude)
  }

  /// `+180` when `lng >= 0`, else `-180` (NaN included).
  private static func meridian(onSideOf point: GeoPoint) -> Double {
    point.longitude >= 0 ? 180.0 : -180.0
  }
}
