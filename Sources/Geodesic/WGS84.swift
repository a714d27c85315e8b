import CGeodesic
import GeoModel

/// Geodesics on the WGS84 ellipsoid, solved by Karney's algorithm (GeographicLib's C port, as PROJ ships it), the
/// algorithm Android's core calls through GeographicLib-Java (`docs/contracts.md`, "Geodesic distance and densify").
///
/// Every function is total: NaN, infinities and latitudes outside [-90, 90] give NaN results (GeographicLib's own
/// rule), never a trap. The library's iterations are bounded, so no input hangs.
public enum WGS84 {
  /// The equatorial radius (m) and flattening of WGS84, GeographicLib's `Constants.WGS84_a` and `WGS84_f`.
  public static let equatorialRadius: Double = 6_378_137.0
  public static let flattening: Double = 1.0 / 298.257223563

  /// The geodesic distance in metres from `from` to `to` (the inverse problem's `s12`); altitudes are ignored.
  public static func distance(from: GeoPoint, to: GeoPoint) -> Double {
    var meters = Double.nan
    withEllipsoid { ellipsoid in
      geod_inverse(ellipsoid, from.latitude, from.longitude, to.latitude, to.longitude, &meters, nil, nil)
    }
    return meters
  }

  /// The point at `fraction` of the geodesic's length from `from` towards `to`.
  ///
  /// The position is GeographicLib's on the line through both points, at `fraction * length` metres (`fraction`
  /// is not clamped: 1.5 goes on past `to`), with its longitude in [-180, 180]. The altitude is the lerp
  /// `from.alt + fraction * (to.alt - from.alt)` (Android's rule when both points have one, and here they always do).
  public static func interpolate(from: GeoPoint, to: GeoPoint, fraction: Double) -> GeoPoint {
    let line = Line(from: from, to: to)
    var point = line.position(atMeters: line.length * fraction)
    point.altitude = from.altitude + fraction * (to.altitude - from.altitude)
    return point
  }

  /// The geodesic through two points, measured from the first (GeographicLib's `InverseLine`).
  struct Line {
    private var storage = geod_geodesicline()

    init(from: GeoPoint, to: GeoPoint) {
      withEllipsoid { ellipsoid in
        geod_inverseline(&storage, ellipsoid, from.latitude, from.longitude, to.latitude, to.longitude, allCapabilities)
      }
    }

    /// The distance between the two points, as the line measures it (`Distance()`, which may differ from
    /// ``WGS84/distance(from:to:)`` in the last bits: the line derives it from the arc length).
    var length: Double { storage.s13 }

    /// The point `meters` along the line (negative: backwards), altitude 0; longitude in [-180, 180].
    func position(atMeters meters: Double) -> GeoPoint {
      var latitude = Double.nan
      var longitude = Double.nan
      withUnsafePointer(to: storage) { line in
        geod_position(line, meters, &latitude, &longitude, nil)
      }
      return GeoPoint(latitude: latitude, longitude: longitude, altitude: 0)
    }
  }

  /// GeographicLib-Java's `GeodesicMask.ALL`, the capabilities Android's `InverseLine(lat1, lon1, lat2, lon2)` asks for.
  private static let allCapabilities = UInt32(GEOD_ALL.rawValue)

  /// The WGS84 ellipsoid's precomputed series coefficients; read-only after initialisation.
  private static let ellipsoid: geod_geodesic = {
    var value = geod_geodesic()
    geod_init(&value, equatorialRadius, flattening)
    return value
  }()

  private static func withEllipsoid<R>(_ body: (UnsafePointer<geod_geodesic>) -> R) -> R {
    withUnsafePointer(to: ellipsoid, body)
  }
}
