// @ts-check
/** GeoPoint as android-sdk-core computes it (semantics §2): hash from the E7 Longs, equality within 1e-7. */
import { h31, longHash, kotlinToLong } from './java-hash.js';

/** @typedef {import('../src/input-reader.js').GeoPoint} GeoPoint */

/** `(lat * 1e7).toLong()` etc., each hashed as a Long, folded with 31. @param {GeoPoint} point */
export function geoPointHash(point) {
  const e7 = (/** @type {number} */ degrees) => longHash(kotlinToLong(degrees * 1e7));
  return h31(e7(point.lat), [e7(point.lng), e7(point.alt)]);
}

/** @param {GeoPoint} a @param {GeoPoint} b */
export function geoPointEquals(a, b) {
  const tolerance = 1e-7;
  return Math.abs(a.lat - b.lat) < tolerance && Math.abs(a.lng - b.lng) < tolerance && Math.abs(a.alt - b.alt) < tolerance;
}

/** Kotlin `%` is JavaScript `%` (both truncate): ((lng + 180) % 360 + 360) % 360 - 180. @param {number} longitude */
export function normalizeLng(longitude) {
  return (((longitude + 180) % 360) + 360) % 360 - 180;
}

/** Android's evaluation order: `-90 + (lat - 90)` going north, `90 - (-90 - lat)` going south. @param {GeoPoint} point */
export function wrap(point) {
  let { lat, lng } = point;
  if (lat > 90) {
    lat = -90 + (lat - 90);
    lng += 180;
  } else if (lat < -90) {
    lat = 90 - (-90 - lat);
    lng += 180;
  }
  return { lat, lng: normalizeLng(lng), alt: point.alt };
}

/** @param {GeoPoint} point */
export function normalize(point) {
  const lat = point.lat < -90 ? -90 : point.lat > 90 ? 90 : point.lat;
  return { lat, lng: normalizeLng(point.lng), alt: point.alt };
}

/** NaN is not in the ranges. @param {GeoPoint} point */
export function isValid(point) {
  return point.lat >= -90 && point.lat <= 90 && point.lng >= -180 && point.lng <= 180;
}
