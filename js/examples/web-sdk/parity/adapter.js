// @ts-check
/**
 * The template of a web SDK's parity adapter (docs/web-runner.md): a subject that maps each suite the SDK
 * implements to the SDK's own API. Inputs arrive as plain values (GeoPoint as {lat, lng, alt}, Long as BigInt),
 * outputs go back as plain values (Int as a number, Long as a BigInt). Suites not listed here are "not run by
 * this subject" and fail the gate unless NOT_RUN names them.
 */
import { GeoPoint } from '../src/geo-point.js';

/** @param {{lat: number, lng: number, alt: number}} point */
const toSdk = (point) => new GeoPoint(point.lat, point.lng, point.alt);

/** The SDK's subject: its name appears in every report. */
export const subject = {
  name: 'example-web-sdk',
  suites: {
    'geoPoint.hash': (/** @type {any} */ point) => ({ hash: toSdk(point).hashCode() }),
    'geoPoint.equals': (/** @type {any} */ { a, b }) => ({ equal: toSdk(a).equals(toSdk(b)) }),
  },
};

/** Every other suite of the corpus, deliberately not run: the list is part of the review, not a wildcard. */
export const NOT_RUN = [
  'bounds.radius', 'circle.fingerprint', 'circle.hash', 'circle.id', 'geodesic.distance', 'geodesic.interpolatePoints',
  'geoPoint.isValid', 'geoPoint.normalize', 'geoPoint.normalizeLng', 'hitTest.closestIntersection',
  'hitTest.geodesicSegment', 'hitTest.linearSegment', 'geoPoint.wrap', 'javaHash.boolean', 'javaHash.color', 'javaHash.double', 'javaHash.dp',
  'javaHash.float', 'javaHash.fold', 'javaHash.int', 'javaHash.long', 'javaHash.string', 'javaHash.value',
  'marker.fingerprint', 'marker.hash', 'marker.id', 'polygon.fingerprint', 'polygon.hash', 'polygon.id',
  'polyline.fingerprint', 'polyline.hash', 'polyline.id', 'region.radius', 'route.cumulativeDistance',
  'route.distanceMarkers', 'route.pointAtDistance', 'spherical.distance', 'spherical.heading',
  'spherical.linearInterpolate', 'spherical.metersPerPixel', 'spherical.sphericalInterpolate', 'zoom.interval',
  'projection.webMercator', 'geocell.hexId', 'zIndex.calculate',
  'geoPoint.toUrlValue', 'bounds.contains', 'bounds.centerAndSpan', 'bounds.toUrlValue', 'bounds.extend',
  'bounds.union', 'bounds.expandedByDegrees', 'kotlin.minMax', 'kotlin.coerceIn',
  'densify.linear', 'meridian.interpolateLinear', 'meridian.interpolateGeodesic', 'meridian.oppositePoint',
  'meridian.split',
];
