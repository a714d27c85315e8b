// @ts-check
/**
 * The web core as a parity subject: one function per identity suite, plain values in and out
 * (docs/web-runner.md). Expected values are the JVM's; this core is checked, never a source of truth.
 */
import * as hash from './java-hash.js';
import * as geo from './geo-point.js';
import * as overlays from './overlays.js';
import * as layers from './map-layers.js';

/** @type {import('../src/subject.js').Subject} */
export const coreSubject = {
  name: 'core',
  suites: {
    'javaHash.string': (s) => ({ hash: hash.stringHash(s) }),
    'javaHash.int': (value) => ({ hash: value | 0 }),
    'javaHash.long': (value) => ({ hash: hash.longHash(value) }),
    'javaHash.float': (value) => ({ hash: hash.floatHash(value) }),
    'javaHash.double': (value) => ({ hash: hash.doubleHash(value), bits: hash.doubleToLongBits(value) }),
    'javaHash.boolean': (value) => ({ hash: hash.booleanHash(value) }),
    'javaHash.value': (value) => ({ hash: hash.javaValueHash(value) }),
    'javaHash.fold': ({ seed, elements }) => ({ hash: hash.h31(seed, elements) }),
    'javaHash.color': (input) => {
      const argb = hash.composeColor(input);
      return { argb, hash: argb };
    },
    'javaHash.dp': (dp) => ({ hash: hash.floatHash(dp) }),

    'geoPoint.hash': (point) => ({ hash: geo.geoPointHash(point) }),
    'geoPoint.equals': ({ a, b }) => ({ equal: geo.geoPointEquals(a, b) }),
    'geoPoint.wrap': (point) => ({ point: geo.wrap(point) }),
    'geoPoint.normalizeLng': (lng) => ({ lng: geo.normalizeLng(lng) }),
    'geoPoint.normalize': (point) => ({ point: geo.normalize(point) }),
    'geoPoint.isValid': (point) => ({ valid: geo.isValid(point) }),

    'marker.id': (m) => withNotPortable(overlays.markerID(m), (id) => ({ id })),
    'marker.hash': (m) => ({ hash: overlays.markerHash(m) }),
    'marker.fingerprint': (m) => overlays.markerFingerprint(m),
    'circle.id': (c) => ({ id: overlays.circleID(c) }),
    'circle.hash': (c) => ({ hash: overlays.circleHash(c) }),
    'circle.fingerprint': (c) => overlays.circleFingerprint(c),
    'polyline.id': (p, { revision }) => ({ id: overlays.polylineID(p, revision) }),
    'polyline.hash': (p, { revision }) => ({ hash: overlays.polylineHash(p, revision) }),
    'polyline.fingerprint': (p, { revision }) => overlays.polylineFingerprint(p, revision),
    'polygon.id': (p, { revision }) => ({ id: overlays.polygonID(p, revision) }),
    'polygon.hash': (p, { revision }) => ({ hash: overlays.polygonHash(p, revision) }),
    'polygon.fingerprint': (p, { revision }) => overlays.polygonFingerprint(p, revision),

    'raster.id': (r) => withNotPortable(layers.rasterID(r), (id) => ({ id })),
    'raster.hash': (r, { revision }) => withNotPortable(layers.rasterHash(r, revision), (hash) => ({ hash })),
    'raster.fingerprint': (r, { revision }) => layers.rasterFingerprint(r, revision),
    'groundImage.id': (g) => withNotPortable(layers.groundImageID(g), (id) => ({ id })),
    'groundImage.fingerprint': (g) => layers.groundImageFingerprint(g),
    'camera.hash': (c) => withNotPortable(layers.cameraHash(c), (hash) => ({ hash })),
  },
};

/** @template T @param {T | import('../src/subject.js').NotPortable} value @param {(value: T) => object} wrap */
function withNotPortable(value, wrap) {
  return typeof value === 'object' && value !== null && 'reason' in value ? value : wrap(/** @type {T} */ (value));
}
