// @ts-check
/**
 * The suite catalogue (docs/suites.md): for each suite, how its `input` becomes plain values and what type each
 * output field has. The output type decides how the expected JSON is read (an `i64` field reads a decimal
 * string into a BigInt), so a wrongly written expected value is a vector error, not a divergence.
 */
import * as scalars from './scalars.js';
import { InputReader, arrayOf, geoPoint, isObject, javaValue } from './input-reader.js';
import { REASONS } from './not-portable-reasons.js';

/**
 * @typedef {import('./compare.js').OutputType} OutputType
 * @typedef {{name: string, inputField: string | null, decode: (node: unknown, where: string) => any, output: OutputType, notPortable: readonly string[]}} Suite
 *   name: the key of the subject's function (`subject.suites[name]`); inputField: the one input field whose value
 *   that function receives itself (null: it receives an object of every input field, Android's defaults filled
 *   in); output: the type of what it returns; notPortable: the reasons its cases may give for a value that is not
 *   portable (not-portable-reasons.js). The adapter reference is generated from these records.
 * @typedef {((reader: InputReader) => any) & {inputField?: string}} Read
 */

/** @type {OutputType} */
const GEO = { lat: 'f64', lng: 'f64', alt: 'f64' };
const HASH = /** @type {OutputType} */ ({ hash: 'i32' });
const geoPoints = arrayOf(geoPoint);

/** @param {string} name @param {Read} read @param {OutputType} output @param {readonly string[]} [notPortable] @returns {Suite} */
function suite(name, read, output, notPortable = []) {
  return { name, inputField: read.inputField ?? null, decode: (node, where) => InputReader.read(node, where, read), output, notPortable };
}

/**
 * The reader of a suite with one input field whose function receives that field's value, not an object.
 * @param {string} name @param {(node: unknown, where: string) => any} read @returns {Read}
 */
function field(name, read) {
  return Object.assign((/** @type {InputReader} */ r) => r.required(name, read), { inputField: name });
}

const point = field('point', geoPoint);

/** A GeoRectBounds (docs/suites.md "Bounds"): either corner may be absent or null. @param {unknown} node @param {string} where */
const rectBounds = (node, where) => InputReader.read(node, where, (r) => ({
  southWest: r.nullable('southWest', geoPoint), northEast: r.nullable('northEast', geoPoint),
}));
/** @type {OutputType} */
const BOX = { southWest: { nullable: GEO }, northEast: { nullable: GEO } };
/** A tap against one segment (hitTest.linearSegment, hitTest.geodesicSegment). @param {InputReader} r */
const segmentProbe = (r) => ({
  from: r.required('from', geoPoint), to: r.required('to', geoPoint), position: r.required('position', geoPoint),
  thresholdMeters: r.required('thresholdMeters', scalars.float64),
});
/** @type {OutputType} */
const SEGMENT_HIT = { hit: { nullable: { point: GEO, meters: 'f64' } } };

/** @param {InputReader} r */
function color(r) {
  const argb = r.nullable('argb', scalars.int32);
  const rgba = r.nullable('rgba', arrayOf(scalars.int32));
  const rgbaFloat = r.nullable('rgbaFloat', arrayOf(scalars.float32));
  if (argb !== null && rgba === null && rgbaFloat === null) return { argb };
  if (argb === null && rgba !== null && rgba.length === 4 && rgbaFloat === null) return { rgba };
  if (argb === null && rgba === null && rgbaFloat !== null && rgbaFloat.length === 4) return { rgbaFloat };
  throw new scalars.VectorDefect(`${r.where}: give exactly one of "argb", "rgba" (4 ints) or "rgbaFloat" (4 floats)`);
}

/** @param {InputReader} r */
const marker = (r) => ({
  position: r.required('position', geoPoint),
  id: r.nullable('id', scalars.string),
  extra: r.nullable('extra', javaValue),
  icon: r.nullable('icon', scalars.int32),
  clickable: r.optional('clickable', true, scalars.bool),
  draggable: r.optional('draggable', false, scalars.bool),
  zIndex: r.nullable('zIndex', scalars.int32),
  animation: r.nullable('animation', scalars.string),
});

