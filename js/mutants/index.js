// @ts-check
/**
 * Deliberately wrong subjects: each makes one mistake a web port really makes, so the tests can prove the gate
 * reports it with the right suite and field. Each is the core with one function replaced.
 */
import { coreSubject } from '../core/index.js';
import { doubleToLongBits, h31, longHash } from '../core/java-hash.js';

/** @param {string} name @param {{[suite: string]: import('../src/subject.js').SuiteFunction}} replaced */
const mutant = (name, replaced) => ({ name, suites: { ...coreSubject.suites, ...replaced } });

/**
 * js-sdk-core's GeoPoint.hashCode: rounds `lat * 1e7` with toFixed(0) instead of truncating, and keeps the low
 * 32 bits (`| 0`) instead of Long.hashCode's `v ^ (v >>> 32)`.
 * @param {import('../src/input-reader.js').GeoPoint} point
 */
function toFixedGeoPointHash(point) {
  const e7 = (/** @type {number} */ degrees) => Number((degrees * 1e7).toFixed(0)) | 0;
  return h31(e7(point.lat), [e7(point.lng), e7(point.alt)]);
}

/** A Float widened to Double and hashed as one. @param {number} value */
const floatHashedAsDouble = (value) => longHash(doubleToLongBits(value));

/** Raw bits: NaN payloads and signs leak into the hash. @param {number} value */
function rawDoubleBits(value) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return view.getBigInt64(0);
}

/** @type {{[name: string]: import('../src/subject.js').Subject}} */
export const MUTANTS = {
  'geopoint-tofixed': mutant('geopoint-tofixed', {
    'geoPoint.hash': (point) => ({ hash: toFixedGeoPointHash(point) }),
  }),
  'float-as-double': mutant('float-as-double', {
    'javaHash.float': (value) => ({ hash: floatHashedAsDouble(value) }),
    'javaHash.dp': (dp) => ({ hash: floatHashedAsDouble(dp) }),
  }),
  'nan-not-canonical': mutant('nan-not-canonical', {
    'javaHash.double': (value) => {
      const bits = rawDoubleBits(value);
      return { hash: longHash(bits), bits };
    },
  }),
};
