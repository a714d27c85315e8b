// @ts-check
/**
 * The parity adapter of a TypeScript SDK (docs/web-runner.md): it imports the SDK's tsc build (`npm run build`
 * or `tsc -p tsconfig.json` writes ./build as ES modules), as the SDK's own tests do, and maps each suite's
 * input to SDK calls. Inputs arrive as plain values (a GeoPoint as {lat, lng, alt}, a Long as a BigInt), outputs
 * go back as plain values (an Int as a number, a Long as a BigInt). The harness's names (check, ContractRejection,
 * NotPortable, ...) and the SDK's (GeoPoint, MarkerState, CircleState, ...) do not meet: nothing is renamed.
 * Suites not listed here are "not run by this subject" and fail the gate unless NOT_RUN names them.
 */
import {
  createGeoPoint, normalizeLongitude, createMarkerState, createCircleState, createPolylineState,
  combineHash, hashString, hashInt, hashLong, hashDouble, hashFloat, hashBoolean, doubleBits,
} from '../build/index.js';

/**
 * @typedef {import('../build/index.js').GeoPoint} GeoPoint
 * @typedef {import('../build/index.js').Serializable} Serializable
 * @typedef {{lat: number, lng: number, alt: number}} ParityPoint
 */

/** @param {ParityPoint} point @returns {GeoPoint} */
const toGeoPoint = (point) => createGeoPoint({ latitude: point.lat, longitude: point.lng, altitude: point.alt });
/** @param {GeoPoint} point @returns {ParityPoint} */
const fromGeoPoint = (point) => ({ lat: point.latitude, lng: point.longitude, alt: point.altitude });

/**
 * The Kotlin value a case puts in an overlay's `extra` (a one-key object naming its JVM type), as the SDK's
 * Serializable: it hashes as the Kotlin value does.
 * @param {any} value @returns {Serializable | null}
 */
function toExtra(value) {
  return value === null ? null : { hashCode: () => kotlinHash(value) };
}

/** @param {any} value @returns {number} */
function kotlinHash(value) {
  if (value === null) return 0;
  if ('int' in value) return hashInt(value.int);
  if ('long' in value) return hashLong(value.long);
  if ('float' in value) return hashFloat(value.float);
  if ('double' in value) return hashDouble(value.double);
  if ('boolean' in value) return hashBoolean(value.boolean);
  if ('string' in value) return hashString(value.string);
  if ('list' in value) return value.list.map(kotlinHash).reduce(combineHash, 1);
  if ('map' in value) return value.map.reduce((/** @type {number} */ sum, /** @type {any[]} */ [key, element]) => (sum + (kotlinHash(key) ^ kotlinHash(element))) | 0, 0);
  const [first, ...rest] = value.dataClass;
  return rest.map(kotlinHash).reduce(combineHash, kotlinHash(first));
}

/** @param {any} m */
const toMarker = (m) => createMarkerState({
  position: toGeoPoint(m.position), id: m.id, extra: toExtra(m.extra), icon: m.icon, clickable: m.clickable,
  draggable: m.draggable, zIndex: m.zIndex, animation: m.animation,
});
/** @param {any} c */
const toCircle = (c) => createCircleState({
  center: toGeoPoint(c.center), radiusMeters: c.radiusMeters, id: c.id, clickable: c.clickable, geodesic: c.geodesic,
  strokeColor: c.strokeColor, strokeWidth: c.strokeWidth, fillColor: c.fillColor, zIndex: c.zIndex, extra: toExtra(c.extra),
});

/** The SDK's subject: its name appears in every report. */
export const subject = {
  name: 'example-web-sdk',
  suites: {
    'javaHash.string': (/** @type {string} */ s) => ({ hash: hashString(s) }),
    'javaHash.long': (/** @type {bigint} */ value) => ({ hash: hashLong(value) }),
    'javaHash.double': (/** @type {number} */ value) => ({ hash: hashDouble(value), bits: doubleBits(value) }),
    'javaHash.boolean': (/** @type {boolean} */ value) => ({ hash: hashBoolean(value) }),
    'javaHash.value': (/** @type {any} */ value) => ({ hash: kotlinHash(value) }),

    'geoPoint.hash': (/** @type {ParityPoint} */ point) => ({ hash: toGeoPoint(point).hashCode() }),
    'geoPoint.equals': (/** @type {{a: ParityPoint, b: ParityPoint}} */ { a, b }) => ({ equal: toGeoPoint(a).equals(toGeoPoint(b)) }),
    'geoPoint.isValid': (/** @type {ParityPoint} */ point) => ({ valid: toGeoPoint(point).isValid() }),
    'geoPoint.normalize': (/** @type {ParityPoint} */ point) => ({ point: fromGeoPoint(toGeoPoint(point).normalize()) }),
    'geoPoint.wrap': (/** @type {ParityPoint} */ point) => ({ point: fromGeoPoint(toGeoPoint(point).wrap()) }),
    'geoPoint.normalizeLng': (/** @type {number} */ lng) => ({ lng: normalizeLongitude(lng) }),

    'marker.id': (/** @type {any} */ m) => ({ id: toMarker(m).id }),
    'marker.hash': (/** @type {any} */ m) => ({ hash: toMarker(m).hashCode() }),
    'circle.id': (/** @type {any} */ c) => ({ id: toCircle(c).id }),
    'circle.hash': (/** @type {any} */ c) => ({ hash: toCircle(c).hashCode() }),
    'polyline.id': (/** @type {any} */ p) => ({
      id: createPolylineState({
        points: p.points.map(toGeoPoint), id: p.id, strokeColor: p.strokeColor, strokeWidth: p.strokeWidth,
        geodesic: p.geodesic, clickable: p.clickable, zIndex: p.zIndex, extra: toExtra(p.extra),
      }).id,
    }),
  },
};

// The suites it does not run, in a file of their own: a shell reads the list without loading the SDK's build.
export { NOT_RUN } from './not-run.js';
