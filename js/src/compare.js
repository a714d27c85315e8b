// @ts-check
/**
 * The comparison rules shared with parity-check and the oracle (docs/vector-format.md "Comparison"): the
 * subject's value is typed by the suite's output description, which decides how the expected JSON is read.
 */
import * as scalars from './scalars.js';
import { JsonNumber } from './json-text.js';
import { listSummary, preview, stringPair } from './bounded.js';

/** Differing elements of one list reported one by one; the rest are counted. */
export const ELEMENT_DIVERGENCES = 10;

/**
 * An output type: a scalar name, `[element]` for an array, or an object of named fields (in report order).
 * @typedef {'i32' | 'i64' | 'f64' | 'f32' | 'bool' | 'str' | 'null' | {array: OutputType} | {nullable: OutputType} | {[field: string]: OutputType}} OutputType
 * @typedef {{ulps?: number, abs?: number, nanBits?: boolean, signedZero?: boolean, nanMatchesNumber?: boolean}} Tolerance
 * @typedef {{field: string, kind: DifferenceKind, expected: string, actual: string, absoluteError?: number, ulps?: bigint, tolerance?: string, note?: string,
 *   codes?: {expected?: string, actual: string}}} Divergence
 *   kind: how the values differ (docs/report-format.md, Causes); codes: the error codes of a `rejected` or `error` one.
 * @typedef {'null' | 'type' | 'number' | 'string' | 'boolean' | 'length' | 'portability' | 'elided' | 'rejected' | 'error'} DifferenceKind
 */

/** A subject's value that does not have its field's type: the subject, not the vectors, is wrong. */
export class SubjectTypeError extends Error {}

/** @param {Tolerance} tolerance */
export function describeTolerance(tolerance) {
  const parts = [];
  if (tolerance.ulps !== undefined) parts.push(`${tolerance.ulps} ulps`);
  if (tolerance.abs !== undefined) parts.push(`abs ${scalars.renderDouble(tolerance.abs)}`);
  if (parts.length === 0) parts.push('exact');
  if (tolerance.nanBits) parts.push('NaN bits');
  if (tolerance.signedZero === false) parts.push('0.0 == -0.0');
  if (tolerance.nanMatchesNumber) parts.push('NaN == any number');
  return parts.join(', ');
}

/**
 * Every divergence between `expected` (JSON tree) and `actual` (plain value of type `type`).
 * Throws VectorDefect when the expected value is malformed, SubjectTypeError when the actual one is mistyped.
 * @param {unknown} expected @param {unknown} actual @param {OutputType} type @param {Tolerance} tolerance
 * @param {string} [field]
 * @returns {Divergence[]}
 */
export function compare(expected, actual, type, tolerance, field = '') {
  /** @type {Divergence[]} */
  const found = [];
  walk(expected, actual, type, tolerance, field, found);
  return found;
}

/**
 * @param {unknown} expected @param {unknown} actual @param {OutputType} type @param {Tolerance} tolerance
 * @param {string} field @param {Divergence[]} found
 */
