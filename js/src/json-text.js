// @ts-check
/**
 * Reads a vector file's JSON text strictly, refusing what the other gates refuse.
 *
 * JSON.parse alone would accept duplicate keys (keeping the last), read `1e400` as Infinity and `1e-400` as 0,
 * the token `-0` as -0.0 where json-c reads the integer 0, and lone surrogate escapes as strings the JVM never
 * saw. The format forbids these (docs/vector-format.md): the fidelity scan (./fidelity-scan.js, parity-check's
 * rules) finds them first, then this parser reads the bytes themselves (never one string of the whole file) into
 * a tree whose objects and arrays know their place, and whose numbers keep their source text beside their value,
 * so that `1` and `1.0` stay distinguishable. Every fault is a JsonTextError with a line:column; nothing the text
 * holds can make the parser throw anything else.
 */
import { firstFinding, hexUnit } from './fidelity-scan.js';

/** A JSON number with the exact text it was written as. */
export class JsonNumber {
  /** @param {string} text a token of RFC 8259's number grammar */
  constructor(text) {
    this.text = text;
    /** @type {number} the double nearest to the decimal (Number() rounds correctly, as strtod does) */
    this.value = Number(text);
  }
  /** True when written without fraction or exponent. */
  get isIntegerToken() { return /^-?\d+$/.test(this.text); }
}

/** A file that cannot be read as the format's JSON, with where and what to do. */
export class JsonTextError extends Error {
  /**
   * @param {string} message
   * @param {number} line
   * @param {number} column
   * @param {string} help
   */
  constructor(message, line, column, help) {
    super(message);
    this.line = line;
    this.column = column;
    this.help = help;
  }
}

/**
 * @typedef {null | boolean | string | JsonNumber | JsonValue[] | {[key: string]: JsonValue}} JsonValue
 * @typedef {{line: number, column: number}} Place
 * @typedef {{value: JsonValue, place: (node: object) => Place | undefined, placeOfMember: (key: string) => Place | undefined}} JsonDocument
 *   place: where an object or array starts; placeOfMember: where the top-level object's member's value starts.
 */

/** Nesting the gates read (json-c's limit is raised to this; deeper files are rejected). */
export const MAXIMUM_DEPTH = 256;
const SYNTAX_HELP = 'fix the JSON, or regenerate the file with tools/jvm-parity/oracle generate';
const ESCAPES = new Map([[0x22, '"'], [0x5c, '\\'], [0x2f, '/'], [0x62, '\b'], [0x66, '\f'], [0x6e, '\n'], [0x72, '\r'], [0x74, '\t']]);

class Fault {
  /** @param {number} offset @param {string} message @param {string} [help] */
  constructor(offset, message, help = SYNTAX_HELP) {
    this.offset = offset;
    this.message = message;
    this.help = help;
  }
}

/**
 * Parses `bytes` (a file's content). The fidelity scan and the parser both look; the fault earlier in the file is
 * reported (a tie goes to the scan), as parity-check does.
 * @param {Uint8Array} bytes
 * @returns {JsonDocument}
 */
export function readJsonText(bytes) {
  const finding = firstFinding(bytes);
  let parsed;
  try {
    parsed = parse(bytes);
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    const fault = finding !== null && finding.offset <= error.offset ? finding : error;
    throw located(bytes, fault);
  }
  if (finding !== null) throw located(bytes, finding);
  const { value, offsets, memberOffsets } = parsed;
  return {
    value,
    place: (node) => (offsets.has(node) ? lineColumn(bytes, /** @type {number} */ (offsets.get(node))) : undefined),
    placeOfMember: (key) => (memberOffsets.has(key) ? lineColumn(bytes, /** @type {number} */ (memberOffsets.get(key))) : undefined),
  };
}

/** @param {Uint8Array} bytes @param {{offset: number, message: string, help: string}} fault */
function located(bytes, fault) {
  const { line, column } = lineColumn(bytes, fault.offset);
  return new JsonTextError(fault.message, line, column, fault.help);
}

