// @ts-check
/**
 * The suite records are what the adapter reference is generated from: each record's `inputField` must say what
 * the subject's function really receives, case by case on the committed corpus.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVectorSet, NEWEST_REVISION } from '../src/vector-set.js';
import { SUITES, suiteAt } from '../src/suites.js';
import { readJsonText } from '../src/json-text.js';
import { CORPUS } from '../test-support/helpers.js';

const isRecord = (/** @type {unknown} */ value) => typeof value === 'object' && value !== null && !Array.isArray(value);

test("every suite's inputField says whether its function receives one field's value or an object of all fields", () => {
  const vectors = loadVectorSet(CORPUS);
  assert.deepEqual(vectors.defects, []);
  const seen = new Set();
  for (const file of vectors.files) {
    // A file's revisions share one shape of its suite.
    const revision = file.revisions?.at(-1) ?? NEWEST_REVISION;
    const suite = /** @type {import('../src/suites.js').Suite} */ (suiteAt(file.suite, revision));
    for (const vectorCase of file.cases) {
      const written = Object.keys(/** @type {object} */ (vectorCase.input));
      const decoded = suite.decode(vectorCase.input, vectorCase.pointer);
      if (suite.inputField !== null) {
        assert.deepEqual(written, [suite.inputField], `${file.suite}/${vectorCase.id}: one input field, ${suite.inputField}`);
        assert.ok(!isRecord(decoded) || !(suite.inputField in decoded), `${file.suite}/${vectorCase.id}: the function receives the field's value`);
      } else {
        assert.ok(isRecord(decoded), `${file.suite}/${vectorCase.id}: the function receives an object`);
        for (const key of written) assert.ok(key in decoded, `${file.suite}/${vectorCase.id}: the object holds ${key}`);
      }
    }
    seen.add(file.suite);
  }
  assert.deepEqual([...seen].sort(), [...SUITES.keys()].sort(), 'the corpus has cases of every suite');
  const oneField = [...SUITES.values()].filter((suite) => suite.inputField !== null).map((suite) => suite.name);
  assert.ok(oneField.includes('geoPoint.hash') && oneField.includes('javaHash.string') && !oneField.includes('zoom.interval'));
});

test("a suite whose fields changed between revisions reads a case with its revision's fields only", () => {
  const input = (/** @type {string} */ fields) => readJsonText(Buffer.from(`{"points": [{"lat": 0.0, "lng": 0.0}]${fields}}`)).value;
  const point = { lat: 0, lng: 0, alt: 0 };
  const newest = /** @type {import('../src/suites.js').Suite} */ (suiteAt('densify.linear', '1569cc5'));
  assert.deepEqual(newest.decode(input(''), '/input'), { points: [point], maxSegmentLength: 10000 });
  assert.throws(() => newest.decode(input(', "fractionStep": 0.5'), '/input'), /unknown field "fractionStep"/);
  const older = /** @type {import('../src/suites.js').Suite} */ (suiteAt('densify.linear', '221a949'));
  assert.deepEqual(older.decode(input(''), '/input'), { points: [point], fractionStep: 0.01 });
  assert.throws(() => older.decode(input(', "maxSegmentLength": 5.0'), '/input'), /unknown field "maxSegmentLength"/);
  assert.deepEqual(suiteAt('projection.webMercator', '221a949+clickable')?.output, { x: 'f32', y: 'f32' });
  assert.deepEqual(suiteAt('projection.webMercator', '1569cc5')?.output, { x: 'f64', y: 'f64' });
});
