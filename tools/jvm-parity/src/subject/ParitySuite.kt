// The suite keys an adapter binds, one per suite of docs/suites.md: `on(ParitySuite.GeoPointHash) { point -> ... }`.
// The key of suite `family.name` is `ParitySuite.FamilyName` (first letters upper-cased, the dot dropped); its
// declared type names the plain input the function gets and the answer it returns (ParityTypes.kt). A suite whose
// input fields or answer type changed between android-sdk-core revisions has one key per shape: the first one's
// for the revisions before the change, and one named after what changed for the revisions from it
// (`DensifyLinearByLength` from 1569cc5); a run asks only the key of the revision it checks. The keys are
// the registry's own suite objects under names that cannot clash with an SDK's types; tools/jvm-parity/tests/run
// checks (SubjectApiCheck) that every registry suite has its key here, and nothing else is.

package com.mapconductor.parity.subject

import com.mapconductor.parity.Suite

/** Every suite's key, in `oracle list`'s order. */
object ParitySuite {
    /** `javaHash.string` */
    @JvmStatic val JavaHashString: Suite<String, Int> get() = com.mapconductor.parity.JavaHashString
    /** `javaHash.int` */
    @JvmStatic val JavaHashInt: Suite<Int, Int> get() = com.mapconductor.parity.JavaHashInt
    /** `javaHash.long` */
    @JvmStatic val JavaHashLong: Suite<Long, Int> get() = com.mapconductor.parity.JavaHashLong
    /** `javaHash.float` */
    @JvmStatic val JavaHashFloat: Suite<Float, Int> get() = com.mapconductor.parity.JavaHashFloat
    /** `javaHash.double` */
    @JvmStatic val JavaHashDouble: Suite<Double, ParityDoubleHash> get() = com.mapconductor.parity.JavaHashDouble
    /** `javaHash.boolean` */
    @JvmStatic val JavaHashBoolean: Suite<Boolean, Int> get() = com.mapconductor.parity.JavaHashBoolean
    /** `javaHash.value` */
    @JvmStatic val JavaHashValue: Suite<Any?, Int> get() = com.mapconductor.parity.JavaHashValue
    /** `javaHash.fold` */
    @JvmStatic val JavaHashFold: Suite<ParityFoldInput, Int> get() = com.mapconductor.parity.JavaHashFold
    /** `javaHash.color` */
    @JvmStatic val JavaHashColor: Suite<ParityColorInput, ParityColorHash> get() = com.mapconductor.parity.JavaHashColor
    /** `javaHash.dp` */
    @JvmStatic val JavaHashDp: Suite<Float, Int> get() = com.mapconductor.parity.JavaHashDp
    /** `geoPoint.hash` */
    @JvmStatic val GeoPointHash: Suite<ParityPoint, Int> get() = com.mapconductor.parity.GeoPointHash
    /** `geoPoint.equals` */
    @JvmStatic val GeoPointEquals: Suite<Pair<ParityPoint, ParityPoint>, Boolean> get() = com.mapconductor.parity.GeoPointEquals
    /** `geoPoint.wrap` */
    @JvmStatic val GeoPointWrap: Suite<ParityPoint, ParityPoint> get() = com.mapconductor.parity.GeoPointWrap
    /** `geoPoint.normalizeLng` */
    @JvmStatic val GeoPointNormalizeLng: Suite<Double, Double> get() = com.mapconductor.parity.GeoPointNormalizeLng
    /** `geoPoint.normalize` */
    @JvmStatic val GeoPointNormalize: Suite<ParityPoint, ParityPoint> get() = com.mapconductor.parity.GeoPointNormalize
    /** `geoPoint.isValid` */
    @JvmStatic val GeoPointIsValid: Suite<ParityPoint, Boolean> get() = com.mapconductor.parity.GeoPointIsValid
    /** `geoPoint.toUrlValue` */
    @JvmStatic val GeoPointToUrlValue: Suite<ParityPointAndPrecision, String> get() = com.mapconductor.parity.GeoPointToUrlValue
    /** `marker.id` */
    @JvmStatic val MarkerId: Suite<ParityMarkerInput, String> get() = com.mapconductor.parity.Marker.id
    /** `marker.hash` */
    @JvmStatic val MarkerHash: Suite<ParityMarkerInput, Int> get() = com.mapconductor.parity.Marker.hash
    /** `marker.fingerprint` */
    @JvmStatic val MarkerFingerprint: Suite<ParityMarkerInput, ParityMarkerFingerprint> get() = com.mapconductor.parity.Marker.fingerprint
    /** `circle.id` */
    @JvmStatic val CircleId: Suite<ParityCircleInput, String> get() = com.mapconductor.parity.Circle.id
    /** `circle.hash` */
    @JvmStatic val CircleHash: Suite<ParityCircleInput, Int> get() = com.mapconductor.parity.Circle.hash
    /** `circle.fingerprint` */
    @JvmStatic val CircleFingerprint: Suite<ParityCircleInput, ParityCircleFingerprint> get() = com.mapconductor.parity.Circle.fingerprint
    /** `polyline.id` */
    @JvmStatic val PolylineId: Suite<ParityPolylineInput, String> get() = com.mapconductor.parity.Polyline.id
    /** `polyline.hash` */
    @JvmStatic val PolylineHash: Suite<ParityPolylineInput, Int> get() = com.mapconductor.parity.Polyline.hash
    /** `polyline.fingerprint` */
    @JvmStatic val PolylineFingerprint: Suite<ParityPolylineInput, ParityPolylineFingerprint> get() = com.mapconductor.parity.Polyline.fingerprint
    /** `polygon.id` */
    @JvmStatic val PolygonId: Suite<ParityPolygonInput, String> get() = com.mapconductor.parity.Polygon.id
    /** `polygon.hash` */
    @JvmStatic val PolygonHash: Suite<ParityPolygonInput, Int> get() = com.mapconductor.parity.Polygon.hash
    /** `polygon.fingerprint` */
    @JvmStatic val PolygonFingerprint: Suite<ParityPolygonInput, ParityPolygonFingerprint> get() = com.mapconductor.parity.Polygon.fingerprint
    /** `spherical.distance` */
    @JvmStatic val SphericalDistance: Suite<ParityFromTo, Double> get() = com.mapconductor.parity.SphericalDistance
    /** `spherical.heading` */
    @JvmStatic val SphericalHeading: Suite<ParityFromTo, Double> get() = com.mapconductor.parity.SphericalHeading
    /** `spherical.linearInterpolate` */
    @JvmStatic val SphericalLinearInterpolate: Suite<ParityInterpolation, ParityPoint> get() = com.mapconductor.parity.SphericalLinearInterpolate
    /** `spherical.sphericalInterpolate` */
    @JvmStatic val SphericalSphericalInterpolate: Suite<ParityInterpolation, ParityPoint> get() = com.mapconductor.parity.SphericalSphericalInterpolate
    /** `spherical.metersPerPixel` */
    @JvmStatic val SphericalMetersPerPixel: Suite<ParityGroundResolution, Double> get() = com.mapconductor.parity.SphericalMetersPerPixel
    /** `route.cumulativeDistance` */
    @JvmStatic val RouteCumulativeDistance: Suite<List<ParityPoint>, Double> get() = com.mapconductor.parity.RouteCumulativeDistance
    /** `route.pointAtDistance` */
    @JvmStatic val RoutePointAtDistance: Suite<ParityRouteDistance, ParityPoint> get() = com.mapconductor.parity.RoutePointAtDistance
    /** `route.distanceMarkers` */
    @JvmStatic val RouteDistanceMarkers: Suite<ParityRouteZoom, List<ParityDistanceMarker>> get() = com.mapconductor.parity.RouteDistanceMarkers
    /** `zoom.interval` */
    @JvmStatic val ZoomInterval: Suite<Double, Int?> get() = com.mapconductor.parity.ZoomInterval
    /** `region.radius` */
    @JvmStatic val RegionRadius: Suite<ParityRegionSpan, Double> get() = com.mapconductor.parity.RegionRadius
    /** `bounds.radius` */
    @JvmStatic val BoundsRadius: Suite<ParityBounds, Double> get() = com.mapconductor.parity.BoundsRadius
    /** `bounds.contains` */
    @JvmStatic val BoundsContains: Suite<ParityBoxAndPoint, Boolean> get() = com.mapconductor.parity.BoundsContains
    /** `bounds.centerAndSpan` */
    @JvmStatic val BoundsCenterAndSpan: Suite<ParityBox, ParityCenterAndSpan> get() = com.mapconductor.parity.BoundsCenterAndSpan
    /** `bounds.toUrlValue` */
    @JvmStatic val BoundsToUrlValue: Suite<ParityBoxAndPrecision, String> get() = com.mapconductor.parity.BoundsToUrlValue
    /** `bounds.extend` */
    @JvmStatic val BoundsExtend: Suite<ParityBoxAndPoints, ParityBox> get() = com.mapconductor.parity.BoundsExtend
    /** `bounds.union` */
    @JvmStatic val BoundsUnion: Suite<ParityTwoBoxes, ParityBox> get() = com.mapconductor.parity.BoundsUnion
    /** `bounds.expandedByDegrees` */
    @JvmStatic val BoundsExpandedByDegrees: Suite<ParityBoxAndPads, ParityBox> get() = com.mapconductor.parity.BoundsExpandedByDegrees
    /** `kotlin.minMax` */
    @JvmStatic val KotlinMinMax: Suite<ParityDoublePair, ParityMinAndMax> get() = com.mapconductor.parity.KotlinMinMax
    /** `kotlin.coerceIn` */
    @JvmStatic val KotlinCoerceIn: Suite<ParityCoerceRange, Double> get() = com.mapconductor.parity.KotlinCoerceIn
    /** `projection.webMercator` (until 1569cc5: two Floats) */
    @JvmStatic val ProjectionWebMercator: Suite<ParityPoint, ParityMercatorOffset> get() = com.mapconductor.parity.ProjectionWebMercator
    /** `projection.webMercator` (from 1569cc5: a Double ProjectedPoint) */
    @JvmStatic val ProjectionWebMercatorProjected: Suite<ParityPoint, ParityProjectedPoint> get() = com.mapconductor.parity.ProjectionWebMercatorProjected
    /** `geocell.hexId` */
    @JvmStatic val GeocellHexId: Suite<ParityHexCellQuery, String> get() = com.mapconductor.parity.GeocellHexId
    /** `zIndex.calculate` */
    @JvmStatic val ZIndexCalculate: Suite<ParityPoint, Int> get() = com.mapconductor.parity.ZIndexCalculate
    /** `densify.linear` (until 1569cc5: by fractionStep) */
    @JvmStatic val DensifyLinear: Suite<ParityDensifyInput, List<ParityPoint>> get() = com.mapconductor.parity.DensifyLinear
    /** `densify.linear` (from 1569cc5: by maxSegmentLength) */
    @JvmStatic val DensifyLinearByLength: Suite<ParityDensifyPath, List<ParityPoint>> get() = com.mapconductor.parity.DensifyLinearByLength
    /** `meridian.interpolateLinear` */
    @JvmStatic val MeridianInterpolateLinear: Suite<ParityFromTo, ParityPoint> get() = com.mapconductor.parity.MeridianInterpolateLinear
    /** `meridian.interpolateGeodesic` */
    @JvmStatic val MeridianInterpolateGeodesic: Suite<ParityFromTo, ParityPoint> get() = com.mapconductor.parity.MeridianInterpolateGeodesic
    /** `meridian.oppositePoint` */
    @JvmStatic val MeridianOppositePoint: Suite<ParityPoint, ParityPoint> get() = com.mapconductor.parity.MeridianOppositePoint
    /** `meridian.split` */
    @JvmStatic val MeridianSplit: Suite<ParityMeridianSplitInput, List<List<ParityPoint>>> get() = com.mapconductor.parity.MeridianSplit
    /** `geodesic.distance` */
    @JvmStatic val GeodesicDistance: Suite<ParityFromTo, Double> get() = com.mapconductor.parity.GeodesicDistance
    /** `geodesic.interpolatePoints` */
    @JvmStatic val GeodesicInterpolatePoints: Suite<ParityDensifyPath, List<ParityPoint>> get() = com.mapconductor.parity.GeodesicInterpolatePoints
    /** `hitTest.linearSegment` */
    @JvmStatic val HitTestLinearSegment: Suite<ParitySegmentProbe, ParitySegmentHit?> get() = com.mapconductor.parity.HitTestLinearSegment
    /** `hitTest.geodesicSegment` */
    @JvmStatic val HitTestGeodesicSegment: Suite<ParitySegmentProbe, ParitySegmentHit?> get() = com.mapconductor.parity.HitTestGeodesicSegment
    /** `hitTest.closestIntersection` */
    @JvmStatic val HitTestClosestIntersection: Suite<ParityTapAndSegment, ParityClosestIntersectionHit> get() = com.mapconductor.parity.HitTestClosestIntersection
    /** `raster.id` */
    @JvmStatic val RasterId: Suite<ParityRasterLayerState, String> get() = com.mapconductor.parity.RasterLayerId
    /** `raster.hash` */
    @JvmStatic val RasterHash: Suite<ParityRasterLayerState, Int> get() = com.mapconductor.parity.RasterLayerHash
    /** `raster.fingerprint` */
    @JvmStatic val RasterFingerprint: Suite<ParityRasterLayerState, ParityRasterLayerFingerPrint> get() = com.mapconductor.parity.RasterLayerFingerprint
    /** `groundImage.id` */
    @JvmStatic val GroundImageId: Suite<ParityGroundImageState, String> get() = com.mapconductor.parity.GroundImageId
    /** `groundImage.fingerprint` */
    @JvmStatic val GroundImageFingerprint: Suite<ParityGroundImageState, ParityGroundImagePortableFingerPrint> get() = com.mapconductor.parity.GroundImageFingerprint
    /** `camera.hash` */
    @JvmStatic val CameraHash: Suite<ParityCameraInput, Int> get() = com.mapconductor.parity.CameraHash
    /** `hitTest.order` */
    @JvmStatic val HitTestOrder: Suite<ParityHitTestScenario, ParityHitTestAnswer> get() = com.mapconductor.parity.HitTestOrderSuite
}
