// @ts-check
/** Each web mutant is caught, in the right suite and field, and nowhere else. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/index.js';
import { float64 } from '../src/scalars.js';
import { MUTANTS } from '../mutants/index.js';
import { geoPointHash } from '../core/geo-point.js';
import { CORPUS, NOT_IN_CORE } from '../test-support/helpers.js';

/** @param {string} name */
function diverging(name) {
  const report = check(CORPUS, MUTANTS[name], { allowNotRun: NOT_IN_CORE });
  assert.equal(report.exitCode, 1, `${name} must fail the gate`);
  /** @type {Map<string, Set<string>>} */
  const fields = new Map();
  for (const result of report.results) {
    if (result.outcome.label !== 'diverged') continue;
    if (!fields.has(result.suite)) fields.set(result.suite, new Set());
    for (const divergence of result.outcome.divergences) /** @type {Set<string>} */ (fields.get(result.suite)).add(divergence.field);
  }
  return { report, fields: Object.fromEntries([...fields].map(([suite, set]) => [suite, [...set].sort()])) };
}

test('js-sdk-core GeoPoint hash (toFixed rounding, | 0 fold) is reported in geoPoint.hash /hash', () => {
  const { fields, report } = diverging('geopoint-tofixed');
  assert.deepEqual(fields, { 'geoPoint.hash': ['/hash'] });
  assert.ok(/** @type {any} */ (report.suites.find((s) => s.suite === 'geoPoint.hash')).diverged > 100);
  // The mutant reproduces the figures measured against js-sdk-core with Node 20; Tokyo agrees.
  const web = MUTANTS['geopoint-tofixed'].suites['geoPoint.hash'];
  assert.equal(web({ lat: -33.8688, lng: 151.2093, alt: 100.5 }, { revision: '221a949+clickable' }).hash, 1573589240);
  assert.equal(geoPointHash({ lat: -33.8688, lng: 151.2093, alt: 100.5 }), -303104713);
  assert.equal(web({ lat: 0.99999999, lng: 0, alt: 0 }, { revision: '221a949+clickable' }).hash, 1020065408);
  assert.equal(geoPointHash({ lat: 0.99999999, lng: 0, alt: 0 }), 1020064447);
  const tokyo = { lat: 35.681236, lng: 139.767125, alt: 0 };
  assert.equal(web(tokyo, { revision: '221a949+clickable' }).hash, geoPointHash(tokyo));
});

test('a Float hashed as a Double is reported in javaHash.float and javaHash.dp /hash', () => {
  const { fields } = diverging('float-as-double');
  assert.deepEqual(fields, { 'javaHash.dp': ['/hash'], 'javaHash.float': ['/hash'] });
});

test('a NaN that is not canonicalised is reported in javaHash.double /hash and /bits, on NaN cases only', () => {
  const { fields, report } = diverging('nan-not-canonical');
  assert.deepEqual(fields, { 'javaHash.double': ['/bits', '/hash'] });
  const diverged = report.results.filter((r) => r.outcome.label === 'diverged');
  assert.ok(diverged.length >= 3);
  // Only inputs that are NaN with other bits than the canonical ones: "NaN" itself is already canonical.
  for (const result of diverged) {
    const written = JSON.parse(result.input).value;
    assert.ok(typeof written === 'string' && Number.isNaN(float64(written, 'value')) && written !== 'NaN', result.id);
  }
});
