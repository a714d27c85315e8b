// @ts-check
/**
 * The suite records are what the adapter reference is generated from: each record's `inputField` must say what
 * the subject's function really receives, case by case on the committed corpus.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVectorSet, NEWEST_REVISION } from '../src/vector-set.js';
import { SUITES, suiteAt } from '../src/suites.js';
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
