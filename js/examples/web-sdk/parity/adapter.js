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
  'bounds.centerAndSpan', 'bounds.contains', 'bounds.expandedByDegrees', 'bounds.extend', 'bounds.radius',
  'bounds.toUrlValue', 'bounds.union', 'camera.hash', 'circle.fingerprint', 'circle.hash', 'circle.id',
  'densify.linear', 'geoPoint.isValid', 'geoPoint.normalize', 'geoPoint.normalizeLng', 'geoPoint.toUrlValue',
  'geoPoint.wrap', 'geocell.hexId', 'geodesic.distance', 'geodesic.interpolatePoints', 'groundImage.fingerprint',
  'groundImage.id', 'hitTest.closestIntersection', 'hitTest.geodesicSegment', 'hitTest.linearSegment',
  'hitTest.order', 'javaHash.boolean', 'javaHash.color', 'javaHash.double', 'javaHash.dp', 'javaHash.float',
  'javaHash.fold', 'javaHash.int', 'javaHash.long', 'javaHash.string', 'javaHash.value', 'kotlin.coerceIn',
  'kotlin.minMax', 'marker.fingerprint', 'marker.hash', 'marker.id', 'meridian.interpolateGeodesic',
  'meridian.interpolateLinear', 'meridian.oppositePoint', 'meridian.split', 'polygon.fingerprint', 'polygon.hash',
  'polygon.id', 'polyline.fingerprint', 'polyline.hash', 'polyline.id', 'projection.webMercator',
  'raster.fingerprint', 'raster.hash', 'raster.id', 'region.radius', 'route.cumulativeDistance',
  'route.distanceMarkers', 'route.pointAtDistance', 'spherical.distance', 'spherical.heading',
  'spherical.linearInterpolate', 'spherical.metersPerPixel', 'spherical.sphericalInterpolate', 'zIndex.calculate',
  'zoom.interval',
];
