// What an adapter imports: `import com.mapconductor.parity.subject.*` brings the subject interface, the suite keys
// (ParitySuite.kt) and every plain input and answer type, and nothing named like an SDK type, so an adapter that
// also imports its SDK's GeoPoint, MarkerState, CircleState, Marker, Circle, ... needs no qualification or import
// alias. The harness's engine and its model of android-sdk-core live in com.mapconductor.parity, whose names
// (GeoPoint, MarkerState, Point, Circle, ...) an adapter never imports. Each alias names one engine type; its
// fields and constructor are the engine type's (docs/jvm-runner.md lists them per suite).

package com.mapconductor.parity.subject

/** The implementation under test (docs/jvm-runner.md "The interface"). */
typealias ParitySubject = com.mapconductor.parity.ParitySubject

/** What `bind` receives: `on(ParitySuite.X) { input -> answer }`. */
typealias SubjectBindings = com.mapconductor.parity.SubjectBindings

/** Thrown by a bound function for an input the contract rejects (docs/contracts.md): the code and, where named, the index. */
typealias ContractRejection = com.mapconductor.parity.ContractRejection

/**
 * Thrown by a bound function, in a run that asks the subject on not-portable cases (`--ask-not-portable`,
 * `forSubject(askNotPortable = true)`), to say that its value is not portable either (an identity hash): the
 * case is then reported not portable; any value or rejection there is a divergence.
 */
typealias ParityNotPortable = com.mapconductor.parity.NotPortable

// MARK: - The plain input and answer types, by their engine names with the prefix Parity

typealias ParityBounds = com.mapconductor.parity.Bounds
typealias ParityBox = com.mapconductor.parity.Box
typealias ParityBoxAndPads = com.mapconductor.parity.BoxAndPads
typealias ParityBoxAndPoint = com.mapconductor.parity.BoxAndPoint
typealias ParityBoxAndPoints = com.mapconductor.parity.BoxAndPoints
typealias ParityBoxAndPrecision = com.mapconductor.parity.BoxAndPrecision
typealias ParityCameraInput = com.mapconductor.parity.CameraInput
typealias ParityCenterAndSpan = com.mapconductor.parity.CenterAndSpan
typealias ParityCircleFingerprint = com.mapconductor.parity.CircleFingerprint
typealias ParityCircleInput = com.mapconductor.parity.CircleInput
typealias ParityClosestIntersectionHit = com.mapconductor.parity.ClosestIntersectionHit
typealias ParityCoerceRange = com.mapconductor.parity.CoerceRange
typealias ParityColorHash = com.mapconductor.parity.ColorHash
typealias ParityColorInput = com.mapconductor.parity.ColorInput
typealias ParityDensifyInput = com.mapconductor.parity.DensifyInput
typealias ParityDensifyPath = com.mapconductor.parity.DensifyPath
typealias ParityDistanceMarker = com.mapconductor.parity.DistanceMarker
typealias ParityDoubleHash = com.mapconductor.parity.DoubleHash
typealias ParityDoublePair = com.mapconductor.parity.DoublePair
typealias ParityFoldInput = com.mapconductor.parity.FoldInput
typealias ParityFromTo = com.mapconductor.parity.FromTo
typealias ParityGroundImagePortableFingerPrint = com.mapconductor.parity.GroundImagePortableFingerPrint
typealias ParityGroundImageState = com.mapconductor.parity.GroundImageState
typealias ParityGroundResolution = com.mapconductor.parity.GroundResolution
typealias ParityHexCellQuery = com.mapconductor.parity.HexCellQuery
typealias ParityHitTestAnswer = com.mapconductor.parity.HitTestAnswer
typealias ParityHitTestScenario = com.mapconductor.parity.HitTestScenario
typealias ParityHitTestOperation = com.mapconductor.parity.HitTestOperation
typealias ParityInterpolation = com.mapconductor.parity.Interpolation
typealias ParityMarkerFingerprint = com.mapconductor.parity.MarkerFingerprint
typealias ParityMarkerInput = com.mapconductor.parity.MarkerInput
typealias ParityMercatorOffset = com.mapconductor.parity.MercatorOffset
typealias ParityMeridianSplitInput = com.mapconductor.parity.MeridianSplitInput
typealias ParityMinAndMax = com.mapconductor.parity.MinAndMax
typealias ParityPoint = com.mapconductor.parity.Point
typealias ParityPointAndPrecision = com.mapconductor.parity.PointAndPrecision
typealias ParityPolygonFingerprint = com.mapconductor.parity.PolygonFingerprint
typealias ParityPolygonInput = com.mapconductor.parity.PolygonInput
typealias ParityPolylineFingerprint = com.mapconductor.parity.PolylineFingerprint
typealias ParityPolylineInput = com.mapconductor.parity.PolylineInput
typealias ParityProjectedPoint = com.mapconductor.parity.ProjectedPoint
typealias ParityRasterLayerFingerPrint = com.mapconductor.parity.RasterLayerFingerPrint
typealias ParityRasterLayerState = com.mapconductor.parity.RasterLayerState
typealias ParityRasterLayerSource = com.mapconductor.parity.RasterLayerSource
typealias ParityRegionSpan = com.mapconductor.parity.RegionSpan
typealias ParityRouteDistance = com.mapconductor.parity.RouteDistance
typealias ParityRouteZoom = com.mapconductor.parity.RouteZoom
typealias ParitySegmentHit = com.mapconductor.parity.SegmentHit
typealias ParitySegmentProbe = com.mapconductor.parity.SegmentProbe
typealias ParityTapAndSegment = com.mapconductor.parity.TapAndSegment
typealias ParityTwoBoxes = com.mapconductor.parity.TwoBoxes

// Nested variants (a type alias does not reach nested classes).
typealias ParityColorArgb = com.mapconductor.parity.ColorInput.Argb
typealias ParityColorInts = com.mapconductor.parity.ColorInput.Ints
typealias ParityColorFloats = com.mapconductor.parity.ColorInput.Floats
typealias ParityRasterUrlTemplate = com.mapconductor.parity.RasterLayerSource.UrlTemplate
typealias ParityRasterTileJson = com.mapconductor.parity.RasterLayerSource.TileJson
typealias ParityRasterArcGisService = com.mapconductor.parity.RasterLayerSource.ArcGisService