/** @param {Uint8Array} bytes */
function parse(bytes) {
  const length = bytes.length;
  /** @type {WeakMap<object, number>} */
  const offsets = new WeakMap();
  /** @type {Map<string, number>} */
  const memberOffsets = new Map();
  let index = 0;

  const skipSpace = () => {
    for (;;) {
      const byte = bytes[index];
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) index++;
      else return;
    }
  };
  /** @param {string} what */
  const unexpected = (what) => (index >= length
    ? new Fault(length, 'bad JSON: the file ends inside a value')
    : new Fault(index, `bad JSON: ${what}`));

  const readString = () => {
    index++;
    let text = '';
    let chunk = index;
    for (;;) {
      if (index >= length) throw new Fault(length, 'bad JSON: the file ends inside a string (unterminated string)');
      const byte = bytes[index];
      if (byte === 0x22) break;
      if (byte < 0x20) throw new Fault(index, 'bad JSON: a control character in a string');
      if (byte !== 0x5c) { index++; continue; }
      text += latin1(bytes, chunk, index);
      const escaped = bytes[index + 1];
      if (escaped === 0x75) {
        const unit = hexUnit(bytes, index + 2);
        // Placed at the escape's first character that is no hex digit, as parity-check places it.
        if (unit === null) throw new Fault(firstNonHex(bytes, index + 2), 'bad JSON: invalid string sequence (\\u takes four hex digits)');
        text += String.fromCharCode(unit);
        index += 6;
      } else if (ESCAPES.has(escaped)) {
        text += ESCAPES.get(escaped);
        index += 2;
      } else {
        throw new Fault(index + 1, `bad JSON: invalid string sequence (\\${escaped === undefined ? '' : String.fromCharCode(escaped)} is no JSON escape)`);
      }
      chunk = index;
    }
    text += latin1(bytes, chunk, index);
    index++;
    return text;
  };

  const readNumber = () => {
    const start = index;
    while (index < length) {
      const byte = bytes[index];
      if ((byte >= 0x30 && byte <= 0x39) || byte === 0x2d || byte === 0x2b || byte === 0x2e || byte === 0x65 || byte === 0x45) index++;
      else break;
    }
    const text = latin1(bytes, start, index);
    if (!/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(text)) throw new Fault(start, `bad JSON: malformed number ${text}`);
    return new JsonNumber(text);
  };

  /** @param {number} depth @returns {JsonValue} */
  const readValue = (depth) => {
    skipSpace();
    const start = index;
    const byte = bytes[index];
    if (byte === 0x7b || byte === 0x5b) {
      if (depth >= MAXIMUM_DEPTH) throw new Fault(index, `bad JSON: nesting deeper than ${MAXIMUM_DEPTH} levels`, 'flatten the input; no suite needs that depth');
    }
    if (byte === 0x7b) {
      index++;
      /** @type {{[key: string]: JsonValue}} */
      const object = Object.create(null);
      offsets.set(object, start);
      skipSpace();
      if (bytes[index] === 0x7d) { index++; return object; }
      for (;;) {
        skipSpace();
        if (bytes[index] !== 0x22) throw unexpected('expected a member name in double quotes');
        const keyAt = index;
        const key = readString();
        if (Object.prototype.hasOwnProperty.call(object, key)) throw new Fault(keyAt, `duplicate key ${JSON.stringify(key)} in one object (two values for one field make the vector ambiguous)`, 'keep one of the two members');
        skipSpace();
        if (bytes[index] !== 0x3a) throw unexpected('expected ":" after a member name');
        index++;
        skipSpace();
        if (depth === 0) memberOffsets.set(key, index);
        object[key] = readValue(depth + 1);
        skipSpace();
        if (bytes[index] === 0x2c) { index++; continue; }
        if (bytes[index] === 0x7d) { index++; return object; }
        throw unexpected('expected "," or "}"');
      }
    }
    if (byte === 0x5b) {
      index++;
      /** @type {JsonValue[]} */
      const array = [];
      offsets.set(array, start);
      skipSpace();
      if (bytes[index] === 0x5d) { index++; return array; }
      for (;;) {
        array.push(readValue(depth + 1));
        skipSpace();
        if (bytes[index] === 0x2c) { index++; continue; }
        if (bytes[index] === 0x5d) { index++; return array; }
        throw unexpected('expected "," or "]"');
      }
    }
    if (byte === 0x22) return readString();
    if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) return readNumber();
    for (const [word, value] of /** @type {const} */ ([['true', true], ['false', false], ['null', null]])) {
      if (spells(bytes, index, word)) { index += word.length; return value; }
    }
    throw unexpected('unexpected character, not a JSON value');
  };

  const value = readValue(0);
  skipSpace();
  if (index !== length) throw new Fault(index, 'bad JSON: text after the end of the top-level object');
  return { value, offsets, memberOffsets };
}

/** @param {Uint8Array} bytes @param {number} at @param {string} word */
function spells(bytes, at, word) {
  for (let offset = 0; offset < word.length; offset++) if (bytes[at + offset] !== word.charCodeAt(offset)) return false;
  return true;
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function latin1(bytes, start, end) {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/**
 * The 1-based line and column (counted in bytes, as parity-check counts them) of byte `offset`.
 * @param {Uint8Array} bytes
 * @param {number} offset
 */
export function lineColumn(bytes, offset) {
  let starts = lineStarts.get(bytes);
  if (!starts) {
    starts = [0];
    for (let index = 0; index < bytes.length; index++) if (bytes[index] === 0x0a) starts.push(index + 1);
    lineStarts.set(bytes, starts);
  }
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle; else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

/** Line start offsets per file, computed once. @type {WeakMap<Uint8Array, number[]>} */
const lineStarts = new WeakMap();

/** The offset of the first of the four characters after `\u` at `start` that is no hex digit (the end of the text when it is short). @param {Uint8Array} bytes @param {number} start */
function firstNonHex(bytes, start) {
  const isHex = (/** @type {number} */ byte) => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
  for (let at = start; at < Math.min(start + 4, bytes.length); at++) if (!isHex(bytes[at])) return at;
  return Math.min(start + 4, bytes.length);
}