function walk(expected, actual, type, tolerance, field, found) {
  const where = `/expected${field}`;
  // null against anything is judged before types, as in the other runners: both null pass, one null diverges.
  if (expected === null || actual === null || type === 'null') {
    if (type === 'null' && actual !== null) throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for null`);
    if (expected !== null || actual !== null) {
      found.push({ field, kind: 'null', expected: preview(expected), actual: preview(actual), note: 'null versus a value' });
    }
    return;
  }
  if (typeof type === 'object' && 'nullable' in type && Object.keys(type).length === 1) {
    walk(expected, actual, /** @type {OutputType} */ (type.nullable), tolerance, field, found);
    return;
  }
  switch (type) {
    case 'i32': {
      if (!Number.isInteger(actual) || /** @type {number} */ (actual) < -2147483648 || /** @type {number} */ (actual) > 2147483647) {
        throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for an Int (a number, -2^31...2^31-1)`);
      }
      const wanted = scalars.int32(expected, where);
      if (wanted !== actual) found.push({ field, kind: 'number', expected: String(wanted), actual: String(actual) });
      return;
    }
    case 'i64': {
      if (typeof actual !== 'bigint' || BigInt.asIntN(64, actual) !== actual) {
        throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for a Long (a BigInt; a number would lose precision above 2^53)`);
      }
      const wanted = scalars.int64(expected, where);
      if (wanted !== actual) found.push({ field, kind: 'number', expected: `"${wanted}"`, actual: `"${actual}"` });
      return;
    }
    case 'bool': {
      if (typeof actual !== 'boolean') throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for a Boolean`);
      const wanted = scalars.bool(expected, where);
      if (wanted !== actual) found.push({ field, kind: 'boolean', expected: String(wanted), actual: String(actual) });
      return;
    }
    case 'str': {
      if (typeof actual !== 'string') throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for a String`);
      const wanted = scalars.string(expected, where);
      if (wanted !== actual) found.push({ field, kind: 'string', ...stringPair(wanted, actual) });
      return;
    }
    case 'f64':
    case 'f32': {
      if (typeof actual !== 'number') throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for a ${type === 'f64' ? 'Double' : 'Float'}`);
      if (type === 'f32' && !Number.isNaN(actual) && Math.fround(actual) !== actual) {
        throw new SubjectTypeError(`${field || '/'}: the subject returned ${actual}, which is not a Float (round it with Math.fround)`);
      }
      const wanted = type === 'f64' ? scalars.float64(expected, where) : scalars.float32(expected, where);
      const divergence = compareFloating(wanted, actual, tolerance, type, field);
      if (divergence) found.push(divergence);
      return;
    }
    default:
      break;
  }
  if ('array' in type && Object.keys(type).length === 1) {
    if (!Array.isArray(actual)) throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for an array`);
    if (!Array.isArray(expected)) throw new scalars.VectorDefect(`${where}: expected an array here, found ${scalars.describe(expected)}`);
    if (expected.length !== actual.length) {
      found.push({ field, kind: 'length', expected: listSummary(expected), actual: listSummary(actual), note: 'length' });
    }
    // A report shows the first differing elements and counts the others: its size never follows the answer's.
    // Lists of different lengths are compared up to their first differing element only: after a missing or an
    // extra element every later one is shifted, and reporting those would bury the one difference under copies.
    let differing = 0;
    for (let index = 0; index < Math.min(expected.length, actual.length); index++) {
      /** @type {Divergence[]} */
      const element = [];
      walk(expected[index], actual[index], /** @type {OutputType} */ (type.array), tolerance, `${field}/${index}`, element);
      if (element.length === 0) continue;
      differing++;
      if (differing <= ELEMENT_DIVERGENCES) found.push(...element);
      if (expected.length !== actual.length) break;
    }
    if (differing > ELEMENT_DIVERGENCES) {
      found.push({ field, kind: 'elided', expected: '', actual: '', note: `${differing - ELEMENT_DIVERGENCES} more differing elements are not shown (${differing} in all; the first ${ELEMENT_DIVERGENCES} are above)` });
    }
    return;
  }
  const fields = /** @type {{[field: string]: OutputType}} */ (type);
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
    throw new SubjectTypeError(`${field || '/'}: the subject returned ${typeName(actual)} for an object with ${Object.keys(fields).join(', ')}`);
  }
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected) || expected instanceof JsonNumber) {
    throw new scalars.VectorDefect(`${where}: expected an object here, found ${scalars.describe(expected)}`);
  }
  const expectedRecord = /** @type {{[key: string]: unknown}} */ (expected);
  const actualRecord = /** @type {{[key: string]: unknown}} */ (actual);
  checkFieldNames(expectedRecord, fields, field);
  for (const name of Object.keys(fields)) {
    // The subject's value may be a class instance: its fields may be getters of its prototype.
    if (!(name in actualRecord)) throw new SubjectTypeError(`${field}/${name}: the subject's value lacks this field`);
    walk(expectedRecord[name], actualRecord[name], fields[name], tolerance, `${field}/${escapePointer(name)}`, found);
  }
}

/**
 * The expected record has exactly the suite's fields: own members only on both sides, so a member named
 * `toString` or `__proto__` is an unknown field, not one that Object.prototype seems to hold.
 * @param {{[key: string]: unknown}} expectedRecord @param {{[field: string]: OutputType}} fields @param {string} field
 */
function checkFieldNames(expectedRecord, fields, field) {
  const where = `/expected${field}`;
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(expectedRecord, name)) throw new scalars.VectorDefect(`${where}: the expected value lacks field "${name}"`);
  }
  for (const name of Object.keys(expectedRecord)) {
    if (!Object.hasOwn(fields, name)) {
      throw new scalars.VectorDefect(`${where}/${escapePointer(name)}: unknown field "${name}" in the expected value`,
        `the suite's output fields are ${Object.keys(fields).map((key) => `"${key}"`).join(', ')}`);
    }
  }
}

/**
 * Reads an expected value by the suite's output type as compare() reads it, without a subject's value: for the
 * cases no subject answers (a suite the subject is allowed not to run), whose files must still be sound.
 * Throws VectorDefect at the first fault.
 * @param {unknown} expected @param {OutputType} type @param {string} [field]
 */