/** @param {InputReader} r */
const circle = (r) => ({
  center: r.required('center', geoPoint),
  radiusMeters: r.required('radiusMeters', scalars.float64),
  id: r.nullable('id', scalars.string),
  clickable: r.optional('clickable', true, scalars.bool),
  geodesic: r.optional('geodesic', true, scalars.bool),
  strokeColor: r.optional('strokeColor', -65536, scalars.int32),
  strokeWidth: r.optional('strokeWidth', 1, scalars.float32),
  fillColor: r.optional('fillColor', 2147483647, scalars.int32),
  zIndex: r.nullable('zIndex', scalars.int32),
  extra: r.nullable('extra', javaValue),
});

/** @param {InputReader} r */
const polyline = (r) => ({
  points: r.required('points', geoPoints),
  id: r.nullable('id', scalars.string),
  strokeColor: r.optional('strokeColor', -16777216, scalars.int32),
  strokeWidth: r.optional('strokeWidth', 1, scalars.float32),
  geodesic: r.optional('geodesic', false, scalars.bool),
  clickable: r.optional('clickable', true, scalars.bool),
  zIndex: r.optional('zIndex', 0, scalars.int32),
  extra: r.nullable('extra', javaValue),
});

/** @param {InputReader} r */
const polygon = (r) => ({
  points: r.required('points', geoPoints),
  holes: r.optional('holes', [], arrayOf(geoPoints)),
  id: r.nullable('id', scalars.string),
  strokeColor: r.optional('strokeColor', -16777216, scalars.int32),
  strokeWidth: r.optional('strokeWidth', 2, scalars.float32),
  fillColor: r.optional('fillColor', 0, scalars.int32),
  geodesic: r.optional('geodesic', false, scalars.bool),
  clickable: r.optional('clickable', true, scalars.bool),
  zIndex: r.optional('zIndex', 0, scalars.int32),
  extra: r.nullable('extra', javaValue),
});

/** A raster source: one key naming its data class. @param {unknown} node @param {string} where */
function rasterSource(node, where) {
  const keys = isObject(node) ? Object.keys(/** @type {object} */ (node)) : [];
  const kind = keys.length === 1 ? keys[0] : '';
  const payload = /** @type {any} */ (node)?.[kind];
  if (kind === 'tileJson' || kind === 'arcGisService') return { [kind]: scalars.string(payload, `${where}/${kind}`) };
  if (kind !== 'urlTemplate') throw new scalars.VectorDefect(`${where}: a raster source is a one-key object: tileJson, arcGisService or urlTemplate`);
  return { urlTemplate: InputReader.read(payload, `${where}/urlTemplate`, (r) => ({
    template: r.required('template', scalars.string),
    tileSize: r.optional('tileSize', 512, scalars.int32),
    minZoom: r.nullable('minZoom', scalars.int32),
    maxZoom: r.nullable('maxZoom', scalars.int32),
    attribution: r.nullable('attribution', scalars.string),
    scheme: r.optional('scheme', 'XYZ', (n, w) => {
      const name = scalars.string(n, w);
      if (name !== 'XYZ' && name !== 'TMS') throw new scalars.VectorDefect(`${w}: unknown TileScheme "${name}" (use "XYZ" or "TMS")`);
      return name;
    }),
  })) };
}

/** `extraHeaders`: a map's `[name, value]` entries, names distinct. @param {unknown} node @param {string} where */
function headers(node, where) {
  const entries = arrayOf(arrayOf(scalars.string))(node, where);
  const names = new Set();
  entries.forEach((entry, index) => {
    if (entry.length !== 2) throw new scalars.VectorDefect(`${where}/${index}: a header is a two-element array [name, value]`);
    if (names.has(entry[0])) throw new scalars.VectorDefect(`${where}/${index}/0: duplicate header name (a map's keys are distinct)`);
    names.add(entry[0]);
  });
  return entries;
}

