// @ts-check
/**
 * Values in a report are shown up to a fixed size, never whole: a subject that answers a million points where
 * Android rejects the input must not make a 100 MB report. A long list is shown as its length with its first and
 * last elements, a long string as its length with its start and end, and the whole preview is cut at a fixed
 * number of characters. The size of a report, and the memory to write it, then do not depend on what the subject
 * answers.
 */
import { JsonNumber } from './json-text.js';
import { quoteUnits } from './compare.js';

/** Characters of one value's preview, at most (a little more with the note saying it was cut). */
export const PREVIEW_CHARACTERS = 400;
/** A list longer than this is shown as its length, first and last elements. */
const LIST_ELEMENTS = 6;
/** A string longer than this (in UTF-16 units) is shown as its length, start and end. */
const STRING_UNITS = 120;
/** Nesting shown before `{...}` / `[...]` stands for the rest (a cyclic value ends here too). */
const DEPTH = 8;

/**
 * A compact, bounded rendering of an expected JSON tree (JsonNumber leaves) or a subject's plain value (numbers,
 * BigInts, strings, arrays, objects).
 * @param {unknown} value
 */
export function preview(value) {
  const text = render(value, 0);
  return text.length <= PREVIEW_CHARACTERS ? text : `${text.slice(0, PREVIEW_CHARACTERS)}... (cut at ${PREVIEW_CHARACTERS} characters)`;
}

/** A list's length with its first and last elements. @param {unknown[]} list */
export function listSummary(list) {
  if (list.length === 0) return '0 elements';
  if (list.length === 1) return `1 element: ${preview(list[0])}`;
  return `${list.length} elements, first ${preview(list[0])}, last ${preview(list[list.length - 1])}`;
}

/**
 * Two strings that differ, each shown bounded; when either is long, where they first differ.
 * @param {string} expected @param {string} actual @returns {{expected: string, actual: string, note?: string}}
 */
export function stringPair(expected, actual) {
  if (expected.length <= STRING_UNITS && actual.length <= STRING_UNITS) return { expected: quoteUnits(expected), actual: quoteUnits(actual) };
  let index = 0;
  while (index < expected.length && index < actual.length && expected.charCodeAt(index) === actual.charCodeAt(index)) index++;
  return { expected: boundedString(expected), actual: boundedString(actual), note: `first difference at character ${index}` };
}

/** @param {string} text */
function boundedString(text) {
  if (text.length <= STRING_UNITS) return quoteUnits(text);
  return `${quoteUnits(text.slice(0, 80))}...${quoteUnits(text.slice(-20))} (${text.length} characters)`;
}

/** @param {unknown} value @param {number} depth @returns {string} */
function render(value, depth) {
  if (value instanceof JsonNumber) return value.text;
  if (value === null) return 'null';
  if (typeof value === 'string') return boundedString(value);
  if (typeof value === 'bigint') return `"${value}"`;
  if (typeof value === 'number') return Number.isNaN(value) ? '"NaN"' : Number.isFinite(value) ? String(Object.is(value, -0) ? '-0.0' : value) : `"${value}"`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (depth >= DEPTH) return '[...]';
    const shown = (/** @type {unknown[]} */ elements) => elements.map((element) => render(element, depth + 1)).join(',');
    if (value.length <= LIST_ELEMENTS) return `[${shown(value)}]`;
    return `[${shown(value.slice(0, 2))},... (${value.length} elements) ...,${shown(value.slice(-1))}]`;
  }
  if (typeof value === 'object') {
    if (depth >= DEPTH) return '{...}';
    const keys = Object.keys(/** @type {object} */ (value));
    const record = /** @type {{[key: string]: unknown}} */ (value);
    const fields = keys.slice(0, LIST_ELEMENTS).map((key) => `${boundedString(key)}:${render(record[key], depth + 1)}`);
    if (keys.length > LIST_ELEMENTS) fields.push(`... (${keys.length} fields)`);
    return `{${fields.join(',')}}`;
  }
  return `(${typeof value})`;
}
