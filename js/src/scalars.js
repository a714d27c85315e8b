// @ts-check
/**
 * The format's typed scalars (docs/vector-format.md "Numbers and strings"), read without losing a bit.
 *
 * JavaScript has one number type, the IEEE double, so: `i64` values become BigInt (never number: 2^53 + 1 has no
 * double), `f64` values are the double JSON.parse gives for the written decimal (correctly rounded, hence the
 * JVM's value for a round-tripping decimal), `f32` values are doubles that Math.fround leaves unchanged, and NaN
 * payloads written as hex go through a DataView.
 */
import { JsonNumber } from './json-text.js';

/** A malformed value in a vector file: a vector error, never a divergence. */
export class VectorDefect extends Error {
  /** @param {string} message @param {string} [help] */
  constructor(message, help = 'regenerate the file with tools/jvm-parity/oracle generate') {
    super(message);
    this.help = help;
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** @param {unknown} node */
export function describe(node) {
  if (node === null) return 'null';
  if (node instanceof JsonNumber) return `the ${node.isIntegerToken ? 'integer' : 'number'} ${node.text}`;
  if (typeof node === 'string') return `the string ${JSON.stringify(node)}`;
  if (Array.isArray(node)) return 'an array';
  if (typeof node === 'object') return 'an object';
  return String(node);
}

/** @param {unknown} node @param {string} where */
export function int32(node, where) {
  if (node instanceof JsonNumber && node.isIntegerToken && node.value >= -2147483648 && node.value <= 2147483647) {
    return node.value;
  }
  if (node instanceof JsonNumber && node.isIntegerToken) throw new VectorDefect(`${where}: integer ${node.text} is outside the 32-bit range`);
  throw new VectorDefect(`${where}: expected a 32-bit integer, found ${describe(node)}`);
}

/** @param {unknown} node @param {string} where @returns {bigint} */
export function int64(node, where) {
  if (typeof node === 'string') {
    // "-0" is refused as parity-check refuses it: one value, one spelling.
    const value = /^(0|-?[1-9]\d*)$/.test(node) ? BigInt(node) : null;
    if (value !== null && value >= INT64_MIN && value <= INT64_MAX) return value;
    throw new VectorDefect(`${where}: ${JSON.stringify(node)} is not a canonical 64-bit decimal integer`, 'write digits only, with an optional leading \'-\', no leading zeros or \'+\'; a Long is -9223372036854775808...9223372036854775807');
  }
  throw new VectorDefect(`${where}: expected a Long as a decimal string ("-9223372036854775808"), found ${describe(node)}`);
}

/** @param {unknown} node @param {string} where */
export function bool(node, where) {
  if (typeof node === 'boolean') return node;
  throw new VectorDefect(`${where}: expected true or false, found ${describe(node)}`);
}

/** @param {unknown} node @param {string} where */
export function float64(node, where) {
  if (node instanceof JsonNumber) return node.value;
  const special = specialFloat(node, 16);
  if (special !== undefined) return special;
  throw new VectorDefect(`${where}: expected a Double, found ${describe(node)}`);
}

/** @param {unknown} node @param {string} where */
export function float32(node, where) {
  if (node instanceof JsonNumber) {
    if (Math.fround(node.value) === node.value || Number.isNaN(node.value)) return node.value;
    throw new VectorDefect(`${where}: ${node.text} is not exactly a Float`,
      'write the float\'s double value, (f as Double).toString(): 1.100000023841858, not 1.1');
  }
  const special = specialFloat(node, 8);
  if (special !== undefined) return special;
  throw new VectorDefect(`${where}: expected a Float, found ${describe(node)}`);
}

/** A string, or `{"utf16": [units]}` for one that holds a surrogate. @param {unknown} node @param {string} where */
export function string(node, where) {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && !Array.isArray(node) && !(node instanceof JsonNumber)) {
    const record = /** @type {{[key: string]: unknown}} */ (node);
    const units = record.utf16;
    if (Object.keys(record).length === 1 && Array.isArray(units)) {
      return String.fromCharCode(...units.map((unit, index) => {
        if (unit instanceof JsonNumber && unit.isIntegerToken && unit.value >= 0 && unit.value <= 0xffff) return unit.value;
        throw new VectorDefect(`${where}/utf16/${index}: expected a UTF-16 code unit (0...65535), found ${describe(unit)}`);
      }));
    }
  }
  throw new VectorDefect(`${where}: expected a string, found ${describe(node)}`);
}

/**
 * "NaN", "Infinity", "-Infinity", or the hex bit pattern of the given width.
 * @param {unknown} node @param {8 | 16} hexDigits
 */
function specialFloat(node, hexDigits) {
  if (node === 'NaN') return NaN;
  if (node === 'Infinity') return Infinity;
  if (node === '-Infinity') return -Infinity;
  if (typeof node === 'string' && node.length === hexDigits + 2 && /^0x[0-9a-f]+$/.test(node)) {
    return hexDigits === 16 ? doubleFromBits(BigInt(node)) : floatFromBits(Number(BigInt(node)));
  }
  return undefined;
}

/** @param {bigint} bits unsigned 64-bit pattern */
export function doubleFromBits(bits) {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt.asUintN(64, bits));
  return view.getFloat64(0);
}

/** @param {number} bits unsigned 32-bit pattern */
export function floatFromBits(bits) {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, bits >>> 0);
  return view.getFloat32(0);
}

/** The raw IEEE bits of a double, unsigned. @param {number} value */
export function doubleBits(value) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return view.getBigUint64(0);
}

/** The raw IEEE bits of a float (the value must be a float), unsigned. @param {number} value */
export function floatBits(value) {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, value);
  return view.getUint32(0);
}

/** A double as the reports write it: Java-like, `1.0`, `NaN`, `-Infinity`. @param {number} value */
export function renderDouble(value) {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-Infinity' : 'Infinity';
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
}
