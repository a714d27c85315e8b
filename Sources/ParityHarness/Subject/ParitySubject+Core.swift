import GeoMath
import GeoModel
import JavaHashing
import OverlayIdentity

extension ParitySubject {
  /// The default subject: this package's core modules.
  public static let core: ParitySubject = {
    var subject = ParitySubject(name: "core")
    subject.stringHash = { $0.javaHashCode }
    subject.intHash = { JavaHash.int($0) }
    subject.longHash = { JavaHash.long($0) }
    subject.floatHash = { JavaHash.float($0) }
    subject.doubleHash = { JavaHash.double($0) }
    subject.doubleToLongBits = { JavaHash.doubleToLongBits($0) }
    subject.booleanHash = { JavaHash.boolean($0) }
    subject.valueHash = { $0.javaHashCode }
    subject.fold31 = { JavaHash.h31(seed: $0.seed, $0.elements) }
    subject.color = { input in
      switch input {
      case .argb(let argb): return Color(argb: argb)
      case .rgba(let red, let green, let blue, let alpha):
        return Color(red: Int(red), green: Int(green), blue: Int(blue), alpha: Int(alpha))
      case .rgbaFloat(let red, let green, let blue, let alpha):
        return Color(red: red, green: green, blue: blue, alpha: alpha)
      }
    }
    subject.colorHash = { $0.javaHashCode }
    subject.dpHash = { $0.javaHashCode }

    subject.geoPointHash = { $0.javaHashCode }
    subject.geoPointEquals = { $0.0.isAndroidEqual(to: $0.1) }
    subject.geoPointWrap = { $0.wrap() }
    subject.normalizeLng = { GeoPoint.normalizeLng($0) }
    subject.geoPointNormalize = { $0.normalize() }
    subject.geoPointIsValid = { $0.isValid }

    subject.markerID = { $0.resolvedID }
    subject.markerHash = { $0.javaHashCode }
    subject.markerFingerprint = { $0.fingerprint.map(MarkerFingerprintOutput.init) }
    subject.circleID = { $0.resolvedID }
    subject.circleHash = { $0.javaHashCode }
    subject.circleFingerprint = { CircleFingerprintOutput($0.fingerprint) }
    subject.polylineID = { $0.resolvedID }
    subject.polylineHash = { $0.javaHashCode }
    subject.polylineFingerprint = { PolylineFingerprintOutput($0.fingerprint) }
    subject.polygonID = { $0.resolvedID }
    subject.polygonHash = { $0.javaHashCode }
    subject.polygonFingerprint = { PolygonFingerprintOutput($0.fingerprint) }

    subject.distance = { Spherical.distance(from: $0.from, to: $0.to) }
    subject.heading = { Spherical.heading(from: $0.from, to: $0.to) }
    subject.linearInterpolate = { Spherical.linearInterpolate(from: $0.from, to: $0.to, fraction: $0.fraction) }
    subject.sphericalInterpolate = { Spherical.sphericalInterpolate(from: $0.from, to: $0.to, fraction: $0.fraction) }
    subject.metersPerPixel = { Spherical.metersPerPixel(latitude: $0.latitude, zoom: $0.zoom, tileSize: $0.tileSize) }
    subject.routeCumulativeDistance = { try Route.cumulativeDistance(of: $0) }
    subject.routePointAtDistance = { try Route.pointAtDistance($0.km, along: $0.route) }
    subject.routeDistanceMarkers = { try DistanceMarkers.markers(along: $0.route, zoom: $0.zoom) }
    subject.zoomInterval = { ZoomInterval.km(forZoom: $0) }
    subject.regionRadius = {
      try RegionRadius.km(center: $0.center, latitudeSpan: $0.latitudeSpan, longitudeSpan: $0.longitudeSpan)
    }
    subject.boundsRadius = { try BoundsRadius.km(southWest: $0.southWest, northEast: $0.northEast) }
    return subject
  }()

  /// The core subject computing the values of one android-sdk-core revision (``core`` computes the newest).
  public static func core(revision: AndroidCoreRevision) -> ParitySubject {
    var subject = core
    subject.polylineID = { state in var state = state; state.revision = revision; return state.resolvedID }
    subject.polylineHash = { state in var state = state; state.revision = revision; return state.javaHashCode }
    subject.polylineFingerprint = { state in
      var state = state; state.revision = revision; return PolylineFingerprintOutput(state.fingerprint)
    }
    subject.polygonID = { state in var state = state; state.revision = revision; return state.resolvedID }
    subject.polygonHash = { state in var state = state; state.revision = revision; return state.javaHashCode }
    subject.polygonFingerprint = { state in
      var state = state; state.revision = revision; return PolygonFingerprintOutput(state.fingerprint)
    }
    return subject
  }
}
