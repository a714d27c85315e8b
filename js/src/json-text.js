// @ts-check
/**
 * Reads a vector file's JSON text strictly, refusing what the other gates refuse.
 *
 * JSON.parse alone would accept duplicate keys (keeping the last), read the token `-0` as the same value as
 * `-0.0` only by luck of the reader, and turn lone surrogate escapes into strings the JVM never saw. The format
 * forbids these constructs (docs/vector-format.md); this reader walks the text once, rejects them with a
 * line:column, and keeps each number's source text beside its value so that `1` and `1.0` stay distinguishable.
 * Each token's value still comes from JSON.parse, whose decimal-to-double conversion is correctly rounded.
 */

/** A JSON number with the exact text it was written as. */
export class JsonNumber {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
    /** @type {number} */
    this.value = JSON.parse(text);
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
 * @typedef {{value: JsonValue, positions: WeakMap<object, {line: number, column: number}>}} JsonDocument
 */

const FIX_ENCODING = 'write the file as pure ASCII: other characters up to U+FFFF as \\u escapes';

/**
 * Parses `bytes` (a file's content) into a tree whose objects and arrays know their line and column.
 * @param {Uint8Array} bytes
 * @returns {JsonDocument}
 */
export function readJsonText(bytes) {
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] > 0x7f) {
      const { line, column } = lineColumn(bytes, index);
      throw new JsonTextError(`non-ASCII byte 0x${bytes[index].toString(16)}`, line, column, FIX_ENCODING);
    }
  }
  const text = Buffer.from(bytes).toString('latin1');
  /** @type {WeakMap<object, {line: number, column: number}>} */
  const positions = new WeakMap();
  let index = 0;

  /** @param {string} message @param {string} [help] @param {number} [at] */
  const fail = (message, help = 'fix the JSON syntax', at = index) => {
    const { line, column } = lineColumn(bytes, at);
    return new JsonTextError(message, line, column, help);
  };
  const skipSpace = () => {
    while (index < text.length && ' \t\r\n'.includes(text[index])) index++;
  };
  const readString = () => {
    const start = index;
    index++;
    while (index < text.length && text[index] !== '"') {
      const char = text.charCodeAt(index);
      if (char < 0x20) throw fail('control character in a string');
      if (text[index] === '\\') {
        if (text[index + 1] === 'u') {
          const hex = text.slice(index + 2, index + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw fail('malformed \\u escape');
          const unit = parseInt(hex, 16);
          if (unit >= 0xd800 && unit <= 0xdfff) {
            throw fail(`surrogate escape \\u${hex}`,
              'write a string holding a surrogate as {"utf16": [...]} (docs/vector-format.md)');
          }
          index += 6;
          continue;
        }
        index += 2;
        continue;
      }
      index++;
    }
    if (index >= text.length) throw fail('unterminated string', 'fix the JSON syntax', start);
    index++;
    return /** @type {string} */ (JSON.parse(text.slice(start, index)));
  };
  const readNumber = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
    if (!match) throw fail('not a JSON value');
    if (match[0] === '-0') throw fail('the token -0 (JSON readers disagree on it)', 'write -0.0');
    index += match[0].length;
    return new JsonNumber(match[0]);
  };
  /** @param {number} depth @returns {JsonValue} */
  const readValue = (depth) => {
    if (depth > 256) throw fail('nesting deeper than 256 levels', 'flatten the value: the gates read at most 256 levels');
    skipSpace();
    const start = index;
    const char = text[index];
    if (char === '{') {
      index++;
      /** @type {{[key: string]: JsonValue}} */
      const object = Object.create(null);
      positions.set(object, lineColumn(bytes, start));
      skipSpace();
      if (text[index] === '}') { index++; return object; }
      for (;;) {
        skipSpace();
        if (text[index] !== '"') throw fail('expected a key in double quotes');
        const keyAt = index;
        const key = readString();
        if (Object.prototype.hasOwnProperty.call(object, key)) {
          throw fail(`duplicate key "${key}"`, 'give each key once: JSON readers keep different copies', keyAt);
        }
        skipSpace();
        if (text[index] !== ':') throw fail('expected ":"');
        index++;
        object[key] = readValue(depth + 1);
        skipSpace();
        if (text[index] === ',') { index++; continue; }
        if (text[index] === '}') { index++; return object; }
        throw fail('expected "," or "}"');
      }
    }
    if (char === '[') {
      index++;
      /** @type {JsonValue[]} */
      const array = [];
      positions.set(array, lineColumn(bytes, start));
      skipSpace();
      if (text[index] === ']') { index++; return array; }
      for (;;) {
        array.push(readValue(depth + 1));
        skipSpace();
        if (text[index] === ',') { index++; continue; }
        if (text[index] === ']') { index++; return array; }
        throw fail('expected "," or "]"');
      }
    }
    if (char === '"') return readString();
    for (const [word, value] of /** @type {const} */ ([['true', true], ['false', false], ['null', null]])) {
      if (text.startsWith(word, index)) { index += word.length; return value; }
    }
    return readNumber();
  };
  const value = readValue(0);
  skipSpace();
  if (index !== text.length) throw fail('text after the JSON value');
  return { value, positions };
}

/**
 * @param {Uint8Array} bytes
 * @param {number} offset
 */
function lineColumn(bytes, offset) {
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
