import ExampleSDK
import Foundation
import ParityTestingCore

/// The SDK's functions as a parity subject: each suite's input (a `Parity.` type) mapped to the SDK's own types
/// exactly (Kotlin Int → Int32, Long → Int64, Float → Float), each output passed on as the SDK returns it (a nil
/// stays nil). The SDK's `GeoPoint`, `MarkerState`, `CircleState`, … are written unqualified: the harness's types
/// of the same names are `Parity.GeoPoint`, `Parity.MarkerState`, …
///
/// Nothing here copies Android's portability rules: a case whose Android value is not portable is not asked.
public enum ExampleSDKParity {
  public static let sdk: ParitySubject = {
    var subject = ParitySubject(name: "example-sdk")
    subject.intHash = { JavaHashes.int($0) }
    subject.longHash = { JavaHashes.long($0) }
    subject.floatHash = { JavaHashes.float($0) }
    subject.doubleHash = { JavaHashes.double($0) }
    subject.doubleToLongBits = { JavaHashes.doubleBits($0) }
    subject.booleanHash = { JavaHashes.boolean($0) }
    subject.stringHash = { JavaHashes.string(utf16: $0.utf16) }
    subject.valueHash = { value in value.map(extra)?.javaHashCode ?? 0 }
    subject.fold31 = { JavaHashes.fold(seed: $0.seed, $0.elements) }

    subject.geoPointHash = { point($0).javaHashCode }
    subject.geoPointIsValid = { point($0).isValid }
    subject.geoPointEquals = { point($0.0) == point($0.1) }

    subject.markerID = { .portable(Parity.JavaString(marker($0).resolvedID)) }
    subject.markerHash = { marker($0).javaHashCode }
    subject.markerFingerprint = { state in
      let fingerprint = marker(state).fingerprint
      return .portable(Parity.MarkerFingerprintOutput(
        id: fingerprint.id, icon: fingerprint.icon, clickable: fingerprint.clickable, draggable: fingerprint.draggable,
        latitude: fingerprint.latitude, longitude: fingerprint.longitude, animation: fingerprint.animation,
        zIndex: fingerprint.zIndex))
    }
    subject.circleID = { Parity.JavaString(circle($0).resolvedID) }
    subject.circleHash = { circle($0).javaHashCode }
    subject.circleFingerprint = { state in
      let fingerprint = circle(state).fingerprint
      return Parity.CircleFingerprintOutput(
        id: fingerprint.id, center: fingerprint.center, radiusMeters: fingerprint.radiusMeters,
        clickable: fingerprint.clickable, geodesic: fingerprint.geodesic, strokeColor: fingerprint.strokeColor,
        strokeWidth: fingerprint.strokeWidth, fillColor: fingerprint.fillColor, zIndex: fingerprint.zIndex,
        extra: fingerprint.extra)
    }
    subject.polylineID = { Parity.JavaString(polyline($0).resolvedID) }
    subject.polylineHash = { polyline($0).javaHashCode }
    subject.polygonID = { Parity.JavaString(polygon($0).resolvedID) }
    subject.polygonHash = { polygon($0).javaHashCode }
    subject.cameraPositionHash = { .portable(camera($0).javaHashCode) }

    subject.distance = { Spherical.distance(from: point($0.from), to: point($0.to)) }
    subject.linearInterpolate = {
      parity(Spherical.linearInterpolate(from: point($0.from), to: point($0.to), fraction: $0.fraction))
    }
    subject.zoomInterval = { DistanceMarkerInterval.km(atZoom: $0) }
    subject.routeCumulativeDistance = { route in try rejecting { try Route.lengthKm(route.map(point)) } }
    subject.routePointAtDistance = { input in
      try rejecting { parity(try Route.point(atKm: input.km, along: input.route.map(point))) }
    }
    subject.kotlinMinMax = { (minOf: KotlinMath.minOf($0.a, $0.b), maxOf: KotlinMath.maxOf($0.a, $0.b)) }
    subject.kotlinCoerceIn = { KotlinMath.coerceIn($0.value, $0.min, $0.max) }
    return subject
  }()

  /// The subject the tests check: the SDK; or, for this package's own tests of ParityTesting, the core
  /// (`PARITY_EXAMPLE_SUBJECT=core`: the same tests pass on a correct implementation), an SDK whose
  /// `javaHash.int` never returns for Int.MAX_VALUE (`=hang`), or the SDK with one more port mistake, made after
  /// its team wrote a baseline of known divergences (`=new-mistake`). The child process reads the same variable.
  public static var subject: ParitySubject {
    switch ProcessInfo.processInfo.environment["PARITY_EXAMPLE_SUBJECT"] {
    case "core": return .core
    case "new-mistake":
      var changed = sdk
      // PORT MISTAKE: Long.hashCode() is (value ^ (value >>> 32)).toInt(); this one forgets the high half.
      changed.longHash = { Int32(truncatingIfNeeded: $0) }
      return changed
    case "hang":
      var hanging = sdk
      hanging.intHash = { value in
        while value == .max { Thread.sleep(forTimeInterval: 3600) }
        return JavaHashes.int(value)
      }
      return hanging
    default: return sdk
    }
  }

