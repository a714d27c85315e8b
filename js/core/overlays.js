// @ts-check
/**
 * Overlay auto IDs, hash codes and fingerprints (semantics §3–§6). Field order is Android's; a Dp is a Float
 * hashed with floatToIntBits; a Color hashes to its ARGB Int. android-sdk-core 07e614f adds `clickable` to the
 * polyline and polygon ID and hash, and hashes their fingerprint's `geodesic` as a Boolean instead of a String.
 */
import { booleanHash, doubleHash, floatHash, h31, javaValueHash, listHash, stringHash } from './java-hash.js';
import { geoPointHash } from './geo-point.js';
import { NotPortable } from '../src/subject.js';

/** @typedef {import('../src/input-reader.js').GeoPoint} GeoPoint */

export const ANIMATION_NOT_PORTABLE = 'animation is a Kotlin enum: its hashCode() is an identity hash that differs between runs and between JVM and ART';
const REVISION_WITH_CLICKABLE = '221a949+clickable';

/** @param {GeoPoint[]} points */
export const pointsHash = (points) => h31(0, points.map(geoPointHash));
/** @param {GeoPoint[][]} holes */
const holesHash = (holes) => h31(0, holes.map(pointsHash));
/** @param {string} revision */
const hasClickable = (revision) => revision === REVISION_WITH_CLICKABLE;
/** @param {boolean} value @param {string} revision */
const fingerprintGeodesic = (value, revision) => (hasClickable(revision) ? booleanHash(value) : stringHash(String(value)));
/** The auto ID: the decimal text of an Int. @param {number} hash */
const decimalID = (hash) => String(hash | 0);

/** @param {any} m */
function markerAutoID(m) {
  if (m.animation !== null) return new NotPortable(ANIMATION_NOT_PORTABLE);
  return decimalID(h31(0, [geoPointHash(m.position), javaValueHash(m.extra), m.icon ?? 0, booleanHash(m.clickable), booleanHash(m.draggable), 0]));
}

/** @param {any} m */
export function markerID(m) {
  return m.id !== null ? m.id : markerAutoID(m);
}

/** @param {any} m */
export function markerHash(m) {
  return h31(javaValueHash(m.extra), [
    booleanHash(m.clickable), booleanHash(m.draggable), doubleHash(m.position.lat), doubleHash(m.position.lng),
    doubleHash(m.position.alt), m.icon ?? 0, m.zIndex ?? 0,
  ]);
}

/** @param {any} m */
export function markerFingerprint(m) {
  if (m.animation !== null) return new NotPortable(ANIMATION_NOT_PORTABLE);
  const id = /** @type {string} */ (markerID(m));
  return {
    id: stringHash(id), icon: m.icon ?? 0, clickable: booleanHash(m.clickable), draggable: booleanHash(m.draggable),
    latitude: doubleHash(m.position.lat), longitude: doubleHash(m.position.lng), animation: 1, zIndex: m.zIndex ?? 0,
  };
}

/** @param {any} c */
export function circleID(c) {
  if (c.id !== null) return c.id;
  return decimalID(h31(0, [
    geoPointHash(c.center), doubleHash(c.radiusMeters), booleanHash(c.clickable), booleanHash(c.geodesic),
    javaValueHash(c.extra), c.strokeColor, floatHash(c.strokeWidth), c.fillColor, c.zIndex ?? 0,
  ]));
}

/** @param {any} c */
export function circleHash(c) {
  return h31(javaValueHash(c.extra), [
    geoPointHash(c.center), booleanHash(c.clickable), booleanHash(c.geodesic), doubleHash(c.radiusMeters),
    c.strokeColor, floatHash(c.strokeWidth), c.fillColor, c.zIndex ?? 0,
  ]);
}

/** @param {any} c */
export function circleFingerprint(c) {
  return {
    id: stringHash(circleID(c)), center: geoPointHash(c.center), radiusMeters: doubleHash(c.radiusMeters),
    clickable: booleanHash(c.clickable), geodesic: booleanHash(c.geodesic), strokeColor: c.strokeColor,
    strokeWidth: floatHash(c.strokeWidth), fillColor: c.fillColor, zIndex: c.zIndex ?? 0, extra: javaValueHash(c.extra),
  };
}

/** @param {any} p @param {string} revision */
export function polylineID(p, revision) {
  if (p.id !== null) return p.id;
  return decimalID(h31(0, [
    pointsHash(p.points), p.strokeColor, floatHash(p.strokeWidth), booleanHash(p.geodesic),
    ...(hasClickable(revision) ? [booleanHash(p.clickable)] : []), javaValueHash(p.extra),
  ]));
}

/** @param {any} p @param {string} revision */
export function polylineHash(p, revision) {
  return h31(javaValueHash(p.extra), [
    p.strokeColor, floatHash(p.strokeWidth), booleanHash(p.geodesic),
    ...(hasClickable(revision) ? [booleanHash(p.clickable)] : []), p.zIndex, pointsHash(p.points),
  ]);
}

/** @param {any} p @param {string} revision */
export function polylineFingerprint(p, revision) {
  return {
    id: stringHash(polylineID(p, revision)), strokeColor: p.strokeColor, strokeWidth: floatHash(p.strokeWidth),
    geodesic: fingerprintGeodesic(p.geodesic, revision), zIndex: p.zIndex, points: pointsHash(p.points), extra: javaValueHash(p.extra),
  };
}

/** @param {any} p @param {string} revision */
export function polygonID(p, revision) {
  if (p.id !== null) return p.id;
  return decimalID(h31(0, [
    pointsHash(p.points), holesHash(p.holes), p.strokeColor, floatHash(p.strokeWidth), p.fillColor, booleanHash(p.geodesic),
    ...(hasClickable(revision) ? [booleanHash(p.clickable)] : []), javaValueHash(p.extra),
  ]));
}

/** The hash uses List.hashCode (seed 1) for points and holes, unlike the ID (seed 0). @param {any} p @param {string} revision */
export function polygonHash(p, revision) {
  return h31(javaValueHash(p.extra), [
    p.strokeColor, floatHash(p.strokeWidth), p.fillColor, booleanHash(p.geodesic),
    ...(hasClickable(revision) ? [booleanHash(p.clickable)] : []), p.zIndex,
    listHash(p.points.map(geoPointHash)), listHash(p.holes.map((/** @type {GeoPoint[]} */ hole) => listHash(hole.map(geoPointHash)))),
  ]);
}

/** @param {any} p @param {string} revision */
export function polygonFingerprint(p, revision) {
  return {
    id: stringHash(polygonID(p, revision)), strokeColor: p.strokeColor, strokeWidth: floatHash(p.strokeWidth), fillColor: p.fillColor,
    geodesic: fingerprintGeodesic(p.geodesic, revision), zIndex: p.zIndex, points: pointsHash(p.points), holes: holesHash(p.holes), extra: javaValueHash(p.extra),
  };
}
