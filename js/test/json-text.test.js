// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readJsonText, JsonTextError } from '../src/json-text.js';

/** @param {string} text */
const read = (text) => readJsonText(Buffer.from(text, 'utf8'));

/** @param {string} text @param {RegExp} message @param {number} line @param {number} column */
function rejects(text, message, line, column) {
  assert.throws(() => read(text), (error) => error instanceof JsonTextError && message.test(error.message) && error.line === line && error.column === column);
}

test('what JSON.parse accepts silently and the format forbids is rejected with line and column', () => {
  rejects('{"a": 1,\n "a": 2}', /duplicate key "a"/, 2, 2);
  rejects('[0.0, -0]', /token -0/, 1, 7);
  rejects('{"s": "\\ud83d\\ude00"}', /surrogate escape \\ud83d/, 1, 8);
  rejects('["\\uDC00"]', /surrogate escape/, 1, 3);
  rejects('["caf\u00e9"]', /non-ASCII byte 0xc3/, 1, 6);
  // JSON.parse itself takes these without a word: it keeps the last duplicate, and reads -0 as -0.0 where
  // json-c reads the integer 0, so the two gates would judge the same file differently.
  assert.equal(JSON.parse('{"a": 1, "a": 2}').a, 2);
  assert.ok(Object.is(JSON.parse('[-0]')[0], -0));
});

test('the sound neighbours of the forbidden constructs are read', () => {
  const { value } = read('{"a": [-0.0, -0e1, -0.5, 0, "\\u00e9", "\\\\ud800"]}');
  const list = /** @type {any} */ (value).a;
  assert.deepEqual(list.slice(0, 4).map((/** @type {any} */ n) => n.text), ['-0.0', '-0e1', '-0.5', '0']);
  assert.ok(Object.is(list[0].value, -0));
  assert.equal(list[4], '\u00e9');
  assert.equal(list[5], '\\ud800', 'an escaped backslash is not an escape');
});

test('bad JSON is a located error, and 1 and 1.0 stay distinguishable', () => {
  rejects('{"a": 1,}', /expected a key/, 1, 9);
  rejects('[1] 2', /text after/, 1, 5);
  const { value } = read('[1, 1.0]');
  assert.deepEqual(/** @type {any[]} */ (value).map((n) => [n.text, n.isIntegerToken]), [['1', true], ['1.0', false]]);
});
