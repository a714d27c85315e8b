// @ts-check
/**
 * One pass over a vector file's raw bytes that finds what a JSON reader would read silently wrong, or accept
 * though the format forbids it: the same rules, messages and places as parity-check's scan
 * (Sources/VectorJSON/FidelityScan.swift) and the oracle's (tools/jvm-parity/src/json/StrictScan.kt), so the
 * three gates reject the same files at the same line:col (docs/vector-format.md "What both gates reject").
 *
 * The scan runs before the parser; when both find a fault, the one earlier in the file is reported (a tie goes
 * to the scan, whose message says what to fix).
 */

/** @typedef {{offset: number, message: string, help: string}} Finding */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** @param {number} byte */
const isWhitespace = (byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
/** @param {number} byte */
const isLetter = (byte) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/** @param {number} byte */
const isDigit = (byte) => byte >= 0x30 && byte <= 0x39;
/** @param {number} byte */
const isNumberByte = (byte) => isDigit(byte) || byte === 0x2d || byte === 0x2b || byte === 0x2e || byte === 0x65 || byte === 0x45;
/** @param {number} byte */
const hex2 = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');

const FINDINGS = {
  nulByte: () => ['a NUL byte (0x00): a vector file is ASCII text', 'remove the NUL byte'],
  nonAscii: (/** @type {number} */ byte) => [`non-ASCII byte 0x${byte.toString(16).toUpperCase()} (vector files are pure ASCII)`, 'write the character as a \\u escape (a surrogate pair beyond U+FFFF)'],
  utf16: () => ['the file is UTF-16: a vector file must be UTF-8 (pure ASCII)', 'save the file as UTF-8; characters beyond ASCII are written as \\u escapes'],
  topLevel: (/** @type {string} */ found) => [`the top-level value is ${found}: the file must be one JSON object`, 'a vector file is {"format": "parity-vectors/1", "suite": ..., "cases": [...]}'],
  trailingComma: (/** @type {string} */ closer) => [`a trailing comma before '${closer}'`, 'remove the comma after the last element'],
  comment: () => ['a comment (JSON has no comments)', 'remove it; say why a case exists in its "comment" field'],
  singleQuote: () => ['a single-quoted string (JSON strings are in double quotes)', 'write the string in double quotes'],
  control: (/** @type {number} */ byte) => [`raw control character 0x${hex2(byte)} in a string`, 'write it as an escape (\\t, \\n, \\u0009)'],
  surrogate: (/** @type {string} */ escape) => [`surrogate escape ${escape} in a JSON string (json-c reads lone surrogates, and some pairs, as U+FFFD)`, 'write the string as {"utf16": [code units...]}, as for any character beyond U+FFFF'],
  duplicateKey: (/** @type {string} */ name) => [`duplicate key ${JSON.stringify(name)} in one object (two values for one field make the vector ambiguous)`, 'keep one of the two members'],
  malformedNumber: (/** @type {string} */ text) => [`malformed number ${text}`, 'write a JSON number: -?digits[.digits][e[+-]digits], no leading zeros'],
  negativeZero: () => ['the number -0 (json-c reads it as the integer 0 and drops the sign)', 'write -0.0 for negative zero, or 0 for the integer'],
  beyond64: (/** @type {string} */ text) => [`the integer ${text} is beyond the 64-bit range (json-c would clamp it)`, 'write a Long as a decimal string, a Double with a fraction or exponent (1.0E20)'],
  outOfRange: (/** @type {string} */ text) => [`the number ${text} is beyond the range of a double (it would read as infinity)`, 'write "Infinity" or "-Infinity" if that is meant, or a number within range'],
  underflow: (/** @type {string} */ text) => [`the number ${text} is not zero but below the smallest double (it would read as 0.0)`, 'write 0.0 if that is meant, or a number the double range holds (4.9E-324 is the smallest)'],
  nonFinite: (/** @type {string} */ text) => [`bare ${text} is not JSON`, 'write NaN and the infinities as strings: "NaN", "Infinity", "-Infinity"'],
};

/**
 * The first fault the scan finds in `bytes`, or null.
 * @param {Uint8Array} bytes
 * @returns {Finding | null}
 */
export function firstFinding(bytes) {
  /** @param {string[]} messageAndHelp @param {number} offset @returns {Finding} */
  const found = ([message, help], offset) => ({ offset, message, help });
  const length = bytes.length;

  // A UTF-16 file: a byte-order mark, or a NUL byte beside the first character (ASCII text in UTF-16).
  if (length >= 2) {
    const [first, second] = [bytes[0], bytes[1]];
    if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff) || ((first === 0) !== (second === 0))) return found(FINDINGS.utf16(), 0);
  }
  // The top-level value must be an object.
  let start = 0;
  while (start < length && isWhitespace(bytes[start])) start++;
  if (start >= length) return found(FINDINGS.topLevel('nothing (the file is empty)'), start);
  const firstByte = bytes[start];
  if (firstByte !== 0x7b) {
    let what = null;
    if (firstByte === 0x5b) what = 'an array';
    else if (firstByte === QUOTE) what = 'a string';
    else if (firstByte === 0x2d || isDigit(firstByte)) what = 'a number';
    else {
      let end = start;
      while (end < length && end - start < 16 && isLetter(bytes[end])) end++;
      if (end > start) what = latin1(bytes, start, end);
    }
    if (what !== null) return found(FINDINGS.topLevel(what), start);
  }

  /** Open containers: {isObject, expectingName, names (decoded member names so far)}. */
  /** @type {{isObject: boolean, expectingName: boolean, names: Set<string>}[]} */
  const containers = [];
  const top = () => containers[containers.length - 1];
  let index = 0;

  /** @param {number} at */
  const byteFinding = (at) => {
    const byte = bytes[at];
    if (byte === 0) return found(FINDINGS.nulByte(), at);
    if (byte >= 0x80) return found(FINDINGS.nonAscii(byte), at);
    return null;
  };
  /** @param {number} after */
  const nextSignificant = (after) => {
    let next = after + 1;
    while (next < length && isWhitespace(bytes[next])) next++;
    return next < length ? bytes[next] : -1;
  };
  /** @param {boolean} expecting */
  const setExpectingName = (expecting) => {
    const last = top();
    if (last && last.isObject) last.expectingName = expecting;
  };

  /** Scans the string here (a member name is checked against its object's other names) and moves past it. */
  const string = () => {
    const startAt = index;
    const last = top();
    const isName = last !== undefined && last.isObject && last.expectingName;
    index++;
    while (index < length) {
      const byte = bytes[index];
      if (byte === QUOTE) {
        index++;
        if (isName) {
          last.expectingName = false;
          const name = decodeName(bytes, startAt + 1, index - 1);
          if (last.names.has(name)) return found(FINDINGS.duplicateKey(name), startAt);
          last.names.add(name);
        }
        return null;
      }
      const wrong = byteFinding(index);
      if (wrong) return wrong;
      if (byte < 0x20) return found(FINDINGS.control(byte), index);
      if (byte === BACKSLASH) {
        if (index + 1 >= length) break;
        if (bytes[index + 1] === 0x75) {
          const unit = hexUnit(bytes, index + 2);
          // A malformed escape is left to the parser, which reports it as bad JSON.
          if (unit === null) { index += 2; continue; }
          if (unit >= 0xd800 && unit <= 0xdfff) return found(FINDINGS.surrogate(`\\u${latin1(bytes, index + 2, index + 6)}`), index);
          index += 6;
          continue;
        }
        index += 2;
        continue;
      }
      index++;
    }
    return null; // unterminated: the parser reports the end of the text
  };

  /** @param {number} startAt */
  const word = (startAt) => {
    let end = startAt + (bytes[startAt] === 0x2d ? 1 : 0);
    while (end < length && isLetter(bytes[end])) end++;
    index = end;
    const text = latin1(bytes, startAt, end);
    if (text === 'true' || text === 'false' || text === 'null') return null;
    const bare = (text.startsWith('-') ? text.slice(1) : text).toLowerCase();
    if (bare === 'nan' || bare === 'infinity' || bare === 'inf') return found(FINDINGS.nonFinite(text), startAt);
    return null; // a word the parser rejects as an unexpected character
  };

  /** Checks the number token here (grammar, `-0`, range) and moves past it. */
  const number = () => {
    const startAt = index;
    if (bytes[startAt] === 0x2d && startAt + 1 < length && isLetter(bytes[startAt + 1])) return word(startAt);
    let end = startAt;
    while (end < length && isNumberByte(bytes[end])) end++;
    index = end;
    const text = latin1(bytes, startAt, end);
    const shape = /^(-?)(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.exec(text);
    if (!shape) return found(FINDINGS.malformedNumber(text), startAt);
    if (shape[3] === undefined && shape[4] === undefined) {
      if (text === '-0') return found(FINDINGS.negativeZero(), startAt);
      const digits = shape[2].length;
      if (digits <= 18) return null;
      const value = BigInt(text);
      if (value < -(2n ** 63n) || value > 2n ** 63n - 1n) return found(FINDINGS.beyond64(text), startAt);
      return null;
    }
    // Zero is in range; otherwise only the double's own value tells (JavaScript's conversion is correctly rounded,
    // as strtod is): infinity is beyond the range, zero below the smallest double.
    if (!/[1-9]/.test(shape[2] + (shape[3] ?? ''))) return null;
    const value = Number(text);
    if (!Number.isFinite(value)) return found(FINDINGS.outOfRange(text), startAt);
    if (value === 0) return found(FINDINGS.underflow(text), startAt);
    return null;
  };

  while (index < length) {
    const byte = bytes[index];
    const wrong = byteFinding(index);
    if (wrong) return wrong;
    if (byte === QUOTE) {
      const finding = string();
      if (finding) return finding;
      continue;
    }
    if (byte === 0x7b) containers.push({ isObject: true, expectingName: true, names: new Set() });
    else if (byte === 0x5b) containers.push({ isObject: false, expectingName: false, names: new Set() });
    else if (byte === 0x7d || byte === 0x5d) containers.pop();
    else if (byte === 0x2c) {
      const closer = nextSignificant(index);
      if (closer === 0x7d || closer === 0x5d) return found(FINDINGS.trailingComma(String.fromCharCode(closer)), index);
      setExpectingName(true);
    } else if (byte === 0x3a) setExpectingName(false);
    else if (byte === 0x2f) return found(FINDINGS.comment(), index);
    else if (byte === 0x27) return found(FINDINGS.singleQuote(), index);
    else if (byte === 0x2d || isDigit(byte)) {
      const finding = number();
      if (finding) return finding;
      continue;
    } else if (isLetter(byte)) {
      const finding = word(index);
      if (finding) return finding;
      continue;
    }
    index++;
  }
  return null;
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function latin1(bytes, start, end) {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** The UTF-16 unit of the four hex digits at `start`, or null. @param {Uint8Array} bytes @param {number} start */
export function hexUnit(bytes, start) {
  if (start + 4 > bytes.length) return null;
  let unit = 0;
  for (let at = start; at < start + 4; at++) {
    const byte = bytes[at];
    const digit = isDigit(byte) ? byte - 0x30 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : -1;
    if (digit < 0) return null;
    unit = unit * 16 + digit;
  }
  return unit;
}

const SIMPLE_ESCAPES = new Map([[0x6e, 0x0a], [0x74, 0x09], [0x72, 0x0d], [0x62, 0x08], [0x66, 0x0c]]);

/** A member name's characters, escapes decoded (two spellings of one name are one name). */
function decodeName(/** @type {Uint8Array} */ bytes, /** @type {number} */ start, /** @type {number} */ end) {
  let name = '';
  let position = start;
  while (position < end) {
    const byte = bytes[position];
    if (byte !== BACKSLASH || position + 1 >= end) {
      name += String.fromCharCode(byte);
      position++;
      continue;
    }
    const escaped = bytes[position + 1];
    if (escaped === 0x75) {
      const unit = hexUnit(bytes, position + 2);
      if (unit !== null) { name += String.fromCharCode(unit); position += 6; } else position += 2;
      continue;
    }
    name += String.fromCharCode(SIMPLE_ESCAPES.get(escaped) ?? escaped);
    position += 2;
  }
  return name;
}
