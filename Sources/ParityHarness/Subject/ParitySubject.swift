import GeoMath
import GeoModel
import JavaHashing
import OverlayIdentity

/// The implementation under test: one function per suite, each optional.
///
/// Any Swift implementation can be checked by filling these functions (adapting from the core's plain value
/// types). A suite whose function is `nil` cannot run, and its cases are reported as run errors — never as
/// passes. `ParitySubject.core` is the default subject: the core modules of this package.
public struct ParitySubject: Sendable {
  public typealias Function<Input, Output> = @Sendable (Input) throws -> Output

  /// A name for reports (`core`, or a mutant's name).
  public var name: String

  // MARK: javaHash.*
  public var stringHash: Function<JavaString, Int32>?
  public var intHash: Function<Int32, Int32>?
  public var longHash: Function<Int64, Int32>?
  public var floatHash: Function<Float, Int32>?
  public var doubleHash: Function<Double, Int32>?
  public var doubleToLongBits: Function<Double, Int64>?
  public var booleanHash: Function<Bool, Int32>?
  public var valueHash: Function<JavaValue?, Int32>?
  public var fold31: Function<(seed: Int32, elements: [Int32]), Int32>?
  public var color: Function<ColorInput, Color>?
  public var colorHash: Function<Color, Int32>?
  public var dpHash: Function<Dp, Int32>?

  // MARK: geoPoint.*
  public var geoPointHash: Function<GeoPoint, Int32>?
  public var geoPointEquals: Function<(GeoPoint, GeoPoint), Bool>?
  public var geoPointWrap: Function<GeoPoint, GeoPoint>?
  public var normalizeLng: Function<Double, Double>?
  public var geoPointNormalize: Function<GeoPoint, GeoPoint>?
  public var geoPointIsValid: Function<GeoPoint, Bool>?

  // MARK: Overlays
  // Fingerprints are returned field by field, each optional (`MarkerFingerprintOutput`, ...): an SDK's nil is
  // reported as a divergence, never replaced by a value the adapter made up.
  public var markerID: Function<MarkerState, Portability<JavaString>>?
  public var markerHash: Function<MarkerState, Int32>?
  public var markerFingerprint: Function<MarkerState, Portability<MarkerFingerprintOutput>>?
  public var circleID: Function<CircleState, JavaString>?
  public var circleHash: Function<CircleState, Int32>?
  public var circleFingerprint: Function<CircleState, CircleFingerprintOutput>?
  public var polylineID: Function<PolylineState, JavaString>?
  public var polylineHash: Function<PolylineState, Int32>?
  public var polylineFingerprint: Function<PolylineState, PolylineFingerprintOutput>?
  public var polygonID: Function<PolygonState, JavaString>?
  public var polygonHash: Function<PolygonState, Int32>?
  public var polygonFingerprint: Function<PolygonState, PolygonFingerprintOutput>?

  // MARK: spherical.*, route.*, zoom.interval, region.radius, bounds.radius
  public var distance: Function<(from: GeoPoint, to: GeoPoint), Double>?
  public var heading: Function<(from: GeoPoint, to: GeoPoint), Double>?
  public var linearInterpolate: Function<(from: GeoPoint, to: GeoPoint, fraction: Double), GeoPoint>?
  public var sphericalInterpolate: Function<(from: GeoPoint, to: GeoPoint, fraction: Double), GeoPoint>?
  public var metersPerPixel: Function<(latitude: Double, zoom: Double, tileSize: Int32), Double>?
  public var routeCumulativeDistance: Function<[GeoPoint], Double>?
  public var routePointAtDistance: Function<(route: [GeoPoint], km: Double), GeoPoint>?
  public var routeDistanceMarkers: Function<(route: [GeoPoint], zoom: Double), [DistanceMarker]>?
  public var zoomInterval: Function<Double, Int?>?
  public var regionRadius: Function<(center: GeoPoint, latitudeSpan: Double, longitudeSpan: Double), Double>?
  public var boundsRadius: Function<(southWest: GeoPoint, northEast: GeoPoint), Double>?

  /// A subject with no functions: every case is "cannot run" until functions are filled in.
  public init(name: String) {
    self.name = name
  }
}

/// The three ways `javaHash.color` builds a Compose `Color`.
public enum ColorInput: Sendable {
  case argb(Int32)
  case rgba(red: Int32, green: Int32, blue: Int32, alpha: Int32)
  case rgbaFloat(red: Float, green: Float, blue: Float, alpha: Float)
}
