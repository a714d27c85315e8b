// @ts-check
/**
 * Java's hash codes in JavaScript (android-core semantics §1). Java's Int arithmetic wraps at 32 bits: every
 * product goes through Math.imul and every sum through `| 0`, never through a double that could round. A Long
 * is a BigInt; a Float is a double that Math.fround leaves unchanged; bit patterns come from typed arrays.
 */

const scratch = new DataView(new ArrayBuffer(8));

/** `31 * h + e` over the elements, wrapping like Java Int. @param {number} seed @param {Iterable<number>} elements */
export function h31(seed, elements) {
  let result = seed | 0;
  for (const element of elements) result = (Math.imul(31, result) + element) | 0;
  return result;
}

/** java.util.List.hashCode over element hashes. @param {Iterable<number>} hashes */
export const listHash = (hashes) => h31(1, hashes);

/** String.hashCode over UTF-16 code units (JavaScript strings are UTF-16 too). @param {string} text */
export function stringHash(text) {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(31, hash) + text.charCodeAt(index)) | 0;
  return hash;
}

/** Long.hashCode: `(int)(v ^ (v >>> 32))`. @param {bigint} value */
export function longHash(value) {
  const bits = BigInt.asUintN(64, value);
  return Number(BigInt.asIntN(32, bits ^ (bits >> 32n)));
}

/** Boolean.hashCode. @param {boolean} value */
export const booleanHash = (value) => (value ? 1231 : 1237);

/** Float.floatToIntBits: NaN canonical (0x7fc00000). @param {number} value a Float */
export function floatToIntBits(value) {
  if (Number.isNaN(value)) return 0x7fc00000;
  scratch.setFloat32(0, value);
  return scratch.getInt32(0);
}

/** Double.doubleToLongBits: NaN canonical (0x7ff8000000000000). @param {number} value */
export function doubleToLongBits(value) {
  if (Number.isNaN(value)) return 0x7ff8000000000000n;
  scratch.setFloat64(0, value);
  return scratch.getBigInt64(0);
}

/** Double.hashCode. @param {number} value */
export const doubleHash = (value) => longHash(doubleToLongBits(value));

/** Float.hashCode. @param {number} value */
export const floatHash = (value) => floatToIntBits(value);

/**
 * Kotlin's Double.toLong(): truncation toward zero, saturating at Long's bounds, NaN → 0.
 * @param {number} value
 */
export function kotlinToLong(value) {
  if (Number.isNaN(value)) return 0n;
  if (value >= 9223372036854775807) return 9223372036854775807n; // 2^63 is the first double above Long.MAX_VALUE
  if (value < -9223372036854775808) return -9223372036854775808n;
  return BigInt(Math.trunc(value));
}

/** Kotlin's Float.toInt(): truncation, saturation at Int's bounds, NaN → 0. @param {number} value */
export function kotlinToInt(value) {
  if (Number.isNaN(value)) return 0;
  if (value >= 2147483648) return 2147483647;
  if (value < -2147483648) return -2147483648;
  return Math.trunc(value) | 0;
}

/**
 * The hash of a JavaValue (docs/suites.md): a one-key object naming the JVM type, or null.
 * @param {import('../src/input-reader.js').JavaValue} value
 * @returns {number}
 */
export function javaValueHash(value) {
  if (value === null) return 0;
  if ('int' in value) return value.int | 0;
  if ('long' in value) return longHash(value.long);
  if ('float' in value) return floatHash(value.float);
  if ('double' in value) return doubleHash(value.double);
  if ('boolean' in value) return booleanHash(value.boolean);
  if ('string' in value) return stringHash(value.string);
  if ('list' in value) return listHash(value.list.map(javaValueHash));
  if ('map' in value) return value.map.reduce((sum, [key, element]) => (sum + (javaValueHash(key) ^ javaValueHash(element))) | 0, 0);
  const [first, ...rest] = value.dataClass;
  return h31(javaValueHash(first), rest.map(javaValueHash));
}

/**
 * Compose sRGB Color from ARGB, int channels (each `and 0xFF`) or float channels (clamped into [0, 1], NaN kept,
 * byte = `(c * 255f + 0.5f).toInt()`), as ui-graphics 1.8.1. Float steps are rounded to Float with Math.fround.
 * @param {{argb: number} | {rgba: number[]} | {rgbaFloat: number[]}} input
 */
export function composeColor(input) {
  if ('argb' in input) return input.argb | 0;
  const bytes = 'rgba' in input ? input.rgba.map((channel) => channel & 0xff) : input.rgbaFloat.map(colorByte);
  const [red, green, blue, alpha] = bytes;
  return ((alpha << 24) | (red << 16) | (green << 8) | blue) | 0;
}

/** @param {number} channel a Float */
function colorByte(channel) {
  let clamped = channel;
  if (clamped < 0) clamped = 0;
  if (clamped > 1) clamped = 1;
  return kotlinToInt(Math.fround(Math.fround(clamped * 255) + 0.5));
}