  /// Every suite the SDK implements.
  public static let implementedSuites = [
    "javaHash.int", "javaHash.long", "javaHash.float", "javaHash.double", "javaHash.boolean", "javaHash.string",
    "javaHash.value", "javaHash.fold",
    "geoPoint.hash", "geoPoint.isValid", "geoPoint.equals",
    "marker.id", "marker.hash", "marker.fingerprint",
    "circle.id", "circle.hash", "circle.fingerprint",
    "polyline.id", "polyline.hash", "polygon.id", "polygon.hash",
    "camera.hash", "spherical.distance", "spherical.linearInterpolate", "zoom.interval",
    "route.cumulativeDistance", "route.pointAtDistance", "kotlin.minMax", "kotlin.coerceIn",
  ]

  /// The suites the tests run: all the SDK implements, or `PARITY_EXAMPLE_SUITES=a,b` (fewer, for a quick run).
  public static var suites: [String] {
    if let list = ProcessInfo.processInfo.environment["PARITY_EXAMPLE_SUITES"] { return list.split(separator: ",").map(String.init) }
    return implementedSuites
  }

  /// Seconds a case may take (`PARITY_EXAMPLE_CASE_TIMEOUT`, default 30).
  public static var caseTimeout: Double {
    ProcessInfo.processInfo.environment["PARITY_EXAMPLE_CASE_TIMEOUT"].flatMap(Double.init) ?? 30
  }

  // MARK: - From the harness's types to the SDK's

  static func point(_ point: Parity.GeoPoint) -> GeoPoint {
    GeoPoint(latitude: point.latitude, longitude: point.longitude, altitude: point.altitude)
  }

  static func parity(_ point: GeoPoint) -> Parity.GeoPoint {
    Parity.GeoPoint(latitude: point.latitude, longitude: point.longitude, altitude: point.altitude)
  }

  static func string(_ string: Parity.JavaString) -> String { String(decoding: string.utf16, as: UTF16.self) }

  static func extra(_ value: Parity.JavaValue) -> Extra {
    switch value {
    case .int(let value): return .int(value)
    case .long(let value): return .long(value)
    case .float(let value): return .float(value)
    case .double(let value): return .double(value)
    case .boolean(let value): return .boolean(value)
    case .string(let value): return .string(value.utf16)
    case .list(let elements): return .list(elements.map { $0.map(extra) })
    case .map(let entries): return .map(entries.map { (key: $0.key.map(extra), value: $0.value.map(extra)) })
    case .dataClass(let fields): return .dataClass(fields.map { $0.map(extra) })
    }
  }

  static func marker(_ state: Parity.MarkerState) -> MarkerState {
    var marker = MarkerState(position: point(state.position))
    marker.id = state.id.map(string)
    marker.extra = state.extra.map(extra)
    marker.icon = state.iconHash
    marker.clickable = state.clickable
    marker.draggable = state.draggable
    marker.zIndex = state.zIndex
    marker.animation = state.animation.flatMap { MarkerState.Animation(rawValue: $0.name) }
    return marker
  }

  static func circle(_ state: Parity.CircleState) -> CircleState {
    var circle = CircleState(center: point(state.center), radiusMeters: state.radiusMeters)
    circle.id = state.id.map(string)
    circle.clickable = state.clickable
    circle.geodesic = state.geodesic
    circle.strokeColor = Color(argb: state.strokeColor.argb)
    circle.strokeWidth = StrokeWidth(points: state.strokeWidth.value)
    circle.fillColor = Color(argb: state.fillColor.argb)
    circle.zIndex = state.zIndex
    circle.extra = state.extra.map(extra)
    return circle
  }

  static func polyline(_ state: Parity.PolylineState) -> PolylineState {
    var polyline = PolylineState(points: state.points.map(point))
    polyline.id = state.id.map(string)
    polyline.strokeColor = Color(argb: state.strokeColor.argb)
    polyline.strokeWidth = StrokeWidth(points: state.strokeWidth.value)
    polyline.geodesic = state.geodesic
    polyline.clickable = state.clickable
    polyline.zIndex = state.zIndex
    polyline.extra = state.extra.map(extra)
    return polyline
  }

  static func polygon(_ state: Parity.PolygonState) -> PolygonState {
    var polygon = PolygonState(points: state.points.map(point))
    polygon.holes = state.holes.map { $0.map(point) }
    polygon.id = state.id.map(string)
    polygon.strokeColor = Color(argb: state.strokeColor.argb)
    polygon.strokeWidth = StrokeWidth(points: state.strokeWidth.value)
    polygon.fillColor = Color(argb: state.fillColor.argb)
    polygon.geodesic = state.geodesic
    polygon.clickable = state.clickable
    polygon.zIndex = state.zIndex
    polygon.extra = state.extra.map(extra)
    return polygon
  }

  static func camera(_ position: Parity.MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(position: point(position.position), zoom: position.zoom, bearing: position.bearing, tilt: position.tilt)
  }

  // MARK: - The SDK's errors as the contract's rejections

  struct Rejection: ContractRejection {
    var code: String
    var index: Int?
  }

  static func rejecting<Value>(_ body: () throws -> Value) throws -> Value {
    do {
      return try body()
    } catch RouteError.invalidCoordinate(let index) {
      throw Rejection(code: "invalidCoordinate", index: index)
    } catch RouteError.invalidDistance {
      throw Rejection(code: "invalidDistance", index: nil)
    }
  }
}
