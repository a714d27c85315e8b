// @ts-check
/**
 * The not-portable reasons (Tests/Fixtures/not-portable-reasons.json, format parity-not-portable-reasons/1): the
 * web runner's suites declare the same templates as the file, and its loader takes a `{"notPortable": reason}`
 * expected value exactly where the file says the suite declares the reason, refusing the file (a defect) elsewhere,
 * as parity-check and the oracle do.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SUITES } from '../src/suites.js';
import { matchesReason } from '../src/not-portable-reasons.js';
import { loadVectorSet } from '../src/vector-set.js';
import { REPO, scratchVectors, vectorFile } from '../test-support/helpers.js';

const FIXTURE = JSON.parse(readFileSync(join(REPO, 'Tests', 'Fixtures', 'not-portable-reasons.json'), 'utf8'));

/** JSON text made pure ASCII, as a vector file is (`\u` escapes). @param {string} text */
const ascii = (text) => text.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

test('the fixture is the one this test reads', () => {
  assert.equal(FIXTURE.format, 'parity-not-portable-reasons/1');
  assert.ok(Object.keys(FIXTURE.suites).length >= 15);
  assert.ok(FIXTURE.matches.some((/** @type {any} */ m) => m.declared) && FIXTURE.matches.some((/** @type {any} */ m) => !m.declared));
});

test("every suite declares the fixture's templates, in its order", () => {
  for (const name of Object.keys(FIXTURE.suites)) assert.ok(SUITES.has(name), `${name} is in the fixture but not a suite of the web runner`);
  for (const [name, suite] of SUITES) {
    assert.deepEqual([...suite.notPortable], FIXTURE.suites[name] ?? [], `the not-portable reasons of ${name}`);
  }
});

test('each reason matches where the fixture says it does', () => {
  for (const m of FIXTURE.matches) {
    const suite = /** @type {import('../src/suites.js').Suite} */ (SUITES.get(m.suite));
    assert.equal(suite.notPortable.some((template) => matchesReason(template, m.reason)), m.declared, m.id);
  }
});

test('the loader refuses a file whose reason its suite does not declare, and reads the others', () => {
  for (const m of FIXTURE.matches) {
    const root = scratchVectors({ [`${m.suite.replace('.', '/')}.json`]: ascii(vectorFile(m.suite, [{ id: 'np', input: {}, expected: { notPortable: m.reason } }])) });
    try {
      const set = loadVectorSet(root);
      if (m.declared) {
        assert.deepEqual(set.defects, [], m.id);
        assert.deepEqual(set.files[0].cases[0].expected, { kind: 'notPortable', reason: m.reason }, m.id);
      } else {
        assert.equal(set.defects.length, 1, m.id);
        assert.equal(set.defects[0].message, `unknown not-portable reason "${m.reason}" for suite ${m.suite}`, m.id);
        assert.equal(set.defects[0].pointer, '/cases/0/expected/notPortable', m.id);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
});
