// @ts-check
/**
 * Reads a case's `input` object into plain JavaScript values for a subject, refusing unknown fields (a typo in
 * a vector must never silently fall back to a default).
 */
import * as scalars from './scalars.js';
import { JsonNumber } from './json-text.js';

/**
 * The plain values subjects receive (docs/web-runner.md).
 * @typedef {{lat: number, lng: number, alt: number}} GeoPoint
 * @typedef {null | {int: number} | {long: bigint} | {float: number} | {double: number} | {boolean: boolean} | {string: string}
 *   | {list: JavaValue[]} | {map: [JavaValue, JavaValue][]} | {dataClass: JavaValue[]}} JavaValue
 */

export class InputReader {
  /** @param {unknown} node @param {string} where */
  constructor(node, where) {
    if (!isObject(node)) throw new scalars.VectorDefect(`${where}: expected an object, found ${scalars.describe(node)}`);
    /** @type {{[key: string]: unknown}} */
    this.record = /** @type {any} */ (node);
    this.where = where;
    /** @type {Set<string>} */
    this.used = new Set();
  }

  /** @template T @param {string} key @param {(node: unknown, where: string) => T} read @returns {T} */
  required(key, read) {
    this.used.add(key);
    if (!(key in this.record)) throw new scalars.VectorDefect(`${this.where}: missing field "${key}"`, 'see docs/suites.md for the suite\'s input fields');
    return read(this.record[key], `${this.where}/${key}`);
  }

  /** Absent means the default. @template T @param {string} key @param {T} fallback @param {(node: unknown, where: string) => T} read @returns {T} */
  optional(key, fallback, read) {
    this.used.add(key);
    return key in this.record ? read(this.record[key], `${this.where}/${key}`) : fallback;
  }

  /** Absent or null means null. @template T @param {string} key @param {(node: unknown, where: string) => T} read @returns {T | null} */
  nullable(key, read) {
    this.used.add(key);
    const node = this.record[key];
    return node === undefined || node === null ? null : read(node, `${this.where}/${key}`);
  }

  /** Call after reading: every field must have been read. */
  finish() {
    for (const key of Object.keys(this.record)) {
      if (!this.used.has(key)) {
        throw new scalars.VectorDefect(`${this.where}/${key}: unknown field "${key}"`, `the input fields are ${[...this.used].map((k) => `"${k}"`).join(', ')}`);
      }
    }
  }

  /** @template T @param {unknown} node @param {string} where @param {(reader: InputReader) => T} body @returns {T} */
  static read(node, where, body) {
    const reader = new InputReader(node, where);
    const value = body(reader);
    reader.finish();
    return value;
  }
}

/** @template T @param {(node: unknown, where: string) => T} read */
export function arrayOf(read) {
  return (/** @type {unknown} */ node, /** @type {string} */ where) => {
    if (!Array.isArray(node)) throw new scalars.VectorDefect(`${where}: expected an array, found ${scalars.describe(node)}`);
    return node.map((element, index) => read(element, `${where}/${index}`));
  };
}

/** @param {unknown} node @param {string} where @returns {GeoPoint} */
export function geoPoint(node, where) {
  return InputReader.read(node, where, (reader) => ({
    lat: reader.required('lat', scalars.float64),
    lng: reader.required('lng', scalars.float64),
    alt: reader.optional('alt', 0, scalars.float64),
  }));
}

/** @param {unknown} node @param {string} where @returns {JavaValue} */
export function javaValue(node, where) {
  if (node === null) return null;
  if (!isObject(node) || Object.keys(/** @type {object} */ (node)).length !== 1) {
    throw new scalars.VectorDefect(`${where}: expected a one-key JavaValue object ({"int": 1}, {"long": "1"}, ...), found ${scalars.describe(node)}`);
  }
  const [[kind, value]] = Object.entries(/** @type {object} */ (node));
  const at = `${where}/${kind}`;
  switch (kind) {
    case 'int': return { int: scalars.int32(value, at) };
    case 'long': return { long: scalars.int64(value, at) };
    case 'float': return { float: scalars.float32(value, at) };
    case 'double': return { double: scalars.float64(value, at) };
    case 'boolean': return { boolean: scalars.bool(value, at) };
    case 'string': return { string: scalars.string(value, at) };
    case 'list': return { list: arrayOf(javaValue)(value, at) };
    case 'map': return {
      map: arrayOf((entry, entryAt) => {
        if (!Array.isArray(entry) || entry.length !== 2) throw new scalars.VectorDefect(`${entryAt}: expected a [key, value] pair`);
        return /** @type {[JavaValue, JavaValue]} */ ([javaValue(entry[0], `${entryAt}/0`), javaValue(entry[1], `${entryAt}/1`)]);
      })(value, at),
    };
    case 'dataClass': {
      const fields = arrayOf(javaValue)(value, at);
      if (fields.length === 0) throw new scalars.VectorDefect(`${at}: a data class has at least one field`);
      return { dataClass: fields };
    }
    default:
      throw new scalars.VectorDefect(`${where}: unknown JavaValue type "${kind}"`, 'use int, long, float, double, boolean, string, list, map or dataClass');
  }
}

/** @param {unknown} node */
export function isObject(node) {
  return node !== null && typeof node === 'object' && !Array.isArray(node) && !(node instanceof JsonNumber);
}
