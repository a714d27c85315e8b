// @ts-check
/**
 * The rules of a known-divergence list (docs/known-divergences.md) against their shared fixture,
 * Tests/Fixtures/known-divergences/rules.json: each scenario's list, loaded from a file as --known-divergences
 * loads it, applied to its cases (as this runner's results), must make exactly its known cases, run errors and
 * exit code, or fail to load at its place with its message: the same verdicts and messages as parity-check and
 * the JVM runners.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KnownDivergenceGate, loadKnownDivergenceList } from '../src/known-divergences.js';
import { AliasMap } from '../src/alias-map.js';
import { KNOWN_DIVERGENCE_RULES, fixtureResult } from '../test-support/fixture-cases.js';

const fixture = JSON.parse(readFileSync(KNOWN_DIVERGENCE_RULES, 'utf8'));
const folder = mkdtempSync(join(tmpdir(), 'known-rules-'));

test('the fixture is the rules format, and its scenarios reach every exit code', () => {
  assert.equal(fixture.format, 'parity-known-divergence-rules/1');
  assert.ok(fixture.scenarios.length >= 15);
  const codes = new Set(fixture.scenarios.filter((/** @type {any} */ s) => s.expect.exitCode !== undefined).map((/** @type {any} */ s) => s.expect.exitCode));
  assert.deepEqual([...codes].sort(), [0, 1, 2]);
});

for (const scenario of fixture.scenarios) {
  test(`known-divergence rules: ${scenario.id}`, () => {
    const path = join(folder, `${scenario.id}.json`);
    writeFileSync(path, `${scenario.list.join('\n')}\n`);
    const { expect } = scenario;
    let entries;
    try {
      entries = loadKnownDivergenceList(path);
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      assert.ok(expect.loadError, `the list did not load: ${message}`);
      assert.ok(message.startsWith(`${expect.loadError.at.replace('{list}', path)}: `), `not at ${expect.loadError.at}: ${message}`);
      assert.ok(message.includes(expect.loadError.message), message);
      return;
    }
    assert.equal(expect.loadError, undefined, 'the list loaded, but it must not');
    const aliases = new AliasMap(new Map(Object.entries(scenario.aliases ?? {})));
    const gate = new KnownDivergenceGate(entries, { platform: scenario.platform ?? 'ios', aliases });
    const results = scenario.cases.map(fixtureResult);
    for (const name of [...results.map((r) => `${r.suite}/${r.id}`), ...(scenario.corpus ?? [])]) gate.noteCorpusCase(name);
    for (const result of results) gate.apply(result);
    const runErrors = gate.errors(scenario.today, false);
    /** @type {{[name: string]: string}} */
    const known = {};
    for (const result of results) {
      // "label: reason (issue)": the fixture's reasons are "a test".
      if (result.outcome.label === 'known-divergence') known[`${result.suite}/${result.id}`] = result.outcome.entry.split(': a test (')[0];
    }
    assert.deepEqual(known, expect.known);
    assert.deepEqual(runErrors, expect.runErrors.map((/** @type {string} */ error) => error.replaceAll('{list}', path)));
    const labels = results.map((r) => r.outcome.label);
    const exitCode = runErrors.length > 0 || labels.some((l) => l === 'run-error' || l === 'vector-error') ? 2
      : labels.some((l) => l === 'diverged' || l === 'error-expected-but-value') ? 1 : 0;
    assert.equal(exitCode, expect.exitCode);
  });
}
