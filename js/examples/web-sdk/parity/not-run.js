// @ts-check
/**
 * The suites of the corpus the adapter (adapter.js, which re-exports this list) deliberately does not run. Kept
 * apart from the adapter, which imports the SDK's build: CI reads the list with a plain `node -e`, before and
 * without loading the SDK.
 */

/** Every suite of the corpus the adapter does not run, deliberately: the list is part of the review, not a wildcard. */
export const NOT_RUN = [
  'bounds.centerAndSpan', 'bounds.contains', 'bounds.expandedByDegrees', 'bounds.extend', 'bounds.radius',
  'bounds.toUrlValue', 'bounds.union', 'camera.hash', 'circle.fingerprint',
  'densify.linear', 'geoPoint.toUrlValue',
  'geocell.hexId', 'geodesic.distance', 'geodesic.interpolatePoints', 'groundImage.fingerprint',
  'groundImage.id', 'hitTest.closestIntersection', 'hitTest.geodesicSegment', 'hitTest.linearSegment',
  'hitTest.order', 'javaHash.color', 'javaHash.dp', 'javaHash.float',
  'javaHash.fold', 'javaHash.int', 'kotlin.coerceIn',
  'kotlin.minMax', 'marker.fingerprint', 'meridian.interpolateGeodesic',
  'meridian.interpolateLinear', 'meridian.oppositePoint', 'meridian.split', 'polygon.fingerprint', 'polygon.hash',
  'polygon.id', 'polyline.fingerprint', 'polyline.hash', 'projection.webMercator',
  'raster.fingerprint', 'raster.hash', 'raster.id', 'region.radius', 'route.cumulativeDistance',
  'route.distanceMarkers', 'route.pointAtDistance', 'spherical.distance', 'spherical.heading',
  'spherical.linearInterpolate', 'spherical.metersPerPixel', 'spherical.sphericalInterpolate', 'zIndex.calculate',
  'zoom.interval',
];
