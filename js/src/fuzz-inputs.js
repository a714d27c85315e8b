// @ts-check
/**
 * Random inputs for the web fuzzer (parity-check-web --fuzz), as typed trees written in the vector format's
 * encodings (docs/vector-format.md): the same kinds of values the Swift fuzzer draws (edge values, NaN, infinities,
 * -0.0, out-of-range coordinates, lone surrogates, nested Kotlin values), for the suites an SDK's mistakes hide in
 * most often. The streams are this runner's own: a seed gives the same inputs here on every run, not the same
 * inputs as parity-check fuzz.
 *
 * A value is {k: 'd'|'f'|'i'|'l'|'s'|'b'|'n'|'a'|'o', ...}: a Double, Float, Int, Long (BigInt), String (UTF-16
 * units), Boolean, null, array (e) or object (m: [name, value] pairs in order).
 */

/** @typedef {{k: 'd' | 'f', v: number} | {k: 'i', v: number} | {k: 'l', v: bigint} | {k: 's', u: number[]} | {k: 'b', v: boolean} | {k: 'n'}
 *   | {k: 'a', e: Value[]} | {k: 'o', m: [string, Value][]}} Value */

/** A seeded stream (splitmix32): `seed` and the suite's name give the same inputs on every run. */
export class Random {
  /** @param {number | bigint} seed @param {string} name */
  constructor(seed, name) {
    let state = Number(BigInt.asUintN(32, BigInt(seed) * 2654435761n)) >>> 0;
    for (let i = 0; i < name.length; i++) state = Math.imul(state ^ name.charCodeAt(i), 0x01000193) >>> 0;
    this.state = state;
  }