export function checkExpected(expected, type, field = '') {
  const where = `/expected${field}`;
  if (expected === null || type === 'null') return;
  if (typeof type === 'object' && 'nullable' in type && Object.keys(type).length === 1) {
    checkExpected(expected, /** @type {OutputType} */ (type.nullable), field);
    return;
  }
  switch (type) {
    case 'i32': scalars.int32(expected, where); return;
    case 'i64': scalars.int64(expected, where); return;
    case 'bool': scalars.bool(expected, where); return;
    case 'str': scalars.string(expected, where); return;
    case 'f64': scalars.float64(expected, where); return;
    case 'f32': scalars.float32(expected, where); return;
    default: break;
  }
  if ('array' in type && Object.keys(type).length === 1) {
    if (!Array.isArray(expected)) throw new scalars.VectorDefect(`${where}: expected an array here, found ${scalars.describe(expected)}`);
    expected.forEach((element, index) => checkExpected(element, /** @type {OutputType} */ (type.array), `${field}/${index}`));
    return;
  }
  const fields = /** @type {{[field: string]: OutputType}} */ (type);
  if (typeof expected !== 'object' || Array.isArray(expected) || expected instanceof JsonNumber) {
    throw new scalars.VectorDefect(`${where}: expected an object here, found ${scalars.describe(expected)}`);
  }
  const expectedRecord = /** @type {{[key: string]: unknown}} */ (expected);
  checkFieldNames(expectedRecord, fields, field);
  for (const name of Object.keys(fields)) checkExpected(expectedRecord[name], fields[name], `${field}/${escapePointer(name)}`);
}

/**
 * The floating-point rules: exact or within tolerance; NaN equals NaN unless bits are asked for; -0.0 differs
 * from 0.0 unless the tolerance says otherwise; infinities equal only themselves.
 * @param {number} expected @param {number} actual @param {Tolerance} tolerance @param {'f64' | 'f32'} width
 * @param {string} field
 * @returns {Divergence | undefined}
 */
export function compareFloating(expected, actual, tolerance, width, field) {
  let diverged;
  /** @type {bigint | undefined} */
  let ulps;
  /** @type {number | undefined} */
  let absoluteError;
  const bits = width === 'f64' ? scalars.doubleBits : (/** @type {number} */ value) => BigInt(scalars.floatBits(value));
  if (Number.isNaN(expected) || Number.isNaN(actual)) {
    diverged = Number.isNaN(expected) && Number.isNaN(actual)
      ? tolerance.nanBits === true && bits(expected) !== bits(actual)
      : tolerance.nanMatchesNumber !== true;
  } else if (!Number.isFinite(expected) || !Number.isFinite(actual)) {
    diverged = expected !== actual;
  } else if (expected === actual) {
    diverged = tolerance.signedZero !== false && Object.is(expected, -0) !== Object.is(actual, -0);
    ulps = 0n;
    absoluteError = 0;
  } else {
    ulps = ulpDistance(expected, actual, width);
    absoluteError = Math.abs(actual - expected);
    const withinUlps = tolerance.ulps !== undefined && ulps <= BigInt(tolerance.ulps);
    const withinAbs = tolerance.abs !== undefined && absoluteError <= tolerance.abs;
    diverged = !(withinUlps || withinAbs);
  }
  if (!diverged) return undefined;
  return {
    field, kind: 'number', expected: scalars.renderDouble(expected), actual: scalars.renderDouble(actual),
    ...(absoluteError !== undefined ? { absoluteError } : {}),
    ...(ulps !== undefined ? { ulps } : {}),
    tolerance: describeTolerance(tolerance),
  };
}

/**
 * Distance in units in the last place: each value's position on the line of ordered IEEE values (negative
 * values mirrored, so -0.0 and 0.0 share position 0), then the difference. Not defined for NaN.
 * @param {number} a @param {number} b @param {'f64' | 'f32'} width
 */
export function ulpDistance(a, b, width) {
  const position = (/** @type {number} */ value) => {
    if (width === 'f64') {
      const bits = scalars.doubleBits(value);
      const magnitude = bits & 0x7fffffffffffffffn;
      return bits >> 63n ? -magnitude : magnitude;
    }
    const bits = BigInt(scalars.floatBits(value));
    const magnitude = bits & 0x7fffffffn;
    return bits >> 31n ? -magnitude : magnitude;
  };
  const distance = position(a) - position(b);
  return distance < 0n ? -distance : distance;
}

/** @param {unknown} value */
function typeName(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'bigint') return `the BigInt ${value}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  return `a ${typeof value}`;
}

/** A string quoted with every non-printable-ASCII UTF-16 unit escaped, as the other runners show it. @param {string} text */
export function quoteUnits(text) {
  let out = '"';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) out += '\\"';
    else if (unit === 0x5c) out += '\\\\';
    else if (unit >= 0x20 && unit <= 0x7e) out += text[index];
    else out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** @param {string} name */
function escapePointer(name) { return name.replace(/~/g, '~0').replace(/\//g, '~1'); }
