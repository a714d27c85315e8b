// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readJsonText, JsonTextError } from '../src/json-text.js';

/** @param {string} text */
const read = (text) => readJsonText(Buffer.from(text, 'utf8'));

/** @param {string} text @param {RegExp} message @param {number} line @param {number} column */
function rejects(text, message, line, column) {
  assert.throws(() => read(text), (error) => {
    assert.ok(error instanceof JsonTextError, `not a JsonTextError: ${error}`);
    assert.match(error.message, message);
    assert.deepEqual([error.line, error.column], [line, column], `${error.message} at ${error.line}:${error.column}`);
    return true;
  });
}

test('what JSON.parse accepts silently and the format forbids is rejected with line and column', () => {
  rejects('{"a": 1,\n "a": 2}', /duplicate key "a"/, 2, 2);
  rejects('{"a": 1, "\\u0061": 2}', /duplicate key "a"/, 1, 10);
  rejects('{"a": [0.0, -0]}', /the number -0 /, 1, 13);
  rejects('{"s": "\\ud83d\\ude00"}', /surrogate escape \\ud83d/, 1, 8);
  rejects('{"a": ["\\uDC00"]}', /surrogate escape/, 1, 9);
  rejects('{"a": ["caf\u00e9"]}', /non-ASCII byte 0xC3/, 1, 12);
  // JSON.parse itself takes these without a word: it keeps the last duplicate, and reads -0 as -0.0 where
  // json-c reads the integer 0, so the two gates would judge the same file differently.
  assert.equal(JSON.parse('{"a": 1, "a": 2}').a, 2);
  assert.ok(Object.is(JSON.parse('[-0]')[0], -0));
});

test('numbers are scanned for range as parity-check scans them, with no limit on their length', () => {
  rejects('{"a": 1e400}', /the number 1e400 is beyond the range of a double/, 1, 7);
  rejects('{"a": 1e99999999999999999999}', /beyond the range of a double/, 1, 7);
  rejects('{"a": 1e-324}', /the number 1e-324 is not zero but below the smallest double/, 1, 7);
  rejects('{"a": 99999999999999999999}', /the integer 99999999999999999999 is beyond the 64-bit range/, 1, 7);
  rejects('{"a": 1.}', /malformed number 1\./, 1, 7);
  rejects('{"a": NaN}', /bare NaN is not JSON/, 1, 7);
  const long = `0.${'0'.repeat(503)}`;
  assert.equal(long.length, 505);
  const { value } = read(`{"a": ${long}, "b": 4.9E-324, "c": 9223372036854775807, "d": 0e999999}`);
  assert.equal(/** @type {any} */ (value).a.text, long);
  assert.equal(/** @type {any} */ (value).b.value, 5e-324);
});

test('every fault of the text is a located error, never another exception', () => {
  rejects('{"s": "\\x41"}', /invalid string sequence/, 1, 9);
  // A short \u escape at its first character that is no hex digit (here the closing quote), as parity-check.
  rejects('{"s": "\\u12"}', /invalid string sequence/, 1, 12);
  rejects('{"s": "\\u00G1"}', /invalid string sequence/, 1, 12);
  rejects('{"s": "abc', /ends inside a string/, 1, 11);
  rejects('{"a": 1,}', /a trailing comma before '}'/, 1, 8);
  rejects('{"a": 1} 2', /text after/, 1, 10);
  rejects('[1]', /the top-level value is an array/, 1, 1);
  rejects('  ', /the top-level value is nothing/, 1, 3);
  rejects('{"a": tru}', /not a JSON value/, 1, 7);
  rejects(`{"a": ${'['.repeat(300)}${']'.repeat(300)}}`, /nesting deeper than 256 levels/, 1, 262);
});

test('the sound neighbours of the forbidden constructs are read, and 1 and 1.0 stay distinguishable', () => {
  const { value } = read('{"a": [-0.0, -0e1, -0.5, 0, "\\u00e9", "\\\\ud800", "\\/\\b\\f\\n\\r\\t\\"", 1, 1.0]}');
  const list = /** @type {any} */ (value).a;
  assert.deepEqual(list.slice(0, 4).map((/** @type {any} */ n) => n.text), ['-0.0', '-0e1', '-0.5', '0']);
  assert.ok(Object.is(list[0].value, -0));
  assert.equal(list[4], '\u00e9');
  assert.equal(list[5], '\\ud800', 'an escaped backslash is not an escape');
  assert.equal(list[6], '/\b\f\n\r\t"');
  assert.deepEqual(list.slice(7).map((/** @type {any} */ n) => [n.text, n.isIntegerToken]), [['1', true], ['1.0', false]]);
});
