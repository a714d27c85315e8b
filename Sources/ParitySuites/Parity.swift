import GeoMath
import GeoModel
import JavaHashing
import OverlayIdentity
import ParitySuiteKit

/// The namespace of every type a subject function takes or returns, as an adapter names it.
///
/// An adapter imports its SDK and `ParityTestingCore`; the SDK declares `GeoPoint`, `MarkerState`, `CircleState`,
/// … and the harness's types of the same names live here, so neither needs qualifying in the other's place: the
/// SDK's names stay unqualified, and a harness type is written `Parity.GeoPoint`, `Parity.MarkerState`, …
///
/// ```swift
/// static func point(_ point: Parity.GeoPoint) -> GeoPoint {   // the harness's input, the SDK's type
///   GeoPoint(latitude: point.latitude, longitude: point.longitude, altitude: point.altitude)
/// }
/// ```
///
/// The core modules keep their own names (`GeoModel.GeoPoint`, …): these are aliases of them, plus the types the
/// suites declare for their inputs and outputs.
public enum Parity {
  // MARK: Values (JavaHashing, GeoModel)

  /// A Kotlin `String` as its UTF-16 code units (a Swift `String` cannot hold a lone surrogate).
  public typealias JavaString = JavaHashing.JavaString
  /// A Kotlin `Any?` extra, each value with its JVM type.
  public typealias JavaValue = JavaHashing.JavaValue
  /// A Compose `Color` (`javaHash.color`, overlay colours).
  public typealias Color = JavaHashing.Color
  /// A Compose `Dp` (a `Float`).
  public typealias Dp = JavaHashing.Dp
  /// `javaHash.color`'s input: the constructor the case calls.
  public typealias ColorInput = ParitySuites.ColorInput
  public typealias GeoPoint = GeoModel.GeoPoint
  public typealias GeoRectBounds = GeoModel.GeoRectBounds

  // MARK: Overlay states (OverlayIdentity)

  public typealias MarkerState = OverlayIdentity.MarkerState
  public typealias MarkerAnimation = OverlayIdentity.MarkerAnimation
  public typealias CircleState = OverlayIdentity.CircleState
  public typealias PolylineState = OverlayIdentity.PolylineState
  public typealias PolygonState = OverlayIdentity.PolygonState
  public typealias RasterLayerState = OverlayIdentity.RasterLayerState
  public typealias RasterLayerSource = OverlayIdentity.RasterLayerSource
  public typealias TileScheme = OverlayIdentity.TileScheme
  public typealias GroundImageState = OverlayIdentity.GroundImageState
  public typealias MapCameraPosition = OverlayIdentity.MapCameraPosition
  /// The android-sdk-core revision a run checks (``ParityOptions/contract``); polyline and polygon states carry it.
  public typealias AndroidCoreRevision = OverlayIdentity.AndroidCoreRevision

  // MARK: Outputs

  /// A value, or `.notPortable(reason:)` where Android's value cannot be reproduced (an enum's identity hash).
  public typealias Portability<Value> = OverlayIdentity.Portability<Value>
  /// `marker.fingerprint` as the SDK computed it: a nil field is reported, never filled in.
  public typealias MarkerFingerprintOutput = ParitySuites.MarkerFingerprintOutput
  public typealias CircleFingerprintOutput = ParitySuites.CircleFingerprintOutput
  public typealias PolylineFingerprintOutput = ParitySuites.PolylineFingerprintOutput
  public typealias PolygonFingerprintOutput = ParitySuites.PolygonFingerprintOutput
  public typealias RasterLayerFingerprint = OverlayIdentity.RasterLayerFingerprint
  public typealias GroundImageFingerprint = OverlayIdentity.GroundImageFingerprint
  /// One of `route.distanceMarkers`' markers.
  public typealias DistanceMarker = GeoMath.DistanceMarker
  /// `hitTest.closestIntersection`'s answer.
  public typealias ClosestIntersectionHit = GeoMath.ClosestIntersection.Hit
  /// `hitTest.linearSegment` and `hitTest.geodesicSegment`: a segment, a tap and a threshold; the nearest point.
  public typealias SegmentProbe = ParitySuites.SegmentProbe
  public typealias SegmentHit = ParitySuites.SegmentHit
  /// `hitTest.order`: a manager's registrations and removals, and its order and chosen entity.
  public typealias HitTestScenario = ParitySuites.HitTestScenario
  public typealias HitTestEntity = ParitySuites.HitTestEntity
  public typealias HitTestResult = ParitySuites.HitTestResult

  // MARK: Rejections (each a ContractRejection; an SDK may throw its own type with the same code instead)

  public typealias GeoContractError = GeoMath.GeoContractError
  public typealias AndroidException = GeoModel.AndroidException
  public typealias GeodesicError = GeoMath.GeodesicError
}
