// @ts-check
/**
 * The cause-signature rule of docs/report-format.md ("Causes") against its shared fixture,
 * Tests/Fixtures/cause-groups.json: every scenario's cases, as this runner's results, must form exactly the
 * fixture's groups (ids, canonical texts, words, signatures, counts, suites, representatives, examples, cases).
 * parity-check, ParityTesting, the JVM runners and tools/validate-report read the same file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { causeOf, groupCauses, runtimeMessage, runErrorMessage, generalised, compareBytes } from '../src/causes.js';
import { CAUSE_GROUPS_FIXTURE, fixtureResult } from '../test-support/fixture-cases.js';

const fixture = JSON.parse(readFileSync(CAUSE_GROUPS_FIXTURE, 'utf8'));

test('the fixture is the cause-groups format, with scenarios of every kind of cause', () => {
  assert.equal(fixture.format, 'parity-cause-groups/1');
  const verdicts = new Set(fixture.scenarios.flatMap((/** @type {any} */ s) => s.cases.map((/** @type {any} */ c) => c.verdict)));
  for (const kind of ['diverged', 'error-expected-but-value', 'value-expected-but-error', 'another-error-code', 'crashed', 'timed-out', 'run-error', 'passed']) {
    assert.ok(verdicts.has(kind), kind);
  }
});

for (const scenario of fixture.scenarios) {
  test(`cause groups: ${scenario.id}`, () => {
    const causes = scenario.cases.map(fixtureResult).map(causeOf).filter((/** @type {any} */ cause) => cause !== null);
    const groups = groupCauses(causes).map(({ members, ...group }) => group);
    const wanted = scenario.groups.map((/** @type {any} */ group) => ({ ...group }));
    assert.deepEqual(groups.map((group) => ({ ...group })), wanted);
  });
}

test('normalisation: positions dropped from runtime messages, digits of run errors as #, indices as *, byte order', () => {
  assert.equal(runtimeMessage('Swift/IntegerTypes.swift:6876: Fatal error: x'), 'Fatal error: x');
  assert.equal(runtimeMessage('Fatal error: Range requires x: file Swift/ClosedRange.swift, line 343'), 'Fatal error: Range requires x');
  assert.equal(runtimeMessage('  \t '), null);
  assert.equal(runtimeMessage('TypeError: a\r\nb'), 'TypeError: a b');
  assert.equal(runErrorMessage('badIndex(12) at  3'), 'badIndex(#) at #');
  assert.equal(generalised('/points/3/lat'), '/points/*/lat');
  assert.equal(generalised('/a1/0x/12'), '/a1/0x/*');
  assert.ok(compareBytes('Z', 'a') < 0, 'upper case first');
  assert.ok(compareBytes('\u{ffff}', '\u{10000}') < 0, 'a supplementary code point after U+FFFF, as UTF-8 orders it');
});