/** @param {InputReader} r */
const raster = (r) => ({
  source: r.required('source', rasterSource),
  opacity: r.optional('opacity', 1, scalars.float32),
  visible: r.optional('visible', true, scalars.bool),
  zIndex: r.optional('zIndex', 0, scalars.int32),
  userAgent: r.nullable('userAgent', scalars.string),
  debug: r.optional('debug', false, scalars.bool),
  id: r.nullable('id', scalars.string),
  extraHeaders: r.nullable('extraHeaders', headers),
});

/** @param {InputReader} r */
const groundImage = (r) => ({
  opacity: r.optional('opacity', 1, scalars.float32),
  tileSize: r.optional('tileSize', 512, scalars.int32),
  id: r.nullable('id', scalars.string),
  extra: r.nullable('extra', javaValue),
});

/** @param {InputReader} r */
const camera = (r) => ({
  position: r.required('position', geoPoint),
  zoom: r.optional('zoom', 0, scalars.float64),
  bearing: r.optional('bearing', 0, scalars.float64),
  tilt: r.optional('tilt', 0, scalars.float64),
  hasPaddings: r.optional('hasPaddings', true, scalars.bool),
  hasVisibleRegion: r.optional('hasVisibleRegion', false, scalars.bool),
});

const MANAGERS = ['polygon', 'polyline', 'groundImage', 'rasterLayer', 'marker', 'circle'];

/** hitTest.order: a manager and its operations, each registration with the manager's fields. @param {InputReader} r */
function hitTestScenario(r) {
  const manager = r.required('manager', scalars.string);
  if (!MANAGERS.includes(manager)) throw new scalars.VectorDefect(`${r.where}/manager: unknown manager "${manager}" (use ${MANAGERS.join(', ')})`);
  const operation = (/** @type {unknown} */ node, /** @type {string} */ where) => InputReader.read(node, where, (o) => {
    const register = o.nullable('register', scalars.string);
    const remove = o.nullable('remove', scalars.string);
    if (remove !== null && register === null) return { remove };
    if (register === null || remove !== null) throw new scalars.VectorDefect(`${where}: an operation is {"register": id, ...} or {"remove": id}`);
    if (manager === 'polygon' || manager === 'circle') return { register, zIndex: o.optional('zIndex', 0, scalars.int32), hit: o.optional('hit', false, scalars.bool) };
    if (manager === 'groundImage') return { register, hit: o.optional('hit', false, scalars.bool) };
    if (manager === 'polyline') return { register, distances: o.optional('distances', [], arrayOf(scalars.float64)) };
    if (manager === 'marker') return { register, distance: o.required('distance', scalars.float64) };
    return { register };
  });
  return { manager, operations: r.required('operations', arrayOf(operation)) };
}

/** @param {string[]} names @returns {OutputType} */
const int32Fields = (names) => Object.fromEntries(names.map((name) => [name, 'i32']));

/** @param {InputReader} r */
const fromTo = (r) => ({ from: r.required('from', geoPoint), to: r.required('to', geoPoint) });

