// @ts-check
/** The comparison rules of docs/vector-format.md, each shown passing and failing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonNumber } from '../src/json-text.js';
import { compare, compareFloating, ulpDistance } from '../src/compare.js';

const n = (/** @type {string} */ text) => new JsonNumber(text);

test('ULP and absolute tolerances: within passes, beyond diverges with the error reported', () => {
  const next = 0.1 + 2 ** -56; // one ulp above 0.1 (in [2^-4, 2^-3) an ulp is 2^-56)
  assert.equal(ulpDistance(0.1, next, 'f64'), 1n);
  assert.equal(ulpDistance(-0.0, Number.MIN_VALUE, 'f64'), 1n);
  assert.equal(ulpDistance(-Number.MIN_VALUE, Number.MIN_VALUE, 'f64'), 2n);
  assert.equal(compareFloating(0.1, next, { ulps: 1 }, 'f64', '/x'), undefined);
  const beyond = compareFloating(0.1, next, {}, 'f64', '/x');
  assert.equal(beyond?.ulps, 1n);
  assert.equal(beyond?.tolerance, 'exact');
  assert.equal(compareFloating(1, 1.001, { abs: 0.01 }, 'f64', '/x'), undefined);
  assert.ok(compareFloating(1, 1.1, { abs: 0.01, ulps: 4 }, 'f64', '/x'));
  assert.equal(compareFloating(1, 1.1, { abs: 0.2, ulps: 4 }, 'f64', '/x'), undefined, 'either tolerance suffices');
  assert.equal(ulpDistance(1, Math.fround(1 + 2 ** -23), 'f32'), 1n);
});

test('NaN, signed zero and infinities', () => {
  assert.equal(compareFloating(NaN, NaN, {}, 'f64', ''), undefined);
  const payload = new Float64Array(new BigUint64Array([0x7ff8000000000001n]).buffer)[0];
  assert.ok(compareFloating(NaN, payload, { nanBits: true }, 'f64', ''));
  assert.ok(compareFloating(NaN, 1, {}, 'f64', ''));
  assert.ok(compareFloating(0, -0, { ulps: 100 }, 'f64', ''));
  assert.equal(compareFloating(0, -0, { signedZero: false }, 'f64', ''), undefined);
  assert.ok(compareFloating(Infinity, Number.MAX_VALUE, { ulps: 10 }, 'f64', ''));
  assert.equal(compareFloating(-Infinity, -Infinity, {}, 'f64', ''), undefined);
});

test('objects and arrays: every field by its pointer, length and unknown fields', () => {
  const type = { markers: { array: { km: 'f64', label: 'str' } } };
  const expected = { markers: [{ km: n('1.0'), label: '1 km' }, { km: n('2.0'), label: '2 km' }] };
  assert.deepEqual(compare(expected, { markers: [{ km: 1, label: '1 km' }, { km: 2, label: '2 km' }] }, /** @type {any} */ (type), {}), []);
  const found = compare(expected, { markers: [{ km: 1.5, label: '1 km' }] }, /** @type {any} */ (type), {});
  assert.deepEqual(found.map((d) => d.field), ['/markers', '/markers/0/km']);
  assert.throws(() => compare({ hash: n('1'), more: n('2') }, { hash: 1 }, { hash: 'i32' }, {}), /unknown field "more"/);
  assert.throws(() => compare({}, { hash: 1 }, { hash: 'i32' }, {}), /lacks field "hash"/);
  assert.deepEqual(compare(null, null, { nullable: 'i32' }, {}), []);
  assert.equal(compare(n('5'), null, { nullable: 'i32' }, {})[0].note, 'null versus a value');
});
