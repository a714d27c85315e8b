// @ts-check
/**
 * Deliberately wrong subjects: each makes one mistake a web port really makes, so the tests can prove the gate
 * reports it with the right suite and field. Each is the core with one function replaced.
 */
import { coreSubject } from '../core/index.js';
import { doubleToLongBits, h31, longHash } from '../core/java-hash.js';
import { rasterFingerprint, rasterHash } from '../core/map-layers.js';

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
  // RasterLayerState's userAgent defaulted to null before android-sdk-core 1.2.0: a port of the older SDK hashes an
  // absent agent as 0 where 1569cc5 hashes its default agent.
  'raster-user-agent-null': mutant('raster-user-agent-null', {
    'raster.hash': (r) => {
      const hash = rasterHash(r, '221a949+clickable');
      return typeof hash === 'number' ? { hash } : hash;
    },
    'raster.fingerprint': (r) => rasterFingerprint(r, '221a949+clickable'),
  }),
  'nan-not-canonical': mutant('nan-not-canonical', {
    'javaHash.double': (value) => {
      const bits = rawDoubleBits(value);
      return { hash: longHash(bits), bits };
    },
  }),
};