/** Every suite of the corpus, by name. @type {Map<string, Suite>} */
export const SUITES = new Map([
  suite('javaHash.string', field('s', scalars.string), HASH),
  suite('javaHash.int', field('value', scalars.int32), HASH),
  suite('javaHash.long', field('value', scalars.int64), HASH),
  suite('javaHash.float', field('value', scalars.float32), HASH),
  suite('javaHash.double', field('value', scalars.float64), { hash: 'i32', bits: 'i64' }),
  suite('javaHash.boolean', field('value', scalars.bool), HASH),
  suite('javaHash.value', field('value', javaValue), HASH),
  suite('javaHash.fold', (r) => ({ seed: r.required('seed', scalars.int32), elements: r.required('elements', arrayOf(scalars.int32)) }), HASH),
  suite('javaHash.color', color, { argb: 'i32', hash: 'i32' }),
  suite('javaHash.dp', field('dp', scalars.float32), HASH),

  suite('geoPoint.hash', point, HASH),
  suite('geoPoint.equals', (r) => ({ a: r.required('a', geoPoint), b: r.required('b', geoPoint) }), { equal: 'bool' }),
  suite('geoPoint.wrap', point, { point: GEO }),
  suite('geoPoint.normalizeLng', field('lng', scalars.float64), { lng: 'f64' }),
  suite('geoPoint.normalize', point, { point: GEO }),
  suite('geoPoint.isValid', point, { valid: 'bool' }),

  suite('marker.id', marker, { id: 'str' }, [REASONS.markerAnimation]),
  suite('marker.hash', marker, HASH),
  suite('marker.fingerprint', marker, int32Fields(['id', 'icon', 'clickable', 'draggable', 'latitude', 'longitude', 'animation', 'zIndex']), [REASONS.markerAnimation]),
  suite('circle.id', circle, { id: 'str' }),
  suite('circle.hash', circle, HASH),
  suite('circle.fingerprint', circle, int32Fields(['id', 'center', 'radiusMeters', 'clickable', 'geodesic', 'strokeColor', 'strokeWidth', 'fillColor', 'zIndex', 'extra'])),
  suite('polyline.id', polyline, { id: 'str' }),
  suite('polyline.hash', polyline, HASH),
  suite('polyline.fingerprint', polyline, int32Fields(['id', 'strokeColor', 'strokeWidth', 'geodesic', 'zIndex', 'points', 'extra'])),
  suite('polygon.id', polygon, { id: 'str' }),
  suite('polygon.hash', polygon, HASH),
  suite('polygon.fingerprint', polygon, int32Fields(['id', 'strokeColor', 'strokeWidth', 'fillColor', 'geodesic', 'zIndex', 'points', 'holes', 'extra'])),

  suite('spherical.distance', fromTo, { meters: 'f64' }),
  suite('spherical.heading', fromTo, { degrees: 'f64' }),
  suite('spherical.linearInterpolate', (r) => ({ ...fromTo(r), fraction: r.required('fraction', scalars.float64) }), { point: GEO }),
  suite('spherical.sphericalInterpolate', (r) => ({ ...fromTo(r), fraction: r.required('fraction', scalars.float64) }), { point: GEO }),
  suite('spherical.metersPerPixel', (r) => ({
    latitude: r.required('latitude', scalars.float64), zoom: r.required('zoom', scalars.float64), tileSize: r.optional('tileSize', 256, scalars.int32),
  }), { meters: 'f64' }),
  suite('route.cumulativeDistance', (r) => ({ route: r.required('route', geoPoints) }), { km: 'f64' }),
  suite('route.pointAtDistance', (r) => ({ route: r.required('route', geoPoints), km: r.required('km', scalars.float64) }), { point: GEO }),
  suite('route.distanceMarkers', (r) => ({ route: r.required('route', geoPoints), zoom: r.required('zoom', scalars.float64) }),
    { markers: { array: { km: 'f64', point: GEO, label: 'str' } } }),
  suite('zoom.interval', (r) => ({ zoom: r.required('zoom', scalars.float64) }), { km: { nullable: 'i32' } }),
  suite('region.radius', (r) => ({
    center: r.required('center', geoPoint), latitudeSpan: r.required('latitudeSpan', scalars.float64), longitudeSpan: r.required('longitudeSpan', scalars.float64),
  }), { km: 'f64' }),
  suite('bounds.radius', (r) => ({ southWest: r.required('southWest', geoPoint), northEast: r.required('northEast', geoPoint) }), { km: 'f64' }),

  suite('projection.webMercator', point, { x: 'f32', y: 'f32' }),
  suite('geocell.hexId', (r) => ({
    point: r.required('point', geoPoint), zoom: r.optional('zoom', 20, scalars.float64), baseSideMeters: r.optional('baseSideMeters', 100000, scalars.int32),
  }), { id: 'str' }),
  suite('zIndex.calculate', point, { zIndex: 'i32' }),

  // GeoPoint.toUrlValue, GeoRectBounds and Kotlin's minOf/maxOf/coerceIn (contracts.md §15-18): read, not in the JS core.
  suite('geoPoint.toUrlValue', (r) => ({ point: r.required('point', geoPoint), precision: r.optional('precision', 6, scalars.int32) }), { url: 'str' },
    [REASONS.precision]),
  suite('bounds.contains', (r) => ({ bounds: r.required('bounds', rectBounds), point: r.required('point', geoPoint) }), { contains: 'bool' }),
  suite('bounds.centerAndSpan', (r) => ({ bounds: r.required('bounds', rectBounds) }), { isEmpty: 'bool', center: { nullable: GEO }, span: { nullable: GEO } }),
  suite('bounds.toUrlValue', (r) => ({ bounds: r.required('bounds', rectBounds), precision: r.optional('precision', 6, scalars.int32) }), { url: 'str' },
    [REASONS.precision, REASONS.jdkDigits]),
  suite('bounds.extend', (r) => ({ bounds: r.required('bounds', rectBounds), points: r.required('points', geoPoints) }), BOX),
  suite('bounds.union', (r) => ({ bounds: r.required('bounds', rectBounds), other: r.required('other', rectBounds) }), BOX),
  suite('bounds.expandedByDegrees', (r) => ({
    bounds: r.required('bounds', rectBounds), latPad: r.required('latPad', scalars.float64), lonPad: r.required('lonPad', scalars.float64),
  }), BOX),
  suite('kotlin.minMax', (r) => ({ a: r.required('a', scalars.float64), b: r.required('b', scalars.float64) }), { minOf: 'f64', maxOf: 'f64' }),
  suite('kotlin.coerceIn', (r) => ({
    value: r.required('value', scalars.float64), min: r.required('min', scalars.float64), max: r.required('max', scalars.float64),
  }), { value: 'f64' }),
  suite('densify.linear', (r) => ({
    points: r.required('points', geoPoints), fractionStep: r.optional('fractionStep', 0.01, scalars.float64),
  }), { points: { array: GEO } }, [REASONS.densifyStepNeverEnds, REASONS.densifyTooManyPoints]),
  suite('meridian.interpolateLinear', fromTo, { point: GEO }),
  suite('meridian.interpolateGeodesic', fromTo, { point: GEO }),
  suite('meridian.oppositePoint', point, { point: GEO }),
  suite('meridian.split', (r) => ({ points: r.required('points', geoPoints), geodesic: r.optional('geodesic', false, scalars.bool) }),
    { fragments: { array: { array: GEO } } }),

  // WGS84 geodesics and the segment hit tests (contracts.md §13-14): read, not in the JS core.
  suite('geodesic.distance', fromTo, { meters: 'f64' }),
  suite('geodesic.interpolatePoints', (r) => ({ points: r.required('points', geoPoints), maxSegmentLength: r.optional('maxSegmentLength', 10000, scalars.float64) }),
    { points: { array: GEO } }, [REASONS.geodesicTooManyPoints]),
  suite('hitTest.linearSegment', segmentProbe, SEGMENT_HIT, [REASONS.longitudeWrap]),
  suite('hitTest.geodesicSegment', segmentProbe, SEGMENT_HIT),
  suite('hitTest.closestIntersection', (r) => ({ position: r.required('position', geoPoint), a: r.required('a', geoPoint), b: r.required('b', geoPoint) }),
    { radiusMeters: 'f64', point: GEO, mode: 'str' }, [REASONS.longitudeWrap]),

  suite('raster.id', raster, { id: 'str' }, [REASONS.tileScheme]),
  suite('raster.hash', raster, HASH, [REASONS.tileScheme]),
  suite('raster.fingerprint', raster, int32Fields(['id', 'source', 'opacity', 'visible', 'zIndex', 'userAgent', 'debug', 'extra']), [REASONS.tileScheme]),
  suite('groundImage.id', groundImage, { id: 'str' }, [REASONS.groundImageIdentity]),
  suite('groundImage.fingerprint', groundImage, int32Fields(['id', 'opacity', 'tileSize', 'extra']), [REASONS.groundImageIdentity]),
  suite('camera.hash', camera, HASH, [REASONS.cameraIdentity]),
  suite('hitTest.order', hitTestScenario, { order: { array: 'str' }, chosen: { nullable: 'str' } }, [REASONS.treeBin]),
].map((entry) => [entry.name, entry]));
