import GeoModel
import JavaHashing

enum GeoPointMutants {
  static let all: [Mutant] = [
    Mutant("geopoint-rounds-to-long", suite: "geoPoint.hash", field: "/hash",
           mistake: "rounds lat*1e7 to the nearest Long instead of truncating toward zero") {
      $0.geoPointHash = { point in
        func scaled(_ value: Double) -> Int32 { JavaHash.long(kotlinToLong((value * 1e7).rounded())) }
        return JavaHash.h31(seed: scaled(point.latitude), [scaled(point.longitude), scaled(point.altitude)])
      }
    },
    Mutant("equals-exact", suite: "geoPoint.equals", field: "/equal",
           mistake: "compares coordinates exactly instead of within 1e-7") {
      $0.geoPointEquals = { pair in
        pair.0.latitude == pair.1.latitude && pair.0.longitude == pair.1.longitude && pair.0.altitude == pair.1.altitude
      }
    },
    Mutant("wrap-keeps-longitude", suite: "geoPoint.wrap", field: "/point/lng",
           mistake: "folds the latitude over the pole but forgets to turn the longitude by 180") {
      $0.geoPointWrap = { point in
        var wrapped = point.wrap()
        if point.latitude > 90 || point.latitude < -90 { wrapped.longitude = GeoPoint.normalizeLng(point.longitude) }
        return wrapped
      }
    },
    Mutant("normalize-lng-remainder", suite: "geoPoint.normalizeLng", field: "/lng",
           mistake: "uses IEEE remainder (round to nearest) instead of C fmod") {
      $0.normalizeLng = { longitude in
        let shifted = (longitude + 180).remainder(dividingBy: 360)
        return (shifted + 360).remainder(dividingBy: 360) - 180
      }
    },
    Mutant("normalize-clamps-nan", suite: "geoPoint.normalize", field: "/point/lat",
           mistake: "clamps the latitude with max(-90, min(90, lat)), which turns NaN into 90 where coerceIn keeps it") {
      $0.geoPointNormalize = { point in
        var normalized = point.normalize()
        normalized.latitude = Swift.max(-90, Swift.min(90, point.latitude))
        return normalized
      }
    },
    Mutant("is-valid-exclusive", suite: "geoPoint.isValid", field: "/valid",
           mistake: "treats the range ends (±90, ±180) as invalid") {
      $0.geoPointIsValid = { point in
        point.latitude > -90 && point.latitude < 90 && point.longitude > -180 && point.longitude < 180
      }
    },
  ]
}