  /** 32 random bits. */
  next32() {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** A number in [0, 1). */
  unit() { return (this.next32() * 2 ** 21 + (this.next32() >>> 11)) / 2 ** 53; }
  /** @param {number} n an integer in [0, n) */
  below(n) { return Math.floor(this.unit() * n); }
  /** @param {number} low @param {number} high an integer in [low, high] */
  int(low, high) { return low + this.below(high - low + 1); }
  /** @param {number} p */
  chance(p) { return this.unit() < p; }
  /** @template T @param {T[]} items @returns {T} */
  pick(items) { return items[this.below(items.length)]; }
  /** @param {number} low @param {number} high */
  double(low, high) { return low + this.unit() * (high - low); }
  /** `x` with `digits` decimals, as a person would write it. @param {number} x @param {number} digits */
  decimal(x, digits) { return Number(x.toFixed(digits)); }
}

const EDGE_DOUBLES = [0, -0, 1, -1, NaN, Infinity, -Infinity, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE,
  2.2250738585072014e-308, 0.1, 0.5, 1e7, 2 ** 31, -(2 ** 31), 2 ** 53, 2 ** 63, -(2 ** 63), 1e-7, 4.9e-324];
const EDGE_LATITUDES = [0, -0, 90, -90, 89.9, -89.9, 89.99999999, 90.0000001, -90.0000001, 95, 1000, NaN, Infinity, -Infinity];
const EDGE_LONGITUDES = [0, -0, 180, -180, 179.9, -179.9, 179.99999999, 180.0000001, -180.0000001, 360, -540, NaN, Infinity, -Infinity];
const EDGE_INT32 = [0, 1, -1, 2147483647, -2147483648, 2147483646, -2147483647, 255, 256, -65536];
const EDGE_INT64 = [0n, 1n, -1n, 9223372036854775807n, -9223372036854775808n, 2147483648n, -2147483649n, 4294967296n, -4294967296n, 4294967295n];

/** @param {number} v @returns {Value} */ const d = (v) => ({ k: 'd', v });
/** @param {number} v @returns {Value} */ const f = (v) => ({ k: 'f', v: Math.fround(v) });
/** @param {number} v @returns {Value} */ const i = (v) => ({ k: 'i', v: v | 0 });
/** @param {boolean} v @returns {Value} */ const b = (v) => ({ k: 'b', v });
/** @param {[string, Value][]} m @returns {Value} */ const o = (m) => ({ k: 'o', m });
/** @type {Value} */ const NULL = { k: 'n' };

/** @param {Random} r */
function anyDouble(r) {
  switch (r.below(8)) {
    case 0: case 1: return r.pick(EDGE_DOUBLES);
    case 2: { const view = new DataView(new ArrayBuffer(8)); view.setUint32(0, r.next32()); view.setUint32(4, r.next32()); return view.getFloat64(0); }
    case 3: return r.double(-10, 10) * 10 ** r.int(-300, 300);
    case 4: return r.int(-1000, 1000);
    default: return r.decimal(r.double(-1000, 1000), r.int(0, 8));
  }
}
/** @param {Random} r */
function anyInt32(r) {
  switch (r.below(5)) {
    case 0: return r.pick(EDGE_INT32);
    case 1: return r.int(-300, 300);
    default: return r.next32() | 0;
  }
}
/** @param {Random} r */
function anyInt64(r) {
  if (r.chance(0.3)) return r.pick(EDGE_INT64);
  if (r.chance(0.3)) return BigInt(r.int(-100000, 100000));
  return BigInt.asIntN(64, (BigInt(r.next32()) << 32n) | BigInt(r.next32()));
}
/** A Kotlin String: empty, ASCII, or anything up to U+FFFF, with emoji and lone surrogates. @param {Random} r @returns {number[]} */
function anyJavaString(r) {
  const shape = r.below(10);
  if (shape === 0) return [];
  if (shape === 1) return r.pick([[0xd83d], [0xdc00], [0x61, 0xd800], [0xd83d, 0xde00], [0x30c6, 0x30b9, 0x30c8]]);
  const length = r.int(1, r.chance(0.5) ? 8 : 40);
  const ascii = r.chance(0.5);
  /** @type {number[]} */
  const units = [];
  while (units.length < length) {
    if (ascii) { units.push(r.int(0x20, 0x7e)); continue; }
    switch (r.below(6)) {
      case 0: units.push(r.int(0xd800, 0xdfff)); break; // a lone surrogate
      case 1: units.push(0xd83d, r.int(0xde00, 0xde4f)); break; // an emoji
      case 2: units.push(r.int(0x80, 0xd7ff)); break;
      case 3: units.push(r.int(0, 0x1f)); break;
      default: units.push(r.int(0x20, 0x7e));
    }
  }
  return units;
}
/** @param {Random} r @param {number} depth @returns {Value} */
function anyJavaValue(r, depth = 3) {
  const size = () => (r.chance(0.2) ? 0 : r.int(1, 4));
  switch (r.below(depth > 0 ? 10 : 7)) {
    case 0: return NULL;
    case 1: return o([['int', i(anyInt32(r))]]);
    case 2: return o([['long', { k: 'l', v: anyInt64(r) }]]);
    case 3: return o([['float', f(anyDouble(r))]]);
    case 4: return o([['double', d(anyDouble(r))]]);
    case 5: return o([['boolean', b(r.chance(0.5))]]);
    case 6: return o([['string', { k: 's', u: anyJavaString(r) }]]);
    case 7: return o([['list', { k: 'a', e: Array.from({ length: size() }, () => anyJavaValue(r, depth - 1)) }]]);
    case 8: return o([['dataClass', { k: 'a', e: Array.from({ length: Math.max(1, size()) }, () => anyJavaValue(r, depth - 1)) }]]);
    default: {
      // Distinct keys: the contract forbids duplicate map keys (the oracle refuses them).
      const keys = new Set();
      /** @type {Value[]} */
      const entries = [];
      for (let n = size(); n > 0; n--) {
        const key = o([['int', i(r.int(-5, 50))]]);
        const text = valueJson(key);
        if (keys.has(text)) continue;
        keys.add(text);
        entries.push({ k: 'a', e: [key, anyJavaValue(r, depth - 1)] });
      }
      return o([['map', { k: 'a', e: entries }]]);
    }
  }
}
/** @param {Random} r */
function latitude(r) {
  const shape = r.below(10);
  return shape < 2 ? r.pick(EDGE_LATITUDES) : shape === 2 ? anyDouble(r) : r.decimal(r.double(-90, 90), r.int(0, 9));
}
/** @param {Random} r */
function longitude(r) {
  const shape = r.below(10);
  return shape < 2 ? r.pick(EDGE_LONGITUDES) : shape === 2 ? anyDouble(r) : r.decimal(r.double(-180, 180), r.int(0, 9));
}
/** @param {Random} r @returns {Value} */
function geoPoint(r) {
  /** @type {[string, Value][]} */
  const members = [['lat', d(latitude(r))], ['lng', d(longitude(r))]];
  const shape = r.below(10);
  if (shape === 5) members.push(['alt', d(0)]);
  else if (shape === 6) members.push(['alt', d(r.pick([1e12, -1e12, NaN, Infinity, -0]))]);
  else if (shape === 7) members.push(['alt', d(anyDouble(r))]);
  else if (shape > 7) members.push(['alt', d(r.decimal(r.double(-500, 9000), r.int(0, 3)))]);
  return o(members);
}
/** A Dp width: the defaults, realistic, or any float. @param {Random} r */
function strokeWidth(r) {
  const shape = r.below(4);
  return shape === 0 ? r.pick([1, 2, 0, 0.5, 1.5, 3]) : shape === 1 ? anyDouble(r) : r.decimal(r.double(0, 20), r.int(0, 2));
}
/** Appends `name` half the time (else Android's default applies); a nullable one is null a quarter of those times.
 * @param {Random} r @param {[string, Value][]} members @param {string} name @param {boolean} nullable @param {() => Value} value */
function maybe(r, members, name, nullable, value) {
  if (!r.chance(0.5)) return;
  members.push([name, nullable && r.chance(0.25) ? NULL : value()]);
}
/** @param {Random} r @returns {Value} */
function marker(r) {
  /** @type {[string, Value][]} */
  const members = [['position', geoPoint(r)]];
  maybe(r, members, 'id', true, () => ({ k: 's', u: anyJavaString(r) }));
  maybe(r, members, 'extra', true, () => anyJavaValue(r));
  maybe(r, members, 'icon', true, () => i(anyInt32(r)));
  maybe(r, members, 'clickable', false, () => b(r.chance(0.5)));
  maybe(r, members, 'draggable', false, () => b(r.chance(0.5)));
  maybe(r, members, 'zIndex', true, () => i(anyInt32(r)));
  return o(members);
}
/** @param {Random} r @returns {Value} */
function circle(r) {
  const radius = r.chance(0.7) ? r.decimal(r.double(0, 50000), r.int(0, 4)) : anyDouble(r);
  /** @type {[string, Value][]} */
  const members = [['center', geoPoint(r)], ['radiusMeters', d(radius)]];
  maybe(r, members, 'id', true, () => ({ k: 's', u: anyJavaString(r) }));
  maybe(r, members, 'clickable', false, () => b(r.chance(0.5)));
  maybe(r, members, 'geodesic', false, () => b(r.chance(0.5)));
  maybe(r, members, 'strokeColor', false, () => i(anyInt32(r)));
  maybe(r, members, 'strokeWidth', false, () => f(strokeWidth(r)));
  maybe(r, members, 'fillColor', false, () => i(anyInt32(r)));
  maybe(r, members, 'zIndex', true, () => i(anyInt32(r)));
  maybe(r, members, 'extra', true, () => anyJavaValue(r));
  return o(members);
}

/** @param {Random} r @returns {Value} */
function polyline(r) {
  const count = r.chance(0.1) ? 0 : r.int(1, 6);
  /** @type {[string, Value][]} */
  const members = [['points', { k: 'a', e: Array.from({ length: count }, () => geoPoint(r)) }]];
  maybe(r, members, 'id', true, () => ({ k: 's', u: anyJavaString(r) }));
  maybe(r, members, 'strokeColor', false, () => i(anyInt32(r)));
  maybe(r, members, 'strokeWidth', false, () => f(strokeWidth(r)));
  maybe(r, members, 'geodesic', false, () => b(r.chance(0.5)));
  maybe(r, members, 'clickable', false, () => b(r.chance(0.5)));
  maybe(r, members, 'zIndex', false, () => i(anyInt32(r)));
  maybe(r, members, 'extra', true, () => anyJavaValue(r));
  return o(members);
}

/** @param {Random} r */
const onePoint = (r) => o([['point', geoPoint(r)]]);

/** Each suite the web fuzzer draws inputs for, and how. @type {Map<string, (r: Random) => Value>} */
export const GENERATORS = new Map([
  ['javaHash.string', (r) => o([['s', { k: 's', u: anyJavaString(r) }]])],
  ['javaHash.int', (r) => o([['value', i(anyInt32(r))]])],
  ['javaHash.long', (r) => o([['value', { k: 'l', v: anyInt64(r) }]])],
  ['javaHash.float', (r) => o([['value', f(anyDouble(r))]])],
  ['javaHash.double', (r) => o([['value', d(anyDouble(r))]])],
  ['javaHash.boolean', (r) => o([['value', b(r.chance(0.5))]])],
  ['javaHash.value', (r) => o([['value', anyJavaValue(r, r.int(0, 4))]])],
  ['geoPoint.hash', onePoint],
  ['geoPoint.isValid', onePoint],
  ['geoPoint.normalize', onePoint],
  ['geoPoint.wrap', onePoint],
  ['geoPoint.equals', (r) => o([['a', geoPoint(r)], ['b', geoPoint(r)]])],
  ['geoPoint.normalizeLng', (r) => o([['lng', d(r.chance(0.3) ? anyDouble(r) : longitude(r))]])],
  ['marker.id', marker],
  ['marker.hash', marker],
  ['circle.id', circle],
  ['circle.hash', circle],
  ['polyline.id', polyline],
]);

/** A Double or Float in the vector format: shortest round-trip decimal, `-0.0`, or a special's name. @param {number} x */
function numberText(x) {
  if (Number.isNaN(x)) return '"NaN"';
  if (x === Infinity) return '"Infinity"';
  if (x === -Infinity) return '"-Infinity"';
  if (Object.is(x, -0)) return '-0.0';
  const text = String(x);
  return /^-?[0-9]+$/.test(text) ? `${text}.0` : text;
}

/** A String in the vector format: ASCII with `\u` escapes, or a `utf16` array when it holds a surrogate. @param {number[]} units */
function stringText(units) {
  if (units.some((unit) => unit >= 0xd800 && unit <= 0xdfff)) return `{"utf16": [${units.join(', ')}]}`;
  let text = '"';
  for (const unit of units) {
    if (unit === 0x22) text += '\\"';
    else if (unit === 0x5c) text += '\\\\';
    else if (unit >= 0x20 && unit < 0x7f) text += String.fromCharCode(unit);
    else text += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `${text}"`;
}

/** The value as compact vector-format JSON. @param {Value} value @returns {string} */
export function valueJson(value) {
  switch (value.k) {
    case 'd': case 'f': return numberText(value.v);
    case 'i': return String(value.v);
    case 'l': return `"${value.v}"`;
    case 's': return stringText(value.u);
    case 'b': return String(value.v);
    case 'n': return 'null';
    case 'a': return `[${value.e.map(valueJson).join(', ')}]`;
    case 'o': return `{${value.m.map(([name, member]) => `${JSON.stringify(name)}: ${valueJson(member)}`).join(', ')}}`;
  }
}
