// @ts-check
/**
 * No value loses precision on the way in or out: Longs stay BigInt, Doubles are the JVM's bits, Floats are
 * exact, NaN payloads survive as bit patterns.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonText, JsonNumber } from '../src/json-text.js';
import * as scalars from '../src/scalars.js';
import { compare } from '../src/compare.js';
import { CORPUS } from '../test-support/helpers.js';

/** @param {string} relative */
const corpusFile = (relative) => /** @type {any} */ (readJsonText(readFileSync(join(CORPUS, relative))).value);

test('every Double input of javaHash.double: the bits of the double JSON.parse reads equal the JVM\'s doubleToLongBits', () => {
  let checked = 0;
  for (const vectorCase of corpusFile('javaHash/double.json').cases) {
    const value = scalars.float64(vectorCase.input.value, 'value');
    if (Number.isNaN(value)) continue; // the JVM canonicalises NaN; payloads are checked below
    assert.equal(BigInt.asIntN(64, scalars.doubleBits(value)), BigInt(vectorCase.expected.bits), `case ${vectorCase.id}`);
    if (vectorCase.input.value instanceof JsonNumber) {
      // The round trip: the shortest decimal JavaScript writes for it reads back as the same bits.
      assert.equal(scalars.doubleBits(JSON.parse(scalars.renderDouble(value))), scalars.doubleBits(value));
    }
    checked++;
  }
  assert.ok(checked > 350, `only ${checked} cases checked`);
});

test('Long values are BigInt both ways, exact at the bounds and beyond 2^53', () => {
  for (const text of ['-9223372036854775808', '9223372036854775807', '9007199254740993', '0']) {
    const value = scalars.int64(text, 'x');
    assert.equal(typeof value, 'bigint');
    assert.equal(String(value), text);
    assert.deepEqual(compare(text, value, 'i64', {}), []);
  }
  // 2^53 + 1 as a number is 2^53: a subject that returns numbers for Longs is refused, not compared.
  assert.throws(() => compare('9007199254740993', 9007199254740993, 'i64', {}), /BigInt/);
  assert.equal(compare('9007199254740993', 9007199254740992n, 'i64', {})[0].actual, '"9007199254740992"');
  assert.throws(() => scalars.int64('9223372036854775808', 'x'), /not a canonical 64-bit decimal integer/);
  assert.throws(() => scalars.int64('-0', 'x'), /"-0" is not a canonical/, 'one value, one spelling, as parity-check');
  assert.throws(() => scalars.int64(new JsonNumber('1'), 'x'), /decimal string/);
  // every javaHash.long input reads as the BigInt its text says
  for (const vectorCase of corpusFile('javaHash/long.json').cases) {
    assert.equal(String(scalars.int64(vectorCase.input.value, 'value')), vectorCase.input.value);
  }
});

test('Float values must be exactly a Float; NaN payload hex strings keep their bits', () => {
  assert.equal(scalars.float32(new JsonNumber('1.100000023841858'), 'x'), Math.fround(1.1));
  assert.throws(() => scalars.float32(new JsonNumber('1.1'), 'x'), /not exactly a Float/);
  assert.throws(() => compare(new JsonNumber('1.0'), 1.1, 'f32', {}), /not a Float/);
  assert.equal(scalars.doubleBits(scalars.float64('0x7ff0000000000001', 'x')), 0x7ff0000000000001n);
  assert.equal(scalars.doubleBits(scalars.float64('0xfff8000000000000', 'x')), 0xfff8000000000000n);
  assert.equal(scalars.floatBits(scalars.float32('0x7fc00001', 'x')), 0x7fc00001);
  assert.ok(Object.is(scalars.float64(new JsonNumber('-0.0'), 'x'), -0));
  assert.equal(scalars.float64(new JsonNumber('4.9E-324'), 'x'), Number.MIN_VALUE);
  assert.throws(() => scalars.float64('0x7ff', 'x'), /Double/);
});

test('Int fields: a fraction, an exponent or a value beyond 32 bits is a vector error', () => {
  assert.equal(scalars.int32(new JsonNumber('-2147483648'), 'x'), -2147483648);
  for (const text of ['1.0', '1e3', '2147483648']) assert.throws(() => scalars.int32(new JsonNumber(text), 'x'), /32-bit (integer|range)/);
  assert.throws(() => compare(new JsonNumber('1'), 2 ** 31, 'i32', {}), /Int/);
});

test('strings with surrogates arrive as the same UTF-16 units and are shown escaped', () => {
  const units = [0xd83d, 0xde00, 0xdc00, 0x41];
  const record = Object.assign(Object.create(null), { utf16: units.map((unit) => new JsonNumber(String(unit))) });
  const text = scalars.string(record, 'x');
  assert.deepEqual(Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)), units);
  const [divergence] = compare(record, 'A', 'str', {});
  assert.equal(divergence.expected, '"\\ud83d\\ude00\\udc00A"');
});
